import { seededRng } from '@harbour/game-kit';
import type { Colour } from '@harbour/grog-island/data';
import {
  advance,
  applyMove,
  createGame,
  randomMove,
  setupChoices,
  viewFor,
  type GrogMove,
  type GrogState,
} from '@harbour/grog-island/rules';

/**
 * Grog Island states for component tests, reached through the rules themselves (setup choices,
 * the first roll), with the dice set to known values.
 */
export function afterSetup(numPlayers: number, seed: string | number = 1): GrogState {
  const rng = seededRng(seed);
  let s = createGame(numPlayers, rng);
  for (let seat = 0; seat < numPlayers; seat++) {
    const choice = setupChoices(s, seat)[0];
    if (!choice) throw new Error('no setup choice');
    s = applyMove(s, seat, { type: 'chooseSetup', ...choice });
  }
  return advance(s, rng);
}

/** The rulebook's example roll: yellow 3, gray 3, orange 1, blue 5, green 2. */
export const EXAMPLE_DICE: Record<Colour, number> = { yellow: 3, gray: 3, orange: 1, blue: 5, green: 2 };

export function withDice(s: GrogState, dice: Record<Colour, number>): GrogState {
  return { ...s, auction: { ...s.auction, dice: { ...dice } } };
}

export function play(s: GrogState, seat: number, move: GrogMove): GrogState {
  return applyMove(s, seat, move);
}

/** A whole game of random legal moves, to the end. */
export function finishedGame(numPlayers: number, seed: string | number): GrogState {
  const rng = seededRng(seed);
  let s = advance(createGame(numPlayers, rng), rng);
  for (let i = 0; i < 5000 && s.status !== 'over'; i++) {
    const task = s.tasks[0];
    const seat = task?.kind === 'chooseSetup' ? (task.seats[0] as number) : task ? task.seat : s.auction.turn;
    s = advance(applyMove(s, seat, randomMove(s, seat, rng)), rng);
  }
  if (s.status !== 'over') throw new Error('the game did not end');
  return s;
}

export { viewFor };
