import type { Page } from 'playwright-core';
import { frames } from './frames.js';

/**
 * Phones: a control reached with the Tab key is not left under the bar fixed at the foot of the screen
 * (WCAG 2.4.11, focus not obscured). The browser scrolls a focused control into view only when it is
 * outside the view, and one under the bar is inside it. For up to `most` controls of the page that sit
 * under the bar now, the control before each in the page's order gets the focus, the Tab key moves it
 * on, and the control must then stand clear of the bar and inside the view. The page's scroll and focus are
 * put back afterwards. Returns what was missed.
 */
export async function keyboardFocusMisses(page: Page, most = 3): Promise<string[]> {
  const saved = await page.evaluate(() => {
    const had = document.activeElement;
    if (had instanceof HTMLElement && had !== document.body) had.setAttribute('data-e2e-had-focus', '');
    return window.scrollY;
  });
  const misses: string[] = [];
  for (let i = 0; i < most; i++) {
    // The i-th control under the bar: the one before it in the page's order takes the focus (by script).
    const target = await page.evaluate((index) => {
      const bar = document.querySelector('.shell-bar');
      if (!bar) return null;
      const barTop = bar.getBoundingClientRect().top;
      const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), [tabindex]:not([tabindex="-1"])')].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
      });
      const under = tabbable.filter((el, k) => {
        const r = el.getBoundingClientRect();
        return k > 0 && !bar.contains(el) && r.top < window.innerHeight && r.top + r.height / 2 > barTop;
      });
      const el = under[index];
      if (!el) return null;
      document.querySelectorAll('[data-e2e-tab-target]').forEach((x) => x.removeAttribute('data-e2e-tab-target'));
      el.setAttribute('data-e2e-tab-target', '');
      (tabbable[tabbable.indexOf(el) - 1] as HTMLElement).focus({ preventScroll: true });
      return (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    }, i);
    if (target === null) break;
    await page.keyboard.press('Tab');
    await frames(page);
    const missed = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-e2e-tab-target]');
      // (another order of the page's tab stops than the document's: nothing to say about this one)
      if (!el || document.activeElement !== el) return null;
      const r = el.getBoundingClientRect();
      const barTop = document.querySelector('.shell-bar')?.getBoundingClientRect().top ?? window.innerHeight;
      // Clear of the bar (a control taller than the room above it: its top in view), and not above the view.
      const clear = r.top >= 0 && (r.bottom <= barTop + 1 || r.top <= 16);
      const room = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
      return clear ? null : `at y ${Math.round(r.top)}–${Math.round(r.bottom)}, the bar's top at ${Math.round(barTop)} (the page at ${Math.round(window.scrollY)}, ${Math.round(room)} px more to scroll)`;
    });
    if (missed !== null) misses.push(`"${target}" focused by Tab: ${missed}`);
    // Back where the decision had the page, for the next control and the checks after this one.
    await page.evaluate((y) => window.scrollTo(0, y), saved);
  }
  await page.evaluate((y) => {
    document.querySelectorAll('[data-e2e-tab-target]').forEach((x) => x.removeAttribute('data-e2e-tab-target'));
    const had = document.querySelector<HTMLElement>('[data-e2e-had-focus]');
    if (had) {
      had.removeAttribute('data-e2e-had-focus');
      had.focus({ preventScroll: true });
    } else (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, y);
  }, saved);
  return misses;
}
