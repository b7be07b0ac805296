import { writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Names the test files a run did not finish. A test worker that dies (a crash, a kill, an exit from a
 * library) takes its file's report with it: vitest then prints "Worker exited unexpectedly" with no file,
 * counts one file fewer as passed and fails the run. This reporter prints, for every file neither passed,
 * failed nor skipped, its project, its path, how many of its tests finished and the first that did not.
 * Run by vitest.run.mjs (`npm test`), it also writes them, with what else failed, to the file that
 * VITEST_UNFINISHED_FILE names: that script runs such files once more, and only when nothing else failed.
 */
export default class UnfinishedFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const unfinished: string[] = [];
    for (const m of testModules) {
      const state = m.state();
      if (state === 'passed' || state === 'failed' || state === 'skipped') continue;
      unfinished.push(m.moduleId);
      const tests = [...m.children.allTests()];
      const finished = tests.filter((t) => t.result().state !== 'pending');
      const next = tests.find((t) => t.result().state === 'pending');
      process.stderr.write(`unfinished test file: [${m.project.name}] ${m.moduleId} (${state}): ${finished.length} of ${tests.length} tests finished${next ? `; next: ${next.fullName}` : ''}\n`);
    }
    const file = process.env.VITEST_UNFINISHED_FILE;
    if (!file) return;
    const failed = testModules.filter((m) => m.state() === 'failed').map((m) => m.moduleId);
    // (the dead worker's own error is vitest's "Worker exited unexpectedly"; any other is a failure of its own)
    const otherErrors = unhandledErrors.filter((e) => !/Worker (forks )?(emitted error|exited unexpectedly)/.test(`${e.message ?? ''} ${String((e as { cause?: { message?: string } }).cause?.message ?? '')}`)).length;
    writeFileSync(file, JSON.stringify({ unfinished, failed, otherErrors }));
  }
}
