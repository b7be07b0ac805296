import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'game-kit', include: ['src/**/*.test.ts'] },
});
