/**
 * Scale-out behind a real load balancer: three server processes on one PostgreSQL and Redis behind
 * HAProxy (Debian's package; websockets, health checks on /readyz). Scripted clients play many
 * matches through HAProxy, three pairs in four at a pace (live, daily, relaxed: their seat clocks
 * cross the bus after every move); one process is SIGKILLed under load, every Redis subscription is cut
 * once, and a seat link is rotated. Checks, then prints one JSON line of figures:
 *   - no acknowledged move is lost (each is in its match's stored log);
 *   - every client of the killed process is back in play (seat resumed, state synced) within 5 s;
 *   - a rotated link is refused on every process (joined sockets and new joins);
 *   - after the Redis drop no update is missed (every client ends on its match's stored state);
 *   - HAProxy marks only the killed process down (a busy process's late health check cuts nobody).
 * Needs TEST_DATABASE_URL and TEST_REDIS_URL (as .ci/run sets them) and `haproxy` on PATH.
 *   npm run test:haproxy [-- --pairs 16 --series 40 --seconds 45]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seededRng, type Rng } from '@harbour/game-kit';
import { dropPostgresSchema, type MatchStorage } from '@harbour/storage';
import { Redis } from 'ioredis';
import { GameRegistry } from '../src/match/games.js';
import { createMatch } from '../src/match/matches.js';
import { TestClient } from '../src/testing/client.js';
import { openSchemaStore, uniqueSchema } from '../src/testing/env.js';
import { chooseMove, mustDecide } from '../src/testing/grog.js';
import { ServerProcess } from '../src/testing/process.js';

const { values: args } = parseArgs({ options: { pairs: { type: 'string', default: '16' }, series: { type: 'string', default: '40' }, seconds: { type: 'string', default: '45' } } });
/** Pairs of players playing at once, each pair a series of matches one after the other (enough that no pair
 * runs out before the end: on a quiet 2-core machine a pair plays ~30 moves/s and a match takes ~115 moves). */
const PAIRS = Number(args.pairs);
const SERIES = Number(args.series);
const SECONDS = Number(args.seconds);
const DATABASE_URL = process.env.TEST_DATABASE_URL;
/** The paces of the pairs' matches, in turn. */
const PACES = ['none', 'live', 'daily', 'relaxed'] as const;
const REDIS_URL = process.env.TEST_REDIS_URL;
if (!DATABASE_URL || !REDIS_URL) throw new Error('set TEST_DATABASE_URL and TEST_REDIS_URL (the scale-out check needs PostgreSQL and Redis)');

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`scale-out check failed: ${message}`);
}

/** Progress on stderr (the figures alone go to stdout). */
const step = (what: string) => console.error(`[haproxy check ${new Date().toISOString().slice(11, 19)}] ${what}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** How many sockets a process holds (its own gauge, read straight from it, not through the balancer). */
async function socketsOn(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^harbour_sockets_connected (\d+)/m.exec(text)?.[1] ?? 0);
}

/** The processes HAProxy marked down, in order (a healthy one among them cut its clients for nothing). */
const markedDown: ServerProcess[] = [];

async function startHaproxy(dir: string, servers: ServerProcess[]): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const template = readFileSync(new URL('./haproxy.cfg', import.meta.url), 'utf8');
  const config = template
    .replace('${HARBOUR_BIND}', `127.0.0.1:${port}`)
    .replace('${HARBOUR_SERVERS}', servers.map((s, i) => `    server harbour${i + 1} 127.0.0.1:${s.port} check`).join('\n'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    // HAProxy's own word on its servers' state, as it happens ("Server harbour_servers/harbour2 is DOWN, reason: ...").
    for (const line of chunk.toString().split('\n')) {
      if (!/ is (UP|DOWN)\b/.test(line)) continue;
      step(`HAProxy: ${line.replace(/^\[\w+\]\s*\(\d+\) : /, '')}`);
      const down = /harbour_servers\/harbour(\d+) is DOWN/.exec(line)?.[1];
      if (down !== undefined) markedDown.push(servers[Number(down) - 1] as ServerProcess);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) return { child, url };
    await sleep(100);
  }
  throw new Error(`haproxy did not answer: ${errors}`);
}

/** Closes every Redis subscriber connection of the given server processes (as a network drop would). */
async function dropSubscriptions(redis: Redis, pids: number[]): Promise<number> {
  const list = (await redis.call('CLIENT', 'LIST')) as string;
  let dropped = 0;
  for (const line of list.split('\n')) {
    if (!pids.some((pid) => new RegExp(`name=harbour-sub-[^ ]*:${pid}:`).test(line))) continue;
    const id = /\bid=(\d+)/.exec(line)?.[1];
    if (id !== undefined) dropped += Number(await redis.call('CLIENT', 'KILL', 'ID', id));
  }
  return dropped;
}

/** A seat in one match of a pair's series. */
interface SeatIn {
  matchID: string;
  credentials: string;
}

/**
 * One person at one seat, through the load balancer: plays a series of matches one after the other,
 * and when the connection drops, connects again (through the balancer) and resumes the seat.
 */
class Player {
  client!: TestClient;
  disconnectedAt: number | null = null;
  /** Acknowledged moves: the match and the state id each produced. */
  readonly acked: { matchID: string; stateID: number }[] = [];
  readonly resumes: number[] = [];
  private current = 0;
  private readonly rng: Rng;

  constructor(
    private readonly url: string,
    readonly seat: number,
    private readonly series: SeatIn[],
  ) {
    this.rng = seededRng(`${series[0]?.matchID}-${seat}`);
  }

  get matchID(): string {
    return (this.series[this.current] as SeatIn).matchID;
  }

  async connect(): Promise<void> {
    const since = performance.now();
    let failure = '';
    while (performance.now() - since < 30_000) {
      try {
        const client = await TestClient.connect(this.url);
        const joined = await client.join(this.matchID, String(this.seat), (this.series[this.current] as SeatIn).credentials);
        if (!joined.ok) {
          client.close();
          throw new Error(joined.error.code);
        }
        client.socket.on('disconnect', () => (this.disconnectedAt ??= performance.now()));
        this.client = client;
        if (this.disconnectedAt !== null) this.resumes.push(performance.now() - this.disconnectedAt);
        this.disconnectedAt = null;
        return;
      } catch (error) {
        // The process behind the balancer may be gone, or still stopping: try again shortly.
        failure = error instanceof Error ? error.message : String(error);
        await sleep(50);
      }
    }
    throw new Error(`seat ${this.seat} of ${this.matchID} could not connect again in 30 s (${failure})`);
  }

  async play(until: number): Promise<void> {
    while (performance.now() < until) {
      if (!this.client.connected) {
        this.disconnectedAt ??= performance.now();
        await this.connect();
        continue;
      }
      const state = this.client.state(this.matchID);
      if (state.ctx.gameover !== undefined) {
        // On to the next match of the series (on the same connection).
        if (this.current === this.series.length - 1) return;
        // Leave the finished match as the web client does (a connection holds at most 32 matches).
        await this.client.request('leave', { matchID: this.matchID }).catch(() => null);
        this.current++;
        const joined = await this.client.join(this.matchID, String(this.seat), (this.series[this.current] as SeatIn).credentials).catch(() => null);
        if (joined !== null && !joined.ok) throw new Error(`seat ${this.seat} of ${this.matchID}: join refused: ${joined.error.code}`);
        continue;
      }
      if (!mustDecide(state.G, this.seat)) {
        await this.client.nextFrame(500).catch(() => {});
        continue;
      }
      const { name, args } = chooseMove(state.G, this.seat, this.rng);
      const matchID = this.matchID;
      const ack = await this.client.move(matchID, name, args, state._stateID).catch(() => null);
      if (ack === null) continue;
      if (ack.ok) {
        this.acked.push({ matchID, stateID: ack.stateID });
        await this.client.waitFor(() => this.client.state(matchID)._stateID >= ack.stateID, 5_000).catch(() => {});
      } else if (ack.error.code !== 'state.stale' && ack.error.code !== 'server.unavailable') {
        throw new Error(`seat ${this.seat} of ${matchID}: ${name} refused: ${JSON.stringify(ack.error)}`);
      }
    }
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const servers: ServerProcess[] = [];
let haproxy: ChildProcess | undefined;

async function main(): Promise<void> {
  const started = performance.now();
  const watchdog = setTimeout(() => {
    step('timed out');
    for (const s of servers) s.kill();
    haproxy?.kill('SIGKILL');
    process.exit(1);
  }, (SECONDS + 120) * 1000);
  watchdog.unref();
  const dir = mkdtempSync(join(tmpdir(), 'harbour-haproxy-'));
  const schema = uniqueSchema('haproxy');
  const store: MatchStorage = await openSchemaStore(schema);
  const redis = new Redis(REDIS_URL as string);
  const players: Player[] = [];
  try {
    const env = { DATABASE_URL: DATABASE_URL as string, DATABASE_SCHEMA: schema, REDIS_URL: REDIS_URL as string, RATE_API_PER_SECOND: '100000', RATE_JOIN_PER_MINUTE: '100000', RATE_CREATE_PER_MINUTE: '100000', RATE_CONNECT_PER_MINUTE: '100000', SOCKETS_PER_ADDRESS: '100000', TRUST_PROXY: '1', LOG_LEVEL: 'warn' };
    servers.push(...(await Promise.all([0, 1, 2].map(() => ServerProcess.start({ ...env, LOG_LEVEL: 'info' })))));
    const balancer = await startHaproxy(dir, servers);
    step('three servers up; HAProxy');
    haproxy = balancer.child;

    // PAIRS pairs of players, each with a series of matches to play one after the other, most of them at a pace.
    const games = new GameRegistry();
    const series = await Promise.all(
      Array.from({ length: PAIRS }, (_, pair) => {
        const pace = PACES[pair % PACES.length] as (typeof PACES)[number];
        return Promise.all(Array.from({ length: SERIES }, () => createMatch(store, games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }], extra: { asyncPlay: { pace } } })));
      }),
    );
    const matches = series.flat();
    for (const list of series) {
      for (const seat of [0, 1]) players.push(new Player(balancer.url, seat, list.map((m) => ({ matchID: m.matchID, credentials: m.credentials[String(seat)] as string }))));
    }
    await Promise.all(players.map((p) => p.connect()));
    step(`${players.length} players connected through HAProxy; playing`);
    // Play; after a third of the time SIGKILL one process, after two thirds cut every Redis subscription.
    const until = performance.now() + SECONDS * 1000;
    const playing = Promise.all(players.map((p) => p.play(until)));
    await sleep((SECONDS * 1000) / 3);
    // The victim is the process holding the most clients: round robin spreads them, but a process the
    // balancer's health check marked down for a moment (a slow /readyz on a loaded machine) may hold none.
    const spread = await Promise.all(servers.map(socketsOn));
    const most = Math.max(...spread);
    step(`clients per process: ${spread.join(', ')}`);
    check(most > 0, `no process holds a client (${spread.join(', ')})`);
    const victim = servers[spread.indexOf(most)] as ServerProcess;
    const movesBeforeKill = players.reduce((n, p) => n + p.acked.length, 0);
    const movesBeforeDrop = () => players.reduce((n, p) => n + p.acked.length, 0);
    victim.kill();
    step('SIGKILLed one process');
    await sleep((SECONDS * 1000) / 3);
    step(`dropping the Redis subscriptions (${players.reduce((n, p) => n + p.acked.length, 0)} moves so far, ${players.reduce((n, p) => n + p.resumes.length, 0)} resumed)`);
    const survivors = servers.filter((s) => s !== victim);
    const dropped = await dropSubscriptions(redis, survivors.map((s) => s.pid));
    const movesAtDrop = movesBeforeDrop();
    check(dropped === survivors.length, `${dropped} Redis subscriptions dropped, expected ${survivors.length}`);
    await playing;
    step('play over; checking');

    // No update missed: every client ends on its current match's stored state.
    for (const player of players) {
      if (!player.client.connected) await player.connect();
      const stored = (await store.load(player.matchID, { state: true })).state!._stateID;
      await player.client.waitFor(() => player.client.state(player.matchID)._stateID === stored, 5_000).catch(() => {});
      check(player.client.state(player.matchID)._stateID === stored, `a client of ${player.matchID} is at state ${player.client.state(player.matchID)._stateID}, the store at ${stored}`);
    }

    // No acknowledged move lost: each is in its match's stored log.
    let moves = 0;
    let finished = 0;
    for (const match of matches) {
      const { log = [], state } = await store.load(match.matchID, { log: true, state: true });
      if (state?.ctx.gameover !== undefined) finished++;
      const made = new Set(log.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e._stateID + 1));
      for (const player of players) {
        for (const ack of player.acked) {
          if (ack.matchID !== match.matchID) continue;
          check(made.has(ack.stateID), `acknowledged move to state ${ack.stateID} of ${match.matchID} is not stored`);
          moves++;
        }
      }
    }

    // Every client of the killed process came back within 5 s.
    const resumes = players.flatMap((p) => p.resumes);
    check(resumes.length > 0, 'no client was connected to the killed process');
    check(Math.max(...resumes) < 5_000, `a client took ${Math.round(Math.max(...resumes))} ms to resume`);

    // Revocation on every process: sockets holding the old link, and new joins with it.
    const match = await createMatch(store, games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
    const oldLink = match.credentials['0'] as string;
    const holders = await Promise.all(survivors.map(async (s) => {
      const client = await TestClient.connect(s.url);
      check((await client.join(match.matchID, '0', oldLink)).ok, 'old link joins before the rotation');
      return client;
    }));
    const rotated = await fetch(`${balancer.url}/api/matches/${match.matchID}/seats/0/rotate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credentials: oldLink }) });
    check(rotated.status === 200, `rotation answered ${rotated.status}`);
    const newLink = ((await rotated.json()) as { credentials: string }).credentials;
    const before = (await store.load(match.matchID, { state: true })).state!;
    check(mustDecide(holders[0]!.state(match.matchID).G, 0), 'seat 0 has a move to make (so only its credentials can refuse it)');
    for (const [i, server] of survivors.entries()) {
      const holder = holders[i]!;
      const { name, args } = chooseMove(holder.state(match.matchID).G, 0, seededRng('revoked'));
      const ack = await holder.move(match.matchID, name, args, before._stateID).catch(() => null);
      check(ack === null || !ack.ok, `a move with the old link was accepted on process ${server.pid}`);
      const late = await TestClient.connect(server.url);
      check(!(await late.join(match.matchID, '0', oldLink)).ok, `the old link still joins on process ${server.pid}`);
      check((await late.join(match.matchID, '0', newLink)).ok, `the new link does not join on process ${server.pid}`);
      late.close();
      holder.close();
    }
    check((await store.load(match.matchID, { state: true })).state!._stateID === before._stateID, 'the old link changed the match');

    check(moves - movesAtDrop > 0, 'no move was played after the Redis drop');
    // Only the killed process was marked down: a busy one's late /readyz must not cut its clients.
    const healthyDown = markedDown.filter((s) => s !== victim);
    check(healthyDown.length === 0, `HAProxy marked a healthy process down (pid ${healthyDown.map((s) => s.pid).join(', ')}) and cut its sessions`);
    // How many held matches the store check found behind (a bus message lost in the drop) and caught up.
    const behind = await Promise.all(survivors.map(async (s) => Number(/^harbour_matches_behind_store_total (\d+)/m.exec(await (await fetch(`${s.url}/metrics`)).text())?.[1] ?? 0)));
    const errors = servers.flatMap((s) => s.output.join('\n').split('\n').filter((line) => line.includes('"level":50')));
    check(errors.length === 0, `server errors logged:\n${errors.slice(0, 5).join('\n')}`);
    console.log(
      JSON.stringify({
        check: 'haproxy-scaleout',
        processes: servers.length,
        matches: matches.length,
        pacedMatches: matches.length - Math.ceil(PAIRS / PACES.length) * SERIES,
        matchesFinished: finished,
        clients: players.length,
        seconds: SECONDS,
        moves,
        movesBeforeKill,
        movesAfterRedisDrop: moves - movesAtDrop,
        lostMoves: 0,
        resumed: resumes.length,
        resumeMsP50: Math.round(percentile(resumes, 50)),
        resumeMsMax: Math.round(Math.max(...resumes)),
        redisSubscriptionsDropped: dropped,
        matchesCaughtUpByStoreCheck: behind.reduce((a, b) => a + b, 0),
        revokedOnProcesses: survivors.length,
        wallSeconds: Math.round((performance.now() - started) / 1000),
      }),
    );
  } finally {
    players.forEach((p) => p.client?.close());
    haproxy?.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.stop()));
    redis.disconnect();
    await store.close();
    await dropPostgresSchema(DATABASE_URL as string, schema);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
