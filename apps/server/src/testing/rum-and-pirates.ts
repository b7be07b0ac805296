import { pick, type Rng } from '@harbour/game-kit';
import { data, deciders, legalMoves, moveOptions, toAction, type RumMove, type RumState } from '@harbour/rum-and-pirates';
import type { TestClient } from './client.js';
import { playSeatWith, type PlayOptions, type PlayStats, type SeatPolicy } from './play.js';

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

/** The scripted Rum & Pirates player: chooseMove above whenever the seat must decide. */
export const policy: SeatPolicy = {
  mustDecide: (G, s) => deciders(G as RumState).includes(s),
  chooseMove: (G, s, rng) => toAction(chooseMove(G as RumState, s, rng)),
};

/**
 * Plays one Rum & Pirates seat to the end of the match over the socket (see play.ts): a random legal
 * move made from its own view (chooseMove above) whenever it must decide.
 */
export function playSeat(client: TestClient, matchID: string, seat: number, seed: string, opts: PlayOptions = {}): Promise<PlayStats> {
  return playSeatWith(policy, client, matchID, seat, seed, opts);
}
