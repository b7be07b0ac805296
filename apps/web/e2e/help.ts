import type { Page } from 'playwright-core';
import { shim, type PageFrame } from './frames.js';

/**
 * Help in place, checked in the browser: every piece of a board (the game names its pieces by CSS
 * selector) carries its help text, and one of them, hovered (desktop) or long-pressed (phone),
 * shows that text in a tooltip inside the view. The run fails on a piece without help or a tooltip
 * that does not show.
 */
export class HelpTally {
  readonly rows: { game: string; device: string; pieces: number; missing: number; shown: boolean }[] = [];
  readonly failures: string[] = [];

  async check(page: Page, game: string, device: 'desktop' | 'phone', selectors: Record<string, string>): Promise<void> {
    let pieces = 0;
    let missing = 0;
    for (const [kind, selector] of Object.entries(selectors)) {
      const counts = await page.evaluate((sel) => {
        const all = [...document.querySelectorAll(sel)];
        const bare = all.filter((el) => !(el.getAttribute('data-help') ?? '').trim() && !el.closest('[data-help]'));
        return { all: all.length, bare: bare.length };
      }, selector);
      if (counts.all === 0) this.failures.push(`${game} ${device}: no ${kind} found (${selector})`);
      pieces += counts.all;
      missing += counts.bare;
      if (counts.bare > 0) this.failures.push(`${game} ${device}: ${counts.bare} of ${counts.all} ${kind} explain nothing (${selector})`);
    }
    const shown = await this.showOne(page, device, Object.values(selectors));
    if (!shown) this.failures.push(`${game} ${device}: no tooltip showed for a piece`);
    this.rows.push({ game, device, pieces, missing, shown });
  }

  private async showOne(page: Page, device: 'desktop' | 'phone', selectors: string[]): Promise<boolean> {
    for (const selector of selectors) {
      // A piece a person can reach: brought to the top of the view (on phones the decision's bar covers
      // the lower part), and the one under the finger or pointer at its centre (elementFromPoint).
      const candidates = page.locator(`${selector}[data-help]`);
      let piece = candidates.first();
      let reachable = false;
      for (let i = 0; i < Math.min(12, await candidates.count()) && !reachable; i++) {
        piece = candidates.nth(i);
        if (!(await piece.isVisible())) continue;
        await shim(page);
        reachable = await piece.evaluate(
          (el) =>
            new Promise<boolean>((resolve) => {
              el.scrollIntoView({ block: 'start' });
              (window as unknown as PageFrame).__e2eFrame(() => {
                const r = el.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                resolve(hit !== null && (el === hit || el.contains(hit)));
              });
            }),
        );
      }
      if (!reachable) continue;
      const text = (await piece.getAttribute('data-help')) ?? '';
      const box = await piece.boundingBox();
      if (!box) continue;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (device === 'desktop') {
        // Hover help follows real mouse moves only: come from beside the piece, in steps.
        await page.mouse.move(Math.max(0, x - 12), Math.max(0, y - 12));
        await page.mouse.move(x, y, { steps: 4 });
      } else {
        // A long press by the browser's touch protocol: finger down, rest, finger up.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        await page.waitForTimeout(700);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await cdp.detach();
      }
      const tip = page.getByTestId('help-tip');
      const ok = await tip
        .waitFor({ state: 'visible', timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (!ok) return false;
      const tipText = (await tip.textContent()) ?? '';
      const tipBox = await tip.boundingBox();
      const view = page.viewportSize();
      const inView = tipBox !== null && view !== null && tipBox.x >= 0 && tipBox.y >= 0 && tipBox.x + tipBox.width <= view.width + 1 && tipBox.y + tipBox.height <= view.height + 1;
      await page.keyboard.press('Escape');
      if (device === 'desktop') await page.mouse.move(0, 0);
      return tipText === text && inView;
    }
    return false;
  }

  ok(): boolean {
    return this.failures.length === 0;
  }
}
