import { GAME_MODULES } from '@harbour/games';
import type { ReviewAnswer } from '@harbour/protocol';
import { MatchStore, ReviewStore, type MatchStorage } from '@harbour/storage';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock.js';
import { InlineChooser } from '../bots/pool.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { eventually } from '../testing/eventually.js';
import { playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { OVER_BUDGET, ReviewJobs } from './jobs.js';
import { DutyCycle } from './pacer.js';
import type { ReviewPartRequest } from '../bots/review-part.js';

/** Few playouts, a short search and no choice or weight weighed on more futures: the flow, not the strength, is under test (CPU stays small). */
// Each seat's luck held still by one doubling of its choices' futures at most (game-kit's LUCK_SETTLE): the rounds run, cheaply.
const CHEAP = { playouts: 2, iterations: 2, choiceUpTo: 1, settleUpTo: 1, luck: { upTo: 2 } };
const LEASE_MS = 60_000;
/** No duty cycle where it is not under test (share 1: no rest). */
const NO_REST = new DutyCycle(1);

describe.each(storageKinds('review.flow.test.ts'))('the review after a match (%s)', (kind) => {
  let opened: Awaited<ReturnType<typeof openTestStore>>;
  let store: MatchStorage;
  let server: RunningServer;
  let matchID: string;
  let moves: number;

  beforeAll(async () => {
    opened = await openTestStore(kind);
    store = opened.store;
    // One bot thread for moves, one for review parts. The server reviews when a match ends (no periodic
    // look: the tests below queue the match again and claim it themselves).
    server = await startServer({ config: testConfig({ BOT_THREADS: '1', REVIEWS: 'true', HARBOUR_TEST_SEED: 'review-flow' }), store, reviews: { ...CHEAP, pacer: NO_REST, tickMs: 3_600_000 } });
    const http = api(server.url);
    const client = await TestClient.connect(server.url);
    try {
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host', bots: [{ playerID: '1', level: 'easy' }] });
      matchID = host.matchID;
      // Asked before the end: nothing of a running match.
      const early = await http.get(`/api/matches/${matchID}/review`);
      expect([early.status, early.body.error.code]).toEqual([409, 'match.notOver']);
      await client.join(matchID, '0', host.credentials);
      await playSeat(client, matchID, 0, 'review');
      moves = (await http.get(`/api/matches/${matchID}/replay`)).body.moves.length;
    } finally {
      client.close();
    }
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await opened?.cleanup();
  });

  it('reviews the match once it ends, in the background: every decision judged, chances, turning points, luck and choices', async () => {
    const http = api(server.url);
    let answer: ReviewAnswer | null = null;
    await eventually('the review is stored', async () => {
      const r = await http.get(`/api/matches/${matchID}/review`);
      expect(r.status).toBe(200);
      expect(['queued', 'inProgress', 'done']).toContain(r.body.status);
      answer = r.body as ReviewAnswer;
      return answer.status === 'done';
      // A background job at its own pace: a busy 2-core machine has taken 67 s for this match.
    }, 170_000);
    const { review, total, done } = answer as unknown as ReviewAnswer;
    expect([done, total]).toEqual([moves, moves]);
    if (review === null) throw new Error('no review');
    expect(review.players).toBe(2);
    expect(review.decisions).toHaveLength(moves);
    expect(review.decisions.map((d) => d.step)).toEqual(Array.from({ length: moves }, (_, i) => i + 1));
    const replay = (await http.get(`/api/matches/${matchID}/replay`)).body as { moves: { playerID: string; name: string; args: unknown[] }[] };
    review.decisions.forEach((d, i) => {
      expect(d.move).toEqual({ name: replay.moves[i]?.name, args: replay.moves[i]?.args });
      expect(d.playerID).toBe(replay.moves[i]?.playerID);
      expect(['best', 'good', 'doubtful', 'costly']).toContain(d.label);
      expect(d.chanceLost).toBeGreaterThanOrEqual(0);
      expect(d.chanceLost).toBeLessThanOrEqual(1);
      if (d.forced) expect(d.alternative).toBeNull();
      expect(d.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
      expect(typeof d.bestReason.code).toBe('string');
      // The move made and its alternative in the teacher's words (a turning point says both).
      expect(typeof d.moveReason?.code).toBe('string');
      expect(d.alternative === null ? d.alternativeReason : d.alternativeReason?.code).toEqual(d.alternative === null ? null : expect.any(String));
      expect(d.events).toBeGreaterThanOrEqual(i === 0 ? 0 : (review.decisions[i - 1]?.events ?? 0));
    });
    expect(review.decisions.at(-1)?.events).toBeGreaterThan(0);
    expect(review.turningPoints.length).toBeLessThanOrEqual(3);
    for (const i of review.turningPoints) expect([review.decisions[i]?.forced, review.decisions[i]?.decided]).toEqual([false, false]);
    expect(review.seats).toHaveLength(2);
    for (const s of review.seats) expect(s.luck + s.choices).toBeCloseTo(s.result, 1);
    expect(review.settings).toEqual({ playouts: CHEAP.playouts, iterations: CHEAP.iterations });
    // Counted against the host that created the match (a pseudonymous key of its address, issue 35).
    if (store instanceof MatchStore) expect((await new ReviewStore(store.db).get(matchID))?.host).toMatch(/^[0-9a-f]{16}$/);
    // Nothing the replay does not show: no server seed or random state, no seat secrets (credentials).
    expect(JSON.stringify(answer)).not.toMatch(/prngstate|"seed"|"_random"|credentials/);
    // Documented.
    const doc = (await http.get('/api/openapi.json')).body as { paths: Record<string, { get?: { operationId?: string } }>; components: { schemas: Record<string, unknown> } };
    expect(doc.paths['/api/matches/{matchID}/review']?.get?.operationId).toBe('getReview');
    expect(doc.components.schemas.MatchReview).toBeDefined();
    expect((await http.get('/api/matches/AAAAAAAAAAAAAAAA/review')).status).toBe(404);
  }, 200_000);

  it('runs once across two claimers, and a claim whose process died is taken over after its lease', async () => {
    if (!(store instanceof MatchStore)) throw new Error('a database store');
    const queue = new ReviewStore(store.db);
    const clock = new TestClock();
    const starts: string[] = [];
    const counted = (name: string) => {
      const inline = new InlineChooser(GAME_MODULES);
      return { choose: inline.choose.bind(inline), hint: inline.hint.bind(inline), close: inline.close.bind(inline), review: (r: ReviewPartRequest) => (r.from === 1 && starts.push(name), inline.review(r)) };
    };
    const log = pino({ level: 'silent' });
    const jobs = (name: string) => new ReviewJobs({ queue, matches: store, chooser: counted(name), clock, log, leaseMs: LEASE_MS, tickMs: 3_600_000, pacer: NO_REST, ...CHEAP });
    const [one, two] = [jobs('one'), jobs('two')];
    await store.db.query('DELETE FROM match_reviews WHERE match_id = $1::text', [matchID]);
    expect(await queue.enqueue(matchID, clock.now())).toBe(true);
    expect(await queue.enqueue(matchID, clock.now())).toBe(false);
    const ran = await Promise.all([one.runDue(), two.runDue()]);
    expect(ran.sort()).toEqual([0, 1]);
    expect(starts).toHaveLength(1);
    const first = await queue.get(matchID);
    expect([first?.status, first?.attempts]).toEqual(['done', 1]);

    // A process claims the review and dies: nobody else takes it while its lease holds, then one does.
    await store.db.query('DELETE FROM match_reviews WHERE match_id = $1::text', [matchID]);
    await queue.enqueue(matchID, clock.now());
    const [dead] = await queue.claim(clock.now(), clock.now() + LEASE_MS, 1);
    expect(dead?.matchID).toBe(matchID);
    expect(await two.runDue()).toBe(0);
    expect((await server.reviews.answer(matchID)).status).toBe('inProgress');
    clock.advance(LEASE_MS + 1);
    expect(await two.runDue()).toBe(1);
    const taken = await queue.get(matchID);
    expect([taken?.status, taken?.attempts]).toEqual(['done', 2]);
    // The dead claim can no longer store anything.
    expect(await queue.finish(matchID, dead?.claimedUntil ?? 0, { error: 'late', at: clock.now() })).toBe(false);
    expect(JSON.parse(taken?.review ?? 'null')).toEqual(JSON.parse(first?.review ?? 'null'));
    await Promise.all([one.close(), two.close()]);

    // A process stopping mid-review gives its claim back: the next one takes it at once, no lease to wait for.
    await store.db.query('DELETE FROM match_reviews WHERE match_id = $1::text', [matchID]);
    await queue.enqueue(matchID, clock.now());
    const inline = new InlineChooser(GAME_MODULES);
    let started!: () => void;
    const partStarted = new Promise<void>((resolve) => (started = resolve));
    let finishPart!: () => void;
    const held = new Promise<void>((resolve) => (finishPart = resolve));
    // A stop is not a failure: nothing is logged as one (each process's stop once warned 'review failed').
    const lines: string[] = [];
    const stopLog = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const stopping = new ReviewJobs({
      queue, matches: store, clock, log: stopLog, leaseMs: LEASE_MS, tickMs: 3_600_000, pacer: NO_REST, ...CHEAP,
      chooser: { choose: inline.choose.bind(inline), hint: inline.hint.bind(inline), close: inline.close.bind(inline), review: async (r: ReviewPartRequest) => (started(), await held, inline.review(r)) },
    });
    const run = stopping.runDue();
    await partStarted;
    const closed = stopping.close();
    finishPart();
    await Promise.all([run, closed]);
    expect((await queue.get(matchID))?.claimedUntil).toBeNull();
    expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 40)).toEqual([]);
    const next = jobs('next');
    expect(await next.runDue()).toBe(1);
    expect((await queue.get(matchID))?.status).toBe('done');
    await next.close();
  }, 90_000);
  /** Jobs over the shared queue whose parts report `cpuMs` each (the real review computed inline, its CPU time set by the test). */
  function pacedJobs(o: { cpuMs: number | ((r: ReviewPartRequest) => number); rest?: (ms: number) => Promise<void>; maxCpuMs?: number; partMs?: number; clock: TestClock; parts: ReviewPartRequest[] }) {
    if (!(store instanceof MatchStore)) throw new Error('a database store');
    const inline = new InlineChooser(GAME_MODULES);
    const chooser = { choose: inline.choose.bind(inline), hint: inline.hint.bind(inline), close: inline.close.bind(inline), review: async (r: ReviewPartRequest) => (o.parts.push(r), { ...(await inline.review(r)), cpuMs: typeof o.cpuMs === 'number' ? o.cpuMs : o.cpuMs(r) }) };
    const pacer = new DutyCycle(0.1, (ms) => (o.rest ?? (async () => undefined))(ms));
    return new ReviewJobs({ queue: new ReviewStore(store.db), matches: store, chooser, clock: o.clock, log: pino({ level: 'silent' }), leaseMs: LEASE_MS, tickMs: 3_600_000, partMs: o.partMs ?? 1_000, pacer, ...(o.maxCpuMs !== undefined ? { maxCpuMs: o.maxCpuMs } : {}), ...CHEAP });
  }

  async function requeue(clock: TestClock): Promise<ReviewStore> {
    if (!(store instanceof MatchStore)) throw new Error('a database store');
    const queue = new ReviewStore(store.db);
    await store.db.query('DELETE FROM match_reviews WHERE match_id = $1::text', [matchID]);
    expect(await queue.enqueue(matchID, clock.now(), 'h')).toBe(true);
    return queue;
  }

  it('rests 9 × the CPU time of every part before the next one (at most 10 % of a core), its claim held through the rest (issue 37)', async () => {
    const clock = new TestClock();
    const queue = await requeue(clock);
    const parts: ReviewPartRequest[] = [];
    const rests: { ms: number; partsBefore: number; end: () => void }[] = [];
    let restAsked: () => void = () => undefined;
    const rest = (ms: number) => new Promise<void>((end) => (rests.push({ ms, partsBefore: parts.length, end }), restAsked()));
    const nextRest = () => new Promise<void>((resolve) => (restAsked = resolve));
    const jobs = pacedJobs({ cpuMs: 100, rest, clock, parts });
    const asked = nextRest();
    const run = jobs.runDue();
    await Promise.race([asked, run.then(async (n) => Promise.reject(new Error(`the review ran (${n}) without resting: ${JSON.stringify(await queue.get(matchID))}`)))]);
    expect(rests.map((r) => [r.ms, r.partsBefore])).toEqual([[900, 1]]);
    // Resting: no part is asked, and the claim holds past the rest.
    for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(parts).toHaveLength(1);
    expect((await queue.get(matchID))?.claimedUntil).toBeGreaterThanOrEqual(clock.now() + 900 + LEASE_MS - 1_000);
    // Every later part likewise: one part, one rest of 9 × its CPU time.
    while (true) {
      const again = nextRest();
      rests.at(-1)?.end();
      const done = await Promise.race([again.then(() => false), run.then(() => true)]);
      if (done) break;
      expect(rests.at(-1)).toMatchObject({ ms: 900, partsBefore: rests.length });
    }
    expect(await run).toBe(1);
    const row = await queue.get(matchID);
    expect(row?.status).toBe('done');
    expect(rests.length).toBe(parts.length);
    expect(row?.cpuMs).toBe(100 * parts.length);
    await jobs.close();
  }, 90_000);

  it('holds the seats\' luck only within half of the review\'s CPU budget: past it, the review ends without those rounds', async () => {
    const clock = new TestClock();
    const queue = await requeue(clock);
    const parts: ReviewPartRequest[] = [];
    // The first part takes half the budget, the rest nothing.
    const jobs = pacedJobs({ cpuMs: (r) => (r.from === 1 ? 30_000 : 0), maxCpuMs: 60_000, clock, parts });
    expect(await jobs.runDue()).toBe(1);
    expect(parts.filter((p) => p.settleChoices !== undefined)).toEqual([]);
    expect(await queue.get(matchID)).toMatchObject({ status: 'done' });
    await jobs.close();
  }, 170_000);

  it('records a review over its own CPU budget as failed, after the part that reached it (issue 35)', async () => {
    const clock = new TestClock();
    const queue = await requeue(clock);
    const parts: ReviewPartRequest[] = [];
    // Parts of one decision each: the match has many more than two.
    const jobs = pacedJobs({ cpuMs: 40_000, maxCpuMs: 60_000, partMs: 1, clock, parts });
    expect(await jobs.runDue()).toBe(1);
    expect(parts).toHaveLength(2);
    expect(await queue.get(matchID)).toMatchObject({ status: 'failed', error: OVER_BUDGET, cpuMs: 80_000 });
    await jobs.close();
  }, 90_000);
});
