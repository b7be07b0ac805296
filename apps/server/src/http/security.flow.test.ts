import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../edge/client-address.js';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { testConfig } from '../testing/env.js';

/** Issue 15: finding 6 (TRUST_PROXY hops), LAN play (the page's own origin), and finding 8 (/metrics, headers on /socket.io/). */

const create = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ game: 'grog-island', numPlayers: 2, name: 'Anne' }) });

describe('TRUST_PROXY trusts a number of proxy hops, not the leftmost X-Forwarded-For (finding 6)', () => {
  const req = (remote: string, xff?: string) => ({ socket: { remoteAddress: remote }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

  it('takes the address the outermost trusted proxy saw', () => {
    expect(clientAddress(req('10.0.0.5', '6.6.6.6, 9.9.9.9'), 0)).toBe('10.0.0.5');
    expect(clientAddress(req('10.0.0.5', '6.6.6.6, 9.9.9.9'), 1)).toBe('9.9.9.9');
    expect(clientAddress(req('10.0.0.5', '6.6.6.6, 9.9.9.9, 10.0.0.4'), 2)).toBe('9.9.9.9');
    expect(clientAddress(req('10.0.0.5', '9.9.9.9'), 2)).toBe('9.9.9.9');
    expect(clientAddress(req('::ffff:10.0.0.5'), 1)).toBe('10.0.0.5');
    expect(clientAddress(req('10.0.0.5', 'not an address'), 1)).toBe('10.0.0.5');
  });

  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ config: testConfig({ STORAGE: 'memory', TRUST_PROXY: '1', RATE_CREATE_PER_MINUTE: '3', SOCKETS_PER_ADDRESS: '2' }) });
  });
  afterAll(() => server?.close());

  it('a client cannot escape the per-address limits by writing X-Forwarded-For itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await create(server.url, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another client behind the same proxy has its own budget.
    expect((await create(server.url, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(201);
  });

  it('applies to socket handshakes too: open sockets per address are capped', async () => {
    const open: TestClient[] = [];
    try {
      for (let i = 0; i < 2; i++) open.push(await connectWith(server.url, { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.90` }));
      await expect(connectWith(server.url, { 'x-forwarded-for': '203.0.113.50, 198.51.100.90' })).rejects.toThrow();
      open.push(await connectWith(server.url, { 'x-forwarded-for': '198.51.100.91' }));
      // A closed socket frees its place.
      open.shift()?.close();
      await new Promise((r) => setTimeout(r, 200));
      open.push(await connectWith(server.url, { 'x-forwarded-for': '203.0.113.60, 198.51.100.90' }));
    } finally {
      for (const c of open) c.close();
    }
  });
});

async function connectWith(url: string, headers: Record<string, string>): Promise<TestClient> {
  const { io } = await import('socket.io-client');
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: headers });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return { close: () => socket.close() } as unknown as TestClient;
}

describe('new connections per address per minute', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ config: testConfig({ STORAGE: 'memory', RATE_CONNECT_PER_MINUTE: '3' }) });
  });
  afterAll(() => server?.close());

  it('refuses handshakes beyond RATE_CONNECT_PER_MINUTE from one address', async () => {
    const open: TestClient[] = [];
    try {
      for (let i = 0; i < 3; i++) open.push(await TestClient.connect(server.url));
      for (const c of open.splice(0)) c.close();
      await expect(TestClient.connect(server.url)).rejects.toThrow();
    } finally {
      for (const c of open) c.close();
    }
  });
});

describe('LAN play: the page’s own origin always works, foreign origins stay refused', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    // Reached at two addresses (as on a LAN: by IP and by name), with PUBLIC_URL naming neither.
    server = await startServer({ config: testConfig({ STORAGE: 'memory', HOST: '0.0.0.0', PUBLIC_URL: 'https://harbour.example' }) });
    port = server.port;
  });
  afterAll(() => server?.close());

  it('the API answers a page from the address it was opened at, and refuses other origins', async () => {
    for (const host of ['127.0.0.1', '127.0.0.2']) {
      const base = `http://${host}:${port}`;
      expect((await create(base, { origin: base })).status, base).toBe(201);
    }
    expect((await create(`http://127.0.0.2:${port}`, { origin: `http://127.0.0.1:${port}` })).status).toBe(403);
    expect((await create(`http://127.0.0.1:${port}`, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await create(`http://127.0.0.1:${port}`, { origin: `http://evil.example:${port}` })).status).toBe(403);
    expect((await create(`http://127.0.0.1:${port}`, { origin: 'https://harbour.example' })).status).toBe(201);
  });

  it('sockets open from the page’s own origin, not from a foreign one', async () => {
    for (const host of ['127.0.0.1', '127.0.0.2']) {
      const client = await TestClient.connect(`http://${host}:${port}`, { origin: `http://${host}:${port}` });
      client.close();
    }
    await expect(TestClient.connect(`http://127.0.0.2:${port}`, { origin: `http://127.0.0.1:${port}` })).rejects.toThrow();
    await expect(TestClient.connect(`http://127.0.0.1:${port}`, { origin: 'http://evil.example' })).rejects.toThrow();
  });
});

describe('/metrics and /socket.io/ answers (finding 8)', () => {
  let open: RunningServer;
  let locked: RunningServer;
  beforeAll(async () => {
    open = await startServer({ config: testConfig({ STORAGE: 'memory', HOST: '0.0.0.0' }) });
    locked = await startServer({ config: testConfig({ STORAGE: 'memory', METRICS_TOKEN: 'a-long-metrics-token-for-tests' }) });
  });
  afterAll(async () => {
    await open?.close();
    await locked?.close();
  });

  it('without METRICS_TOKEN, serves /metrics only to direct loopback callers', async () => {
    expect((await fetch(`${open.url}/metrics`)).status).toBe(200);
    expect((await fetch(`${open.url}/metrics`, { headers: { 'x-forwarded-for': '8.8.8.8' } })).status).toBe(403);
    expect((await fetch(`${open.url}/metrics`, { headers: { forwarded: 'for=8.8.8.8' } })).status).toBe(403);
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal);
    if (lan !== undefined) expect((await fetch(`http://${lan.address}:${open.port}/metrics`)).status).toBe(403);
  });

  it('with METRICS_TOKEN, asks every caller for it', async () => {
    expect((await fetch(`${locked.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${locked.url}/metrics`, { headers: { authorization: 'Bearer a-long-metrics-token-for-tests', 'x-forwarded-for': '8.8.8.8' } })).status).toBe(200);
  });

  it('puts the security headers on socket.io’s responses, errors included', async () => {
    for (const path of ['/socket.io/?EIO=4&transport=polling', '/socket.io/?EIO=9&transport=polling', '/socket.io/?EIO=4&transport=nothing']) {
      const res = await fetch(`${open.url}${path}`);
      await res.text();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});
