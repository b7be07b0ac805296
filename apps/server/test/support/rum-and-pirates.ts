import { pick, seededRng, type Rng } from '@harbour/game-kit';
import { data, deciders, legalMoves, moveOptions, toAction, type RumMove, type RumState } from '@harbour/rum-and-pirates';
import type { TestClient } from './client.js';
import type { PlayOptions, PlayStats } from './grog.js';

/** Moves that give the mover a secret tile. */
const SECRETIVE: ReadonlySet<RumMove['type']> = new Set(['drawSupplies', 'keepSupplies', 'drawRendezvous']);
const SECRET_FIELDS: ReadonlySet<string> = new Set(['supplies', 'rendezvous']);

/**
 * A random legal move for `seat`, chosen from that seat's view only. It leans towards secrets (so
 * that every game has some to keep): it mostly draws a supplies or rendezvous tile when it can,
 * mostly moves the captain to a supplies or rendezvous field when one is in reach, and rarely goes
 * on board early (uniformly random play ends a 2-player game after ~65 moves, often without any).
 */
export function chooseMove(G: RumState, seat: number, rng: Rng): RumMove {
  const moves = legalMoves(G, seat);
  const secretive = moves.filter((m) => SECRETIVE.has(m.type));
  if (secretive.length > 0 && rng.next() < 0.9) return pick(rng, secretive);
  const toSecrets = new Set(moveOptions(G, seat).flatMap((o) => (o.kind === 'alley' && SECRET_FIELDS.has(data.FIELDS[o.to]?.kind ?? '') ? [o.alley] : [])));
  const towards = moves.filter((m) => m.type === 'move' && toSecrets.has(m.alley));
  if (towards.length > 0 && rng.next() < 0.7) return pick(rng, towards);
  const staying = moves.filter((m) => m.type !== 'goOnBoard');
  return staying.length > 0 && rng.next() < 0.9 ? pick(rng, staying) : pick(rng, moves);
}

/**
 * Plays one Rum & Pirates seat to the end of the match over the socket, like grog.ts's playSeat:
 * whenever the seat must decide, it sends a random legal move made from its own view (the
 * package's legalMoves, see chooseMove); a stale refusal comes with a resync, then it retries.
 */
export async function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  const rng = seededRng(seed);
  const stats: PlayStats = { moves: 0, stale: 0 };
  for (;;) {
    const state = client.state(matchID);
    if (state.ctx.gameover !== undefined) return stats;
    const G = state.G as RumState;
    if (!deciders(G).includes(seat)) {
      await client.nextFrame();
      continue;
    }
    const { name, args } = toAction(chooseMove(G, seat, rng));
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
