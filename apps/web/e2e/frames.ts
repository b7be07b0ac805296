import type { Page } from 'playwright-core';

/**
 * Waiting on the page's frames without hanging the run. A CI run stood in `settle`, late in Port
 * Royal's match, until the job's 5,400 s limit killed it: the evaluate never answered, its frames held
 * back or the page's script busy. Here a frame comes from requestAnimationFrame or, when
 * frames are held back, from a timer 100 ms later; and a page that does not answer at all within
 * PAGE_ANSWER_MS is a failure that names what it waited for.
 */
const PAGE_ANSWER_MS = Number(process.env.E2E_PAGE_ANSWER_MS ?? 30_000);

/** `work` (an evaluate on the page), or an error naming `what` if it has not answered in PAGE_ANSWER_MS. */
export async function answered<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PAGE_ANSWER_MS);
  });
  try {
    const first = await Promise.race([work, late]);
    if (first !== 'late') return first;
  } finally {
    clearTimeout(timer);
  }
  work.catch(() => undefined);
  // (frames held back cannot hold it up, a timer stands in for them: the page's script is busy, or the page frozen)
  throw new Error(`the page did not answer in ${PAGE_ANSWER_MS / 1000} s (${what}): its script busy or the page frozen`);
}

/** What `shim` gives the page: one frame (requestAnimationFrame's, or a timer's 100 ms when frames are held back). */
export interface PageFrame {
  __e2eFrame: (then: () => void) => void;
}

/**
 * tsx names the functions handed to the page with a helper the page does not have; and the functions
 * handed to the page wait on frames with `__e2eFrame` (they cannot reach this module's functions).
 */
export async function shim(page: Page): Promise<void> {
  await page.evaluate(
    'window.__name = window.__name || ((f) => f); window.__e2eFrame = window.__e2eFrame || ((then) => { let done = false; const once = () => { if (!done) { done = true; then(); } }; requestAnimationFrame(once); setTimeout(once, 100); })',
  );
}

/** `count` frames of the page (a timer's 100 ms standing in for a frame held back). */
export async function frames(page: Page, count = 2): Promise<void> {
  await answered(
    shim(page).then(() => page.evaluate(
      (n) =>
        new Promise<void>((resolve) => {
          let left = n;
          const frame = (window as unknown as PageFrame).__e2eFrame;
          const next = () => (--left <= 0 ? resolve() : frame(next));
          frame(next);
        }),
      count,
    )),
    `${count} frames`,
  );
}

/**
 * Until the page is still: the layout, the table's re-render for its new size and the shell's
 * reaction have run (the scroll position, the page's height, the bar's and the board's size unchanged
 * over 3 frames; 40 at most).
 */
export async function settle(page: Page): Promise<void> {
  await answered(
    shim(page).then(() => page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = '';
          let still = 0;
          let seen = 0;
          const frame = (window as unknown as PageFrame).__e2eFrame;
          const next = () => {
            const board = document.querySelector('[data-region="board"]')?.getBoundingClientRect();
            const log = document.querySelector('[data-region="log"] .game-log-lines');
            const now = `${window.scrollY} ${document.documentElement.scrollHeight} ${document.querySelector('.shell-bar')?.getBoundingClientRect().height ?? 0} ${board?.width ?? 0}x${board?.height ?? 0} ${log?.scrollTop ?? 0}`;
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 3 || ++seen >= 40) setTimeout(resolve, 0);
            else frame(next);
          };
          frame(next);
        }),
    )),
    'the page to settle',
  );
}
