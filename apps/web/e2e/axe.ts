import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Accessibility: axe-core (the npm package) injected into a page, its serious and critical
 * violations counted per page. The run fails unless every page has none.
 */
// Evaluated through the browser's debugging protocol, which the pages' script-src policy does not cover
// (a <script> tag would be refused, rightly).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export class AxeTally {
  serious = 0;
  critical = 0;
  readonly pages: string[] = [];
  readonly findings: string[] = [];

  /** Runs axe on the page as it is now (`name` says which page, for the report). */
  async check(page: Page, name: string): Promise<void> {
    if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations;
    })) as AxeViolation[];
    this.pages.push(name);
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      if (v.impact === 'serious') this.serious += v.nodes.length;
      else this.critical += v.nodes.length;
      this.findings.push(`${name}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
    }
  }

  ok(): boolean {
    return this.serious === 0 && this.critical === 0;
  }
}
