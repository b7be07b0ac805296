import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import de from './locales/de.json';
import en from './locales/en.json';
import { RULES_SECTIONS } from './RulesPanel.js';
import { PortRoyalTable } from './Table.js';
import { localMatch, renderPr } from './test-utils.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <PortRoyalTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

describe("Port Royal's short rules at the table", () => {
  it.each([
    ['en', 'Rules', 'Port Royal in short', 'Close the rules'],
    ['de', 'Regeln', 'Port Royal in Kürze', 'Regeln schließen'],
  ] as const)('open from the table and close again (%s)', async (language, button, title, close) => {
    const user = userEvent.setup();
    const match = localMatch(['Andrea', 'Alex', 'Dagmar'], 'rules');
    renderPr(<Live connection={match.connect('0')} />, language);
    expect(screen.queryByTestId('rules-panel')).toBeNull();
    const toggle = screen.getByRole('button', { name: button });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = within(screen.getByTestId('rules-panel'));
    expect(panel.getByRole('heading', { level: 2 }).textContent).toBe(title);
    const headings = panel.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(RULES_SECTIONS.map((key) => (language === 'en' ? en : de).rules.section[key].heading));
    expect(panel.getByText((language === 'en' ? en : de).rules.section.repel.text)).toBeTruthy();
    await user.click(panel.getByRole('button', { name: close }));
    expect(screen.queryByTestId('rules-panel')).toBeNull();
  });

  it('has every rules text in English and German, short and without leftovers', () => {
    expect(RULES_SECTIONS.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(de.rules.section)).toEqual(RULES_SECTIONS);
    expect(Object.keys(de.rules).sort()).toEqual(Object.keys(en.rules).sort());
    for (const key of RULES_SECTIONS) {
      for (const words of [en, de]) {
        const { heading, text } = words.rules.section[key];
        expect(heading.length, key).toBeGreaterThan(2);
        expect(text.length, key).toBeGreaterThan(40);
        expect(text.length, key).toBeLessThan(420);
      }
      expect(de.rules.section[key].text, key).not.toBe(en.rules.section[key].text);
    }
  });
});
