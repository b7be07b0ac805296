/**
 * The strong computer against itself with more effort, against its own greedy policy (no search) and
 * against the easy bot, per game and player count:
 *   npm run bench:strength -- [--json] [--games 40] [--game grog-island] [--players 2,4] [--seed 1]
 * One seat plays A, the others B; half the games A sits first, half last (the start player matters).
 * Reported: A's wins (a shared victory counts for each winner) against the chance 1/players. Efforts
 * are counted in iterations, not time, so a run is reproducible on any machine: the same seeds give
 * the same rows, busy machine or not. `searches` and `cutShort` count the strong bots' searches and
 * those their safety net cut short (search-limit.ts; only a stuck machine: a row with cutShort > 0 is
 * not reproducible). The last line with --json:
 * {"strength":[{"game","players","a","b","games","aWins","aWinRate","chance","searches","cutShort"}]}.
 */
import { parseArgs } from 'node:util';
import { searchCounter, seededRng, simulate, type Bot, type GameModule, type SearchReport } from '@harbour/game-kit';
import { createStrongBot as grogStrong, DEFAULT_ITERATIONS as GROG_ITERATIONS } from '../../grog-island/src/bots/strong.js';
import { decisionRng as grogRng } from '../../grog-island/src/bots/decision-rng.js';
import { policyMove as grogPolicy } from '../../grog-island/src/bots/policy.js';
import { greedyMove as prGreedy } from '../../port-royal/src/bots/policy.js';
import { strongBot as prStrong } from '../../port-royal/src/bots/strong.js';
import { createStrongBot as rumStrong, DEFAULT_ITERATIONS as RUM_ITERATIONS } from '../../rum-and-pirates/src/bots/strong.js';
import { greedyMove as rumGreedy } from '../../rum-and-pirates/src/bots/policy.js';
import { GAME_MODULES } from '../src/index.js';

const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, games: { type: 'string', default: '40' }, game: { type: 'string' }, players: { type: 'string', default: '2,4' }, seed: { type: 'string', default: '1' } },
});

type AnyBot = Bot<unknown, unknown>;
/** A bot for a seat; a searching bot tells `onSearch` about every search. */
type Maker = (seed: string, onSearch: (report: SearchReport) => void) => AnyBot;

/** The contestants of each game: the strong bot at its reproducible default, with 4× the effort, its greedy policy, easy. */
function contestants(module: GameModule): Record<'strong' | 'strong×4' | 'greedy' | 'easy', Maker> {
  const easy = module.bots.easy as NonNullable<GameModule['bots']['easy']>;
  switch (module.name) {
    case 'grog-island':
      return {
        strong: (seed, onSearch) => grogStrong({ seed, iterations: GROG_ITERATIONS, onSearch }) as AnyBot,
        'strong×4': (seed, onSearch) => grogStrong({ seed, iterations: 4 * GROG_ITERATIONS, onSearch }) as AnyBot,
        greedy: (seed) => ({ chooseMove: (view, seat) => grogPolicy(view as never, seat, grogRng(seed, 'policy', view as never, seat)) }),
        easy: (seed) => easy({ seed }),
      };
    case 'port-royal':
      // The strong bot's effort is its look-ahead depth: 1 card (its default) or 2.
      return {
        strong: (seed, onSearch) => prStrong({ seed, iterations: 1, onSearch }) as AnyBot,
        'strong×4': (seed, onSearch) => prStrong({ seed, iterations: 2, onSearch }) as AnyBot,
        greedy: (seed) => ({ chooseMove: (view, seat) => prGreedy(view as never, seat, seededRng(`${seed}:${(view as { events: unknown[] }).events.length}`)) }),
        easy: (seed) => easy({ seed }),
      };
    case 'rum-and-pirates':
      return {
        strong: (seed, onSearch) => rumStrong({ seed, iterations: RUM_ITERATIONS, onSearch }) as AnyBot,
        'strong×4': (seed, onSearch) => rumStrong({ seed, iterations: 4 * RUM_ITERATIONS, onSearch }) as AnyBot,
        greedy: () => ({ chooseMove: (view, seat) => rumGreedy(view as never, seat) }),
        easy: (seed) => easy({ seed }),
      };
    default:
      throw new Error(`no contestants for ${module.name}`);
  }
}

const PAIRS = [
  ['strong×4', 'strong'],
  ['strong', 'greedy'],
  ['strong', 'easy'],
] as const;

const rows: { game: string; players: number; a: string; b: string; games: number; aWins: number; aWinRate: number; chance: number; searches: number; cutShort: number }[] = [];
const games = Number(values.games);
for (const module of GAME_MODULES) {
  if (values.game !== undefined && module.name !== values.game) continue;
  const make = contestants(module);
  for (const players of values.players.split(',').map(Number)) {
    if (players < module.minPlayers || players > module.maxPlayers) continue;
    for (const [a, b] of PAIRS) {
      let aWins = 0;
      const counter = searchCounter();
      for (const aSeat of [0, players - 1]) {
        const bots = Array.from({ length: players }, (_, seat) => (seat === aSeat ? make[a] : make[b])(`${values.seed}:${seat}`, counter.onSearch));
        const report = simulate({ engine: module.engine as never, bots: bots as never, games: games / 2, seed: `${values.seed}:${a}:${b}:${aSeat}` });
        aWins += report.wins[aSeat] ?? 0;
      }
      const row = { game: module.name, players, a, b, games, aWins, aWinRate: Math.round((1000 * aWins) / games) / 10, chance: Math.round(1000 / players) / 10, searches: counter.searches, cutShort: counter.cutShort };
      rows.push(row);
      const cut = row.cutShort > 0 ? `, ${row.cutShort} of ${row.searches} searches cut short: NOT reproducible` : '';
      console.log(`${row.game.padEnd(16)} ${players} players  ${a} vs ${b}: ${aWins} of ${games} (${row.aWinRate} %, chance ${row.chance} %${cut})`);
    }
  }
}
if (values.json) console.log(JSON.stringify({ strength: rows }));
