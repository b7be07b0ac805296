import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { applyMove, cloneState, createGame, deciders, hiddenCard, randomMove, type PortRoyalState } from '@harbour/port-royal/rules';
import type { ReplayData } from '../../connection/frames/replay.js';
import { EventFolder, buildReplay, publicParts } from './replay.js';
import { PortRoyalReplay } from './Replay.js';
import { renderPr } from './test-utils.js';

/** A whole random game: the initial state, the public parts after every move (by event count), the end. */
function game(players: number, seed: string) {
  const rng = seededRng(seed);
  const initial = createGame(players, rng);
  let s = initial;
  const seen = new Map<number, unknown>();
  let reshuffles = 0;
  while (s.status !== 'over') {
    const seat = deciders(s)[0] as number;
    s = applyMove(s, seat, randomMove(s, seat, rng), rng);
    // Letting a ship into the harbor display tells nothing by itself (no event): the table before it is kept.
    if (!seen.has(s.events.length)) seen.set(s.events.length, publicParts(s));
    reshuffles = s.shuffles;
  }
  return { initial, final: s, seen, reshuffles };
}

function data(initial: PortRoyalState, final: PortRoyalState): ReplayData {
  return { gameName: 'port-royal', players: initial.players.map((_, i) => ({ playerID: String(i), name: `P${i}` })), initialState: initial, moves: [], finalState: final };
}

describe('the Port Royal replay', () => {
  // jsdom lays nothing out: the log's scrolling to the current line is a no-op here.
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('rebuilds the public table after every move from the events alone, reshuffles included (2 to 5 players)', () => {
    let reshuffled = 0;
    // (scan-15, -96, -137: a tax increase turned up, resolved, then a reshuffle before the next card: the
    // card discarded after its coins is shuffled in; the replay kept it out and ended one card off)
    for (const [players, seed] of [[2, 'replay-a'], [3, 'replay-b'], [4, 'replay-c'], [5, 'replay-d'], [3, 'replay-e'], [2, 'replay-f'], [5, 'scan-15'], [2, 'scan-96'], [3, 'scan-137']] as const) {
      const { initial, final, seen, reshuffles } = game(players, seed);
      reshuffled += reshuffles;
      const start = cloneState(initial);
      for (const p of start.players) p.coins = p.coins.map(() => hiddenCard(0));
      const folder = new EventFolder(start);
      const events = final.events.slice(initial.events.length);
      for (const [i, event] of events.entries()) {
        folder.apply(event, events.slice(i + 1));
        const expected = seen.get(folder.s.events.length);
        if (expected === undefined) continue;
        const shown = cloneState(folder.s);
        if (folder.pendingTax !== null) shown.discardPile.push(folder.pendingTax);
        expect(publicParts(shown), `${players} players, event ${folder.s.events.length}`).toEqual(expected);
      }
      const replay = buildReplay(data(initial, final));
      expect(replay.complete).toBe(true);
      expect(replay.frames[replay.frames.length - 1]?.state.result).toEqual(final.result);
    }
    expect(reshuffled).toBeGreaterThan(0);
  });

  it('says so when it does not reach the stored end', () => {
    const { initial, final } = game(3, 'replay-tampered');
    const tampered = cloneState(final);
    tampered.players[0]!.points += 1;
    expect(buildReplay(data(initial, tampered)).complete).toBe(false);
  });

  it('steps through a finished match by its decisions, the log following', async () => {
    const user = userEvent.setup();
    const { initial, final } = game(3, 'replay-ui');
    const { frames } = buildReplay(data(initial, final));
    renderPr(<PortRoyalReplay replay={data(initial, final)} />);
    expect(screen.getByTestId('replay-step').textContent).toBe(`Step 0 of ${frames.length - 1}`);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByTestId('replay-step').textContent).toBe(`Step 3 of ${frames.length - 1}`);
    const harbor = screen.getByTestId('harbor').querySelectorAll('.pr-harbor-cards [data-card]').length;
    expect(harbor).toBe(frames[3]!.state.harbor.length + (frames[3]!.state.turn.ship === null ? 0 : 1));
    await user.click(screen.getByRole('button', { name: 'To the end' }));
    expect(screen.getByTestId('winner-line')).toBeTruthy();
    expect(frames.length).toBeLessThan(final.events.length);
  });
});
