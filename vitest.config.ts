import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (the web app does, for jsdom).
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
