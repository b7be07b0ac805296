// Where a move's server CPU goes, by component, from a V8 CPU profile of the Harbour server:
//   REVIEWS=false BENCH_PROFILE=/tmp/prof DATABASE_URL=… npm run bench:server -- --matches 200 --storages postgres,bgio-stock --json
//   npx tsx apps/server/bench/profile-components.ts /tmp/prof/<the harbour child's>.cpuprofile [--us-per-move 900] [--window 0.45,0.9]
// Only the samples of the busiest stretch are counted (`--window`: fractions of the profile's
// duration, by default the middle of the run, past start-up and warm-up). Each sample counts for
// the component of the frame nearest the leaf that names one (a feature's frame before a library's:
// the rules a forced-move check runs are the check's; JSON.stringify called by the store is
// storage's), `(garbage collector)` as gc, `(idle)` not at all. With `--us-per-move` (the bench's
// server µs per move of the same run), shares are also turned into µs per move.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/** Components in the order they are asked for, per frame: the first whose test matches names the frame. */
const features: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['review (REVIEWS)', (u) => u.includes('/src/review/')],
  ['forced-move check', (u) => u.includes('/bots/forced-moves')],
  ['standing orders', (u) => u.includes('/bots/standing-orders') || u.includes('/bots/orders')],
  ['bots poke', (u) => u.includes('/src/bots/')],
  ['hints', (u) => u.includes('/src/hints/')],
  ['clocks', (u) => /\/async\/(clocks|deadlines|clock)/.test(u)],
  ['webhooks.turnChanged', (u) => u.includes('webhook')],
  ['notices', (u) => u.includes('/src/notices/') || u.includes('/async/turn-notices') || u.includes('/src/outbound/')],
  ['async play (after commit, presence, take-back)', (u) => u.includes('/src/async/')],
  ['metrics', (u) => u.includes('/src/metrics') || u.includes('/prom-client/')],
  ['views (seatView, playerView)', (u, f) => u.includes('/match/views') || (u.includes('/boardgame.io/') && /[Ff]ilter|playerView|PlayerView/.test(f)) || /playerView|PlayerView/.test(f)],
  ['diff / patches', (u) => u.includes('/packages/protocol/') || u.includes('json-patch')],
  ['storage: match store (commit, group commit, JSON)', (u) => u.includes('/packages/storage/')],
  ['runner (reduce, markLog)', (u) => /\/match\/(runner|games|log-marks|seats)/.test(u)],
  ['bus', (u) => u.includes('/match/bus') || u.includes('/ioredis/')],
  ['socket: transport (join, move, parse, bounds)', (u) => u.includes('/src/socket/')],
  ['socket: socket.io, engine.io, ws (emit, frames, writes)', (u) => /\/node_modules\/(socket\.io|socket\.io-adapter|socket\.io-parser|engine\.io|engine\.io-parser|ws)\//.test(u)],
  ['storage: postgres client', (u) => u.includes('/node_modules/postgres/')],
];
const libraries: [name: string, test: (url: string, fn: string) => boolean][] = [
  ['boardgame.io, immer (runner)', (u) => /\/node_modules\/(boardgame\.io|immer)\//.test(u)],
  ['game rules', (u) => /\/packages\/(grog-island|port-royal|rum-and-pirates|game-kit|games)\//.test(u)],
  ['zod', (u) => u.includes('/node_modules/zod/')],
  ['server, other', (u) => u.includes('/apps/server/')],
  ['Node core (net, streams, timers)', (u) => u.startsWith('node:')],
];

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (file === undefined) throw new Error('usage: profile-components.ts <file.cpuprofile> [--us-per-move N] [--window from,to]');
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const usPerMove = option('us-per-move') === undefined ? null : Number(option('us-per-move'));
const [from, to] = (option('window') ?? '0.45,0.9').split(',').map(Number) as [number, number];

const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byID = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const componentOf = new Map<number, string | null>();
function classify(id: number): string | null {
  const known = componentOf.get(id);
  if (known !== undefined) return known;
  const leaf = byID.get(id) as Node;
  let result: string | null;
  if (leaf.callFrame.functionName === '(idle)') result = null;
  else if (leaf.callFrame.functionName === '(garbage collector)') result = 'gc';
  else if (leaf.callFrame.functionName === '(program)') result = 'V8/native, no JS frame';
  else {
    const stack: Node[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byID.get(at) as Node);
    const find = (table: typeof features) => {
      for (const node of stack) for (const [name, test] of table) if (test(node.callFrame.url, node.callFrame.functionName)) return name;
      return undefined;
    };
    result = find(features) ?? find(libraries) ?? 'other JavaScript';
  }
  componentOf.set(id, result);
  return result;
}

let total = 0;
for (const d of profile.timeDeltas) total += d;
const start = total * from;
const end = total * to;
const counts = new Map<string, number>();
let counted = 0;
let idle = 0;
let t = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] as number;
  if (t < start || t > end) continue;
  const name = classify(profile.samples[i] as number);
  if (name === null) {
    idle++;
    continue;
  }
  counted++;
  counts.set(name, (counts.get(name) ?? 0) + 1);
}
console.log(`| component | share | ${usPerMove === null ? '' : 'µs per move |'}`);
console.log(`|---|---:|${usPerMove === null ? '' : '---:|'}`);
for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1])) {
  const share = n / counted;
  console.log(`| ${name} | ${(100 * share).toFixed(1)} % | ${usPerMove === null ? '' : `${Math.round(share * usPerMove)} |`}`);
}
console.log(`${counted} busy samples (${idle} idle) in ${((end - start) / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s`);
