import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (the web app does, for jsdom).
// Vitest's default number of test files at once (one less than the cores) stands: two at once on a 2-core
// machine took 340–352 s against 502 s, but a timing race in one flow test showed in one run of three.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
