// node --import tsx packages/storage/bench/known-change.ts [path/to/json-patch.ts] [--moves 300000]
// What a move's diffs leave to the garbage collector: many "moves" of a small state, each diffed
// once for the store and then, with that change known, once per seat (two), as the server does.
// Prints the time per move and the major collections; run with --trace-gc-nvp for each scavenge's
// promoted bytes (sum the `promoted=` fields). Give another checkout's json-patch.ts to compare
// (before/after in one session): the known change's arrangement kept in a module-level WeakMap
// promoted every move's patch; kept on the change, it dies young.
import { PerformanceObserver, constants } from 'node:perf_hooks';
import type * as JsonPatch from '../../protocol/src/json-patch.js';

const args = process.argv.slice(2);
const path = args.find((a) => a.endsWith('.ts')) ?? new URL('../../protocol/src/json-patch.ts', import.meta.url).pathname;
const moves = Number(args[args.indexOf('--moves') + 1] ?? 300_000) || 300_000;
const { diff } = (await import(path)) as typeof JsonPatch;

let majors = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majors++;
}).observe({ entryTypes: ['gc'] });

type Doc = { G: { players: { coins: number; hand: number[] }[]; deck: number[]; round: number }; turn: number };
let state: Doc = { G: { players: [{ coins: 1, hand: [1, 2, 3] }, { coins: 2, hand: [4] }], deck: Array.from({ length: 30 }, (_, i) => i), round: 0 }, turn: 0 };
let ops = 0;
const started = performance.now();
for (let move = 0; move < moves; move++) {
  const next: Doc = { G: { ...state.G, players: state.G.players.map((p, i) => (i === move % 2 ? { ...p, coins: p.coins + 1 } : p)), round: state.G.round + 1 }, turn: state.turn + 1 };
  const patch = diff(state, next) ?? [];
  const known = { before: state, after: next, patch };
  for (let seat = 0; seat < 2; seat++) ops += (diff({ G: state.G, turn: state.turn }, { G: next.G, turn: next.turn }, 256, known) ?? []).length;
  state = next;
}
const ms = performance.now() - started;
await new Promise((resolve) => setTimeout(resolve, 50));
console.log(JSON.stringify({ module: path, moves, ms: Math.round(ms), usPerMove: Math.round((ms * 1000) / moves * 100) / 100, majorCollections: majors, opsPerMove: ops / moves }));
