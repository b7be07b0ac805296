import type { LogEntry, State } from 'boardgame.io';
import type { ClientAnswers, ClientMessageName, ParsedMessage, ServerFrames } from './protocol.js';
import type { TableMessage } from './bus.js';
import type { LiveMatch, StateChange } from './runner.js';

/**
 * The floor the table features share (issue 37): what one feature adds to the match path, and the
 * narrow ways it may speak to a table's sockets. The features are listed once, in order, in
 * features.ts (beside server.ts); the runner runs their after-commit effects in that order and
 * routes the bus's table messages to them, the transport takes their socket messages and their
 * join and sync fields from the same list. No feature needs the transport itself.
 */

/** A socket's standing in a match, as a feature's message handler sees it, with the client's address. */
export interface SocketSeat {
  matchID: string;
  playerID: string | null;
  credentialsHash: string | null;
  address: string;
}

/** The sending socket's standing in a match (undefined when it has not joined it). */
export type SeatOf = (matchID: string) => SocketSeat | undefined;

/** The catalogue's messages a feature may answer (the core's own, join, sync, leave and move, are the transport's). */
export type FeatureMessages = {
  [N in Exclude<ClientMessageName, 'join' | 'sync' | 'leave' | 'move'>]?: (message: ParsedMessage<N>, seat: SeatOf) => Promise<ClientAnswers[N]>;
};

/** What a feature may send to the sockets of a table on this process: the whole table, or one seat's own sockets. */
export interface TableOutlet {
  /** To every socket of a match on this process. */
  emitToMatch<F extends keyof ServerFrames>(matchID: string, event: F, payload: ServerFrames[F]): void;
  /** To the sockets of one seat of a match on this process only (never another seat's, nor a spectator's). */
  emitToSeat<F extends keyof ServerFrames>(matchID: string, playerID: string, event: F, payload: ServerFrames[F]): void;
}

/**
 * The outlet the features hold from the start: the transport is plugged in once it exists (it is
 * made last, after the HTTP app; server.ts). Before that no socket is open, so nothing is lost.
 */
export class PluggedOutlet implements TableOutlet {
  private target: TableOutlet | null = null;

  plug(target: TableOutlet): void {
    this.target = target;
  }

  emitToMatch<F extends keyof ServerFrames>(matchID: string, event: F, payload: ServerFrames[F]): void {
    this.target?.emitToMatch(matchID, event, payload);
  }

  emitToSeat<F extends keyof ServerFrames>(matchID: string, playerID: string, event: F, payload: ServerFrames[F]): void {
    this.target?.emitToSeat(matchID, playerID, event, payload);
  }
}

/** One table feature: each part it adds to the match path, all optional. */
export interface TableFeature {
  /** Its name in the list (logs, the order's test, the README's list). */
  readonly name: string;
  /**
   * After this process committed a state (`previous` the state before, `deltalog` the move's log).
   * Run in the match's queue, in the list's order, not awaited: what takes time goes behind it.
   */
  committed?(live: LiveMatch, previous: State, deltalog: readonly LogEntry[]): void;
  /** A held match took a new state (committed here or read after another process's), before the sockets hear of it. */
  stateChanged?(live: LiveMatch, change: StateChange): void | Promise<void>;
  /** The table messages of the bus it reads (another process changed a held match's clocks, chat, …): read them from the store. */
  bus?: { readonly kinds: readonly TableMessage['kind'][]; changed(live: LiveMatch, message: TableMessage): void | Promise<void> };
  /** The bus came back after a drop: messages may have been missed (what a feature keeps from them, it reads again). */
  busReconnected?(): void;
  /** Extra fields of a join's sync, once the socket is in (run in the match's queue: do not queue behind it). */
  joined?(live: LiveMatch, playerID: string | null): Promise<object>;
  /** Extra fields of the answer to a `sync` request (no side effects). */
  synced?(live: LiveMatch, playerID: string | null): Promise<object>;
  /** A socket stopped watching a match as this seat (left, disconnected or lost its seat). */
  left?(matchID: string, playerID: string | null): void;
  /** Its client messages of the catalogue: name to handler. */
  messages?: FeatureMessages;
}
