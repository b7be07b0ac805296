import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryStore } from '@harbour/storage';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.js';
import { testConfig } from './testing/env.js';

/** Issue 15: per-address limits count across all processes when REDIS_URL is set. */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const create = (base: string) =>
  fetch(`${base}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'grog-island', numPlayers: 2, name: 'Anne' }) }).then((r) => r.status);

describe('limits shared across processes', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  async function pair(redis: boolean): Promise<[RunningServer, RunningServer]> {
    // One deployment: two servers on one database (here one store and one data folder name) and, maybe, one Redis.
    const store = new MemoryStore();
    const env = { DATA_DIR: join(tmpdir(), `harbour-limits-${randomBytes(6).toString('hex')}`), RATE_CREATE_PER_MINUTE: '4', ...(redis ? { REDIS_URL } : {}) };
    const started = await Promise.all([0, 1].map(() => startServer({ config: testConfig(env), store })));
    servers.push(...started);
    return started as [RunningServer, RunningServer];
  }

  it('with Redis, two processes together allow one address the limit once', async () => {
    const [a, b] = await pair(true);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await create((i % 2 === 0 ? a : b).url));
    expect(statuses.filter((s) => s === 201).length).toBe(4);
    expect(statuses.filter((s) => s === 429).length).toBe(4);
  });

  it('without Redis, each process counts in its own memory', async () => {
    const [a, b] = await pair(false);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await create((i % 2 === 0 ? a : b).url));
    expect(statuses.filter((s) => s === 201).length).toBe(8);
  });
});
