import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rum-and-pirates',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
