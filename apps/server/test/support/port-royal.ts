import { seededRng } from '@harbour/game-kit';
import { deciders, randomMove, toAction, type PortRoyalState } from '@harbour/port-royal';
import type { TestClient } from './client.js';
import type { PlayOptions, PlayStats } from './grog.js';

/**
 * Plays one Port Royal seat to the end of the match over the socket, like grog.ts's playSeat:
 * whenever the seat must decide, it sends a uniformly random legal move made from its own view
 * (the package's randomMove); a stale refusal comes with a resync, then it retries.
 */
export async function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  const rng = seededRng(seed);
  const stats: PlayStats = { moves: 0, stale: 0 };
  for (;;) {
    const state = client.state(matchID);
    if (state.ctx.gameover !== undefined) return stats;
    const G = state.G as PortRoyalState;
    if (!deciders(G).includes(seat)) {
      await client.nextFrame();
      continue;
    }
    const { name, args } = toAction(randomMove(G, seat, rng));
    const ack = await client.move(matchID, name, args, state._stateID);
    if (ack.ok) {
      stats.moves++;
      opts.onAck?.({ stateID: ack.stateID, seat, name });
      if (client.state(matchID)._stateID < ack.stateID) await client.waitFor(() => client.state(matchID)._stateID >= ack.stateID);
    } else if (ack.error.code === 'state.stale') {
      stats.stale++;
    } else {
      throw new Error(`seat ${seat}: ${name} ${JSON.stringify(args)} refused: ${JSON.stringify(ack.error)}`);
    }
    if (stats.moves > (opts.maxMoves ?? 5000)) throw new Error('the match does not end');
  }
}
