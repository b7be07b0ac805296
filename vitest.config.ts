import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (the web app does, for jsdom).
// At least two test files at once: vitest's default (one less than the cores) runs one at a time on a 2-core
// machine, where most files spend their time waiting on a database, a socket or a child process
// (two at once: 352 s against 502 s for the whole run on this project's 2-core machine).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
