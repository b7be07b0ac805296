import type { BotPace, GroupFormat } from '@harbour/protocol';
import type { ChatMessage, NoticeSettings, Pace, PushSubscriptionData, ReceivedClocks } from '../connection/frames/async-play.js';
import type { SeatInfo } from '../connection/types.js';
import type { SeatCredentials, SeatGrant } from '../connection/seats.js';

/** The seat's credentials as this browser keeps them (connection/seats.ts). */
export type { HeldSeat, SeatCredentials, SeatGrant } from '../connection/seats.js';

/** A computer player's pause before each of its moves (quick ≈0.5 s, normal ≈2 s, slow ≈5 s), and the group channel's formats: the server's words. */
export { BOT_PACES, GROUP_FORMATS, type BotPace, type GroupFormat } from '@harbour/protocol';

/**
 * The lobby as the pages see it (create, join, restore a seat, my games, rematch, leave).
 * http.ts implements it over the server's HTTP API (operationIds createMatch, getMatch,
 * joinMatch, restoreSeat, rotateSeatLink, myGames, leaveMatch, rematch, listPublicMatches).
 */

export interface MatchInfo {
  matchID: string;
  gameName: string;
  players: SeatInfo[];
  started: boolean;
  finished: boolean;
  unlisted: boolean;
  /** The match a rematch of this one was started in. */
  nextMatchID: string | null;
  createdAt: number | null;
  updatedAt: number | null;
  /** Asynchronous play: the match's pace, whether spectators may chat, the seats' clocks. */
  pace?: Pace;
  spectatorChat?: boolean;
  clocks?: ReceivedClocks | null;
  /** The host allowed hints (what the strong computer would do) at creation. */
  hintsAllowed?: boolean;
  /** A teaching match ("Learn to play"): its seats' tables explain. */
  learn?: boolean;
}

export interface CreatedMatch {
  seat: SeatGrant;
  inviteLink: string;
  spectateLink: string | null;
}

export interface GameBrief {
  matchID: string;
  playerID: string;
  gameName: string;
  players: SeatInfo[];
  /** The seats the game waits for now. */
  toAct: string[];
  myTurn: boolean;
  started: boolean;
  finished: boolean;
  winners: string[];
  nextMatchID: string | null;
  updatedAt: number | null;
  pace?: Pace;
  clocks?: ReceivedClocks | null;
  /** When the current decision began (ms since the epoch). */
  turnStartedAt?: number | null;
  /** The number of the newest chat message someone else wrote (0: none); absent from older servers. */
  chatSeq?: number;
  /** A teaching match ("Learn to play"): not counted among the games that wait for the reader. */
  learn?: boolean;
}


/** A turn-notice channel a seat subscribes to. */
export type NoticeSubscription = { channel: 'push'; subscription: PushSubscriptionData } | { channel: 'email'; email: string };

export interface PublicMatch {
  matchID: string;
  gameName: string;
  players: SeatInfo[];
  createdAt: number | null;
}

export interface LobbyApi {
  /** `options`: the game's match options (validated by the server), only for games that have some. */
  createMatch(request: CreateMatchRequest): Promise<CreatedMatch>;
  getMatch(matchID: string): Promise<MatchInfo>;
  joinMatch(matchID: string, request: { playerID: string; playerName: string }): Promise<SeatGrant>;
  /** Turns a seat link (the page's URL) into the seat's credentials. */
  restoreSeat(link: string): Promise<SeatGrant>;
  /** A new secret and link for the seat; the old ones stop working. */
  rotateSeatLink(seat: SeatCredentials): Promise<SeatGrant>;
  myGames(seats: readonly SeatCredentials[]): Promise<GameBrief[]>;
  leaveMatch(seat: SeatCredentials): Promise<void>;
  rematch(seat: SeatCredentials): Promise<SeatGrant>;
  listPublicMatches(page?: string): Promise<{ matches: PublicMatch[]; next: string | null }>;
  /** The host fills a free seat with a computer player of a level and a pace (its pause before each move), before the match starts. */
  addBot(host: SeatCredentials, playerID: string, level: string, pace?: BotPace): Promise<void>;
  /** The complete record of a finished match, for the replay (every secret revealed). */
  replay?(matchID: string): Promise<import('../connection/frames/replay.js').ReplayData>;
  /** The strong computer's review of a finished match, or how far it is (computed after the match). */
  review?(matchID: string): Promise<import('@harbour/protocol').ReviewAnswer>;
  /** Turn notices (asynchronous play): the server's push key and whether it sends e-mail. */
  getNoticeSettings?(): Promise<NoticeSettings>;
  subscribeNotices?(seat: SeatCredentials, subscription: NoticeSubscription): Promise<void>;
  unsubscribeNotices?(seat: SeatCredentials, channel: { channel: 'push'; endpoint: string } | { channel: 'email' }): Promise<void>;
  /** The host sets the match's group channel (one webhook in one format), or removes it with null; answers the format now set. */
  setGroupChannel?(host: SeatCredentials, channel: { format: GroupFormat; url: string } | null): Promise<GroupFormat | null>;
  /** The match's chat, oldest first, after the message `after` (at most 200). */
  listChat?(matchID: string, after?: number): Promise<ChatMessage[]>;
  /** The seat's own private notes (its replay). */
  readNotes?(seat: SeatCredentials): Promise<import('@harbour/protocol').NotesFrame | null>;
}

export interface CreateMatchRequest {
  gameName: string;
  numPlayers: number;
  playerName: string;
  public: boolean;
  options?: Record<string, unknown>;
  /** Asynchronous play: the time per decision (the server's default: none). */
  pace?: Pace;
  /** Spectators may write in the chat. */
  spectatorChat?: boolean;
  /** Seats may ask the strong computer for hints (the server's default: no). */
  hints?: boolean;
  /** A teaching match ("Learn to play"): the server keeps the mark, so a seat link opened elsewhere teaches too. */
  learn?: boolean;
}

/** An error the lobby answered with: its code, a sentence, and what the page may need (free seats after a lost race). */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
