import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { testConfig } from '../testing/env.js';
import { api } from '../testing/http.js';
import { RawSocketClient } from '../testing/raw-socket.js';

/** Issue 15, finding 7 (clients that never read) and finding 8 (pending joins, a double join's leak). */

async function gauge(server: RunningServer, name: 'sockets' | 'liveMatches'): Promise<number> {
  return (await server.metrics[name].get()).values[0]?.value ?? 0;
}

async function until(predicate: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await predicate()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return predicate();
}

async function newMatch(server: RunningServer): Promise<string> {
  const { body } = await api(server.url).post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
  return body.matchID as string;
}

describe('a client that stops reading is closed, not buffered without limit (finding 7)', () => {
  let server: RunningServer;
  const raws: RawSocketClient[] = [];
  afterEach(() => {
    for (const r of raws.splice(0)) r.close();
  });
  afterAll(() => server?.close());

  it('closes a connection whose unsent backlog passes SOCKET_BACKLOG_BYTES', async () => {
    server = await startServer({ config: testConfig({ STORAGE: 'memory', SOCKET_BACKLOG_BYTES: '1048576', SOCKET_STALL_MS: '600000' }) });
    const matchID = await newMatch(server);
    const raw = await RawSocketClient.connect(server.url);
    raws.push(raw);
    raw.stopReading();
    expect(await gauge(server, 'sockets')).toBe(1);
    raw.emit('join', { matchID, playerID: null });
    // Every sync answers the whole state (a few KB): ask for far more than the kernel's buffers and the cap hold.
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 12_000 && !raw.closed; i++) {
      raw.emit('sync', { matchID });
      if (i % 500 === 499) await new Promise((r) => setTimeout(r, 20));
    }
    expect(await until(async () => (await gauge(server, 'sockets')) === 0, 5000)).toBe(true);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('closes a connection that takes nothing for SOCKET_STALL_MS although it keeps sending pongs', async () => {
    await server?.close();
    server = await startServer({ config: testConfig({ STORAGE: 'memory', SOCKET_BACKLOG_BYTES: '1073741824', SOCKET_STALL_MS: '1000' }) });
    const matchID = await newMatch(server);
    const raw = await RawSocketClient.connect(server.url);
    raws.push(raw);
    raw.stopReading();
    raw.emit('join', { matchID, playerID: null });
    for (let i = 0; i < 12_000; i++) {
      raw.emit('sync', { matchID });
      if (i % 500 === 499) await new Promise((r) => setTimeout(r, 20));
    }
    const pongs = setInterval(() => raw.send('3'), 200);
    try {
      expect(await until(async () => (await gauge(server, 'sockets')) === 0, 6000)).toBe(true);
    } finally {
      clearInterval(pongs);
    }
  });

  it('keeps a reading client that is merely busy', async () => {
    const matchID = await newMatch(server);
    const client = await TestClient.connect(server.url);
    try {
      await client.join(matchID);
      for (let round = 0; round < 4; round++) {
        await Promise.all(Array.from({ length: 200 }, () => client.request('sync', { matchID })));
        await new Promise((r) => setTimeout(r, 400));
      }
      expect(client.connected).toBe(true);
    } finally {
      client.close();
    }
  });
});

describe('joins under way count toward the cap, and a double join leaks nothing (finding 8)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ config: testConfig({ STORAGE: 'memory' }) });
  });
  afterAll(() => server?.close());

  it('40 joins sent at once: at most 32 succeed', async () => {
    const matchIDs = await Promise.all(Array.from({ length: 40 }, () => newMatch(server)));
    const client = await TestClient.connect(server.url);
    try {
      const acks = await Promise.all(matchIDs.map((id) => client.join(id)));
      const ok = acks.filter((a) => a.ok).length;
      expect(ok).toBe(32);
      expect(acks.filter((a) => !a.ok).every((a) => !a.ok && a.error.code === 'socket.tooManyMatches')).toBe(true);
    } finally {
      client.close();
    }
    expect(await until(async () => (await gauge(server, 'liveMatches')) === 0, 3000)).toBe(true);
  });

  it('two joins of one match sent together, then a disconnect: the match is not held afterwards (10 trials)', async () => {
    const matchID = await newMatch(server);
    for (let trial = 0; trial < 10; trial++) {
      const client = await TestClient.connect(server.url);
      const acks = await Promise.all([client.join(matchID), client.join(matchID)]);
      expect(acks.some((a) => a.ok)).toBe(true);
      client.close();
      expect(await until(async () => (await gauge(server, 'liveMatches')) === 0, 2000), `trial ${trial}`).toBe(true);
    }
  });
});

describe('an open connection keeps nothing of the request that opened it', () => {
  it('lets the WebSocket upgrade request be collected once the socket is open (about 3 KB per socket)', async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const server = await startServer({ config: testConfig({ STORAGE: 'memory' }) });
    let request: WeakRef<object> | undefined;
    server.http.prependListener('upgrade', (req: object) => (request = new WeakRef(req)));
    const client = await TestClient.connect(server.url);
    try {
      expect(request).toBeDefined();
      let collected = false;
      for (let i = 0; i < 20 && !collected; i++) {
        await new Promise((r) => setTimeout(r, 20));
        gc();
        collected = request?.deref() === undefined;
      }
      expect(collected).toBe(true);
    } finally {
      client.close();
      await server.close();
    }
  });
});
