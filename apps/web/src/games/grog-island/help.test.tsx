import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { BUILDINGS, COLOURS } from '@harbour/grog-island/data';
import { grogEngine, parseMove, randomMove, stageOf, toAction, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { LocalMatch } from '../../connection/local.js';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { renderWithWords } from '../../test/render.js';
import { afterSetup, play } from '../../test/grog-states.js';
import { grogI18n } from '../../test/render.js';
import { GrogTable } from './Table.js';
import { buildingHelp, dieHelp, shipHelp } from './help.js';
import { HELP_PIECES as PIECES } from './help-pieces.js';

afterEach(cleanup);

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <GrogTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

/** A 2-player match played by random legal moves until seat 0 must decide something other than bidding in round 2 or later. */
function midGame(): LocalMatch<GrogState, GrogMove> {
  const match = new LocalMatch<GrogState, GrogMove>({ name: 'grog-island', engine: grogEngine, parse: parseMove }, ['Anne', 'Bonny'], 'help');
  const rng = seededRng('help-moves');
  const done = (s: GrogState) => s.auction.round >= 2 && s.occupants.some((o) => o !== null) && stageOf(s, 0) === 'bid';
  for (let i = 0; i < 3000 && !done(match.fullState()); i++) {
    const s = match.fullState();
    const seat = grogEngine.deciders(s)[0];
    if (seat === undefined) throw new Error('nobody to move');
    const { name, args } = toAction(randomMove(s, seat, rng));
    void match.connect(String(seat)).makeMove(name, args);
  }
  if (!done(match.fullState())) throw new Error('never reached');
  return match;
}


describe('help in place at the Grog Island table', () => {
  it.each(['en', 'de'] as const)('every piece of every kind explains itself (%s)', (language) => {
    const match = midGame();
    const { container } = renderWithWords(<Live connection={match.connect('0')} />, language);
    const english = language === 'en';
    for (const [kind, selector] of Object.entries(PIECES)) {
      const pieces = [...container.querySelectorAll(selector)];
      expect(pieces.length, kind).toBeGreaterThan(0);
      for (const piece of pieces) {
        const help = piece.getAttribute('data-help') ?? '';
        expect(help.length, `${kind}: ${piece.outerHTML.slice(0, 80)}`).toBeGreaterThan(20);
        // No key left untranslated, no placeholder left unfilled.
        expect(help, kind).not.toMatch(/help\.|\{\{|undefined/);
        expect(piece.getAttribute('tabindex'), kind).toBe('0');
        if (!english) expect(help, kind).not.toMatch(/\b(the|and|free building)\b/);
      }
    }
    expect(container.querySelectorAll('svg.board [data-building]')).toHaveLength(BUILDINGS.length);
    expect(container.querySelectorAll('[data-cloud]')).toHaveLength(COLOURS.length);
    expect(container.querySelectorAll('svg.board [data-ship]')).toHaveLength(6);
    expect(screen.getByTestId('grog-table')).toBeTruthy();
  });

  it('gives the numbers of the moment: the coins a claim brings, with plural forms', () => {
    const s = afterSetup(2, 'help-numbers');
    const t = grogI18n('en').t;
    const de = grogI18n('de').t;
    // The yellow sword shop: three other sword shops free (gray, blue, green).
    const sword = BUILDINGS.find((b) => b.id === 'yellow.swordShop')!.index;
    const state: GrogState = { ...s, clouds: { ...s.clouds, yellow: 'piratePoint' } };
    expect(buildingHelp(t, state, sword, ['Anne', 'Bonny'])).toContain('brings 3 coins now');
    expect(buildingHelp(de, state, sword, ['Anne', 'Bonny'])).toContain('jetzt 3 Münzen');
    // The only pub: 0 coins; one other free hat shop … 1 coin.
    const pub = BUILDINGS.find((b) => b.id === 'orange.pub')!.index;
    expect(buildingHelp(t, { ...state, clouds: { ...state.clouds, orange: 'none' } }, pub, [])).toContain('brings 0 coins now');
    const black: GrogState = { ...state, clouds: { ...state.clouds, yellow: 'black' } };
    expect(buildingHelp(t, black, sword, [])).toContain('no reward and no coins');
    const taken: GrogState = { ...state, occupants: state.occupants.map((o, i) => (i === sword ? 1 : o)) };
    expect(buildingHelp(t, taken, sword, ['Anne', 'Bonny'])).toContain('a crew member of Bonny');
    expect(dieHelp(t, 'blue', 1, -1)).toContain('shows 1 pip');
    expect(dieHelp(de, 'blue', 5, 0)).toContain('zeigt 5 Augen, auf Bietfeld 1');
  });

  it("names the trade marker's owner on a ship", () => {
    let s = afterSetup(3, 'help-ship');
    const seat = s.auction.turn;
    s = play(s, seat, { type: 'bid', row: [...(['yellow', 'gray', 'orange', 'blue', 'green'] as const)].sort((a, b) => s.auction.dice[b] - s.auction.dice[a]).slice(0, 1), parrots: [] });
    const next = s.auction.turn;
    s = play(s, next, { type: 'pass' });
    const trade = grogEngine.legalMoves(s, next).find((m) => m.type === 'trade');
    if (!trade || trade.type !== 'trade') throw new Error('no trade');
    s = play(s, next, trade);
    const t = grogI18n('en').t;
    expect(shipHelp(t, s, trade.ship, ['A', 'B', 'C'])).toContain(`${['A', 'B', 'C'][next]}'s trade marker stands on it`);
  });
});
