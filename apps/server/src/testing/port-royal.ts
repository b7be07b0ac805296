import { deciders, randomMove, toAction, type PortRoyalState } from '@harbour/port-royal';
import type { TestClient } from './client.js';
import { playSeatWith, type PlayOptions, type PlayStats, type SeatPolicy } from './play.js';

/** A uniformly random legal Port Royal move made from the seat's own view (the package's randomMove). */
export const policy: SeatPolicy = {
  mustDecide: (G, s) => deciders(G as PortRoyalState).includes(s),
  chooseMove: (G, s, rng) => toAction(randomMove(G as PortRoyalState, s, rng)),
};

/** Plays one Port Royal seat to the end of the match over the socket (see play.ts) with `policy`. */
export function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  return playSeatWith(policy, client, matchID, seat, seed, opts);
}
