import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS, TILES } from '@harbour/rum-and-pirates/data';
import { stageOf } from '@harbour/rum-and-pirates/rules';
import { newRumMatch, playUntil, renderRum, rumI18n, staticSnapshot } from '../../test/rum.js';
import { fieldHelp, stackHelp, tileHelp } from './help.js';
import { RumTable } from './Table.js';
import { HELP_ACTIONS, HELP_PIECES } from './help-pieces.js';

const PIECES: Readonly<Record<string, string>> = { ...HELP_PIECES, ...HELP_ACTIONS };


/** A text that is a missing key (i18next answers with the key) or empty. */
const bare = (text: string | null) => !text || !text.trim() || /help\.|rum-ui:/.test(text);

describe('help in place at the Rum & Pirates table', () => {
  // Mid-game: tiles under the flags, pirates in alleys, someone on board, the player to move.
  const match = newRumMatch('help-mid');
  playUntil(match, (s) => s.round >= 2 && s.mast.length > 0 && s.turn !== null && stageOf(s, s.turn.seat) === 'turn' && s.players.some((p) => p.tiles.length > 0), 3);
  const G = match.fullState();
  const seat = G.turn?.seat ?? 0;

  it.each(['en', 'de'] as const)('gives every piece kind a help text in %s', (language) => {
    renderRum(<RumTable snapshot={staticSnapshot(G, seat)} makeMove={vi.fn()} />, language);
    for (const [kind, selector] of Object.entries(PIECES)) {
      const pieces = [...document.querySelectorAll(selector)];
      expect(pieces.length, `${kind} found`).toBeGreaterThan(0);
      for (const piece of pieces) {
        const help = piece.closest('[data-help]')?.getAttribute('data-help') ?? null;
        expect(bare(help), `${kind} (${language}): ${help}`).toBe(false);
      }
    }
    // The pieces are reachable by keyboard, and keep a short accessible name.
    expect(screen.getByTestId('captain').getAttribute('tabindex')).toBe('0');
  });

  it.each(['en', 'de'] as const)('explains every field and every tile of the game in %s, with its numbers', (language) => {
    const i18n = rumI18n(language);
    const t = i18n.t.bind(i18n);
    for (const field of FIELDS) expect(bare(fieldHelp(t, language, G, field.index)), `field ${field.id}`).toBe(false);
    for (const tile of TILES) expect(bare(tileHelp(t, tile.id)), `tile ${tile.id}`).toBe(false);
    expect(bare(tileHelp(t, -1))).toBe(false);
    expect(bare(stackHelp(t, G, 'supplies'))).toBe(false);
  });

  it('says the current numbers: the tavern tiles face up, a tile’s points with plural forms', () => {
    const en = rumI18n('en');
    const de = rumI18n('de');
    const tavern = FIELDS.find((f) => f.kind === 'tavern' && f.colour === 'blue');
    if (!tavern) throw new Error('no blue tavern');
    const blue = G.display.tavern.filter((id) => TILES[id]?.colour === 'blue').length;
    const text = fieldHelp(en.t.bind(en), 'en', G, tavern.index);
    expect(text.startsWith('blue tavern (5) — a drinking contest')).toBe(true);
    if (blue > 0) expect(text).toContain(`tavern tiles face up (${blue}:`);
    const chest = TILES.find((tile) => tile.kind === 'chest' && tile.value === 5);
    const hat = TILES.find((tile) => tile.kind === 'map' && tile.value === 3);
    if (!chest || !hat) throw new Error('no tile');
    expect(tileHelp(en.t.bind(en), chest.id)).toContain('— 5 points. Taken at a treasure chest field.');
    expect(tileHelp(de.t.bind(de), chest.id)).toContain('— 5 Punkte. Genommen auf einem Schatzkisten-Feld.');
    expect(tileHelp(de.t.bind(de), hat.id)).toContain('3 Punkte, aber nur paarweise');
  });
});
