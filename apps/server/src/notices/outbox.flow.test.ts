import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressStore, AsyncStore, MatchStore, type MatchStorage } from '@harbour/storage';
import pino from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../async/clock.js';
import { GameRegistry } from '../match/games.js';
import { createMatch } from '../match/matches.js';
import { Metrics } from '../metrics.js';
import { parseCidrList } from '../outbound/address-filter.js';
import { Webhooks } from '../outbound/webhooks.js';
import { DATABASE_URL, openTestStore } from '../testing/env.js';
import { NoticeDelivery } from './outbox.js';

/** Issue 26, findings 1 (leases under slow targets), 8 (one bad subscription) and 9 (blocked deliveries counted). */
const KIND = DATABASE_URL ? 'postgres' : 'pglite';

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A push service answering 201 after `delayMs`, counting requests per path. */
async function slowPushService(delayMs: number) {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    req.resume();
    setTimeout(() => res.writeHead(201).end(), delayMs);
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

  function deliverer(options: { leaseMs: number; lines?: string[]; metrics?: Metrics; refused?: string }) {
    const log = pino({ level: 'warn' }, { write: (line: string) => void options.lines?.push(line) });
    const sender = new Webhooks(
      { publicUrl: 'https://harbour.example', timeoutMs: 5_000, allowPrivate: true, ...(options.refused ? { refusedCidrs: parseCidrList(options.refused) } : {}) },
      systemClock,
      log,
    );
    const delivery = new NoticeDelivery({
      store: asyncStore,
      matches: store,
      clock: systemClock,
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

  async function turnNotice(targets: readonly { target: string; keys: { p256dh: string; auth: string } }[]): Promise<string> {
    const { matchID } = await createMatch(store, new GameRegistry(), { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Ben' }] });
    for (const { target, keys } of targets) {
      await new AddressStore((store as MatchStore).db).subscribe({ matchID, playerID: '0', channel: 'push', target, keys, token: randomBytes(24).toString('base64url') }, Date.now(), { perSeat: 100, emailPerSeat: 3 });
    }
    expect(await asyncStore.enqueueNotice({ matchID, playerID: '0', kind: 'turn', stateID: 0, dueAt: Date.now(), now: Date.now() })).toBe(true);
    return matchID;
  }

  it('two deliverers and a target slower than the lease: no notice is delivered twice (finding 1)', async () => {
    // Five subscriptions at a push service answering after 1 s; a lease of 3 s. One after the other
    // they would take 5 s: the lease would run out and the other deliverer would send them all again.
    const slow = await slowPushService(1_000);
    const matchID = await turnNotice(Array.from({ length: 5 }, (_, i) => ({ target: `${slow.url}/device/${i}`, keys: browserKeys() })));
    const a = deliverer({ leaseMs: 3_000 });
    const b = deliverer({ leaseMs: 3_000 });
    const end = Date.now() + 7_000;
    const loop = async (d: ReturnType<typeof deliverer>) => {
      while (Date.now() < end) {
        await d.delivery.deliverDue();
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    try {
      await Promise.all([loop(a), loop(b)]);
      expect([...slow.hits.values()].every((n) => n === 1)).toBe(true);
      expect(slow.hits.size).toBeGreaterThan(0);
      const [row] = await asyncStore.outbox(matchID);
      expect(row?.deliveredAt).not.toBeNull();
      expect(row?.attempts).toBe(1);
    } finally {
      a.sender.close();
      b.sender.close();
      await slow.close();
    }
  }, 20_000);

  it('a subscription whose keys cannot be used never keeps the seat\'s valid one from being reached (finding 8)', async () => {
    const push = await slowPushService(0);
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
    const push = await slowPushService(0);
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
});
