import { SEAT_PATH_PATTERN } from '@harbour/protocol';
import type { HintStorage, MatchData, MatchStorage, MatchSummary } from '@harbour/storage';
import { hintSettings } from '../hints/settings.js';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats, type BotRunner } from '../bots/runner.js';
import { verifyToken } from '../match/credentials.js';
import { AppError, errors } from '../errors.js';
import type { GameRegistry } from '../match/games.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { isStarted, isTaken, publicSeats, seatOf, seats, type PlayerMetadata, type PublicSeat } from '../match/seats.js';
import type { Metrics } from '../metrics.js';
import type { Webhooks } from '../outbound/webhooks.js';

/** What the lobby keeps in a match's metadata besides boardgame.io's fields. */
export interface LobbyData {
  host: string;
  rematchOf?: string;
  /** Whom the match's background work is counted against (lobby/host-key.ts); never shown to clients. */
  by?: string;
}

export type LobbyMatchData = MatchData & { lobby?: LobbyData };

/** A seat given to a caller: its secret, and the link that restores it anywhere. */
export interface SeatGrant {
  matchID: string;
  playerID: string;
  credentials: string;
  game: string;
  name: string;
  seatLink: string;
}

export interface MatchView {
  matchID: string;
  game: string;
  numPlayers: number;
  options: unknown;
  public: boolean;
  host: string | null;
  players: PublicSeat[];
  freeSeats: string[];
  started: boolean;
  finished: boolean;
  /** The seats the game waits for now. */
  toAct: string[];
  winners: string[];
  nextMatchID: string | null;
  createdAt: number;
  updatedAt: number;
  links: { invite: string; spectate: string };
  /** The host allowed hints at creation (socket `hint`). */
  hintsAllowed: boolean;
  /** A teaching match ("Learn to play", createMatch's `learn`): the web table explains to its seats. */
  learn: boolean;
}

/** Asynchronous play as the lobby sees it (absent with the in-memory store). */
export interface LobbyAsyncPlay {
  /** Fields match views and "my games" add (pace, clocks, …), by match id. */
  viewExtras(summaries: readonly MatchSummary[]): Promise<Map<string, object & { computerSeats: string[] }>>;
  matchStarted(live: LiveMatch): void;
  /** Per seat (`matchID/playerID`), the number of the newest chat message someone else wrote. */
  chatNews(seats: readonly { matchID: string; playerID: string }[]): Promise<Map<string, number>>;
  /** The table's events a finished match kept (away, back, pause, resume), oldest first, for its replay's log. */
  replayEvents?(matchID: string): Promise<readonly object[]>;
}

export interface LobbyDeps {
  asyncPlay?: LobbyAsyncPlay;
  /** The hints each seat used (the replay shows them). */
  hints?: HintStorage;
  /** The seats' standing orders: a seat's order is dropped when its link is rotated. */
  orders?: { seatLinkRotated(matchID: string, playerID: string): Promise<void> };
  /** Makes a seat's only possible move at once (when the match starts). */
  forcedMoves?: { check(live: LiveMatch): void };
  store: MatchStorage;
  games: GameRegistry;
  runner: MatchRunner;
  bots: BotRunner | null;
  webhooks: Webhooks;
  metrics: Metrics;
  publicUrl: string;
  log: Logger;
}

export const lobbyErrors = {
  seatUnknown: (playerID: string) => new AppError(404, 'seat.unknown', `This match has no seat ${playerID}.`),
  seatTaken: (freeSeats: string[]) =>
    new AppError(409, freeSeats.length === 0 ? 'match.full' : 'seat.taken', freeSeats.length === 0 ? 'Every seat of this match is taken.' : 'Someone took this seat just before you; pick another one.', undefined, { freeSeats }),
  started: () => new AppError(409, 'match.started', 'The match has started: seats can no longer change.'),
  notOver: () => new AppError(409, 'match.notOver', 'The match is not over yet.'),
  notHost: () => new AppError(403, 'auth.notHost', 'Only the host can do this.'),
  badLink: () => new AppError(400, 'link.invalid', 'This is not a seat link.'),
  badCursor: () => new AppError(400, 'request.invalid', 'cursor: not a cursor from a previous page.'),
  privateAddress: (why: string) => new AppError(400, 'webhook.privateAddress', `This server never calls that address (${why}): give the webhook a public https address.`),
  botSeat: () => new AppError(409, 'seat.bot', 'A computer plays this seat.'),
  rematchClaimed: () => new AppError(403, 'auth.revoked', 'Your seat in the rematch has a newer link; open that one to play.'),
};

/**
 * What the lobby's collaborators share: its dependencies, the seat checks (a seat's credentials
 * against the stored metadata), what follows a seat change, a seat grant and a match's view.
 */
export class LobbyKit {
  constructor(readonly deps: LobbyDeps) {}

  /** One match as the lobby shows it (with what asynchronous play adds). */
  async view(matchID: string): Promise<MatchView> {
    const [summary] = await this.deps.store.summaries([matchID]);
    if (summary === undefined) throw errors.matchNotFound();
    const extras = await this.deps.asyncPlay?.viewExtras([summary]);
    return { ...this.viewOf(summary), ...extras?.get(matchID) };
  }
  /** The seat asking: the body's playerID when given (it must be a seat), else the path's. */
  requester(pathPlayerID: string, body: { playerID?: string | undefined }): string {
    return body.playerID ?? pathPlayerID;
  }

  async metadata(matchID: string): Promise<MatchData> {
    const { metadata } = await this.deps.store.load(matchID, { metadata: true });
    if (metadata === undefined) throw errors.matchNotFound();
    return metadata;
  }

  async authorize(matchID: string, playerID: string, credentials: string): Promise<{ seat: PlayerMetadata; metadata: MatchData }> {
    const metadata = await this.metadata(matchID);
    const seat = seatOf(metadata, playerID);
    if (seat === undefined || !verifyToken(credentials, seat.credentials)) throw errors.unauthorized();
    return { seat, metadata };
  }

  /** After a seat change: tell the sockets; if the match just started, wake its bots and notify who must act. */
  async afterSeatsChanged(matchID: string, metadata: MatchData, wasStarted: boolean): Promise<void> {
    await this.deps.runner.metadataUpdated(matchID, metadata);
    if (wasStarted || !isStarted(metadata)) return;
    await this.deps.runner.withMatch(matchID, async (live) => {
      this.deps.bots?.poke(live);
      this.deps.forcedMoves?.check(live);
      this.deps.webhooks.turnChanged(matchID, live.metadata, null, live.state.ctx);
      this.deps.asyncPlay?.matchStarted(live);
    });
  }

  grant(matchID: string, playerID: string, credentials: string, game: string, name: string): SeatGrant {
    return { matchID, playerID, credentials, game, name, seatLink: `${this.deps.publicUrl}/seat/${matchID}/${playerID}#${encodeURIComponent(credentials)}` };
  }

  viewOf(summary: MatchSummary): MatchView {
    const { metadata, ctx } = summary;
    const started = isStarted(metadata);
    const gameover = (ctx.gameover ?? metadata.gameover) as { winners?: unknown[]; winner?: unknown } | undefined;
    return {
      matchID: summary.matchID,
      game: summary.gameName,
      numPlayers: seats(metadata).length,
      options: metadata.setupData ?? {},
      public: metadata.unlisted === false,
      host: (metadata as LobbyMatchData).lobby?.host ?? null,
      players: publicSeats(metadata),
      freeSeats: freeSeats(metadata),
      started,
      finished: gameover !== undefined,
      toAct: started ? actingSeats(ctx as Ctx) : [],
      winners: winnersOf(gameover),
      nextMatchID: metadata.nextMatchID ?? null,
      createdAt: summary.createdAt,
      updatedAt: summary.updatedAt,
      links: { invite: `${this.deps.publicUrl}/join/${summary.matchID}`, spectate: `${this.deps.publicUrl}/match/${summary.matchID}/watch` },
      hintsAllowed: hintSettings(metadata).allowed,
      learn: (metadata as MatchData & { learn?: unknown }).learn === true,
    };
  }
}

/** A rematch keeps the pace, the chat setting and the group channel (not the notice subscriptions). */
export function rematchAsyncPlay(metadata: MatchData): Record<string, unknown> {
  const stored = (metadata as MatchData & { asyncPlay?: Record<string, unknown> }).asyncPlay;
  if (stored === undefined) return {};
  const { notices: _n, ...kept } = stored;
  return { asyncPlay: kept };
}

export function lobbyOf(metadata: MatchData): LobbyData {
  return (metadata as LobbyMatchData).lobby ?? { host: '0' };
}

export function freeSeats(metadata: MatchData): string[] {
  return seats(metadata)
    .filter((s) => !isTaken(s))
    .map((s) => String(s.id));
}

export function winnersOf(gameover: { winners?: unknown[]; winner?: unknown } | undefined): string[] {
  if (gameover === undefined) return [];
  if (Array.isArray(gameover.winners)) return gameover.winners.map(String);
  return gameover.winner === undefined ? [] : [String(gameover.winner)];
}

/** A seat link: <origin>/seat/<matchID>/<playerID>#<credentials>. */
export function parseSeatLink(link: string, base: string): { matchID: string; playerID: string; credentials: string } {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw lobbyErrors.badLink();
  }
  const path = SEAT_PATH_PATTERN.exec(url.pathname);
  let credentials = '';
  try {
    credentials = decodeURIComponent(url.hash.slice(1));
  } catch {
    throw lobbyErrors.badLink();
  }
  if (path === null || credentials === '' || credentials.length > 200) throw lobbyErrors.badLink();
  return { matchID: path[1] as string, playerID: path[2] as string, credentials };
}

export function encodeCursor(summary: MatchSummary): string {
  return Buffer.from(JSON.stringify({ c: summary.createdAt, m: summary.matchID })).toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; matchID: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { c?: unknown; m?: unknown };
    // A time a Date can hold (beyond it the database refuses the query).
    if (typeof value.c === 'number' && Number.isSafeInteger(value.c) && value.c >= 0 && value.c <= 8.64e15 && typeof value.m === 'string' && value.m.length <= 40) return { createdAt: value.c, matchID: value.m };
  } catch {
    // fall through
  }
  throw lobbyErrors.badCursor();
}
