import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { advance, applyMove, createGame, randomMove, toAction, type GrogState } from '@harbour/grog-island/rules';
import type { ReplayData } from '../../connection/frames/replay.js';
import { buildReplay } from './replay.js';

/** A recorded match as the server would give it: the complete initial state and every move. */
function recorded(numPlayers: number, seed: string): { data: ReplayData; final: GrogState } {
  const rng = seededRng(seed);
  const initial = createGame(numPlayers, rng);
  let s = initial;
  const moves: ReplayData['moves'] = [];
  while (s.status !== 'over') {
    const task = s.tasks[0];
    const seat = task?.kind === 'chooseSetup' ? (task.seats[0] as number) : task ? task.seat : s.auction.turn;
    const move = randomMove(s, seat, rng);
    const { name, args } = toAction(move);
    moves.push({ playerID: String(seat), name, args });
    s = advance(applyMove(s, seat, move), rng);
  }
  const players = Array.from({ length: numPlayers }, (_, i) => ({ playerID: String(i), name: `P${i}` }));
  return { data: { gameName: 'grog-island', players, initialState: initial, moves, finalState: s }, final: s };
}

describe('the replay', () => {
  it.each([2, 3, 4])('rebuilds every state of a %i-player match from its moves and the rolled dice', (n) => {
    const { data, final } = recorded(n, `replay-${n}`);
    const { frames, complete } = buildReplay(data);
    expect(complete).toBe(true);
    expect(frames).toHaveLength(data.moves.length + 1);
    expect(frames[frames.length - 1]?.state).toEqual(final);
    // Every secret is there: hands and decks are real cards, never hidden ids.
    for (const frame of frames) for (const p of frame.state.players) expect(p.goalCards.every((c) => c >= 0)).toBe(true);
  });

  it('stops where a recorded move does not fit, and says the replay is incomplete', () => {
    const { data } = recorded(2, 'replay-broken');
    const broken: ReplayData = { ...data, moves: [...data.moves.slice(0, 10), { playerID: '1', name: 'fly', args: [] }, ...data.moves.slice(10)] };
    const { frames, complete } = buildReplay(broken);
    expect(frames).toHaveLength(11);
    expect(complete).toBe(false);
  });
});
