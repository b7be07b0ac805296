/**
 * Time per decision of the strong bot at its default budget, on positions from real games.
 *   npx tsx packages/grog-island/bench/bots.ts [decisions per player count, default 150]
 *
 * Positions come from complete games between the strong bot's heuristic policy and easy bots
 * (2, 3 and 4 players), taken at every decision; a spread-out sample of them is given to a fresh
 * strong bot, one decision at a time, on this one thread. Reported: median, p95 and max over all
 * decisions, and over the decisions that needed a search (more than one candidate move).
 */
import { seededRng, type Rng } from '@harbour/game-kit';
import { easyMove } from '../src/bots/easy.js';
import { candidateMoves } from '../src/bots/candidates.js';
import { policyMove } from '../src/bots/policy.js';
import { createStrongBot, DEFAULT_ITERATIONS } from '../src/bots/strong.js';
import { currentStage, grogEngine, type GrogState } from '../src/rules/index.js';

const perCount = Number(process.argv[2] ?? 150);

function positions(numPlayers: number, wanted: number, rng: Rng): GrogState[] {
  const all: GrogState[] = [];
  for (let g = 0; all.length < wanted * 6; g++) {
    let s = grogEngine.setup(numPlayers, rng);
    while (!grogEngine.isOver(s)) {
      all.push(s);
      const seat = grogEngine.deciders(s)[0] as number;
      const view = grogEngine.view(s, seat);
      const move = seat === 0 ? policyMove(view, seat, rng) : easyMove(view, seat, rng);
      s = grogEngine.apply(s, seat, move, rng);
    }
  }
  const step = all.length / wanted;
  return Array.from({ length: wanted }, (_, i) => all[Math.floor(i * step)] as GrogState);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function line(label: string, times: number[]): string {
  const t = times.slice().sort((a, b) => a - b);
  const mean = t.reduce((a, b) => a + b, 0) / t.length;
  return `${label.padEnd(22)} n=${String(t.length).padStart(4)}  median ${quantile(t, 0.5).toFixed(1)} ms  p95 ${quantile(t, 0.95).toFixed(1)} ms  max ${(t[t.length - 1] ?? NaN).toFixed(1)} ms  mean ${mean.toFixed(1)} ms`;
}

const rng = seededRng('bench-bots');
const bot = createStrongBot({ seed: 'bench' });
// Warm up the JIT so the first measured decisions are not compile time.
for (const s of positions(3, 20, seededRng('warm-up'))) {
  const seat = grogEngine.deciders(s)[0] as number;
  bot.chooseMove(grogEngine.view(s, seat), seat);
}

const all: number[] = [];
const searched: number[] = [];
const byStage = new Map<string, number[]>();
for (const n of [2, 3, 4]) {
  const mine: number[] = [];
  for (const s of positions(n, perCount, rng)) {
    const seat = grogEngine.deciders(s)[0] as number;
    const view = grogEngine.view(s, seat);
    const started = performance.now();
    bot.chooseMove(view, seat);
    const ms = performance.now() - started;
    all.push(ms);
    mine.push(ms);
    const stage = currentStage(s) ?? '?';
    byStage.set(stage, [...(byStage.get(stage) ?? []), ms]);
    if (stage !== 'chooseSetup' && candidateMoves(view, seat, seededRng(0)).length > 1) searched.push(ms);
  }
  console.log(line(`${n} players`, mine));
}
console.log(line('all decisions', all));
console.log(line('searched decisions', searched));
for (const [stage, times] of byStage) console.log(line(`  ${stage}`, times));
console.log(`strong bot default: ${DEFAULT_ITERATIONS} determinizations per decision, Node ${process.version}, one thread`);
