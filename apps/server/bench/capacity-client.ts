// One load-generator process of bench:capacity: connects two sockets per match it is given, joins
// them, waits (idle matches), then plays every match at human pace: each move after a think time
// drawn uniformly from 0 to twice the mean interval (after up to `spread` moves made at once, a number
// drawn per match). Reports latencies of the measured window.
// With `join: false` (the bare socket.io reference) it only connects the sockets; with `raw: true`
// (the bare WebSocket reference) it opens plain WebSockets instead of socket.io ones.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { harbourSeat, playMatch, seededRng, type Recorder, type SeatConnection, type SeatState } from './load.js';

export type ClientRequest =
  | { type: 'connect'; url: string; matches: { matchID: string; credentials: Record<string, string> }[]; intervalMs: number; seed: string; join: boolean; raw?: boolean }
  | { type: 'start'; spread: number }
  | { type: 'measure'; on: boolean }
  | { type: 'stop' };

export type ClientReply = { type: 'connected'; sockets: number; failed: number } | { type: 'measured'; latencies: number[]; moves: number; stalls: number; errors: number; errorCodes: Record<string, number>; loopP99Ms: number; loopMaxMs: number };

const send = (reply: ClientReply) => process.send?.(reply);
const recorder: Recorder = { measuring: false, latencies: [], moves: 0, stalls: 0 };
/**
 * This process's own event loop over the measured window: a move's answer that arrives while the
 * load generator is blocked (its own garbage collection) is measured late, and that is not the
 * server's.
 */
const loop = monitorEventLoopDelay({ resolution: 10 });
interface Held {
  seats: SeatConnection[];
  last: (SeatState | undefined)[];
}
const held: Held[] = [];
const raw: WebSocket[] = [];
let intervalMs = 10_000;
let seed = 'capacity';

/** Runs `task` over `items` with at most `limit` at once. */
async function pooled<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}

process.on('message', (message: ClientRequest) => {
  if (message.type === 'connect') {
    intervalMs = message.intervalMs;
    seed = message.seed;
    let failed = 0;
    if (message.raw) {
      const url = message.url.replace(/^http/, 'ws');
      void pooled(message.matches, 50, async () => {
        const pair = [new WebSocket(url), new WebSocket(url)];
        raw.push(...pair);
        const opened = await Promise.allSettled(pair.map((socket) => new Promise((resolve, reject) => socket.once('open', resolve).on('error', reject))));
        if (opened.some((o) => o.status === 'rejected')) failed++;
      }).then(() => send({ type: 'connected', sockets: raw.filter((socket) => socket.readyState === WebSocket.OPEN).length, failed }));
      return;
    }
    void pooled(message.matches, 50, async (match) => {
      try {
        const seats = await Promise.all([harbourSeat(message.url), harbourSeat(message.url)]);
        const entry: Held = { seats, last: [undefined, undefined] };
        seats.forEach((seat, i) => (seat.onState = (state) => (entry.last[i] = state)));
        if (message.join) for (const [i, seat] of seats.entries()) await seat.join(match.matchID, String(i), match.credentials[String(i)] as string, 2);
        held.push(entry);
      } catch {
        failed++;
      }
    }).then(() => send({ type: 'connected', sockets: held.length * 2, failed }));
  }
  if (message.type === 'start') {
    held.forEach((entry, index) => {
      const rng = seededRng(`${seed}-${index}`);
      // Spread over the game (--spread): the first moves of each match without thinking, so that the matches
      // are at every stage of a game when the measure begins, as on a server that has run for days (not all
      // at their first moves, where each stage's code is met for the first time by 4,000 matches at once).
      let unthought = Math.floor(rng.next() * (message.spread + 1));
      void playMatch(entry.seats, rng, recorder, () => (unthought-- > 0 ? 0 : rng.next() * 2 * intervalMs), intervalMs * 2 + 30_000);
      entry.seats.forEach((seat, i) => {
        const state = entry.last[i];
        if (state !== undefined) seat.onState(state);
      });
    });
  }
  if (message.type === 'measure') {
    recorder.measuring = message.on;
    if (message.on) {
      loop.reset();
      loop.enable();
    } else {
      loop.disable();
      const errors = held.reduce((sum, e) => sum + e.seats.reduce((n, s) => n + s.errors, 0), 0);
      const errorCodes: Record<string, number> = {};
      for (const entry of held) for (const seat of entry.seats) for (const [code, n] of Object.entries(seat.errorCodes)) errorCodes[code] = (errorCodes[code] ?? 0) + n;
      const ms = (ns: number) => Math.round(ns / 1e5) / 10;
      send({ type: 'measured', latencies: recorder.latencies, moves: recorder.moves, stalls: recorder.stalls, errors, errorCodes, loopP99Ms: ms(loop.percentile(99)), loopMaxMs: ms(loop.max) });
    }
  }
  if (message.type === 'stop') {
    for (const entry of held) for (const seat of entry.seats) seat.close();
    for (const socket of raw) socket.terminate();
    setTimeout(() => process.exit(0), 200);
  }
});
