import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressStore, AsyncStore, MatchStore, type MatchStorage } from '@harbour/storage';
import pino from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { actingSeats } from '../bots/runner.js';
import { systemClock, type Clock } from '../clock.js';
import { GameRegistry } from '../match/games.js';
import { createMatch } from '../match/matches.js';
import { Metrics } from '../metrics.js';
import { parseCidrList } from '../outbound/address-filter.js';
import { Webhooks } from '../outbound/webhooks.js';
import { DATABASE_URL, openTestStore } from '../testing/env.js';
import { eventually } from '../testing/eventually.js';
import { ManualClock } from '../testing/manual-clock.js';
import { NoticeDelivery } from './outbox.js';

/** Issue 26, findings 1 (leases under slow targets), 8 (one bad subscription) and 9 (blocked deliveries counted). */
const KIND = DATABASE_URL ? 'postgres' : 'pglite';

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A push service answering 201 at once, counting requests per path. */
async function pushService() {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    req.resume();
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A push service that holds every request until the test answers it (201), counting requests per path. */
async function heldPushService() {
  const hits = new Map<string, number>();
  const held = new Map<string, ServerResponse>();
  let waiter: { n: number; resolve: (paths: string[]) => void } | null = null;
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    req.resume();
    held.set(path, res);
    if (waiter !== null && held.size >= waiter.n) waiter.resolve([...held.keys()]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    /** Resolves once `n` requests have come (with the paths so far, in order). */
    arrived: (n: number) => new Promise<string[]>((resolve) => (held.size >= n ? resolve([...held.keys()]) : (waiter = { n, resolve }))),
    answer: (paths: readonly string[]) => {
      for (const path of paths) held.get(path)?.writeHead(201).end();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const vapid = webpush.generateVAPIDKeys();

describe('the notice outbox on one database', () => {
  let store: MatchStorage;
  let asyncStore: AsyncStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestStore(KIND);
    store = opened.store;
    cleanup = opened.cleanup;
    asyncStore = new AsyncStore((store as MatchStore).db);
  });
  afterAll(() => cleanup?.());

  function deliverer(options: { leaseMs: number; lines?: string[]; metrics?: Metrics; refused?: string; clock?: ManualClock; matches?: MatchStorage }) {
    const clock: Clock = options.clock ?? systemClock;
    const log = pino({ level: 'warn' }, { write: (line: string) => void options.lines?.push(line) });
    const sender = new Webhooks(
      { publicUrl: 'https://harbour.example', timeoutMs: 5_000, allowPrivate: true, ...(options.refused ? { refusedCidrs: parseCidrList(options.refused) } : {}) },
      clock,
      log,
    );
    const delivery = new NoticeDelivery({
      store: asyncStore,
      matches: options.matches ?? store,
      clock,
      ...(options.clock ? { budgetTimer: (ms: number) => (options.clock as ManualClock).signalAfter(ms) } : {}),
      log,
      metrics: options.metrics ?? new Metrics(),
      sender,
      vapid: async () => ({ ...vapid, subject: 'mailto:ops@harbour.example' }),
      email: null,
      publicUrl: 'https://harbour.example',
      leaseMs: options.leaseMs,
      tickMs: 100,
    });
    return { delivery, sender };
  }

  async function turnNotice(targets: readonly { target: string; keys: { p256dh: string; auth: string } }[], now = Date.now()): Promise<string> {
    const { matchID } = await createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Ben' }] });
    for (const { target, keys } of targets) {
      await new AddressStore((store as MatchStore).db).subscribe({ matchID, playerID: '0', channel: 'push', target, keys, token: randomBytes(24).toString('base64url') }, now, { perSeat: 100, emailPerSeat: 3 });
    }
    expect(await asyncStore.enqueueNotice({ matchID, playerID: '0', kind: 'turn', stateID: 0, dueAt: now, now })).toBe(true);
    return matchID;
  }

  it('two deliverers and a target slower than the lease: no notice is delivered twice (finding 1)', async () => {
    // Event-driven: the test clock is the only time (the claims' leases and the delivery budget),
    // and the push service answers only when told. Five subscriptions, a lease of 3 s: three answer,
    // two never do before the budget (half the lease) runs out; then the lease runs out too and the
    // second deliverer looks for work. Had the first still been waiting on its slow calls, the
    // second would take the row over and send every notice again. (The sender calls one target two
    // at a time: the fifth call never leaves its queue.)
    const clock = new ManualClock();
    const push = await heldPushService();
    const metrics = new Metrics();
    const matchID = await turnNotice(Array.from({ length: 5 }, (_, i) => ({ target: `${push.url}/device/${i}`, keys: browserKeys() })), clock.now());
    const a = deliverer({ leaseMs: 3_000, clock, metrics });
    const b = deliverer({ leaseMs: 3_000, clock });
    try {
      const first = a.delivery.deliverDue();
      push.answer(await push.arrived(2));
      const [third] = (await push.arrived(4)).slice(2);
      push.answer([third as string]);
      await eventually('three deliveries counted', async () => (await metrics.registry.getSingleMetricAsString('harbour_notice_deliveries_total')).includes('result="delivered"} 3'));
      expect(a.delivery.budgetMs).toBe(1_500);
      clock.advance(1_500);
      expect(await first).toBe(1);
      clock.advance(1_600);
      expect(await b.delivery.deliverDue()).toBe(0);
      expect(await a.delivery.deliverDue()).toBe(0);
      expect([...push.hits.values()]).toEqual([1, 1, 1, 1]);
      const [row] = await asyncStore.outbox(matchID);
      expect(row?.deliveredAt).toBe(clock.now() - 1_600);
      expect(row?.attempts).toBe(1);
    } finally {
      a.sender.close();
      b.sender.close();
      await push.close();
    }
  });

  it('a subscription whose keys cannot be used never keeps the seat\'s valid one from being reached (finding 8)', async () => {
    const push = await pushService();
    // Stored before keys were checked: not a curve point, and listed first.
    const matchID = await turnNotice([
      { target: `${push.url}/bad`, keys: { p256dh: 'A'.repeat(200), auth: 'short' } },
      { target: `${push.url}/good`, keys: browserKeys() },
    ]);
    const { delivery, sender } = deliverer({ leaseMs: 10_000 });
    try {
      await delivery.deliverDue();
      expect(push.hits.get('/good')).toBe(1);
      expect(push.hits.get('/bad')).toBeUndefined();
      const [row] = await asyncStore.outbox(matchID);
      expect(row?.deliveredAt).not.toBeNull();
      expect(row?.attempts).toBe(1);
      // The unusable one is gone; the valid one stays.
      expect((await asyncStore.subscriptions(matchID, '0')).map((s) => s.target)).toEqual([`${push.url}/good`]);
    } finally {
      sender.close();
      await push.close();
    }
  });

  it('a delivery to a refused address is counted and logged in one bounded line (finding 9)', async () => {
    const push = await pushService();
    const lines: string[] = [];
    const metrics = new Metrics();
    const matchID = await turnNotice([{ target: `http://127.0.0.2:${new URL(push.url).port}/refused/${'x'.repeat(3000)}`, keys: browserKeys() }]);
    const { delivery, sender } = deliverer({ leaseMs: 10_000, lines, metrics, refused: '127.0.0.2' });
    try {
      await delivery.deliverDue();
      expect(push.hits.size).toBe(0);
      expect(await metrics.registry.getSingleMetricAsString('harbour_notice_deliveries_total')).toContain('harbour_notice_deliveries_total{channel="push",result="blocked"} 1');
      const refused = lines.filter((l) => l.includes('notice address refused'));
      expect(refused).toHaveLength(1);
      expect(refused[0]!.length).toBeLessThan(600);
      expect(JSON.parse(refused[0]!)).toMatchObject({ matchID, channel: 'push', kind: 'turn', host: expect.stringContaining('127.0.0.2'), reason: expect.any(String) });
      expect(refused[0]).not.toContain('/refused/');
    } finally {
      sender.close();
      await push.close();
    }
  });

  it('a notice that no longer concerns its seat when read stays when a later turn asked for it meanwhile', async () => {
    // The seat's notice is claimed; while the match is read (the seat does not have to act in what was
    // read), the seat's next turn begins and asks for a notice again, coalesced into the claimed row.
    // Dropping that row would leave the seat's new turn untold: it stays, due at once, its tries anew.
    const { matchID } = await createMatch(store, new GameRegistry(), { gameName: 'port-royal', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Ben' }] });
    const [summary] = await store.summaries([matchID]);
    const idle = ['0', '1'].find((p) => !actingSeats(summary!.ctx as Ctx).includes(p))!;
    expect(idle).toBeDefined();
    const now = Date.now();
    expect(await asyncStore.enqueueNotice({ matchID, playerID: idle, kind: 'turn', stateID: 0, dueAt: now, now })).toBe(true);
    const later = Object.create(store) as MatchStorage;
    later.summaries = async (ids) => {
      const read = await store.summaries(ids);
      expect(await asyncStore.enqueueNotice({ matchID, playerID: idle, kind: 'turn', stateID: 5, dueAt: now, now })).toBe(false);
      return read;
    };
    const { delivery, sender } = deliverer({ leaseMs: 10_000, matches: later });
    try {
      expect(await delivery.deliverDue()).toBe(1);
      const [row] = await asyncStore.outbox(matchID);
      expect(row).toMatchObject({ playerID: idle, kind: 'turn', stateID: 5, attempts: 0, claimedUntil: null, deliveredAt: null });
      // Read again with nothing newer: it no longer concerns the seat and is dropped.
      const { delivery: plain, sender: plainSender } = deliverer({ leaseMs: 10_000 });
      try {
        expect(await plain.deliverDue()).toBe(1);
        expect(await asyncStore.outbox(matchID)).toEqual([]);
      } finally {
        plainSender.close();
      }
    } finally {
      sender.close();
    }
  });
});
