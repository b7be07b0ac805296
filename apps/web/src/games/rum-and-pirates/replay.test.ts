import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { advance, createGame, deciders, needsAdvance, play, randomMove, toAction, type RumState } from '@harbour/rum-and-pirates/rules';
import type { ReplayData } from '../../connection/frames/replay.js';
import { buildReplay, rolledDice } from './replay.js';

/** A whole game as the server keeps it: the initial state, every move by name, the final state. */
function recordedGame(numPlayers: number, seed: number): ReplayData & { finalState: RumState } {
  const rng = seededRng(seed);
  const choices = seededRng(`${seed}-choices`);
  const initial = createGame(numPlayers, rng);
  let s = initial;
  while (needsAdvance(s)) s = advance(s, rng);
  const moves: ReplayData['moves'] = [];
  for (let i = 0; i < 5000 && s.status !== 'over'; i++) {
    const seat = deciders(s)[0] as number;
    const move = randomMove(s, seat, choices);
    const { name, args } = toAction(move);
    moves.push({ playerID: String(seat), name, args: [...args] });
    s = play(s, seat, move, rng);
  }
  if (s.status !== 'over') throw new Error('the game did not end');
  return { gameName: 'rum-and-pirates', players: Array.from({ length: numPlayers }, (_, i) => ({ playerID: String(i), name: `P${i}` })), initialState: initial, moves, finalState: s };
}

describe('the replay', () => {
  it.each([
    [2, 1],
    [3, 2],
    [5, 3],
  ])('rebuilds a %i-player game exactly from its moves and the dice the server rolled (seed %i)', (players, seed) => {
    const data = recordedGame(players, seed);
    expect(rolledDice(data.finalState.events).length).toBeGreaterThan(10);
    const { frames, complete } = buildReplay(data);
    expect(complete).toBe(true);
    expect(frames).toHaveLength(data.moves.length + 1);
    expect(frames[frames.length - 1]?.state).toEqual(data.finalState);
  });
});
