import { io, type Socket } from 'socket.io-client';
import { applyPatch, type ClientStateShape as ClientState } from '@harbour/protocol';
import type { ClientAnswers, ClientMessages, ServerFrames } from '@harbour/protocol/catalogue';
import { mergeChat, mergeComputerMoves, readChat, readClocks, readComputerMoves, type ChatResult, type VoteResult } from './frames/async-play.js';
import { readHintAnswer, readHints, type HintAsk } from './frames/hints.js';
import { fromSync, fromUpdate, seatTools } from './seat-tools.js';
import { markMove } from './timing.js';
import { listen, send } from './send.js';
import { readOrder, type OrderResult } from './frames/orders.js';
import { mergeTableEvents, readTableEvents } from './frames/table-events.js';
import { EMPTY_SNAPSHOT, type ErrorInfo, type MatchConnection, type MatchSnapshot, type MoveResult } from './types.js';

/**
 * The server's socket protocol, version 1: every message, its answer and every frame stand in the
 * catalogue (@harbour/protocol/catalogue; documented in apps/server/README.md), and go out and come
 * in through send.ts typed by it. This file and seat-tools.ts are the client's only
 * speakers of it; the rest of the client sees a MatchConnection. The log's entries are read only for
 * the computer's decisions.
 */
/** A join's or a sync's answer, with the table's fields (read again by their readers: see connection/frames/async-play.ts). */
type SyncPayload = ClientAnswers['sync'];

export interface SocketOptions {
  matchID: string;
  /** The seat to play; null to watch. */
  playerID: string | null;
  credentials?: string | undefined;
  /** The server's address (default: this page's origin). */
  url?: string;
  /** For tests: makes the socket. */
  connect?: (url: string | undefined) => Socket;
  /** How long to wait for an acknowledgement (ms). */
  ackTimeoutMs?: number;
}

/** Errors after which trying again cannot help: the table shows them instead of a board. */
const FATAL = new Set(['match.notFound', 'auth.invalid', 'auth.revoked', 'request.invalid']);

export function connectToMatch(options: SocketOptions): MatchConnection {
  const { matchID, playerID, credentials } = options;
  const ackTimeout = options.ackTimeoutMs ?? 10_000;
  const socket =
    options.connect?.(options.url) ??
    io(options.url ?? '', {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 5000,
      timeout: 10_000,
    });
  let snapshot: MatchSnapshot = { ...EMPTY_SNAPSHOT, playerID };
  /** The whole client state the snapshot shows, kept to apply patches to. */
  let current: ClientState | null = null;
  const listeners = new Set<() => void>();
  let closed = false;

  const set = (patch: Partial<MatchSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const applySync = (sync: SyncPayload) => {
    if (sync.matchID !== matchID) return;
    if (snapshot.stateID < 0 && typeof performance !== 'undefined') performance.mark('match-synced');
    current = sync.state;
    set({
      status: 'online',
      error: null,
      offlineSince: null,
      gameName: sync.gameName,
      playerID: sync.playerID,
      G: sync.state.G,
      stateID: sync.state._stateID,
      gameover: sync.state.ctx.gameover,
      players: sync.players,
      started: sync.started,
      ...(sync.learn === true ? { learn: true } : {}),
      // A resync may come without the asynchronous-play fields (only a join has them): keep what we have.
      clocks: sync.clocks === undefined ? (snapshot.clocks ?? null) : readClocks(sync.clocks, Date.now()),
      chat: mergeChat(snapshot.chat ?? [], readChat(sync.chat)),
      spectatorChat: sync.spectatorChat === undefined ? snapshot.spectatorChat === true : sync.spectatorChat === true,
      computerMoves: mergeComputerMoves(snapshot.computerMoves ?? [], readComputerMoves(sync.log)),
      hints: readHints(sync.hints) ?? snapshot.hints ?? null,
      tableEvents: mergeTableEvents(snapshot.tableEvents ?? [], readTableEvents(sync.events)),
      ...fromSync(snapshot, sync, sync.playerID),
      ...(sync.order !== undefined ? { order: readOrder(sync.order) } : {}),
      // Where the seat was before this visit: the first answer counts (later joins would say "just now").
      lastSeen: snapshot.lastSeen !== undefined ? snapshot.lastSeen : sync.lastSeen && typeof sync.lastSeen.stateID === 'number' ? { stateID: sync.lastSeen.stateID, awayMs: typeof sync.lastSeen.awayMs === 'number' ? sync.lastSeen.awayMs : null } : null,
    });
  };

  const fail = (error: ErrorInfo) => {
    if (FATAL.has(error.code)) {
      set({ status: 'failed', error });
      socket.disconnect();
    } else {
      set({ error });
    }
  };

  const join = () => {
    // Updates as JSON patches: a few hundred bytes per move instead of the whole state; a seat's own
    // move answered with its update (one frame, not an answer and an update).
    const message = playerID === null ? { matchID, patches: true } : { matchID, playerID, credentials, patches: true, updateInAnswer: true };
    send(socket, ackTimeout, 'join', message, (ack) => {
      if (closed) return;
      if (!ack) {
        // No answer in time: ask again (the connection may be slow or the server busy).
        if (socket.connected) setTimeout(join, 1000);
        return;
      }
      if (ack.ok) applySync(ack);
      else fail(ack.error);
    });
  };

  const resync = () => {
    if (!socket.connected || closed) return;
    send(socket, ackTimeout, 'sync', { matchID }, (ack) => {
      if (closed) return;
      if (!ack) return join();
      if (ack.ok) applySync(ack);
      else if (ack.error.code === 'match.notJoined') join();
      else fail(ack.error);
    });
  };

  socket.on('connect', () => {
    set({ status: snapshot.stateID >= 0 ? 'offline' : 'connecting' });
    join();
  });
  socket.on('disconnect', () => {
    if (closed || snapshot.status === 'failed') return;
    set({ status: 'offline', offlineSince: snapshot.offlineSince ?? Date.now() });
  });
  socket.on('connect_error', () => {
    if (closed || snapshot.status === 'failed') return;
    set({ status: snapshot.stateID >= 0 ? 'offline' : 'connecting', offlineSince: snapshot.offlineSince ?? Date.now() });
  });
  const applyUpdate = (update: ServerFrames['update']) => {
    if (update.matchID !== matchID) return;
    markMove('harbour:update-received', update.stateID);
    if (update.prevStateID === snapshot.stateID && current !== null) {
      let next: ClientState;
      try {
        next = update.patch ? applyPatch(current, update.patch) : (update.state as ClientState);
        if (next === undefined || next._stateID !== update.stateID) throw new Error('the update does not lead to its state');
      } catch {
        // A patch that does not fit: never guess, take the whole state.
        resync();
        return;
      }
      current = next;
      markMove('harbour:update-applied', update.stateID);
      const computer = readComputerMoves(update.log);
      set({ G: next.G, stateID: update.stateID, gameover: next.ctx.gameover, ...(computer.length > 0 ? { computerMoves: mergeComputerMoves(snapshot.computerMoves ?? [], computer) } : {}), ...fromUpdate(snapshot, update, snapshot.playerID) });
    } else if (update.stateID > snapshot.stateID) {
      // We missed a step: never show a board that skipped one.
      resync();
    }
  };
  listen(socket, 'update', applyUpdate);
  listen(socket, 'sync', (sync) => applySync(sync));
  listen(socket, 'players', (payload) => {
    if (payload.matchID === matchID) set({ players: payload.players, started: payload.started, ...(payload.nextMatchID ? { nextMatchID: payload.nextMatchID } : {}) });
  });
  listen(socket, 'clocks', (payload) => {
    if (payload?.matchID !== matchID) return;
    const clocks = readClocks(payload.clocks, Date.now());
    if (clocks) set({ clocks });
  });
  listen(socket, 'chat', (payload) => {
    if (payload?.matchID !== matchID) return;
    const added = readChat([payload.message]);
    if (added.length > 0) set({ chat: mergeChat(snapshot.chat ?? [], added) });
  });
  listen(socket, 'tableEvent', (payload) => payload?.matchID === matchID && set({ tableEvents: mergeTableEvents(snapshot.tableEvents ?? [], readTableEvents([payload.event])) }));
  listen(socket, 'hints', (payload) => {
    const hints = payload?.matchID === matchID ? readHints(payload) : null;
    if (hints) set({ hints });
  });
  listen(socket, 'order', (payload) => {
    if (payload?.matchID === matchID) set({ order: readOrder(payload.order), orderDropped: payload.dropped === true });
  });
  listen(socket, 'failure', (payload) => {
    if (payload.matchID === undefined || payload.matchID === matchID) fail(payload.error);
  });

  // The browser knows at once when the network goes away (socket.io would notice only after its
  // ping timeout): show it at once, and come back with a fresh join (and so a full sync) when the
  // network returns. A page coming back to the foreground checks it did not miss anything.
  const onOffline = () => {
    if (closed || snapshot.status === 'failed') return;
    socket.disconnect();
    set({ status: 'offline', offlineSince: snapshot.offlineSince ?? Date.now() });
  };
  const onOnline = () => {
    if (!closed && snapshot.status !== 'failed' && !socket.connected) socket.connect();
  };
  const onVisible = () => {
    if (typeof document !== 'undefined' && !document.hidden) {
      if (socket.connected) resync();
      else onOnline();
    }
  };
  const win = typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : null;
  win?.addEventListener('offline', onOffline);
  win?.addEventListener('online', onOnline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  const tools = seatTools(socket, matchID, ackTimeout, () => snapshot, set);

  return {
    ...tools,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    makeMove(name, args): Promise<MoveResult> {
      if (snapshot.status !== 'online') {
        return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      }
      markMove('harbour:move-sent', snapshot.stateID);
      return new Promise((resolve) => {
        send(socket, ackTimeout, 'move', { matchID, stateID: snapshot.stateID, move: name, args: [...args] }, (ack) => {
          if (!ack) {
            resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
            resync();
          } else if (ack.ok) {
            if (ack.update) applyUpdate(ack.update);
            resolve({ ok: true });
          } else {
            resolve({ ok: false, error: ack.error });
          }
        });
      });
    },
    sendChat(text: string): Promise<ChatResult> {
      if (snapshot.status !== 'online') return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      return new Promise((resolve) => {
        send(socket, ackTimeout, 'chat', { matchID, text }, (ack) => {
          if (!ack) return resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
          if (!ack.ok) return resolve({ ok: false, error: ack.error });
          const [message] = readChat([ack.message]);
          if (!message) return resolve({ ok: false, error: { code: 'request.invalid', message: 'The server sent no message.' } });
          set({ chat: mergeChat(snapshot.chat ?? [], [message]) });
          resolve({ ok: true, message });
        });
      });
    },
    handOver(seat: string, agree: boolean): Promise<VoteResult> {
      if (snapshot.status !== 'online') return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      return new Promise((resolve) => {
        send(socket, ackTimeout, 'handOver', { matchID, playerID: seat, agree }, (ack) => {
          if (!ack) resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
          else resolve(ack.ok ? { ok: true } : { ok: false, error: ack.error });
        });
      });
    },
    askHint(): Promise<HintAsk> {
      if (snapshot.status !== 'online') return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      return new Promise((resolve) => {
        // A hint is searched for in a bot thread: it may take a few seconds more than a move.
        send(socket, ackTimeout * 3, 'hint', { matchID }, (ack) => {
          if (!ack) return resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
          if (!ack.ok) return resolve({ ok: false, error: ack.error });
          const answer = readHintAnswer(ack);
          if (!answer) return resolve({ ok: false, error: { code: 'request.invalid', message: 'The server sent no hint.' } });
          if (snapshot.hints) set({ hints: { ...snapshot.hints, used: answer.used } });
          resolve({ ok: true, answer });
        });
      });
    },
    seatRequest(message, payload): Promise<VoteResult> {
      if (snapshot.status !== 'online') return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      return new Promise((resolve) => {
        send(socket, ackTimeout, message, { matchID, ...payload } as ClientMessages[typeof message], (ack) => {
          if (!ack) resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
          else resolve(ack.ok ? { ok: true } : { ok: false, error: ack.error });
        });
      });
    },
    setOrder(order: unknown, language: 'en' | 'de'): Promise<OrderResult> {
      if (snapshot.status !== 'online') return Promise.resolve({ ok: false, error: { code: 'connection.offline', message: 'Not connected.' } });
      return new Promise((resolve) => {
        const answered = (ack: { ok: true; order: unknown } | { ok: false; error: ErrorInfo } | null) => {
          if (!ack) return resolve({ ok: false, error: { code: 'connection.timeout', message: 'No answer from the server.' } });
          if (!ack.ok) return resolve({ ok: false, error: ack.error });
          const held = readOrder(ack.order);
          set({ order: held, orderDropped: false });
          resolve({ ok: true, order: held });
        };
        if (order === null) send(socket, ackTimeout, 'cancelOrder', { matchID }, answered);
        else send(socket, ackTimeout, 'setOrder', { matchID, order, language }, answered);
      });
    },
    resync,
    reconnect() {
      if (!socket.connected && !closed) socket.connect();
    },
    close() {
      closed = true;
      listeners.clear();
      win?.removeEventListener('offline', onOffline);
      win?.removeEventListener('online', onOnline);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      if (socket.connected) send(socket, ackTimeout, 'leave', { matchID }, () => {});
      socket.disconnect();
    },
  };
}
