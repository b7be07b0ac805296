/**
 * Time per move of the strong bot (median, p95, p99, max), playing complete games against easy bots.
 * Wall time, and the process's CPU time (which a busy machine inflates less):
 *   npx tsx packages/rum-and-pirates/bench/strong-bot.ts [--players 2] [--games 20] [--iterations n] [--budget ms]
 */
import { parseArgs } from 'node:util';
import { seededRng } from '@harbour/game-kit';
import { easyBot } from '../src/bots/easy.js';
import { createStrongBot } from '../src/bots/strong.js';
import { rumEngine } from '../src/rules/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '20' },
    iterations: { type: 'string' },
    budget: { type: 'string' },
    seed: { type: 'string', default: 'bench' },
  },
});
const players = Number(values.players);
const games = Number(values.games);
const times: number[] = [];
const cpu: number[] = [];
for (let g = 0; g < games; g++) {
  const rng = seededRng(`${values.seed}:${g}`);
  const strong = createStrongBot({
    seed: `${values.seed}:strong:${g}`,
    ...(values.iterations !== undefined && { iterations: Number(values.iterations) }),
    ...(values.budget !== undefined && { budgetMs: Number(values.budget) }),
  });
  const easy = easyBot({ seed: `${values.seed}:easy:${g}` });
  let s = rumEngine.setup(players, rng);
  while (!rumEngine.isOver(s)) {
    const seat = rumEngine.deciders(s)[0] as number;
    const view = rumEngine.view(s, seat);
    let move;
    if (seat === 0) {
      const t = performance.now();
      const c = process.cpuUsage();
      move = strong.chooseMove(view, seat);
      const used = process.cpuUsage(c);
      times.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    } else {
      move = easy.chooseMove(view, seat);
    }
    s = rumEngine.apply(s, seat, move, rng);
  }
}
function summary(xs: number[]): string {
  xs.sort((a, b) => a - b);
  const at = (q: number): number => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] as number;
  const ms = (x: number): string => `${x.toFixed(2)} ms`;
  return `median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, p99 ${ms(at(0.99))}, max ${ms(xs[xs.length - 1] as number)}`;
}
console.log(`strong bot, ${players} players, ${games} games, ${times.length} decisions`);
console.log(`  wall: ${summary(times)}`);
console.log(`  cpu:  ${summary(cpu)}`);
