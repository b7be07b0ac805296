import { deciders, randomMove, toAction, type GrogState } from '@harbour/grog-island';
import { seededRng, type Rng } from '@harbour/game-kit';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { applyPatch, type PatchOp } from '@harbour/protocol';

/** The view a scripted player keeps of its match. */
export interface SeatState {
  G: GrogState;
  stateID: number;
  over: boolean;
}

/** One player's connection, speaking either protocol. */
export interface SeatConnection {
  /** Joins a match as `playerID`; resolves with the first state. */
  join(matchID: string, playerID: string, credentials: string, numPlayers: number): Promise<void>;
  move(name: string, args: unknown[], stateID: number): void;
  onState: (state: SeatState) => void;
  errors: number;
  /** Refusals by code (there should be none). */
  errorCodes: Record<string, number>;
  close(): void;
}

/** Connects, trying again a few times (a busy server may be slow to accept hundreds of sockets at once). */
async function connect(url: string): Promise<Socket> {
  for (let attempt = 1; ; attempt++) {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
    try {
      return await new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    } catch (error) {
      socket.disconnect();
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
}

/** Harbour's protocol (apps/server/README.md); updates as patches unless `wholeStates`. */
export async function harbourSeat(url: string, wholeStates = false): Promise<SeatConnection> {
  const socket = await connect(url);
  let matchID = '';
  type Wire = { G: GrogState; _stateID: number; ctx: { gameover?: unknown } };
  let held: Wire | null = null;
  const seat: SeatConnection = {
    errors: 0,
    errorCodes: {},
    onState: () => {},
    async join(id, playerID, credentials) {
      if (matchID !== '') await socket.emitWithAck('leave', { matchID });
      matchID = id;
      held = null;
      const message = { matchID, playerID, credentials, ...(wholeStates ? {} : { patches: true }) };
      // Its own moves' updates in their answers; a server from before that option (BENCH_BASELINE) refuses it: join without.
      let ack = await socket.emitWithAck('join', { ...message, updateInAnswer: true });
      if (!ack.ok && ack.error?.code === 'request.invalid') ack = await socket.emitWithAck('join', message);
      if (!ack.ok) throw new Error(`join: ${JSON.stringify(ack.error)}`);
      take({ matchID, state: ack.state });
    },
    move(name, args, stateID) {
      socket.emit('move', { matchID, stateID, move: name, args }, (ack: { ok: boolean; update?: Parameters<typeof take>[0]; error?: { code: string; refusal?: { code: string } } }) => {
        if (ack.ok) return void (ack.update && take(ack.update));
        seat.errors++;
        const code = `${ack.error?.code}${ack.error?.refusal ? `:${ack.error.refusal.code}` : ''}`;
        seat.errorCodes[code] = (seat.errorCodes[code] ?? 0) + 1;
      });
    },
    close: () => socket.disconnect(),
  };
  const take = (payload: { matchID: string; state?: Wire; patch?: PatchOp[]; prevStateID?: number }) => {
    if (payload.matchID !== matchID) return;
    if (payload.patch) {
      if (held === null || held._stateID !== payload.prevStateID) return void socket.emit('sync', { matchID }, (ack: { ok: boolean; state: Wire }) => ack.ok && take({ matchID, state: ack.state }));
      held = applyPatch(held, payload.patch);
    } else if (payload.state) {
      held = payload.state;
    }
    if (held) seat.onState({ G: held.G, stateID: held._stateID, over: held.ctx.gameover !== undefined });
  };
  socket.on('update', take);
  socket.on('sync', take);
  return seat;
}

/** A connection to the echo reference: `round` sends one frame and resolves with its acknowledgement. */
export async function echoSeat(url: string): Promise<{ seat: SeatConnection; round(frame: object): Promise<unknown> }> {
  const socket = await connect(url);
  const seat: SeatConnection = { errors: 0, errorCodes: {}, onState: () => {}, join: async () => {}, move: () => {}, close: () => socket.disconnect() };
  return { seat, round: (frame) => socket.emitWithAck('move', frame) };
}

/** The same over a plain WebSocket (the `ws` echo reference): `round` sends one frame and resolves with the echo. */
export async function wsEchoSeat(url: string): Promise<{ seat: SeatConnection; round(frame: object): Promise<unknown> }> {
  const socket = new WebSocket(url.replace(/^http/, 'ws'));
  await new Promise((resolve, reject) => socket.once('open', resolve).on('error', reject));
  const waiting: ((answer: unknown) => void)[] = [];
  socket.on('message', (data) => waiting.shift()?.(data));
  const seat: SeatConnection = { errors: 0, errorCodes: {}, onState: () => {}, join: async () => {}, move: () => {}, close: () => socket.terminate() };
  return {
    seat,
    round: (frame) =>
      new Promise((resolve) => {
        waiting.push(resolve);
        socket.send(JSON.stringify(frame));
      }),
  };
}

/** boardgame.io's own protocol, in its game namespace. */
export async function stockSeat(url: string): Promise<SeatConnection> {
  const socket = await connect(`${url}/grog-island`);
  let matchID = '';
  let playerID = '';
  let credentials = '';
  let joined: (() => void) | undefined;
  const seat: SeatConnection = {
    errors: 0,
    errorCodes: {},
    onState: () => {},
    join(id, player, creds, numPlayers) {
      matchID = id;
      playerID = player;
      credentials = creds;
      return new Promise<void>((resolve) => {
        joined = resolve;
        socket.emit('sync', matchID, playerID, credentials, numPlayers);
      });
    },
    move(name, args, stateID) {
      socket.emit('update', { type: 'MAKE_MOVE', payload: { type: name, args, playerID, credentials } }, stateID, matchID, playerID);
    },
    close: () => socket.disconnect(),
  };
  type Wire = { G: GrogState; _stateID: number; ctx: { gameover?: unknown } };
  socket.on('sync', (id: string, info: { state: Wire }) => {
    if (id !== matchID) return;
    seat.onState({ G: info.state.G, stateID: info.state._stateID, over: info.state.ctx.gameover !== undefined });
    joined?.();
    joined = undefined;
  });
  socket.on('update', (id: string, state: Wire) => {
    if (id === matchID) seat.onState({ G: state.G, stateID: state._stateID, over: state.ctx.gameover !== undefined });
  });
  return seat;
}

export interface Recorder {
  measuring: boolean;
  latencies: number[];
  moves: number;
  stalls: number;
}

/**
 * Plays one match with one connection per seat. Moves are made one at a time: the lowest seat
 * among those who must decide moves (so that the stock server, which drops a second move on the
 * same state without a word, is given the same load). Latency: from sending a move to the mover
 * receiving the state it produced.
 */
export function playMatch(seats: SeatConnection[], rng: Rng, recorder: Recorder, think: number | (() => number), stallMs = 15_000): Promise<void> {
  return new Promise<void>((resolve) => {
    let finished = false;
    /** The move under way: who sent it, on which state, when. */
    let pending: { seat: number; stateID: number; at: number } | null = null;
    let thinking = false;
    let lastMoveOn = -1;
    let watchdog = setTimeout(stall, stallMs);
    function stall() {
      recorder.stalls++;
      if (process.env.BENCH_STALL_DETAIL) process.stderr.write(`STALL ${JSON.stringify({ latest: latest.map((l) => l && { stateID: l.stateID, over: l.over, deciders: deciders(l.G) }), pending, lastMoveOn, thinking, errors: seats.map((s) => s.errorCodes) })}\n`);
      done();
    }
    function done() {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      for (const s of seats) s.onState = () => {};
      resolve();
    }
    const latest: (SeatState | undefined)[] = seats.map(() => undefined);
    /** Moves for `index` if it is the seat to act in its latest state and nothing is under way. */
    const consider = (index: number) => {
      const state = latest[index];
      const seat = seats[index];
      if (state === undefined || seat === undefined || finished) return;
      if (state.over) return done();
      if (pending !== null || thinking || state.stateID <= lastMoveOn || Math.min(...deciders(state.G)) !== index) return;
      const { name, args } = toAction(randomMove(state.G, index, rng));
      lastMoveOn = state.stateID;
      const send = () => {
        thinking = false;
        if (finished) return;
        // A newer state came while this seat thought (the server made a seat's only move for it): that
        // move would be refused as stale and nothing would follow (the match would wait on a move
        // under way); the seats look again at the state they have instead.
        if (latest[index]?.stateID !== state.stateID) return void seats.forEach((_, i) => consider(i));
        pending = { seat: index, stateID: state.stateID, at: performance.now() };
        seat.move(name, args, state.stateID);
      };
      const thinkMs = typeof think === 'number' ? think : think();
      if (thinkMs > 0) {
        thinking = true;
        setTimeout(send, thinkMs);
      } else send();
    };
    seats.forEach((seat, index) => {
      seat.onState = (state) => {
        if (finished) return;
        latest[index] = state;
        clearTimeout(watchdog);
        watchdog = setTimeout(stall, stallMs);
        if (pending !== null && pending.seat === index && state.stateID > pending.stateID) {
          if (recorder.measuring) {
            recorder.latencies.push(performance.now() - pending.at);
            recorder.moves++;
          }
          pending = null;
          seats.forEach((_, i) => consider(i));
        } else {
          consider(index);
        }
      };
    });
  });
}

export { seededRng };
