import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressFilter, parseCidrList } from './address-filter.js';
import pino from 'pino';
import { systemClock } from '../clock.js';
import { Webhooks } from './webhooks.js';
import { AddressRefused, postJson, type Resolver } from './post-json.js';

/** Issue 15, findings 2 (DNS rebinding), 3 (address filter gaps) and 8 (one queue for all receivers). */

describe('the address filter allows only globally routable unicast (finding 3)', () => {
  const filter = new AddressFilter();

  it.each([
    // The ranges the attack found open.
    '192.0.2.1', '198.51.100.7', '203.0.113.9',
    '64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b::c0a8:101',
    '2002:7f00:1::1', '2002:0808:0808::1',
    '::127.0.0.1', '::8.8.8.8', '::ffff:0:127.0.0.1', '::ffff:0:8.8.8.8',
    'fec0::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    // Every other special-purpose range.
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.20', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255',
    '224.0.0.1', '240.0.0.1', '198.18.0.1', '192.0.0.8', '192.88.99.1',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '100::1', '64:ff9b:1::1', '3fff::1', '5f00::1',
    '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:192.168.0.1',
  ])('refuses %s', (address) => {
    expect(filter.refusal(address)).not.toBeNull();
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows %s', (address) => {
    expect(filter.refusal(address)).toBeNull();
  });

  it('refuses what the operator adds, also inside mapped and NAT64 forms', () => {
    const refused = new AddressFilter(parseCidrList('8.8.8.0/24, 2606:4700::/32, 1.1.1.1'));
    for (const a of ['8.8.8.8', '::ffff:8.8.8.8', '64:ff9b::808:808', '2606:4700:4700::1111', '1.1.1.1']) expect(refused.refusal(a), a).toBe('refused by the operator');
    expect(refused.refusal('9.9.9.9')).toBeNull();
    expect(() => parseCidrList('10.0.0.0/40')).toThrow(/not an address range/);
    const relaxed = new AddressFilter(parseCidrList('127.0.0.2'), { specialPurpose: false });
    expect(relaxed.refusal('127.0.0.1')).toBeNull();
    expect(relaxed.refusal('127.0.0.2')).not.toBeNull();
  });
});

/** A receiver on loopback counting what reaches it. */
class Receiver {
  hits = 0;
  delayMs = 0;
  private server!: Server;
  readonly arrivals: { path: string; at: number }[] = [];

  async start(): Promise<number> {
    this.server = createServer((req, res) => {
      this.hits++;
      this.arrivals.push({ path: req.url ?? '', at: Date.now() });
      req.resume();
      setTimeout(() => res.writeHead(204).end(), this.delayMs);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('webhook requests go to exactly the address that was checked (finding 2)', () => {
  const receiver = new Receiver();
  let port: number;
  beforeAll(async () => {
    port = await receiver.start();
  });
  afterAll(() => receiver.close());

  it('a name answering a public address first and 127.0.0.1 afterwards never reaches loopback, on any attempt', async () => {
    let calls = 0;
    // The first answer is a public address nobody listens on here; every later one is loopback.
    const rebinding: Resolver = async () => (calls++ === 0 ? [{ address: '1.2.3.4', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const filter = new AddressFilter();
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      try {
        const { status } = await postJson(`http://rebind.test:${port}/hook`, { hello: 1 }, { timeoutMs: 300, filter, resolve: rebinding });
        outcomes.push(`status ${status}`);
      } catch (error) {
        outcomes.push(error instanceof AddressRefused ? 'refused' : 'failed');
      }
    }
    expect(receiver.hits).toBe(0);
    // One resolution per attempt, used by the connection itself: the first went to the public address, the others were refused.
    expect(calls).toBe(4);
    expect(outcomes.slice(1)).toEqual(['refused', 'refused', 'refused']);
  });

  it('refuses a name when any of its addresses is refused, and literal private addresses without resolving', async () => {
    let calls = 0;
    const mixed: Resolver = async () => {
      calls++;
      return [{ address: '8.8.8.8', family: 4 }, { address: '127.0.0.1', family: 4 }];
    };
    await expect(postJson(`http://mixed.test:${port}/`, {}, { timeoutMs: 300, filter: new AddressFilter(), resolve: mixed })).rejects.toBeInstanceOf(AddressRefused);
    await expect(postJson(`http://127.0.0.1:${port}/`, {}, { timeoutMs: 300, filter: new AddressFilter(), resolve: mixed })).rejects.toBeInstanceOf(AddressRefused);
    await expect(postJson(`http://[::ffff:127.0.0.1]:${port}/`, {}, { timeoutMs: 300, filter: new AddressFilter(), resolve: mixed })).rejects.toBeInstanceOf(AddressRefused);
    expect(calls).toBe(1);
    expect(receiver.hits).toBe(0);
  });

  it('posts JSON and does not follow redirects', async () => {
    const redirecting = createServer((req, res) => {
      req.resume();
      res.writeHead(307, { location: `http://127.0.0.1:${port}/redirected` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const { status } = await postJson(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`, { a: 1 }, { timeoutMs: 1000 });
      expect(status).toBe(307);
      expect(receiver.hits).toBe(0);
      expect((await postJson(`http://localhost:${port}/ok`, { a: 1 }, { timeoutMs: 1000 })).status).toBe(204);
      expect(receiver.hits).toBe(1);
    } finally {
      redirecting.closeAllConnections();
      redirecting.close();
    }
  });
});

describe('one slow receiver delays only its own notices (finding 8)', () => {
  const slow = new Receiver();
  const fast = new Receiver();
  let slowPort: number;
  let fastPort: number;
  beforeAll(async () => {
    slowPort = await slow.start();
    fastPort = await fast.start();
    slow.delayMs = 1500;
  });
  afterAll(async () => {
    await slow.close();
    await fast.close();
  });

  it('keeps receivers apart and bounds each queue: Webhooks.request goes through the per-target queue', async () => {
    const hooks = new Webhooks({ publicUrl: 'https://harbour.example', timeoutMs: 5000, allowPrivate: true }, systemClock, pino({ level: 'silent' }));
    const started = Date.now();
    const send = (port: number, path: string) => hooks.request(`http://127.0.0.1:${port}${path}`, { headers: {}, body: '{}' });
    const slowCalls = Array.from({ length: 20 }, (_, i) => send(slowPort, `/slow${i}`));
    const fastCall = send(fastPort, '/fast');
    expect(await fastCall).toEqual({ status: 204 });
    expect(fast.arrivals[0]!.at - started).toBeLessThan(500);
    // The slow receiver has 2 calls in flight, 16 waiting; the 2 oldest waiting ones gave way.
    expect(slow.hits).toBeLessThanOrEqual(2);
    hooks.close();
    const results = await Promise.all(slowCalls);
    expect(results.filter((r) => 'error' in r && r.error === 'dropped').length).toBeGreaterThanOrEqual(2);
  });
});

describe('a target that keeps failing is backed off (issue 26, finding 1)', () => {
  it('after 3 failures in a row the target is not called until its pause is over; then one call probes it', async () => {
    let connections = 0;
    const silent = createServer(() => {});
    silent.on('connection', () => connections++);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push`;
    let now = 1_000_000;
    const clock = { now: () => now };
    const hooks = new Webhooks({ publicUrl: 'https://harbour.example', timeoutMs: 150, allowPrivate: true }, clock, pino({ level: 'silent' }));
    try {
      for (let i = 0; i < 3; i++) expect(await hooks.request(url, { headers: {}, body: '{}' })).toEqual({ error: 'failed' });
      expect(connections).toBe(3);
      const before = Date.now();
      expect(await hooks.request(url, { headers: {}, body: '{}' })).toEqual({ error: 'backedOff' });
      expect(Date.now() - before).toBeLessThan(50);
      expect(connections).toBe(3);
      expect(hooks.backedOffTargets()).toBe(1);
      now += 30_001;
      // The pause is over: one probe goes out (and fails: the pause doubles).
      expect(await hooks.request(url, { headers: {}, body: '{}' })).toEqual({ error: 'failed' });
      expect(connections).toBe(4);
      now += 30_001;
      expect(await hooks.request(url, { headers: {}, body: '{}' })).toEqual({ error: 'backedOff' });
    } finally {
      hooks.close();
      silent.closeAllConnections();
      silent.close();
    }
  });
});
