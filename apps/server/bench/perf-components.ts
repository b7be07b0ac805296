// Where the server's CPU goes, by component, from a Linux `perf` recording of its process (CPU
// time, unlike V8's own profiler, which samples wall time and so counts a thread descheduled in a
// system call as time spent there; and all of the process's threads, V8's compiler and collector
// threads among them, as /proc counts them for `bench:server`'s figures):
//   BENCH_SERVER_NODE_FLAGS=--perf-prof DATABASE_URL=… npm run bench:server -- --matches 200 --storages postgres --warmup 15 --seconds 25 &
//   sleep 24                                                                                    # past start-up and the JIT's warm-up
//   perf record -k 1 -F 1999 -g -p "$(pgrep -f harbour-child.ts)" -o perf.data -- sleep 12     # during the measured window
//   perf inject --jit -i perf.data -o perf.jit.data                                             # names the JIT code from the process's jit-<pid>.dump
//   perf script -i perf.jit.data -F ip,sym | npx tsx apps/server/bench/perf-components.ts
// The server writes jit-<pid>.dump in its working directory (the checkout's root under `npm run`),
// and `perf inject` a jitted-<pid>-*.so per function beside it: delete them afterwards.
// `--perf-basic-prof` (a map file) is cheaper, but its names go wrong once V8 moves or reuses
// code: builtins then show under functions that never call them.
// Each sample counts for the first JavaScript frame on its stack (from the leaf): the V8
// builtins, native code and kernel work a function calls are its own. Samples in the garbage
// collector count as `gc`, in V8's optimising compilers (their background threads) as `V8
// compiler`, other samples with no JavaScript frame as `native/kernel (no JS frame)`. Inlined
// functions count for the function they were inlined into.
import { createInterface } from 'node:readline';

const components: [name: string, test: RegExp][] = [
  ['json-patch (diffs)', /packages\/protocol\/src\/json-patch/],
  ['storage (match store, group commit)', /packages\/storage\//],
  ['postgres client', /node_modules\/postgres\//],
  ['socket.io, engine.io, ws', /node_modules\/(socket\.io|socket\.io-adapter|socket\.io-parser|engine\.io|engine\.io-parser|ws)\//],
  ['boardgame.io, immer', /node_modules\/(boardgame\.io|immer)\//],
  ['zod', /node_modules\/zod\//],
  ['game rules', /packages\/(grog-island|port-royal|rum-and-pirates|game-kit)\//],
  ['transport (socket/: frames, checks, rooms, backlog)', /apps\/server\/src\/socket\//],
  ['runner, games, views (match/)', /apps\/server\/src\/match\//],
  ['table features (bots, async play, hints, notices, webhooks)', /apps\/server\/src\/(bots|async|hints|notices|outbound|review)\//],
  ['server, other', /apps\/server\//],
  ['Node core (streams, net, timers)', /node:/],
];
const gc = /Scaveng|MarkCompact|Marking|Sweep|Evacuat|MinorMark|GCTracer/;
const compiler = /compiler::|maglev::|Maglev|Turbofan|OptimizingCompile|Compiler::/;

const counts = new Map<string, number>();
let samples = 0;
let stack: string[] = [];
const count = () => {
  if (stack.length === 0) return;
  samples++;
  const leaf = stack[0] as string;
  const js = stack.find((frame) => frame.startsWith('JS:'));
  const name =
    gc.test(leaf) || (js === undefined && stack.some((frame) => gc.test(frame)))
      ? 'gc'
      : js === undefined && stack.some((frame) => compiler.test(frame))
        ? 'V8 compiler'
        : js === undefined
          ? 'native/kernel (no JS frame)'
          : (components.find(([, test]) => test.test(js))?.[0] ?? 'other JavaScript');
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
