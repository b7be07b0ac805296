// npx tsx packages/storage/bench/commit.ts [--games 200] [--whole]
// What a move costs PostgreSQL to store: plays `--games` 2-player Grog Island games with random
// legal moves (in memory), creates their matches in a fresh schema of DATABASE_URL, then commits
// every move of every game, all games at once (each game's moves in order), and reports the CPU
// time of the PostgreSQL server processes and of this process per commit. `--whole` writes every
// state whole (no `previous` state given), as before state patches.
import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GrogIsland, deciders, randomMove, toAction } from '@harbour/grog-island';
import type { LogEntry, Server, State } from 'boardgame.io';
import { MatchStore, dropPostgresSchema, openPostgres } from '../src/index.js';

const args = process.argv.slice(2);
const games = Number(args[args.indexOf('--games') + 1] ?? 200) || 200;
const whole = args.includes('--whole');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL');

interface Step {
  state: State;
  deltalog: LogEntry[];
}

function playGame(index: number): { initial: State; steps: Step[] } {
  const rng = seededRng(`commit-${index}`);
  const driver = createDriver(GrogIsland, 2, `seed-${index}`);
  const initial = driver.state as State;
  const steps: Step[] = [];
  while (driver.state.ctx.gameover === undefined) {
    const G = driver.state.G;
    const seat = Math.min(...deciders(G));
    const { name, args: moveArgs } = toAction(randomMove(G, seat, rng));
    if (!driver.move(String(seat), name, moveArgs)) throw new Error('a random legal move was refused');
    const { deltalog = [], ...state } = driver.state as State;
    steps.push({ state: state as State, deltalog });
  }
  return { initial, steps };
}

/** CPU seconds of every process whose command names postgres (this machine's server). */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.slice(0, stat.lastIndexOf(')')).includes('postgres')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

const played = Array.from({ length: games }, (_, i) => playGame(i));
const schema = `bench_commit_${randomBytes(4).toString('hex')}`;
const store = new MatchStore(await openPostgres({ url, schema }));
await store.connect();
try {
  const metadata = (): Server.MatchData => ({ gameName: 'grog-island', players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: Date.now(), updatedAt: Date.now() });
  await Promise.all(played.map((game, i) => store.createMatch(`m${i}`, { initialState: game.initial, metadata: metadata() })));
  const pgBefore = postgresCpuSeconds();
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  let commits = 0;
  await Promise.all(
    played.map(async (game, i) => {
      let previous = game.initial;
      for (const step of game.steps) {
        if (!(await store.commitState(`m${i}`, previous._stateID, step.state, step.deltalog, whole ? undefined : previous))) throw new Error('commit refused');
        previous = step.state;
        commits++;
      }
    }),
  );
  const elapsed = performance.now() - started;
  const node = process.cpuUsage(nodeBefore);
  const pg = postgresCpuSeconds() - pgBefore;
  const perCommit = (ms: number) => (ms / commits).toFixed(3);
  console.log(`${commits} commits of ${games} games, states written ${whole ? 'whole' : 'as patches between snapshots'}:`);
  console.log(`  PostgreSQL CPU ${perCommit(pg * 1000)} ms/commit, this process ${perCommit((node.user + node.system) / 1000)} ms/commit, ${Math.round((commits / elapsed) * 1000)} commits/s`);
} finally {
  await store.close();
  await dropPostgresSchema(url, schema);
}
