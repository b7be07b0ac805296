import { seededRng, type Rng } from '@harbour/game-kit';
import type { TestClient } from './client.js';

export interface PlayStats {
  moves: number;
  stale: number;
}

export interface PlayOptions {
  maxMoves?: number;
  stopAt?: (moves: number) => boolean;
  /** Called for every move the server acknowledged. */
  onAck?: (ack: { stateID: number; seat: number; name: string }) => void;
}

/** How a scripted player of one game decides, from its seat's view only. */
export interface SeatPolicy {
  mustDecide(G: unknown, seat: number): boolean;
  chooseMove(G: unknown, seat: number, rng: Rng): { name: string; args: unknown[] };
}

/**
 * Plays one seat to the end of the match over the socket: whenever the seat must decide, it sends
 * the policy's move made from its own view; a stale refusal comes with a resync, then it retries.
 * Any other refusal fails the test.
 */
export async function playSeatWith(policy: SeatPolicy, client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  const rng = seededRng(seed);
  const stats: PlayStats = { moves: 0, stale: 0 };
  for (;;) {
    const state = client.state(matchID);
    if (state.ctx.gameover !== undefined) return stats;
    if (opts.stopAt?.(stats.moves)) return stats;
    if (!policy.mustDecide(state.G, seat)) {
      if (opts.stopAt) {
        // Wake up now and then to see whether to stop.
        await client.nextFrame(250).catch((error: Error) => {
          if (error.message === 'disconnected') throw error;
        });
      } else {
        await client.nextFrame();
      }
      continue;
    }
    const { name, args } = policy.chooseMove(state.G, seat, rng);
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
