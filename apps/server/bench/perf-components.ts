// Where the server's CPU goes, by component, from a Linux `perf` recording of its process (CPU
// time, unlike V8's own profiler, which samples wall time and so counts a thread descheduled in a
// system call as time spent there):
//   BENCH_SERVER_NODE_FLAGS=--perf-basic-prof DATABASE_URL=… npm run bench:server -- --matches 200 --storages postgres --seconds 15 &
//   perf record -F 499 -g -p "$(pgrep -f harbour-child.ts)" -o perf.data -- sleep 8     # during the measured window
//   perf script -i perf.data -F ip,sym | npx tsx apps/server/bench/perf-components.ts
// Each sample counts for the first JavaScript frame on its stack (from the leaf): the V8
// builtins, native code and kernel work a function calls are its own. Samples in the garbage
// collector count as `gc`, samples with no JavaScript frame as `native/kernel (no JS frame)`.
// Inlined functions count for the function they were inlined into.
import { createInterface } from 'node:readline';

const components: [name: string, test: RegExp][] = [
  ['json-patch (diffs)', /packages\/protocol\/src\/json-patch/],
  ['storage (match store, group commit)', /packages\/storage\//],
  ['postgres client', /node_modules\/postgres\//],
  ['socket.io, engine.io, ws', /node_modules\/(socket\.io|socket\.io-adapter|socket\.io-parser|engine\.io|engine\.io-parser|ws)\//],
  ['boardgame.io, immer', /node_modules\/(boardgame\.io|immer)\//],
  ['zod', /node_modules\/zod\//],
  ['game rules', /packages\/(grog-island|port-royal|rum-and-pirates|game-kit)\//],
  ['transport (socket-parser, backlog)', /apps\/server\/src\/(transport|socket-parser|net\/)/],
  ['runner, games', /apps\/server\/src\/(runner|games|views)/],
  ['server, other', /apps\/server\//],
  ['Node core (streams, net, timers)', /node:/],
];
const gc = /Scaveng|MarkCompact|Marking|Sweep|Evacuat|MinorMark|GCTracer/;

const counts = new Map<string, number>();
let samples = 0;
let stack: string[] = [];
const count = () => {
  if (stack.length === 0) return;
  samples++;
  const leaf = stack[0] as string;
  const js = stack.find((frame) => frame.startsWith('JS:'));
  const name = gc.test(leaf) ? 'gc' : js === undefined ? 'native/kernel (no JS frame)' : (components.find(([, test]) => test.test(js))?.[0] ?? 'other JavaScript');
  counts.set(name, (counts.get(name) ?? 0) + 1);
  stack = [];
};
for await (const line of createInterface({ input: process.stdin })) {
  const frame = line.trim();
  if (frame === '') count();
  else stack.push(frame.replace(/^[0-9a-f]+\s+/, ''));
}
count();
for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${((100 * n) / samples).toFixed(1).padStart(5)} %  ${name}`);
console.log(`${samples} samples`);
