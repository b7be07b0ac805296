import { seededRng } from '@harbour/game-kit';
import { expect } from 'vitest';
import { easyMove } from '../src/bots/easy.js';
import { checkMove, legalMoves, randomMove, rumEngine, stageOf, type RumState } from '../src/rules/index.js';
import { invariantProblems } from './invariants.js';

/** No game may take more moves than this (random play needs a few hundred). */
export const MOVE_BOUND = 3000;

/**
 * Plays one seeded game to its end, every seat choosing at random among the legal moves (every fifth
 * game: the easy bot's preferences), and checks the invariants after every move. Any failure names the
 * seed, which replays the game exactly.
 */
export function selfPlay(numPlayers: number, seed: string): RumState {
  const rng = seededRng(seed);
  const easy = seed.endsWith('0') || seed.endsWith('5');
  let s = rumEngine.setup(numPlayers, rng);
  let moves = 0;
  try {
    while (!rumEngine.isOver(s)) {
      const seats = rumEngine.deciders(s);
      if (seats.length !== 1) throw new Error(`${seats.length} seats to decide`);
      const seat = seats[0] as number;
      const legal = legalMoves(s, seat);
      if (legal.length === 0) throw new Error(`seat ${seat} in stage ${stageOf(s, seat)} has no legal move`);
      const move = easy ? easyMove(rumEngine.view(s, seat), seat, rng) : randomMove(s, seat, rng);
      const refusal = checkMove(s, seat, move);
      if (refusal !== null) throw new Error(`legal move ${JSON.stringify(move)} refused: ${refusal.code}`);
      s = rumEngine.apply(s, seat, move, rng);
      const problems = invariantProblems(s);
      if (problems.length > 0) throw new Error(problems.join('; '));
      if (++moves > MOVE_BOUND) throw new Error(`more than ${MOVE_BOUND} moves`);
    }
    if (s.round !== 5 || s.result === null || s.result.winners.length === 0) throw new Error('the game ended without a result');
  } catch (error) {
    throw new Error(`self-play failed: ${numPlayers} players, seed "${seed}", move ${moves}: ${(error as Error).message}`);
  }
  return s;
}

/** Plays `games` games for each player count; returns how often each kind of event happened. */
export function selfPlaySuite(playerCounts: readonly number[], games: number, prefix: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const n of playerCounts) {
    let winners = 0;
    for (let g = 0; g < games; g++) {
      const s = selfPlay(n, `${prefix}-${n}-${g}`);
      winners += s.result?.winners.length ?? 0;
      for (const e of s.events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
      if (s.result && s.result.winners.length > 1) seen.set('sharedWin', (seen.get('sharedWin') ?? 0) + 1);
    }
    expect(winners).toBeGreaterThanOrEqual(games);
  }
  return seen;
}

/** Every kind of event a complete rules implementation must produce in random play. */
export const EXPECTED_EVENTS = [
  'moved',
  'movedDark',
  'leftDeadEnd',
  'rested',
  'wentOnBoard',
  'outOfPirates',
  'rendezvousFulfilled',
  'tookCoin',
  'recalled',
  'hired',
  'suppliesKept',
  'suppliesReturned',
  'rendezvousDrawn',
  'mapTaken',
  'rumTaken',
  'townWatch',
  'tavernJoined',
  'tavernDeclined',
  'tavernTaken',
  'chestTaken',
  'scorpionTaken',
  'pirateCrossed',
  'pirateLost',
  'droppedOut',
  'sleepingPlace',
  'gameEnded',
] as const;
