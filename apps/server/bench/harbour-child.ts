// The Harbour server for the benchmark, in a process of its own; matches are created on request
// over IPC (the same way for the stock server), so the load is only the game over sockets.
import { loadConfig } from '../src/config.js';
import { createMatch } from '../src/match/matches.js';
import { startServer } from '../src/server.js';
import type { ChildReply, ChildRequest } from './protocol.js';

// Scripted clients play far faster than people: the per-connection message limit is lifted.
const server = await startServer({ config: loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', RATE_SOCKET_PER_SECOND: '100000', SOCKETS_PER_ADDRESS: '100000', RATE_CONNECT_PER_MINUTE: '1000000' }) });
const send = (reply: ChildReply) => process.send?.(reply);
/** What the process is doing, for BENCH_STALLS below. */
const phase: { now: 'starting' | 'serving' | 'stopping'; collecting: number; creating: number } = { now: 'starting', collecting: 0, creating: 0 };

process.on('message', (message: ChildRequest) => {
  if (message.type === 'create') {
    phase.creating++;
    void Promise.all(
      Array.from({ length: message.count }, () =>
        createMatch(server.store, server.games, {
          gameName: 'grog-island',
          numPlayers: message.numPlayers,
          seats: Array.from({ length: message.numPlayers }, (_, i) => ({ name: `P${i}` })),
        }),
      ),
    ).then((created) => {
      setTimeout(() => phase.creating--, 20);
      send({ type: 'created', id: message.id, matches: created.map((m) => ({ matchID: m.matchID, credentials: m.credentials })) });
    });
  }
  if (message.type === 'collect') void (async () => {
    phase.collecting++;
    (globalThis as { gc?: () => void }).gc?.();
    // The stall timer runs after the collection: it is told as the collection's.
    setTimeout(() => phase.collecting--, 20);
    if (process.env.BENCH_MEMORY) {
      const m = process.memoryUsage();
      const mib = (n: number) => Math.round(n / 1048576);
      if (process.env.BENCH_MEMORY.endsWith('.heapsnapshot')) (await import('node:v8')).writeHeapSnapshot(process.env.BENCH_MEMORY.replace(/\.heapsnapshot$/, `-${server.runner.heldCount}.heapsnapshot`));
      process.stderr.write(`  server memory: rss ${mib(m.rss)} MiB, heap used ${mib(m.heapUsed)} of ${mib(m.heapTotal)} MiB, external ${mib(m.external)} MiB (array buffers ${mib(m.arrayBuffers)} MiB), held matches ${server.runner.heldCount}\n`);
      const v8 = await import('node:v8');
      process.stderr.write(`  heap spaces (used/committed MiB): ${v8.getHeapSpaceStatistics().map((x) => `${x.space_name.replace('_space', '')} ${mib(x.space_used_size)}/${mib(x.space_size)}`).join(', ')}\n`);
    }
    send({ type: 'collected', id: message.id });
  })();
  if (message.type === 'reviewCpu') void (async () => {
    const sum = (values: { value: number }[]) => values.reduce((total, v) => total + v.value, 0);
    const [cpu, reviews] = await Promise.all([server.metrics.reviewCpuSeconds.get(), server.metrics.reviews.get()]);
    send({ type: 'reviewCpu', id: message.id, seconds: sum(cpu.values), reviews: sum(reviews.values) });
  })();
  if (message.type === 'stop') void reportStalls()
      .then(() => (phase.now = 'stopping')).then(() => stopAllocations()).then(() => server.close()).then(() => process.exit(0));
});
// BENCH_ALLOCATIONS=<file>: V8's sampling heap profiler, counting objects that were collected too
// (where a move's allocations come from, not only what stays), written to <file> at the end (a
// .heapprofile for Chrome's DevTools).
const allocations = process.env.BENCH_ALLOCATIONS ? new (await import('node:inspector')).Session() : null;
if (allocations) {
  allocations.connect();
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => allocations.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
}
async function stopAllocations(): Promise<void> {
  if (!allocations || !process.env.BENCH_ALLOCATIONS) return;
  const result = await new Promise<{ profile: unknown }>((resolve, reject) => allocations.post('HeapProfiler.stopSampling', (error, r) => (error ? reject(error) : resolve(r as { profile: unknown }))));
  (await import('node:fs')).writeFileSync(process.env.BENCH_ALLOCATIONS, JSON.stringify(result.profile));
}
// BENCH_STALLS=1: where a tail comes from. Every gap of over 110 ms in a 10 ms timer (the event loop
// was blocked: run with BENCH_SERVER_NODE_FLAGS=--trace-gc to line them up with collections), the
// event loop's delay every 10 s, and at the end the server's own receive-to-acknowledge times
// (harbour_move_duration_seconds, cumulative buckets).
// Each stall is told with what the process was doing: serving, the bench creating its matches, the
// bench's own full collection for its memory figure ('collect'), or stopping (closing every socket at
// once); at the end, the stalls while serving, the ones a player could have felt.
const stalls = process.env.BENCH_STALLS ? (await import('node:perf_hooks')).monitorEventLoopDelay({ resolution: 10 }) : null;
const serving = { count: 0, maxMs: 0 };
if (stalls) {
  stalls.enable();
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = Math.round(now - last);
    if (gap > 110) {
      const during = phase.collecting > 0 ? "the bench's forced full collection (its memory figure)" : phase.creating > 0 ? 'the bench created its matches' : phase.now;
      if (during === 'serving') {
        serving.count++;
        serving.maxMs = Math.max(serving.maxMs, gap);
      }
      process.stderr.write(`  stall: ${gap} ms, ending ${Math.round(now)} ms after the process started, while ${during}\n`);
    }
    last = now;
  }, 10).unref();
  setInterval(() => {
    process.stderr.write(`  event loop delay over 10 s: p50 ${ms(stalls.percentile(50))}, p99 ${ms(stalls.percentile(99))}, max ${ms(stalls.max)} ms\n`);
    stalls.reset();
  }, 10_000).unref();
}
async function reportStalls(): Promise<void> {
  if (!stalls) return;
  const text = await server.metrics.registry.getSingleMetricAsString('harbour_move_duration_seconds');
  process.stderr.write(`${text.split('\n').filter((line) => line.includes('outcome="ok"')).join('\n')}\n`);
  process.stderr.write(`  stalls over 110 ms while serving: ${serving.count}${serving.count > 0 ? `, the longest ${serving.maxMs} ms` : ''}\n`);
}
send({ type: 'ready', port: server.port });
phase.now = 'serving';
