/**
 * Memory per match: the resident memory (RSS) of one server process holding N idle matches in memory
 * (each watched by a connection, so the process keeps it), minus the same process holding none.
 *   TEST_DATABASE_URL=postgres://… npm run measure:memory -w @harbour/server [-- --matches 2000]
 * Prints one JSON line. PostgreSQL keeps the matches (the process then holds only what a match costs
 * it); without TEST_DATABASE_URL the embedded PGlite in the same process adds its own memory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dropPostgresSchema, openStorage, type MatchStorage } from '@harbour/storage';
import { GameRegistry } from '../src/match/games.js';
import { createMatch } from '../src/match/matches.js';
import { TestClient } from '../src/testing/client.js';
import { openSchemaStore, uniqueSchema } from '../src/testing/env.js';
import { ServerProcess } from '../src/testing/process.js';

const { values: args } = parseArgs({ options: { matches: { type: 'string', default: '2000' } } });
const N = Number(args.matches);
const PER_CONNECTION = 32;
const DATABASE_URL = process.env.TEST_DATABASE_URL;

function rssBytes(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS after the process settled (a few samples, the smallest: garbage not yet collected is not kept). */
async function settledRss(pid: number): Promise<number> {
  let least = Infinity;
  for (let i = 0; i < 5; i++) {
    await sleep(400);
    least = Math.min(least, rssBytes(pid));
  }
  return least;
}

async function main(): Promise<void> {
  const schema = uniqueSchema('memory');
  const dir = mkdtempSync(join(tmpdir(), 'harbour-memory-'));
  let store: MatchStorage = DATABASE_URL ? await openSchemaStore(schema) : await openStorage({ dataDir: dir });
  const games = new GameRegistry();
  const ids: string[] = [];
  for (let i = 0; i < N; i += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, N - i) }, () => createMatch(store, games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] })));
    ids.push(...batch.map((m) => m.matchID));
  }
  if (!DATABASE_URL) await store.close();
  const server = await ServerProcess.start(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: schema, BOT_THREADS: '0' } : { DATA_DIR: dir, BOT_THREADS: '0' });
  const clients: TestClient[] = [];
  try {
    // Warm up: one match held and let go, so code paths and pools exist before the baseline.
    const warm = await TestClient.connect(server.url);
    await warm.join(ids[0] as string);
    warm.close();
    const before = await settledRss(server.pid);
    for (let i = 0; i < N; i += PER_CONNECTION) {
      const client = await TestClient.connect(server.url);
      clients.push(client);
      await Promise.all(ids.slice(i, i + PER_CONNECTION).map((id) => client.join(id)));
    }
    const after = await settledRss(server.pid);
    const held = Number(/^harbour_matches_live (\d+)/m.exec(await (await fetch(`${server.url}/metrics`)).text())?.[1] ?? -1);
    console.log(
      JSON.stringify({
        measure: 'memory-per-match',
        storage: DATABASE_URL ? 'postgres' : 'pglite',
        matchesHeld: held,
        connections: clients.length,
        rssBeforeMB: Math.round(before / 1048576),
        rssAfterMB: Math.round(after / 1048576),
        kbPerMatch: Math.round((after - before) / N / 1024),
      }),
    );
  } finally {
    clients.forEach((c) => c.close());
    await server.stop();
    if (DATABASE_URL) {
      await store.close();
      await dropPostgresSchema(DATABASE_URL, schema);
    }
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
