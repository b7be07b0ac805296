/**
 * What the smaller browser scripts share (async play, away, seat tools, orders, hints): Debian's
 * Chromium and its flags, and a reporter that prints each check with the script's tag and throws on
 * the first that fails.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function reporter(tag: string): { log(message: string): void; check(ok: unknown, what: string): void } {
  const log = (message: string): void => console.log(`[e2e ${tag}] ${message}`);
  return {
    log,
    check(ok: unknown, what: string): void {
      if (!ok) throw new Error(`failed: ${what}`);
      log(`ok: ${what}`);
    },
  };
}
