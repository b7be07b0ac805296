/**
 * Time per hint at the default effort, across positions of every game and player count:
 *   npm run bench:hints -- [--json] [--positions 30] [--game grog-island]
 * Positions are taken at spread-out decisions of games between easy bots (seeded, so the same positions
 * every run); each hint is computed from the deciding seat's view alone, one after the other, on this
 * thread. Times are wall-clock (the figure that counts for a waiting player) and CPU (the process's, which
 * a loaded machine does not inflate). The last line with --json: {"hints":[{"game","players","positions","p50Ms","p95Ms"}]}.
 */
import { parseArgs } from 'node:util';
import { hintFrom, seededRng, type GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '../src/index.js';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, positions: { type: 'string', default: '30' }, game: { type: 'string' } } });
const wanted = Number(values.positions);

function positions(module: GameModule, players: number, count: number): unknown[] {
  const { engine } = module;
  const easy = module.bots.easy;
  if (!easy) throw new Error(`${module.name} has no easy bot`);
  const all: unknown[] = [];
  for (let g = 0; all.length < count * 8 && g < 50; g++) {
    const rng = seededRng(`bench-hints:${module.name}:${players}:${g}`);
    const bots = Array.from({ length: players }, (_, seat) => easy({ seed: `${g}:${seat}` }));
    let s = engine.setup(players, rng);
    while (!engine.isOver(s)) {
      all.push(s);
      const seat = engine.deciders(s)[0] as number;
      s = engine.apply(s, seat, (bots[seat] as (typeof bots)[number]).chooseMove(engine.view(s, seat), seat), rng);
    }
  }
  const step = all.length / count;
  return Array.from({ length: count }, (_, i) => all[Math.floor(i * step)]);
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

const rows: { game: string; players: number; positions: number; p50Ms: number; p95Ms: number; maxMs: number }[] = [];
for (const module of GAME_MODULES) {
  if (values.game !== undefined && module.name !== values.game) continue;
  const teacher = module.teacher;
  if (!teacher) continue;
  // Warm the JIT up on a few positions that are not measured.
  for (const s of positions(module, module.minPlayers, 5)) {
    const seat = module.engine.deciders(s)[0] as number;
    hintFrom(teacher, module.engine.view(s, seat), seat);
  }
  for (let players = module.minPlayers; players <= module.maxPlayers; players++) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (const s of positions(module, players, wanted)) {
      const seat = module.engine.deciders(s)[0] as number;
      const view = module.engine.view(s, seat);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const hint = hintFrom(teacher, view, seat);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      if (hint.moves.length === 0) throw new Error(`${module.name}: no hint`);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const row = { game: module.name, players, positions: times.length, p50Ms: Math.round(quantile(times, 0.5)), p95Ms: Math.round(quantile(times, 0.95)), maxMs: Math.round(times[times.length - 1] ?? 0) };
    rows.push(row);
    console.log(`${row.game.padEnd(16)} ${players} players  n=${row.positions}  wall: p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  max ${row.maxMs} ms;  CPU: p50 ${Math.round(quantile(cpu, 0.5))} ms  p95 ${Math.round(quantile(cpu, 0.95))} ms`);
  }
}
if (values.json) console.log(JSON.stringify({ hints: rows.map(({ maxMs: _, ...r }) => r) }));
