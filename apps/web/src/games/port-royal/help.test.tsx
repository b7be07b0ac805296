import { describe, expect, it } from 'vitest';
import { ALL_CARD_IDS, CARDS, PERSON_KINDS, type PersonCard } from '@harbour/port-royal/data';
import type { PortRoyalState } from '@harbour/port-royal/rules';
import { Players } from './Players.js';
import { TableArea } from './TableArea.js';
import { cardHelp, drawPileHelp, harborHelp } from './help.js';
import { playUntil, prI18n, renderPr } from './test-utils.js';

const LANGUAGES = ['en', 'de'] as const;

/** A text that is really written: no missing key, no unfilled placeholder. */
function written(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim().length > 20 && !text.includes('{{') && !text.includes('help.') && !text.includes('port-royal');
}

/** A game well under way: persons in several displays, an expedition on display, a full harbor. */
function midGame(): PortRoyalState {
  return playUntil(3, 'help-mid', (s) => s.status === 'playing' && s.turn.stage === 'discover' && s.harbor.length >= 2 && s.expeditionDisplay.length > 0 && s.players.filter((p) => p.persons.length > 0).length >= 2);
}

describe('Port Royal: help in place', () => {
  it.each(LANGUAGES)('explains every card of the game in words (%s)', (language) => {
    const t = prI18n(language).t;
    for (const id of ALL_CARD_IDS) {
      const text = cardHelp(t, language, id);
      expect(written(text), `card ${id}: ${text}`).toBe(true);
    }
    // Every kind of person has its own explanation, with cost and victory points as numbers.
    const byKind = new Map<string, string>();
    for (const id of ALL_CARD_IDS) {
      const c = CARDS[id] as PersonCard;
      if (c.type === 'person') {
        const text = cardHelp(t, language, id);
        expect(text).toContain(String(c.cost));
        byKind.set(c.kind, text);
      }
    }
    expect([...byKind.keys()].sort()).toEqual([...PERSON_KINDS].sort());
    expect(new Set(byKind.values()).size).toBe(PERSON_KINDS.length);
  });

  it('says it with correct plurals and the rulebook words', () => {
    const en = prI18n('en').t;
    const de = prI18n('de').t;
    const mademoiselle = ALL_CARD_IDS.find((id) => (CARDS[id] as PersonCard).kind === 'mademoiselle') as number;
    expect(cardHelp(en, 'en', mademoiselle)).toMatch(/^Mademoiselle \(a person\)\. Hire it in Trade & Hire for \d coins .*worth \d victory points\. Mademoiselle: every person you hire costs you 1 coin less/);
    expect(cardHelp(de, 'de', mademoiselle)).toMatch(/^Fräulein \(Person\)\. .*Einflusspunkte wert\. Fräulein: Personen sind beim Anheuern pro Fräulein/);
    const s = midGame();
    const one = { ...s, drawPile: s.drawPile.slice(0, 1) };
    expect(drawPileHelp(en, one)).toContain('Draw pile: 1 card, face down.');
    expect(drawPileHelp(de, one)).toContain('Nachziehstapel: 1 Karte, verdeckt.');
    expect(harborHelp(de, 'de', { ...s, harbor: [] })).toContain('Noch kein Schiff');
  });

  it.each(LANGUAGES)('gives every piece of the board and the seats a help text (%s)', (language) => {
    const G = midGame();
    const names = ['Andrea', 'Alex', 'Dagmar'];
    const { container } = renderPr(
      <>
        <TableArea G={G} names={names} busy={false} />
        <Players G={G} names={names} letters={['A', 'B', 'C']} seat={0} />
      </>,
      language,
    );
    const pieces: Record<string, string> = {
      drawPile: '[data-testid="draw-pile"]',
      discardPile: '[data-testid="discard-pile"]',
      harbor: '[data-testid="harbor-title"]',
      harborCard: '[data-testid="harbor"] .pr-slot > [role="img"]',
      expedition: '[data-expedition]',
      personChip: '[data-person-chip]',
      coins: '[data-testid^="coins-"]',
      points: '[data-testid^="points-"]',
    };
    for (const [kind, selector] of Object.entries(pieces)) {
      const all = [...container.querySelectorAll(selector)];
      expect(all.length, kind).toBeGreaterThan(0);
      for (const el of all) {
        expect(written(el.getAttribute('data-help')), `${kind}: ${el.getAttribute('data-help')}`).toBe(true);
        expect(el.getAttribute('tabindex')).toBe('0');
      }
    }
  });
});
