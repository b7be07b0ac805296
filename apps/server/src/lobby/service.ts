import { createHmac } from 'node:crypto';
import { SEAT_PATH_PATTERN } from '@harbour/protocol';
import type { MatchData, MatchStorage, MatchSummary } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { actingSeats, type BotRunner } from '../bots/runner.js';
import { hashToken, newToken, verifyToken } from '../match/credentials.js';
import { AppError, errors } from '../errors.js';
import type { GameRegistry } from '../match/games.js';
import { botName, checkBotLevel, createMatch, type SeatRequest } from '../match/matches.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { botData, botLevel, botPace, isStarted, isTaken, publicSeats, seatOf, seats, type BotPace, type PlayerMetadata, type PublicSeat } from '../match/seats.js';
import type { Metrics } from '../metrics.js';
import type { Webhooks } from '../outbound/webhooks.js';
import type { AddBotBody, CreateMatchBody, JoinBody, ListQuery, MyGamesBody, RestoreBody, SeatAuthBody, WebhookBody } from './schemas.js';

/** What the lobby keeps in a match's metadata besides boardgame.io's fields. */
interface LobbyData {
  host: string;
  rematchOf?: string;
}

type LobbyMatchData = MatchData & { lobby?: LobbyData };

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
}

/** Asynchronous play as the lobby sees it (absent with the in-memory store). */
export interface LobbyAsyncPlay {
  /** Fields match views and "my games" add (pace, clocks, …), by match id. */
  viewExtras(summaries: readonly MatchSummary[]): Promise<Map<string, object & { computerSeats: string[] }>>;
  matchStarted(live: LiveMatch): void;
}

export interface LobbyDeps {
  asyncPlay?: LobbyAsyncPlay;
  store: MatchStorage;
  games: GameRegistry;
  runner: MatchRunner;
  bots: BotRunner | null;
  webhooks: Webhooks;
  metrics: Metrics;
  publicUrl: string;
  log: Logger;
}

const lobbyErrors = {
  seatUnknown: (playerID: string) => new AppError(404, 'seat.unknown', `This match has no seat ${playerID}.`),
  seatTaken: (freeSeats: string[]) =>
    new AppError(409, freeSeats.length === 0 ? 'match.full' : 'seat.taken', freeSeats.length === 0 ? 'Every seat of this match is taken.' : 'Someone took this seat just before you; pick another one.', undefined, { freeSeats }),
  started: () => new AppError(409, 'match.started', 'The match has started: seats can no longer change.'),
  notOver: () => new AppError(409, 'match.notOver', 'The match is not over yet.'),
  notHost: () => new AppError(403, 'auth.notHost', 'Only the host can do this.'),
  badLink: () => new AppError(400, 'link.invalid', 'This is not a seat link.'),
  badCursor: () => new AppError(400, 'request.invalid', 'cursor: not a cursor from a previous page.'),
  botSeat: () => new AppError(409, 'seat.bot', 'A computer plays this seat.'),
  rematchClaimed: () => new AppError(403, 'auth.revoked', 'Your seat in the rematch has a newer link; open that one to play.'),
};

/**
 * The lobby: private matches by link, seats anyone can resume from any device, rematches, bots,
 * webhooks. Every seat change goes through the store's locked read-modify-write (so of two people
 * racing for a seat exactly one gets it), then is announced to the sockets (and other processes).
 */
export class Lobby {
  constructor(private readonly deps: LobbyDeps) {}

  games() {
    return {
      games: this.deps.games.list().map((g) => ({ name: g.name, minPlayers: g.module.minPlayers, maxPlayers: g.module.maxPlayers, botLevels: Object.keys(g.module.bots) })),
    };
  }

  async create(body: z.infer<typeof CreateMatchBody>): Promise<SeatGrant & { inviteLink: string; spectateLink: string; match: MatchView }> {
    const hosted = this.deps.games.get(body.game);
    if (hosted === undefined) throw new AppError(400, 'game.unknown', `There is no game called "${body.game}" (games: ${this.deps.games.list().map((g) => g.name).join(', ')}).`);
    const seatsWanted: (SeatRequest | undefined)[] = [{ name: body.name }];
    for (const bot of body.bots) {
      const id = Number(bot.playerID);
      if (id === 0 || id >= body.numPlayers) throw new AppError(400, 'seat.unknown', `A bot cannot sit at seat ${bot.playerID} (the host sits at 0; seats go up to ${body.numPlayers - 1}).`);
      if (seatsWanted[id] !== undefined) throw new AppError(400, 'request.invalid', `bots: seat ${bot.playerID} is given twice.`);
      seatsWanted[id] = { bot: bot.level, ...(bot.pace ? { botPace: bot.pace } : {}) };
    }
    const created = await createMatch(this.deps.store, this.deps.games, {
      gameName: body.game,
      numPlayers: body.numPlayers,
      options: body.options,
      unlisted: !body.public,
      seats: seatsWanted,
      extra: { lobby: { host: '0' } satisfies LobbyData, asyncPlay: { pace: body.pace, spectatorChat: body.spectatorChat } },
    });
    this.deps.metrics.matchesCreated.inc({ game: body.game });
    const credentials = created.credentials['0'] as string;
    await this.afterSeatsChanged(created.matchID, created.metadata, false);
    const match = await this.view(created.matchID);
    return {
      ...this.grant(created.matchID, '0', credentials, body.game, body.name),
      inviteLink: match.links.invite,
      spectateLink: match.links.spectate,
      match,
    };
  }

  async view(matchID: string): Promise<MatchView> {
    const [summary] = await this.deps.store.summaries([matchID]);
    if (summary === undefined) throw errors.matchNotFound();
    const extras = await this.deps.asyncPlay?.viewExtras([summary]);
    return { ...this.viewOf(summary), ...extras?.get(matchID) };
  }

  async join(matchID: string, body: z.infer<typeof JoinBody>): Promise<SeatGrant> {
    const token = newToken();
    const before = await this.metadata(matchID);
    const metadata = await this.deps.store.updateMetadata(matchID, (m) => {
      const seat = seatOf(m, body.playerID);
      if (seat === undefined) throw lobbyErrors.seatUnknown(body.playerID);
      if (isTaken(seat)) throw lobbyErrors.seatTaken(freeSeats(m));
      seat.name = body.name;
      seat.credentials = hashToken(token);
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.afterSeatsChanged(matchID, metadata, isStarted(before));
    return this.grant(matchID, body.playerID, token, metadata.gameName, body.name);
  }

  async restore(body: z.infer<typeof RestoreBody>): Promise<SeatGrant> {
    const { matchID, playerID, credentials } = 'link' in body ? parseSeatLink(body.link, this.deps.publicUrl) : body;
    const { seat, metadata } = await this.authorize(matchID, playerID, credentials);
    return this.grant(matchID, playerID, credentials, metadata.gameName, seat.name ?? '');
  }

  async rotate(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant> {
    const requester = this.requester(playerID, body);
    if (requester !== playerID) throw errors.unauthorized();
    const token = newToken();
    let name = '';
    const metadata = await this.deps.store.updateMetadata(matchID, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined || !verifyToken(body.credentials, seat.credentials)) throw errors.unauthorized();
      seat.credentials = hashToken(token);
      name = seat.name ?? '';
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    // Sockets joined with the old credentials lose the seat now, here and on other processes.
    await this.deps.runner.metadataUpdated(matchID, metadata);
    return this.grant(matchID, playerID, token, metadata.gameName, name);
  }

  async myGames(body: z.infer<typeof MyGamesBody>) {
    const listed = await this.deps.store.summaries([...new Set(body.seats.map((s) => s.matchID))]);
    const summaries = new Map(listed.map((s) => [s.matchID, s]));
    const extras = await this.deps.asyncPlay?.viewExtras(listed);
    const games = [];
    const unknown = [];
    for (const { matchID, playerID, credentials } of body.seats) {
      const summary = summaries.get(matchID);
      const seat = summary === undefined ? undefined : seatOf(summary.metadata, playerID);
      if (summary === undefined || seat === undefined || !verifyToken(credentials, seat.credentials)) {
        unknown.push({ matchID, playerID });
        continue;
      }
      const view = this.viewOf(summary);
      games.push({
        matchID,
        playerID,
        name: seat.name ?? null,
        game: view.game,
        players: view.players,
        toAct: view.toAct,
        myTurn: view.toAct.includes(playerID),
        started: view.started,
        finished: view.finished,
        winners: view.winners,
        nextMatchID: view.nextMatchID,
        updatedAt: view.updatedAt,
        ...extras?.get(matchID),
      });
    }
    return { games, unknown };
  }

  async setWebhook(matchID: string, playerID: string, body: z.infer<typeof WebhookBody>) {
    if (this.requester(playerID, body) !== playerID) throw errors.unauthorized();
    const metadata = await this.deps.store.updateMetadata(matchID, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined || !verifyToken(body.credentials, seat.credentials)) throw errors.unauthorized();
      const data = { ...(seat.data ?? {}) };
      if (body.url === null) delete data.webhook;
      else data.webhook = { url: body.url };
      seat.data = data;
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    return { matchID, playerID, webhook: body.url !== null };
  }

  async leave(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<MatchView> {
    const requester = this.requester(playerID, body);
    const metadata = await this.deps.store.updateMetadata(matchID, (m) => {
      if (isStarted(m)) throw lobbyErrors.started();
      const target = seatOf(m, playerID);
      const own = seatOf(m, requester);
      if (target === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (own === undefined || !verifyToken(body.credentials, own.credentials)) throw errors.unauthorized();
      const lobby = lobbyOf(m);
      if (requester !== playerID && !(botLevel(target) !== undefined && lobby.host === requester)) throw lobbyErrors.notHost();
      (m.players as Record<number, PlayerMetadata>)[target.id] = { id: target.id };
      if (lobby.host === playerID) {
        const next = seats(m).find((s) => isTaken(s) && botLevel(s) === undefined);
        (m as LobbyMatchData).lobby = { ...lobby, host: next === undefined ? playerID : String(next.id) };
      }
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.afterSeatsChanged(matchID, metadata, false);
    return this.view(matchID);
  }

  async addBot(matchID: string, playerID: string, body: z.infer<typeof AddBotBody>): Promise<MatchView> {
    const before = await this.metadata(matchID);
    const hosted = this.deps.games.get(before.gameName);
    if (hosted === undefined) throw errors.matchNotFound();
    checkBotLevel(hosted, body.level);
    const requester = body.playerID ?? lobbyOf(before).host;
    const metadata = await this.deps.store.updateMetadata(matchID, (m) => {
      if (isStarted(m)) throw lobbyErrors.started();
      const own = seatOf(m, requester);
      if (own === undefined || !verifyToken(body.credentials, own.credentials)) throw errors.unauthorized();
      if (lobbyOf(m).host !== requester) throw lobbyErrors.notHost();
      const seat = seatOf(m, playerID);
      if (seat === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (isTaken(seat)) throw lobbyErrors.seatTaken(freeSeats(m));
      (m.players as Record<number, PlayerMetadata>)[seat.id] = { id: seat.id, name: botName(body.level, seat.id), data: { bot: botData(body.level, body.pace) } };
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.afterSeatsChanged(matchID, metadata, false);
    return this.view(matchID);
  }

  async rematch(matchID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant & { previousMatchID: string }> {
    const playerID = body.playerID;
    if (playerID === undefined) throw errors.badRequest('playerID: the seat asking for a rematch');
    const { seat, metadata } = await this.authorize(matchID, playerID, body.credentials);
    if (botLevel(seat) !== undefined && seat.data?.handedOver !== true) throw errors.unauthorized();
    if (metadata.gameover === undefined) throw lobbyErrors.notOver();
    let nextID = metadata.nextMatchID;
    if (nextID === undefined) {
      const created = await createMatch(this.deps.store, this.deps.games, {
        gameName: metadata.gameName,
        numPlayers: seats(metadata).length,
        options: metadata.setupData,
        unlisted: metadata.unlisted !== false,
        seats: seats(metadata).map((s) => (botLevel(s) !== undefined && s.data?.handedOver !== true ? { bot: botLevel(s) as string, name: s.name ?? '', ...(botPace(s) ? { botPace: botPace(s) as BotPace } : {}) } : { name: s.name ?? '', reserved: true, ...(s.data?.webhook ? { webhook: s.data.webhook } : {}) })),
        extra: { lobby: { host: lobbyOf(metadata).host, rematchOf: matchID } satisfies LobbyData, ...rematchAsyncPlay(metadata) },
      });
      const updated = await this.deps.store.updateMetadata(matchID, (m) => {
        if (m.nextMatchID !== undefined) return null;
        m.nextMatchID = created.matchID;
        return m;
      });
      nextID = updated?.nextMatchID;
      if (nextID !== created.matchID) {
        // Someone else's rematch was first: ours is not needed.
        await this.deps.store.wipe(created.matchID);
      } else if (updated !== undefined) {
        this.deps.metrics.matchesCreated.inc({ game: metadata.gameName });
        await this.deps.runner.metadataUpdated(matchID, updated);
        await this.afterSeatsChanged(created.matchID, created.metadata, false);
      }
    }
    if (nextID === undefined) throw errors.matchNotFound();
    // The rematch seat's secret is derived from this seat's current secret (checked above; rotating
    // this seat's link changes it), so every device holding this seat's link gets the same new seat.
    // A rematch seat that already has credentials is never overwritten: only the same derivation
    // opens it, so once its own link was rotated, an old link gets nothing.
    const credentials = createHmac('sha256', body.credentials).update(`rematch:${nextID}:${playerID}`).digest('base64url');
    const next = await this.deps.store.updateMetadata(nextID, (m) => {
      const target = seatOf(m, playerID);
      if (target === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (target.credentials !== undefined) {
        if (verifyToken(credentials, target.credentials)) return null;
        throw lobbyErrors.rematchClaimed();
      }
      target.credentials = hashToken(credentials);
      return m;
    });
    if (next === undefined) throw errors.matchNotFound();
    await this.deps.runner.metadataUpdated(nextID, next);
    return { ...this.grant(nextID, playerID, credentials, next.gameName, seat.name ?? ''), previousMatchID: matchID };
  }

  async listPublic(query: z.infer<typeof ListQuery>) {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const page = await this.deps.store.listPublicMatches({ ...(query.game ? { gameName: query.game } : {}), limit: query.limit + 1, ...(before ? { before } : {}) });
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      matches: shown.map((s) => {
        const v = this.viewOf(s);
        return { matchID: v.matchID, game: v.game, numPlayers: v.numPlayers, players: v.players, freeSeats: v.freeSeats, started: v.started, finished: v.finished, createdAt: v.createdAt, updatedAt: v.updatedAt };
      }),
      next: page.length > query.limit && last !== undefined ? encodeCursor(last) : null,
    };
  }

  async replay(matchID: string) {
    const { state, initialState, log, metadata } = await this.deps.store.load(matchID, { state: true, initialState: true, log: true, metadata: true });
    if (state === undefined || initialState === undefined || metadata === undefined) throw errors.matchNotFound();
    if (state.ctx.gameover === undefined) throw lobbyErrors.notOver();
    return {
      gameName: metadata.gameName,
      // The bot's level too: the replay names a computer seat as the table does ("Computer 2 (easy)").
      players: publicSeats(metadata).map((p) => ({ playerID: p.playerID, name: p.name, bot: p.bot })),
      initialState: initialState.G,
      moves: (log ?? [])
        .filter((e) => e.action.type === 'MAKE_MOVE')
        .map((e) => {
          const payload = e.action.payload as { type: string; args?: unknown[] | null; playerID?: string };
          return { playerID: String(payload.playerID), name: payload.type, args: payload.args ?? [] };
        }),
      finalState: state.G,
      gameover: state.ctx.gameover,
      ...(await this.deps.asyncPlay?.viewExtras((await this.deps.store.summaries([matchID])).slice(0, 1)))?.get(matchID),
    };
  }

  // ---------------------------------------------------------------------------------------------

  /** The seat asking: the body's playerID when given (it must be a seat), else the path's. */
  private requester(pathPlayerID: string, body: { playerID?: string | undefined }): string {
    return body.playerID ?? pathPlayerID;
  }

  private async metadata(matchID: string): Promise<MatchData> {
    const { metadata } = await this.deps.store.load(matchID, { metadata: true });
    if (metadata === undefined) throw errors.matchNotFound();
    return metadata;
  }

  private async authorize(matchID: string, playerID: string, credentials: string): Promise<{ seat: PlayerMetadata; metadata: MatchData }> {
    const metadata = await this.metadata(matchID);
    const seat = seatOf(metadata, playerID);
    if (seat === undefined || !verifyToken(credentials, seat.credentials)) throw errors.unauthorized();
    return { seat, metadata };
  }

  /** After a seat change: tell the sockets; if the match just started, wake its bots and notify who must act. */
  private async afterSeatsChanged(matchID: string, metadata: MatchData, wasStarted: boolean): Promise<void> {
    await this.deps.runner.metadataUpdated(matchID, metadata);
    if (wasStarted || !isStarted(metadata)) return;
    await this.deps.runner.withMatch(matchID, async (live) => {
      this.deps.bots?.poke(live);
      this.deps.webhooks.turnChanged(matchID, live.metadata, null, live.state.ctx);
      this.deps.asyncPlay?.matchStarted(live);
    });
  }

  private grant(matchID: string, playerID: string, credentials: string, game: string, name: string): SeatGrant {
    return { matchID, playerID, credentials, game, name, seatLink: `${this.deps.publicUrl}/seat/${matchID}/${playerID}#${encodeURIComponent(credentials)}` };
  }

  private viewOf(summary: MatchSummary): MatchView {
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
    };
  }
}

/** A rematch keeps the pace, the chat setting and the group channel (not the notice subscriptions). */
function rematchAsyncPlay(metadata: MatchData): Record<string, unknown> {
  const stored = (metadata as MatchData & { asyncPlay?: Record<string, unknown> }).asyncPlay;
  if (stored === undefined) return {};
  const { notices: _n, ...kept } = stored;
  return { asyncPlay: kept };
}

function lobbyOf(metadata: MatchData): LobbyData {
  return (metadata as LobbyMatchData).lobby ?? { host: '0' };
}

function freeSeats(metadata: MatchData): string[] {
  return seats(metadata)
    .filter((s) => !isTaken(s))
    .map((s) => String(s.id));
}

function winnersOf(gameover: { winners?: unknown[]; winner?: unknown } | undefined): string[] {
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

function encodeCursor(summary: MatchSummary): string {
  return Buffer.from(JSON.stringify({ c: summary.createdAt, m: summary.matchID })).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: number; matchID: string } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { c?: unknown; m?: unknown };
    // A time a Date can hold (beyond it the database refuses the query).
    if (typeof value.c === 'number' && Number.isSafeInteger(value.c) && value.c >= 0 && value.c <= 8.64e15 && typeof value.m === 'string' && value.m.length <= 40) return { createdAt: value.c, matchID: value.m };
  } catch {
    // fall through
  }
  throw lobbyErrors.badCursor();
}
