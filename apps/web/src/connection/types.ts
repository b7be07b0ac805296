import type { ErrorBody, PublicSeat } from '@harbour/protocol';
import type { HintAsk, HintsState } from './frames/hints.js';
import type { TableEvent } from './frames/table-events.js';
import type { ChatMessage, ChatResult, ComputerMove, LastSeen, ReceivedClocks, SeatRequests, VoteResult } from './frames/async-play.js';
import type { SeatTools, SeatToolsSnapshot } from './frames/seat-tools.js';
import type { OrderResult, ReceivedOrder } from './frames/orders.js';

/**
 * What a table needs from a match, whatever carries it (the server's socket, or the rules running
 * in this browser for development and tests): the seat's view of the state, who sits where, the
 * connection's health in; moves out, each answered with success or the reason it was refused.
 */
export type ConnectionStatus =
  /** Opening the connection or joining the match. */
  | 'connecting'
  /** Joined: the view is current. */
  | 'online'
  /** The connection dropped; reconnecting on its own (the board is shown but cannot be played). */
  | 'offline'
  /** The match cannot be shown (unknown match, seat link replaced, …): see `error`. */
  | 'failed';

/** Who sits where (the server's words: @harbour/protocol). */
export type SeatInfo = PublicSeat;

/** An error as the server sends it: a code, a sentence, a game rule's reason for refused moves. */
export type ErrorInfo = ErrorBody;

export interface MatchSnapshot extends SeatToolsSnapshot {
  status: ConnectionStatus;
  error: ErrorInfo | null;
  gameName: string | null;
  /** The seat this connection plays, or null when watching. */
  playerID: string | null;
  /** The game state as this seat may see it (boardgame.io's G after the game's playerView). */
  G: unknown;
  /** The state id the view belongs to (increases with every move). */
  stateID: number;
  /** boardgame.io's gameover, once the game has ended. */
  gameover: unknown;
  players: SeatInfo[];
  /** Every seat is taken: moves are accepted. */
  started: boolean;
  /** A teaching match ("Learn to play"): the join's answer says so. */
  learn?: boolean;
  /** When the connection last dropped (ms since the epoch), while offline. */
  offlineSince: number | null;
  /** Asynchronous play (src/async): the seats' clocks, the chat, whether spectators may write, where this seat last was. */
  clocks?: ReceivedClocks | null;
  chat?: ChatMessage[];
  spectatorChat?: boolean;
  lastSeen?: LastSeen | null;
  /** The decisions the computer took for people's seats (timed out, or handed over), from the match log. */
  computerMoves?: ComputerMove[];
  /** The rematch, once a seat started it (the server tells every seat at once). */
  nextMatchID?: string | null;
  /** Whether the table allows hints, and the hints each seat used (src/hints). */
  hints?: HintsState | null;
  /** The seat's standing order (its own: nobody else is sent it); `orderDropped` once the server dropped it as impossible. */
  order?: ReceivedOrder | null;
  orderDropped?: boolean;
  /** The table's events, oldest first: away, back, pause, resume (src/async/table-events.ts). */
  tableEvents?: TableEvent[];
}

export type MoveResult = { ok: true } | { ok: false; error: ErrorInfo };

/** Opens a connection to a match as a seat (with its credentials) or as a spectator. */
export type ConnectOptions = { matchID: string; playerID: string | null; credentials?: string | undefined };
export type Connect = (options: ConnectOptions) => MatchConnection;

export interface MatchConnection extends SeatTools {
  getSnapshot(): MatchSnapshot;
  /** Calls `listener` after every change of the snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Sends a move by name with its arguments (boardgame.io's form). */
  makeMove(name: string, args: readonly unknown[]): Promise<MoveResult>;
  /** Asks for the whole state again. */
  resync(): void;
  /** Sends a chat message (connections without chat leave it out). */
  sendChat?(text: string): Promise<ChatResult>;
  /** Votes to hand an absent seat to a computer for the rest of the match (or takes the vote back). */
  handOver?(playerID: string, agree: boolean): Promise<VoteResult>;
  /** Asks the strong computer for this seat's best moves (the answer comes to this seat only). */
  askHint?(): Promise<HintAsk>;
  /** The seat's own requests about its time: away until a date, back, a pause vote, resume (frames/async-play.ts SeatRequests). */
  seatRequest?<K extends keyof SeatRequests>(message: K, payload: SeatRequests[K]): Promise<VoteResult>;
  /** Sets or cancels (null) the seat's standing order for its decisions on other players' turns. */
  setOrder?(order: unknown, language: 'en' | 'de'): Promise<OrderResult>;
  /** Tries to reconnect now instead of waiting for the next automatic attempt. */
  reconnect(): void;
  close(): void;
}

export const EMPTY_SNAPSHOT: MatchSnapshot = {
  status: 'connecting',
  error: null,
  gameName: null,
  playerID: null,
  G: null,
  stateID: -1,
  gameover: undefined,
  players: [],
  started: false,
  offlineSince: null,
};
