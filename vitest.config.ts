import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace may add its own vitest.config.ts (the web app does, for jsdom).
// Two test files at once on a 2-core machine (vitest's default is one less than the cores: one): the
// whole run 11¼ min against 14¾ min on one slow day of this machine (2026-11-29), which keeps CI inside
// its 40 minutes. The timing races two at once showed (the notice outbox's retry, a live-paced sync)
// are fixed; a test must wait on what it observes, never on being alone.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    maxWorkers: 2,
    // A file whose worker died is named (vitest.unfinished.ts), not only counted.
    reporters: ['default', './vitest.unfinished.ts'],
  },
});
