/**
 * Waits until `check` holds, asking again after each answer (no fixed pause stands for the event):
 * for what a test can only observe by reading it, such as a row another part writes when a socket
 * has gone. Fails with `what` after `timeoutMs`.
 */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not observed within ${timeoutMs} ms: ${what}`);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
