import type { SeatInfo } from '../connection/types.js';
import { LOBBY_ROUTES, type LobbyOperationId, type ReviewAnswer } from '@harbour/protocol';
import { takeEarly } from './early.js';
import type { ReplayData } from '../connection/frames/replay.js';
import { isPace, readChat, readClocks, type ChatMessage, type NoticeSettings } from '../connection/frames/async-play.js';
import { readNotes } from '../connection/seat-tools.js';
import { GROUP_FORMATS, LobbyError, type CreateMatchRequest, type GroupFormat, type CreatedMatch, type NoticeSubscription, type GameBrief, type BotPace, type LobbyApi, type MatchInfo, type PublicMatch, type SeatCredentials, type SeatGrant } from './api.js';

/**
 * The lobby over the server's HTTP API. Paths are not written here: they come from the table of
 * the lobby's operations by operationId (@harbour/protocol's LOBBY_ROUTES, which the server's test
 * holds to its OpenAPI document), so every call is one request, never one behind the document.
 * Bodies are the server's documented shapes; the mapping to the client's types is below, in one place.
 */
type Json = Record<string, unknown>;

export class HttpLobby implements LobbyApi {
  constructor(
    private readonly base = '',
    private readonly fetchFn: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** Calls an operation: path parameters filled in, the rest as query (GET) or JSON body. */
  private async call<T = Json>(operationId: LobbyOperationId, params: Record<string, string> = {}, body?: unknown, query?: Record<string, string>): Promise<T> {
    const op = LOBBY_ROUTES[operationId];
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    const url = `${this.base}${path}${search}`;
    // A GET the page's entry started before the app (lobby/early.ts) is answered by that request.
    const early = op.method === 'GET' ? takeEarly(url) : undefined;
    const res = await (early ??
      this.fetchFn(url, {
        method: op.method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }));
    const text = await res.text();
    const json = (text ? JSON.parse(text) : {}) as Json;
    if (!res.ok) {
      const error = (json.error ?? {}) as Json;
      const { code, message, ...details } = error;
      throw new LobbyError(res.status, typeof code === 'string' ? code : 'request.failed', typeof message === 'string' ? message : res.statusText, details);
    }
    return json as T;
  }

  async createMatch(request: CreateMatchRequest): Promise<CreatedMatch> {
    const body = {
      game: request.gameName,
      numPlayers: request.numPlayers,
      name: request.playerName,
      public: request.public,
      ...(request.options ? { options: request.options } : {}),
      ...(request.pace ? { pace: request.pace } : {}),
      ...(request.spectatorChat !== undefined ? { spectatorChat: request.spectatorChat } : {}),
      ...(request.hints !== undefined ? { hints: request.hints } : {}),
      ...(request.learn ? { learn: true } : {}),
    };
    const r = await this.call('createMatch', {}, body);
    return {
      seat: grant(r, request.gameName, request.playerName),
      inviteLink: str(r.inviteLink ?? (r.links as Json | undefined)?.invite),
      spectateLink: optStr(r.spectateLink ?? (r.links as Json | undefined)?.spectate),
    };
  }

  async getMatch(matchID: string): Promise<MatchInfo> {
    return matchInfo(await this.call('getMatch', { matchID }));
  }

  async joinMatch(matchID: string, request: { playerID: string; playerName: string }): Promise<SeatGrant> {
    const r = await this.call('joinMatch', { matchID }, { playerID: request.playerID, name: request.playerName });
    return grant({ matchID, ...r }, str(r.game ?? r.gameName), request.playerName);
  }

  async restoreSeat(link: string): Promise<SeatGrant> {
    const r = await this.call('restoreSeat', {}, { link });
    return grant(r, str(r.game ?? r.gameName), str(r.name ?? r.playerName));
  }

  async rotateSeatLink(seat: SeatCredentials): Promise<SeatGrant> {
    const r = await this.call('rotateSeatLink', { matchID: seat.matchID, playerID: seat.playerID }, { playerID: seat.playerID, credentials: seat.credentials });
    return grant(r, str(r.game), str(r.name));
  }

  async myGames(seats: readonly SeatCredentials[]): Promise<GameBrief[]> {
    const r = await this.call<{ games?: Json[] }>('myGames', {}, { seats });
    return (r.games ?? []).map(brief);
  }

  async leaveMatch(seat: SeatCredentials): Promise<void> {
    await this.call('leaveMatch', { matchID: seat.matchID, playerID: seat.playerID }, { playerID: seat.playerID, credentials: seat.credentials });
  }

  async rematch(seat: SeatCredentials): Promise<SeatGrant> {
    const r = await this.call('rematch', { matchID: seat.matchID }, { playerID: seat.playerID, credentials: seat.credentials });
    return grant(r, str(r.game ?? r.gameName), str(r.name ?? r.playerName));
  }

  async listPublicMatches(page?: string): Promise<{ matches: PublicMatch[]; next: string | null }> {
    const r = await this.call<{ matches?: Json[]; next?: string | null; cursor?: string | null }>('listPublicMatches', {}, undefined, page ? { cursor: page } : {});
    return {
      matches: (r.matches ?? []).map((m) => ({ matchID: str(m.matchID), gameName: str(m.game ?? m.gameName), players: seatsOf(m.players), createdAt: time(m.createdAt) })),
      next: r.next ?? r.cursor ?? null,
    };
  }

  async addBot(host: SeatCredentials, playerID: string, level: string, pace?: BotPace): Promise<void> {
    await this.call('addBot', { matchID: host.matchID, playerID }, { playerID: host.playerID, credentials: host.credentials, level, ...(pace ? { pace } : {}) });
  }

  async replay(matchID: string): Promise<ReplayData> {
    const r = await this.call('getReplay', { matchID });
    return r as unknown as ReplayData;
  }

  async review(matchID: string): Promise<ReviewAnswer> {
    return (await this.call('getReview', { matchID })) as unknown as ReviewAnswer;
  }

  async getNoticeSettings(): Promise<NoticeSettings> {
    const r = await this.call('getNoticeSettings');
    return { vapidPublicKey: str(r.vapidPublicKey), email: r.email === true };
  }

  async subscribeNotices(seat: SeatCredentials, subscription: NoticeSubscription): Promise<void> {
    await this.call('subscribeNotices', { matchID: seat.matchID }, { playerID: seat.playerID, credentials: seat.credentials, ...subscription });
  }

  async unsubscribeNotices(seat: SeatCredentials, channel: { channel: 'push'; endpoint: string } | { channel: 'email' }): Promise<void> {
    await this.call('unsubscribeNotices', { matchID: seat.matchID }, { playerID: seat.playerID, credentials: seat.credentials, ...channel });
  }

  async setGroupChannel(host: SeatCredentials, channel: { format: GroupFormat; url: string } | null): Promise<GroupFormat | null> {
    const r = await this.call('setGroupChannel', { matchID: host.matchID }, { playerID: host.playerID, credentials: host.credentials, ...(channel ?? { url: null }) });
    return GROUP_FORMATS.find((f) => f === r.groupChannel) ?? null;
  }

  async listChat(matchID: string, after?: number): Promise<ChatMessage[]> {
    const r = await this.call('listChat', { matchID }, undefined, after === undefined ? {} : { after: String(after) });
    return readChat(r.messages);
  }

  async readNotes(seat: SeatCredentials) {
    const r = await this.call('readNotes', { matchID: seat.matchID }, { playerID: seat.playerID, credentials: seat.credentials });
    return readNotes(r.notes);
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

function optStr(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function time(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

function seatsOf(value: unknown): SeatInfo[] {
  return Array.isArray(value)
    ? value.map((p: Json, i) => ({ playerID: str(p.playerID ?? p.id ?? i), name: typeof p.name === 'string' ? p.name : null, bot: typeof p.bot === 'string' ? p.bot : null }))
    : [];
}

function grant(r: Json, gameName: string, playerName: string): SeatGrant {
  return {
    matchID: str(r.matchID),
    playerID: str(r.playerID),
    credentials: str(r.credentials ?? r.playerCredentials),
    gameName: str(r.game ?? r.gameName) || gameName,
    playerName: str(r.name ?? r.playerName) || playerName,
    seatLink: str(r.seatLink ?? (r.links as Json | undefined)?.seat),
  };
}

function matchInfo(r: Json): MatchInfo {
  return {
    matchID: str(r.matchID),
    gameName: str(r.game ?? r.gameName),
    players: seatsOf(r.players ?? r.seats),
    started: r.started === true,
    finished: r.finished === true || (r.gameover !== undefined && r.gameover !== null),
    unlisted: r.unlisted !== false && r.public !== true,
    nextMatchID: optStr(r.nextMatchID),
    createdAt: time(r.createdAt),
    updatedAt: time(r.updatedAt),
    ...(isPace(r.pace) ? { pace: r.pace } : {}),
    spectatorChat: r.spectatorChat === true,
    clocks: readClocks(r.clocks, Date.now()),
    ...(typeof r.hintsAllowed === 'boolean' ? { hintsAllowed: r.hintsAllowed } : {}),
    ...(r.learn === true ? { learn: true } : {}),
  };
}

function brief(g: Json): GameBrief {
  const winners = Array.isArray(g.winners) ? g.winners.map(str) : [];
  return {
    matchID: str(g.matchID),
    playerID: str(g.playerID),
    gameName: str(g.game ?? g.gameName),
    players: seatsOf(g.players),
    toAct: Array.isArray(g.toAct) ? g.toAct.map(str) : Array.isArray(g.activePlayers) ? g.activePlayers.map(str) : [],
    myTurn: g.myTurn === true || g.isMyTurn === true,
    started: g.started !== false,
    finished: g.finished === true || (g.gameover !== undefined && g.gameover !== null),
    winners,
    nextMatchID: optStr(g.nextMatchID),
    updatedAt: time(g.updatedAt ?? g.lastActivity),
    ...(isPace(g.pace) ? { pace: g.pace } : {}),
    clocks: readClocks(g.clocks, Date.now()),
    turnStartedAt: time(g.turnStartedAt),
    ...(typeof g.chatSeq === 'number' && Number.isSafeInteger(g.chatSeq) && g.chatSeq >= 0 ? { chatSeq: g.chatSeq } : {}),
    ...(g.learn === true ? { learn: true } : {}),
  };
}
