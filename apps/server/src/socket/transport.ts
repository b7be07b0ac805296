import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { errInfo } from '../logger.js';
import type { LogEntry } from 'boardgame.io';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { verifyToken } from '../match/credentials.js';
import { AppError, errors, issueText, type ErrorBody } from '../errors.js';
import type { Metrics } from '../metrics.js';
import { clientAddress } from '../edge/client-address.js';
import { securityHeaderValues } from '../edge/headers.js';
import { UNTRUSTED_JSON, jsonBoundsProblem } from '../edge/bounds.js';
import { BacklogGuard } from './backlog.js';
import { originAllowed } from '../edge/origins.js';
import {
  CLIENT_MESSAGES,
  PROTOCOL_VERSION,
  type Ack,
  type ClientAnswers,
  type ClientMessageName,
  type FailurePayload,
  type ParsedMessage,
  type PlayersPayload,
  type ServerFrames,
  type SyncPayload,
  type UpdatePayload,
} from '../match/protocol.js';
import type { Limiter, Limits } from '../rate-limit.js';
import { TOO_DEEP_EVENT, jsonParser } from './parser.js';
import type { LiveMatch, MatchRunner, StateChange } from '../match/runner.js';
import type { SocketSeat, TableFeature, TableOutlet } from '../match/table-feature.js';
import { botLevel, isStarted, publicSeats, seatOf } from '../match/seats.js';
import { diff } from '@harbour/protocol';
import { seatView, type ClientState } from '../match/views.js';

/** A seat's two rooms in a match (playerID null: the spectators'): whole states, and patches. */
interface SeatRooms {
  playerID: string | null;
  whole: string;
  patched: string;
}

/** What a socket watches: a match, as a seat (authenticated at join) or as a spectator. */
interface Subscription {
  matchID: string;
  playerID: string | null;
  credentialsHash: string | null;
  patches: boolean;
  /** The answer to this socket's own move carries the move's update (no update frame for it). */
  updateInAnswer: boolean;
}

interface SocketData {
  subs: Map<string, Subscription>;
  /** The client's address (behind TRUST_PROXY hops), as counted for the connection caps. */
  address: string;
  /** Matches with a join under way (they count toward the cap; a second join of one waits for none: it is refused). */
  joining: Set<string>;
  strikes: number;
}

/** A handler that answered already (a move whose update was its answer). */
const ANSWERED = Symbol('answered');
type Reply = (answer: Ack<object>) => void;

/**
 * Answers one message of a socket, given its payload as its catalogue schema parsed it (and the
 * socket's acknowledgement, for a handler that answers before it returns).
 */
type Handler = (socket: Socket, data: SocketData, message: never, ack: Reply | undefined) => Promise<Ack<object> | typeof ANSWERED>;

/**
 * A move of a socket that joined with `updateInAnswer`: the update the move made is its answer,
 * sent where the update frame would have gone (the same place in the socket's frames), in one
 * frame instead of two.
 */
class MoveReply {
  answered = false;
  constructor(
    readonly socketID: string,
    readonly playerID: string,
    readonly patches: boolean,
    private readonly ack: Reply,
  ) {}

  send(update: UpdatePayload): void {
    this.answered = true;
    const answer: Ack<ClientAnswers['move']> = { ok: true, stateID: update.stateID, update };
    this.ack(answer);
  }
}

export interface TransportOptions {
  allowedOrigins: readonly string[];
  messagesPerSecond: number;
  /** Proxies in front (TRUST_PROXY), for the client's address. */
  trustProxyHops: number;
  socketsPerAddress: number;
  connectsPerMinute: number;
  backlogBytes: number;
  stallMs: number;
  https: boolean;
  limits: Limits;
  /** The table features (features.ts): their messages, their join and sync fields, what they do when a socket leaves. */
  features: readonly TableFeature[];
}

const MAX_SUBSCRIPTIONS = 32;
const MAX_STRIKES = 200;

const room = {
  match: (matchID: string) => `m:${matchID}`,
  /** The sockets that see a match as one seat (or as a spectator), taking whole states or patches. */
  seat: (matchID: string, playerID: string | null, patches = false) => `m:${matchID}:${playerID ?? 'spectator'}${patches ? ':patch' : ''}`,
};

const notJoined = () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.');
const spectator = () => new AppError(403, 'auth.spectator', 'Spectators cannot make moves.');

/**
 * The socket.io transport: authenticates seats once per join, accepts only `move` messages for
 * the joined seat, and sends every socket only its seat's view. Origins are checked on the
 * handshake (the page's own origin and the configured ones); open sockets per client address are
 * capped; each socket is rate-limited, every message's size and depth bounded before it is
 * parsed further, and a socket whose client stops reading is closed (see BacklogGuard).
 *
 * One file of about 470 lines for a reason: the handshake checks, the join, the move and the
 * per-seat updates all read and change the same per-socket and per-room bookkeeping (which seat a
 * socket holds, which rooms it is in, what it was last sent); the parts that need none of it are
 * apart (protocol, parser, bounds, backlog, origins).
 */
export class SocketTransport implements TableOutlet {
  readonly io: Server;
  private readonly limiter: Limiter;
  /** Open connections per client address. */
  private readonly perAddress = new Map<string, number>();
  /** Each engine connection's client address (its opening request is let go of once it is open). */
  private readonly addresses = new WeakMap<object, string>();
  /** Per held match and seat: the last state sent to the seat's patch room (patches are made against it). */
  private readonly baselines = new WeakMap<LiveMatch, Map<string | null, ClientState>>();
  /** Per held match: each seat's (and the spectators') two room names, made once (a state's update looks them up). */
  private readonly seatRooms = new WeakMap<LiveMatch, readonly SeatRooms[]>();
  private readonly features: readonly TableFeature[];
  private readonly messageHandlers: ReadonlyMap<string, Handler>;
  private readonly backlog: BacklogGuard;

  constructor(
    http: HttpServer,
    private readonly runner: MatchRunner,
    private readonly metrics: Metrics,
    private readonly log: Logger,
    private readonly options: TransportOptions,
  ) {
    const { allowedOrigins, trustProxyHops, socketsPerAddress } = options;
    this.features = options.features;
    this.messageHandlers = this.handlers();
    this.backlog = new BacklogGuard({ backlogBytes: options.backlogBytes, stallMs: options.stallMs }, (socket, reason) =>
      this.log.info({ socket: socket.id, reason }, reason === 'backlog' ? 'socket closed: its client does not read' : 'socket closed: its client stopped reading'),
    );
    this.limiter = options.limits.local({ name: 'socket', points: options.messagesPerSecond * 2, durationSeconds: 2 });
    const connects = options.limits.shared({ name: 'connect', points: options.connectsPerMinute, durationSeconds: 60 });
    this.io = new Server(http, {
      path: '/socket.io',
      serveClient: false,
      parser: jsonParser,
      maxHttpBufferSize: 64 * 1024,
      pingInterval: 20_000,
      pingTimeout: 20_000,
      cors: { origin: [...allowedOrigins], credentials: false },
      // Asked for handshakes only (requests of an open connection carry its sid and are not asked).
      allowRequest: (req, callback) => {
        if (!originAllowed(req.headers.origin, allowedOrigins, req.headers.host)) return callback('origin not allowed', false);
        const address = clientAddress(req, trustProxyHops);
        if ((this.perAddress.get(address) ?? 0) >= socketsPerAddress) return callback('too many connections from this address', false);
        void connects.take(address).then((allowed) => callback(allowed ? null : 'too many new connections from this address', allowed));
      },
    });
    // Security headers on socket.io's own answers too (polling, handshakes, errors; the WebSocket upgrade through engine.io).
    const headers = securityHeaderValues({ https: options.https });
    http.prependListener('request', (req, res) => {
      if (req.url?.startsWith('/socket.io/')) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    });
    this.io.engine.on('headers', (responseHeaders: Record<string, string>) => Object.assign(responseHeaders, headers));
    // engine.io answers a WebSocket upgrade with a stand-in response that holds the request and
    // stays reachable from the socket's close listener for the life of the connection.
    const upgrades = new WeakMap<IncomingMessage, { req: IncomingMessage | null }>();
    this.io.engine.use((req: IncomingMessage, res: unknown, next: () => void) => {
      if (!(res instanceof ServerResponse) && typeof res === 'object' && res !== null && 'req' in res) upgrades.set(req, res as { req: IncomingMessage | null });
      next();
    });
    this.io.engine.on('connection', (conn: { request: IncomingMessage | null; once(event: 'close', listener: () => void): void; close(): void }) => {
      const request = conn.request as IncomingMessage;
      const address = clientAddress(request, trustProxyHops);
      // The opening request (its headers, its parser's state: about 3 KB) would stay in memory as
      // long as the connection; nothing reads it again once the socket is open (socket.io's
      // documented way to save that memory; a socket's handshake then has no headers). The
      // upgrade's stand-in response lets go of it too.
      conn.request = null;
      const upgrade = upgrades.get(request);
      if (upgrade !== undefined) upgrade.req = null;
      this.addresses.set(conn, address);
      const count = (this.perAddress.get(address) ?? 0) + 1;
      this.perAddress.set(address, count);
      conn.once('close', () => {
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left <= 0) this.perAddress.delete(address);
        else this.perAddress.set(address, left);
      });
      // Handshakes that raced past allowRequest together.
      if (count > socketsPerAddress) conn.close();
    });
    this.io.on('connection', (socket) => this.connected(socket));
    runner.addListener({
      stateChanged: (live, change) => this.stateChanged(live, change),
      metadataChanged: (live) => this.metadataChanged(live),
    });
  }

  /** Sends a frame to every socket of a match on this process. */
  emitToMatch<F extends keyof ServerFrames>(matchID: string, event: F, payload: ServerFrames[F]): void {
    this.io.to(room.match(matchID)).emit(event, payload);
  }

  /** Sends a frame to the sockets of one seat of a match on this process only (never another seat's, nor a spectator's). */
  emitToSeat<F extends keyof ServerFrames>(matchID: string, playerID: string, event: F, payload: ServerFrames[F]): void {
    this.io.to([room.seat(matchID, playerID), room.seat(matchID, playerID, true)]).emit(event, payload);
  }

  private left(matchID: string, playerID: string | null): void {
    for (const feature of this.features) feature.left?.(matchID, playerID);
  }

  private connected(socket: Socket): void {
    const data: SocketData = { subs: new Map(), address: this.addresses.get(socket.conn) ?? socket.handshake.address, joining: new Set(), strikes: 0 };
    socket.data = data;
    this.metrics.sockets.inc();
    this.backlog.guard(socket);
    const handlers = this.messageHandlers;
    socket.onAny((event: unknown, ...rest: unknown[]) => {
      const ack = typeof rest[rest.length - 1] === 'function' ? (rest.pop() as (answer: unknown) => void) : undefined;
      const reply = (answer: Ack<object>) => {
        if (ack) ack(answer);
        else if (!answer.ok) socket.emit('failure', { error: answer.error } satisfies FailurePayload);
      };
      const handler = typeof event === 'string' ? handlers.get(event) : undefined;
      // Bounded before anything recursive (zod, the games) sees the payload (too deep to parse: see the parser).
      const problem = event === TOO_DEEP_EVENT ? `nested deeper than ${UNTRUSTED_JSON.maxDepth} levels` : handler === undefined || rest.length !== 1 ? null : jsonBoundsProblem(rest[0]);
      void this.limiter.take(socket.id).then((allowed) => {
        if (!allowed) {
          data.strikes++;
          if (data.strikes > MAX_STRIKES) socket.disconnect(true);
          return reply({ ok: false, error: errors.rateLimited().toJSON() });
        }
        if (problem !== null) return reply({ ok: false, error: errors.badRequest(`message: ${problem}`).toJSON() });
        if (handler === undefined || rest.length !== 1) {
          return reply({ ok: false, error: { code: 'message.unknown', message: `Unknown message: send ${[...handlers.keys()].join(', ')} with one object.` } });
        }
        // Every message's shape and bounds: its schema in the catalogue (a handler sees only what passed).
        const parsed = CLIENT_MESSAGES[event as ClientMessageName].safeParse(rest[0]);
        if (!parsed.success) return reply({ ok: false, error: errors.badRequest(`${event as string}: ${issueText(parsed.error)}`).toJSON() });
        handler(socket, data, parsed.data as never, ack ? reply : undefined).then(
          (answer) => answer !== ANSWERED && reply(answer),
          (error: unknown) => reply({ ok: false, error: this.errorBody(error) }),
        );
      });
    });
    socket.on('disconnect', () => {
      this.metrics.sockets.dec();
      for (const [matchID, sub] of data.subs) {
        this.left(matchID, sub.playerID);
        void this.runner.detach(matchID).catch(() => {});
      }
      data.subs.clear();
    });
  }

  /**
   * The messages a socket may send, by name: one table for every socket (the core's and the
   * features', made once), not a set of closures per socket. A name is answered by one feature only.
   */
  private handlers(): ReadonlyMap<string, Handler> {
    const core: { [N in 'join' | 'move' | 'sync' | 'leave']: (socket: Socket, data: SocketData, message: ParsedMessage<N>, ack: Reply | undefined) => Promise<Ack<object> | typeof ANSWERED> } = {
      join: (socket, data, message) => this.join(socket, data, message),
      move: (socket, data, message, ack) => this.move(socket, data, message, ack),
      sync: (socket, data, message) => this.resync(socket, data, message),
      leave: (socket, data, message) => this.leave(socket, data, message),
    };
    const handlers = new Map<string, Handler>(Object.entries(core) as [string, Handler][]);
    const seat = (data: SocketData, matchID: string): SocketSeat | undefined => {
      const sub = data.subs.get(matchID);
      return sub && { matchID, playerID: sub.playerID, credentialsHash: sub.credentialsHash, address: data.address };
    };
    for (const feature of this.features) {
      for (const [name, handle] of Object.entries(feature.messages ?? {}) as [string, (message: never, seat: (matchID: string) => SocketSeat | undefined) => Promise<object>][]) {
        if (handlers.has(name)) throw new Error(`the socket message "${name}" of ${feature.name} is answered already`);
        handlers.set(name, async (_socket, data, message: never) => ({ ok: true, ...(await handle(message, (matchID) => seat(data, matchID))) }));
      }
    }
    return handlers;
  }

  private errorBody(error: unknown): ErrorBody {
    if (error instanceof AppError) return error.toJSON();
    this.log.error({ err: errInfo(error) }, 'socket handler failed');
    return errors.unavailable().toJSON();
  }

  private async join(socket: Socket, data: SocketData, message: ParsedMessage<'join'>): Promise<Ack<SyncPayload>> {
    const { matchID, credentials } = message;
    const playerID = message.playerID ?? null;
    if (data.joining.has(matchID)) throw new AppError(409, 'socket.joinPending', 'A join of this match is already under way on this connection.');
    const rejoin = data.subs.has(matchID);
    if (!rejoin && data.subs.size + data.joining.size >= MAX_SUBSCRIPTIONS) throw new AppError(429, 'socket.tooManyMatches', `One connection may watch at most ${MAX_SUBSCRIPTIONS} matches.`);
    data.joining.add(matchID);
    try {
      return await this.attachSeat(socket, data, matchID, playerID, credentials, { patches: message.patches === true, updateInAnswer: message.updateInAnswer === true }, rejoin);
    } finally {
      data.joining.delete(matchID);
    }
  }

  private async attachSeat(socket: Socket, data: SocketData, matchID: string, playerID: string | null, credentials: string | undefined, { patches, updateInAnswer }: Pick<Subscription, 'patches' | 'updateInAnswer'>, rejoin: boolean): Promise<Ack<SyncPayload>> {
    if (rejoin) await this.unsubscribe(socket, data, matchID);
    const attached = await this.runner.attach(matchID, async (live) => {
      let credentialsHash: string | null = null;
      if (playerID !== null) {
        // The stored metadata decides (another process may have rotated this seat's link a moment ago).
        await this.runner.syncMetadata(live);
        const seat = seatOf(live.metadata, playerID);
        // A seat handed to the computer by a vote is still its person's: joining takes it back.
        if (seat === undefined || (botLevel(seat) !== undefined && seat.data?.handedOver !== true) || !verifyToken(credentials, seat.credentials)) throw errors.unauthorized();
        credentialsHash = seat.credentials ?? null;
      }
      const sub: Subscription = { matchID, playerID, credentialsHash, patches, updateInAnswer };
      data.subs.set(matchID, sub);
      await socket.join([room.match(matchID), room.seat(matchID, playerID, patches)]);
      const sync = this.syncPayload(live, playerID, await this.runner.logOf(live));
      if (patches) this.baselineOf(live).set(playerID, sync.state);
      for (const feature of this.features) Object.assign(sync, await feature.joined?.(live, playerID));
      return sync;
    });
    if (attached === null) throw errors.matchNotFound();
    if (!socket.connected) await this.unsubscribe(socket, data, matchID);
    return { ok: true, ...attached.result };
  }

  private async move(socket: Socket, data: SocketData, message: ParsedMessage<'move'>, ack: Reply | undefined): Promise<Ack<{ stateID: number }> | typeof ANSWERED> {
    const { matchID, stateID, move, args } = message;
    const sub = data.subs.get(matchID);
    if (sub === undefined) throw notJoined();
    if (sub.playerID === null || sub.credentialsHash === null) throw spectator();
    const replyTo = ack !== undefined && sub.updateInAnswer ? new MoveReply(socket.id, sub.playerID, sub.patches, ack) : undefined;
    const outcome = await this.runner.submit({
      matchID,
      playerID: sub.playerID,
      actor: { kind: 'seat', credentialsHash: sub.credentialsHash },
      stateID,
      name: move,
      args,
      resync: async (live) => {
        if (data.subs.get(matchID) === sub && this.holdsCurrent(live, sub, stateID)) return;
        socket.emit('sync', this.syncPayload(live, sub.playerID, await this.runner.logOf(live)));
      },
      ...(replyTo ? { replyTo } : {}),
    });
    if (outcome.ok && replyTo?.answered) return ANSWERED;
    return outcome.ok ? { ok: true, stateID: outcome.stateID } : { ok: false, error: outcome.error.toJSON() };
  }

  /**
   * Whether a socket whose move on `stateID` is refused as stale has been sent the match's current
   * state already, so that the refusal needs no `sync` before it: the socket takes patches for its
   * seat, the move was made on an older state, and the seat's patch room was last sent the current
   * state (its update, or the sync of a join), which went out on this socket before the refusal
   * does. The common case: the server made a seat's only move for it while its client sent the same
   * move. A socket of the room has been sent every state since it joined (a socket that cannot keep
   * up is closed, and joins again with a sync); a client whose patch did not fit asks for a sync itself.
   */
  private holdsCurrent(live: LiveMatch, sub: Subscription, stateID: number): boolean {
    if (!sub.patches || stateID >= live.state._stateID) return false;
    return this.baselines.get(live)?.get(sub.playerID)?._stateID === live.state._stateID;
  }

  private async resync(socket: Socket, data: SocketData, message: ParsedMessage<'sync'>): Promise<Ack<SyncPayload>> {
    const sub = data.subs.get(message.matchID);
    if (sub === undefined) throw notJoined();
    const sync = await this.runner.withMatch(sub.matchID, async (live) => {
      const payload = this.syncPayload(live, sub.playerID, await this.runner.logOf(live));
      for (const feature of this.features) Object.assign(payload, await feature.synced?.(live, sub.playerID));
      return payload;
    });
    if (sync === null) throw errors.matchNotFound();
    return { ok: true, ...sync };
  }

  private async leave(socket: Socket, data: SocketData, message: ParsedMessage<'leave'>): Promise<Ack> {
    if (!data.subs.has(message.matchID)) throw notJoined();
    await this.unsubscribe(socket, data, message.matchID);
    return { ok: true };
  }

  private async unsubscribe(socket: Socket, data: SocketData, matchID: string): Promise<void> {
    const sub = data.subs.get(matchID);
    if (sub === undefined) return;
    data.subs.delete(matchID);
    this.left(matchID, sub.playerID);
    await Promise.all([socket.leave(room.match(matchID)), socket.leave(room.seat(matchID, sub.playerID, sub.patches))]);
    await this.runner.detach(matchID);
  }

  private syncPayload(live: LiveMatch, playerID: string | null, log: LogEntry[]): SyncPayload {
    const view = seatView(live.hosted, live.matchID, live.state, log, playerID);
    return {
      protocol: PROTOCOL_VERSION,
      matchID: live.matchID,
      gameName: live.hosted.name,
      playerID,
      state: view.state,
      log: view.log,
      players: publicSeats(live.metadata),
      started: isStarted(live.metadata),
      // A seat link opened on a new device learns from its join that the match teaches (no lobby request).
      ...((live.metadata as { learn?: unknown }).learn === true ? { learn: true } : {}),
    };
  }

  private baselineOf(live: LiveMatch): Map<string | null, ClientState> {
    let map = this.baselines.get(live);
    if (map === undefined) {
      map = new Map();
      this.baselines.set(live, map);
    }
    return map;
  }

  /**
   * Every seat with a socket on this process gets its own view, computed once per seat: whole to
   * the seat's room, as a patch of the previous view to its patch room. A jump sends full syncs.
   */
  private async stateChanged(live: LiveMatch, change: StateChange): Promise<void> {
    const rooms = this.io.sockets.adapter.rooms;
    const baselines = this.baselineOf(live);
    // Each seat (and the spectators) with sockets here, with its two rooms and their sockets, looked up once per state.
    const seatsHere: (SeatRooms & { wholeIDs: ReadonlySet<string> | undefined; patchedIDs: ReadonlySet<string> | undefined })[] = [];
    for (const seat of this.roomsOf(live)) {
      const wholeIDs = rooms.get(seat.whole);
      const patchedIDs = rooms.get(seat.patched);
      if ((wholeIDs?.size ?? 0) + (patchedIDs?.size ?? 0) > 0) seatsHere.push({ ...seat, wholeIDs, patchedIDs });
    }
    if (change.kind === 'sync') {
      const log = await this.runner.logOf(live);
      for (const { playerID, whole, patched } of seatsHere) {
        const sync = this.syncPayload(live, playerID, log);
        this.io.to([whole, patched]).emit('sync', sync);
        baselines.set(playerID, sync.state);
      }
      return;
    }
    // The views share the state's objects where they show them as they are: what the move changed there is known already.
    const known = change.moved?.change ? { before: change.moved.previous, after: live.state, patch: change.moved.change } : undefined;
    // The mover's socket, when it asked for its update in the answer: every other socket of its room gets the frame.
    const replyTo = change.moved?.replyTo instanceof MoveReply ? change.moved.replyTo : undefined;
    const send = (name: string, ids: ReadonlySet<string>, update: UpdatePayload, patches: boolean, playerID: string | null) => {
      if (replyTo === undefined || replyTo.playerID !== playerID || replyTo.patches !== patches) return this.emitToRoom(name, ids, 'update', update);
      replyTo.send(update);
      if (ids.size > 1) this.io.to(name).except(replyTo.socketID).emit('update', update);
    };
    for (const { playerID, whole, patched, wholeIDs, patchedIDs } of seatsHere) {
      const view = seatView(live.hosted, live.matchID, live.state, change.deltalog, playerID);
      const frame = { matchID: live.matchID, prevStateID: change.prevStateID, stateID: live.state._stateID, log: view.log };
      if (wholeIDs !== undefined && wholeIDs.size > 0) send(whole, wholeIDs, { ...frame, state: view.state }, false, playerID);
      if (patchedIDs !== undefined && patchedIDs.size > 0) {
        const base = baselines.get(playerID);
        const patch = base !== undefined && base._stateID === change.prevStateID ? diff(base, view.state, 256, known) : null;
        send(patched, patchedIDs, patch === null ? { ...frame, state: view.state } : { ...frame, patch }, true, playerID);
        baselines.set(playerID, view.state);
      } else {
        baselines.delete(playerID);
      }
    }
  }

  /** Each seat's (and the spectators') two room names for a held match, made once. */
  private roomsOf(live: LiveMatch): readonly SeatRooms[] {
    let seats = this.seatRooms.get(live);
    if (seats === undefined) {
      const { numPlayers } = live.state.ctx;
      seats = Array.from({ length: numPlayers + 1 }, (_, i) => {
        const playerID = i < numPlayers ? String(i) : null;
        return { playerID, whole: room.seat(live.matchID, playerID), patched: room.seat(live.matchID, playerID, true) };
      });
      this.seatRooms.set(live, seats);
    }
    return seats;
  }

  /**
   * Sends a frame to the sockets of one room on this process (`ids`, its sockets). A room of one
   * socket (a seat open in one tab, the common case) gets it from the socket itself: the same frame,
   * without socket.io's broadcast (an operator, the room's and the exceptions' sets) for one recipient.
   */
  private emitToRoom<F extends keyof ServerFrames>(name: string, ids: ReadonlySet<string>, event: F, payload: ServerFrames[F]): void {
    if (ids.size === 1) {
      const socket = this.io.sockets.sockets.get(ids.values().next().value as string);
      if (socket !== undefined) return void socket.emit(event, payload);
    }
    this.io.to(name).emit(event, payload);
  }

  /** Seats changed: everyone hears who sits where; sockets whose seat link was rotated lose the seat. */
  private async metadataChanged(live: LiveMatch): Promise<void> {
    const payload: PlayersPayload = {
      matchID: live.matchID,
      players: publicSeats(live.metadata),
      started: isStarted(live.metadata),
      ...(live.metadata.nextMatchID ? { nextMatchID: live.metadata.nextMatchID } : {}),
    };
    this.io.to(room.match(live.matchID)).emit('players', payload);
    const sockets = await this.io.in(room.match(live.matchID)).fetchSockets();
    for (const remote of sockets) {
      const socket = this.io.sockets.sockets.get(remote.id);
      const data = socket?.data as SocketData | undefined;
      const sub = data?.subs.get(live.matchID);
      if (socket === undefined || data === undefined || sub === undefined || sub.playerID === null) continue;
      const seat = seatOf(live.metadata, sub.playerID);
      if (seat?.credentials !== undefined && seat.credentials === sub.credentialsHash) continue;
      // Not awaited: we are inside the match's queue, and leaving queues behind it.
      data.subs.delete(live.matchID);
      this.left(live.matchID, sub.playerID);
      socket.leave(room.match(live.matchID));
      socket.leave(room.seat(live.matchID, sub.playerID, sub.patches));
      void this.runner.detach(live.matchID);
      socket.emit('failure', { matchID: live.matchID, error: new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to play.').toJSON() } satisfies FailurePayload);
    }
  }

  async close(): Promise<void> {
    this.backlog.stop();
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
  }
}

