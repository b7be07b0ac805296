/**
 * Time per move of the strong bot (median and 95th percentile), over complete games against easy bots
 * (seat 0 strong, the others easy; one unmeasured game first to warm the JIT up):
 *   npx tsx packages/port-royal/bench/strong-bot.ts [--players 2] [--games 20] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { seededRng } from '@harbour/game-kit';
import { easyBot, strongBot } from '../src/bots/index.js';
import { portRoyalEngine as engine } from '../src/rules/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    budget: { type: 'string' },
    iterations: { type: 'string' },
  },
});
const players = Number(values.players);
const games = Number(values.games);
const budget = values.budget === undefined ? {} : { budgetMs: Number(values.budget) };
const iterations = values.iterations === undefined ? {} : { iterations: Number(values.iterations) };
const times: number[] = [];
/** Only decisions with a choice (more than one legal move). */
const choices: number[] = [];
// Game -1 warms the JIT up and is not measured.
for (let g = -1; g < games; g++) {
  const rng = seededRng(`${values.seed}:${g}`);
  const bots = Array.from({ length: players }, (_, seat) =>
    seat === 0 ? strongBot({ seed: `${values.seed}:${g}:0`, ...budget, ...iterations }) : easyBot({ seed: `${values.seed}:${g}:${seat}` }),
  );
  let s = engine.setup(players, rng);
  while (!engine.isOver(s)) {
    const seat = engine.deciders(s)[0] as number;
    const view = engine.view(s, seat);
    const started = performance.now();
    const move = (bots[seat] as (typeof bots)[number]).chooseMove(view, seat);
    const elapsed = performance.now() - started;
    if (seat === 0 && g >= 0) {
      times.push(elapsed);
      if (engine.legalMoves(view, seat).length > 1) choices.push(elapsed);
    }
    s = engine.apply(s, seat, move, rng);
  }
}
function summary(xs: number[]) {
  xs.sort((a, b) => a - b);
  const at = (q: number): number => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return { moves: xs.length, medianMs: +at(0.5).toFixed(2), p95Ms: +at(0.95).toFixed(2), maxMs: +at(1).toFixed(2), meanMs: +mean.toFixed(2) };
}
console.log(JSON.stringify({ players, games, all: summary(times), choices: summary(choices) }));
