import type { Rng } from '@harbour/game-kit';
import { HIDDEN, deciders, randomMove, toAction, type GrogState } from '@harbour/grog-island';
import type { TestClient } from './client.js';
import { playSeatWith, type PlayOptions, type PlayStats, type SeatPolicy } from './play.js';

export type { PlayOptions, PlayStats } from './play.js';

/** Whether `seat` has a decision to make in this view of the game. */
export function mustDecide(G: unknown, seat: number): boolean {
  return deciders(G as GrogState).includes(seat);
}

/** A random legal move for `seat`, chosen from that seat's view only (as a person at the table would). */
export function chooseMove(G: unknown, seat: number, rng: Rng): { name: string; args: unknown[] } {
  return toAction(randomMove(G as GrogState, seat, rng));
}

/** The scripted Grog Island player: a random legal move from its own view whenever it must decide. */
export const policy: SeatPolicy = { mustDecide, chooseMove };

/** Plays one Grog Island seat to the end of the match with random legal moves (see play.ts). */
export function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  return playSeatWith(policy, client, matchID, seat, seed, opts);
}

export { HIDDEN };
