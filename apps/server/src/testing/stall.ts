import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AsyncStore } from '@harbour/storage';
import { api } from './http.js';

/**
 * Issue 26, finding 1: the attack that stalled the scheduler, as a scenario for the stall test and
 * `npm run bench:stall`. Push targets that accept a connection and never answer hold one match's
 * notices; meanwhile another match's turn notice and a third match's deadline are measured (from
 * the moment they fall due to the moment they are handled), before and during the attack.
 */

/** A server that accepts connections and never answers: the attacker's push service. */
export async function blackhole(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  let connections = 0;
  const server = createServer(() => {});
  server.on('connection', () => connections++);
  await listen(server);
  return { url: urlOf(server), connections: () => connections, close: () => closeServer(server) };
}

/** A push service that accepts everything (201), noting when each path was first reached. */
export async function pushService(): Promise<{ url: string; reached: Map<string, number>; close(): Promise<void> }> {
  const reached = new Map<string, number>();
  const server = createServer((req, res) => {
    if (!reached.has(req.url ?? '')) reached.set(req.url ?? '', Date.now());
    req.resume().on('end', () => res.writeHead(201).end());
  });
  await listen(server);
  return { url: urlOf(server), reached, close: () => closeServer(server) };
}

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}
function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function browserKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, limitMs: number): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface StallTimes {
  /** From the match's start (its turn notice due at once, pace live) to the push service receiving it. */
  noticeMs: number;
  /** From a deadline falling due to the seat being marked absent. */
  deadlineMs: number;
}

export interface StallSetup {
  /** The servers (one or several processes on one database); requests alternate between them. */
  urls: readonly string[];
  /** The servers' database, to make a deadline fall due now. */
  store: AsyncStore;
  push: string;
  reached: Map<string, number>;
  /** How long to wait for one measurement before giving up. */
  limitMs: number;
}

let turn = 0;
const next = (urls: readonly string[]) => api(urls[turn++ % urls.length]!);

/** A live match with seat 0's push subscriptions at `endpoints`, started: its turn notice is due at once. */
async function liveMatch(setup: StallSetup, endpoints: readonly string[]): Promise<{ matchID: string; startedAt: number }> {
  const http = next(setup.urls);
  const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Anne', pace: 'live' });
  for (const endpoint of endpoints) {
    const res = await http.post(`/api/matches/${host.matchID}/notices`, { playerID: '0', credentials: host.credentials, channel: 'push', subscription: { endpoint, keys: browserKeys() } });
    if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const startedAt = Date.now();
  const joined = await next(setup.urls).post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Ben' });
  if (joined.status !== 200) throw new Error(`join: ${joined.status}`);
  return { matchID: host.matchID as string, startedAt };
}

/** One measurement: another match's turn notice, and a deadline that falls due now. */
export async function measure(setup: StallSetup, label: string): Promise<StallTimes> {
  const path = `/push/${label.replace(/[^A-Za-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  const noticed = liveMatch(setup, [`${setup.push}${path}`]);
  const deadline = await liveMatch(setup, []);
  // The clock rows are written just after the start: wait for the acting seat's row, then make it due.
  const acting = await until('clock row', async () => (await setup.store.seatClocks([deadline.matchID])).find((r) => r.dueAt !== null), setup.limitMs);
  const dueAt = Date.now();
  await setup.store.updateSeatClock(deadline.matchID, acting.playerID, () => ({ dueAt }));
  const { startedAt } = await noticed;
  const [noticeAt, absentAt] = await Promise.all([
    until(`${label}: the other match's notice`, () => setup.reached.get(path), setup.limitMs),
    until(`${label}: the deadline`, async () => ((await setup.store.seatClocks([deadline.matchID])).find((r) => r.playerID === acting.playerID)?.absent ? Date.now() : undefined), setup.limitMs),
  ]);
  return { noticeMs: noticeAt - startedAt, deadlineMs: absentAt - dueAt };
}

/** The attack: `matches` matches with `targets` push subscriptions each at a server that never answers. */
export async function attack(setup: StallSetup, hole: Awaited<ReturnType<typeof blackhole>>, matches: number, targets: number): Promise<void> {
  for (let m = 0; m < matches; m++) {
    await liveMatch(
      setup,
      Array.from({ length: targets }, (_, i) => `${hole.url}/attack/${m}/${i}`),
    );
  }
  // Their notices are being delivered: the never-answering server holds connections.
  await until('the attack under way', () => (hole.connections() > 0 ? true : undefined), setup.limitMs);
}
