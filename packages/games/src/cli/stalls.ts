/**
 * Play over days without stalls (issue 27): per game, seeded 4-player matches at a daily pace on a
 * simulated clock, easy bots standing in for people who reply after 1 to 20 hours (uniform), before
 * (every decision waits on its seat) and after (forced moves made at once, and standing orders the
 * simulated people leave for other players' turns carried out at once). Figures are averages over the
 * seeds.
 *   npm run bench:stalls -- [--seeds 20] [--players 4] [--json]
 * With --json the last line is {"stalls":[{"game","players","waitsBefore","waitsAfter","daysBefore","daysAfter"}]}.
 */
import { parseArgs } from 'node:util';
import { stallsFigures, type StallsFigures } from '@harbour/game-kit';
import { grogStalls } from '../../../grog-island/bench/stalls.js';
import { portRoyalStalls } from '../../../port-royal/bench/stalls.js';
import { rumStalls } from '../../../rum-and-pirates/bench/stalls.js';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '20' },
    players: { type: 'string', default: '4' },
    json: { type: 'boolean', default: false },
  },
});
const seedCount = Number(values.seeds);
const players = Number(values.players);
if (!Number.isInteger(seedCount) || seedCount < 1 || !Number.isInteger(players)) {
  process.stderr.write('bench:stalls: --seeds and --players must be positive integers\n');
  process.exit(2);
}
const seeds = Array.from({ length: seedCount }, (_, i) => `stalls:${i + 1}`);

const rows: StallsFigures[] = [];
process.stdout.write(`${players} players, ${seedCount} seeds each, replies after 1-20 h; averages per match\n`);
process.stdout.write('game              waits before  after   (forced, by order)   days before  after   change\n');
const runs = [() => stallsFigures(grogStalls, players, seeds), () => stallsFigures(portRoyalStalls, players, seeds), () => stallsFigures(rumStalls, players, seeds)];
for (const figures of runs) {
  const started = performance.now();
  const f = figures();
  const change = Math.round((f.daysAfter / f.daysBefore - 1) * 100);
  process.stdout.write(
    `${f.game.padEnd(17)} ${String(f.waitsBefore).padStart(12)} ${String(f.waitsAfter).padStart(6)}   (${f.forcedAfter}, ${f.orderedAfter})`.padEnd(58) +
      `${String(f.daysBefore).padStart(11)} ${String(f.daysAfter).padStart(6)}   ${change}%${f.unfinished > 0 ? `  ${f.unfinished} unfinished` : ''}  [${Math.round(performance.now() - started)} ms]\n`,
  );
  rows.push({ game: f.game, players: f.players, waitsBefore: f.waitsBefore, waitsAfter: f.waitsAfter, daysBefore: f.daysBefore, daysAfter: f.daysAfter });
}
if (values.json) process.stdout.write(`${JSON.stringify({ stalls: rows })}\n`);
