import { deciders, randomMove, toAction, type PortRoyalState } from '@harbour/port-royal';
import type { TestClient } from './client.js';
import { playSeatWith, type PlayOptions, type PlayStats } from './play.js';

/**
 * Plays one Port Royal seat to the end of the match over the socket (see play.ts): a uniformly
 * random legal move made from its own view (the package's randomMove) whenever it must decide.
 */
export function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  return playSeatWith(
    {
      mustDecide: (G, s) => deciders(G as PortRoyalState).includes(s),
      chooseMove: (G, s, rng) => toAction(randomMove(G as PortRoyalState, s, rng)),
    },
    client,
    matchID,
    seat,
    seed,
    opts,
  );
}
