import type { CardId } from '../data.js';
import type { Stage } from './state.js';

/**
 * Every decision of the game. `type` is the boardgame.io move name; the rest is its single
 * argument object (moves without fields take no argument). The package README documents when
 * each is allowed and what it changes.
 */
export type PortRoyalMove =
  | { type: 'turnUp' }
  | { type: 'stop' }
  | { type: 'repel' }
  | { type: 'accept' }
  | { type: 'trade'; card: CardId }
  | { type: 'hire'; card: CardId }
  | { type: 'fulfilExpedition'; card: CardId; persons: CardId[] }
  | { type: 'pass' }
  | { type: 'endTurn' };

export type MoveType = PortRoyalMove['type'];

export const MOVE_TYPES: readonly MoveType[] = ['turnUp', 'stop', 'repel', 'accept', 'trade', 'hire', 'fulfilExpedition', 'pass', 'endTurn'];

/** Which moves each stage accepts. */
export const STAGE_MOVES: Record<Stage, readonly MoveType[]> = {
  discover: ['turnUp', 'stop', 'fulfilExpedition'],
  repel: ['repel', 'accept'],
  afterBust: ['fulfilExpedition', 'endTurn'],
  tradeAndHire: ['trade', 'hire', 'fulfilExpedition', 'pass'],
};

export const STAGES: readonly Stage[] = ['discover', 'repel', 'afterBust', 'tradeAndHire'];

/**
 * Moves whose arguments carry a secret, for boardgame.io's log redaction. None does in this game:
 * every argument names a face-up card. The secrets (draw order, coin faces) are in G only, which
 * playerView hides.
 */
export const SECRET_MOVES: ReadonlySet<MoveType> = new Set<MoveType>();
