import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names the test files a run did not finish. A test worker that dies (a crash, a kill, an exit from a
 * library) takes its file's report with it: vitest then prints "Worker exited unexpectedly" with no file,
 * counts one file fewer as passed and fails the run. This reporter prints, for every file neither passed,
 * failed nor skipped, its project, its path, how many of its tests finished and the first that did not.
 */
export default class UnfinishedFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const m of testModules) {
      const state = m.state();
      if (state === 'passed' || state === 'failed' || state === 'skipped') continue;
      const tests = [...m.children.allTests()];
      const finished = tests.filter((t) => t.result().state !== 'pending');
      const next = tests.find((t) => t.result().state === 'pending');
      process.stderr.write(`unfinished test file: [${m.project.name}] ${m.moduleId} (${state}): ${finished.length} of ${tests.length} tests finished${next ? `; next: ${next.fullName}` : ''}\n`);
    }
  }
}
