/**
 * The strong bot against its own rollout policy played greedily (no search), the harder yardstick:
 * easy bots lose to either nearly always, so only this comparison shows what the search adds.
 *   npx tsx packages/grog-island/bench/bots-vs-policy.ts --players 2 --games 300 [--iterations 24] [--seed 1]
 *   npx tsx packages/grog-island/bench/bots-vs-policy.ts --players 4 --games 300 --bot policy --against easy
 * Seat 0 plays `--bot` (strong or policy), the other seats `--against` (policy or easy). Prints the
 * game kit's simulation report as JSON, plus seat 0's win rate and the rate chance would give.
 */
import { parseArgs } from 'node:util';
import { simulate, type Bot } from '@harbour/game-kit';
import { createEasyBot } from '../src/bots/easy.js';
import { decisionRng } from '../src/bots/decision-rng.js';
import { policyMove } from '../src/bots/policy.js';
import { createStrongBot } from '../src/bots/strong.js';
import { grogEngine, type GrogMove, type GrogState } from '../src/rules/index.js';

const { values } = parseArgs({
  options: {
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    iterations: { type: 'string' },
    bot: { type: 'string', default: 'strong' },
    against: { type: 'string', default: 'policy' },
  },
});

/** The heuristic policy as a bot: greedy (no noise, no search), from the seat's view only. */
function policyBot(seed: string): Bot<GrogState, GrogMove> {
  return { chooseMove: (view, seat) => policyMove(view, seat, decisionRng(seed, 'policy', view, seat)) };
}

function make(level: string, seed: string): Bot<GrogState, GrogMove> {
  switch (level) {
    case 'strong':
      return createStrongBot({ seed, ...(values.iterations !== undefined && { iterations: Number(values.iterations) }) });
    case 'policy':
      return policyBot(seed);
    case 'easy':
      return createEasyBot({ seed });
    default:
      throw new Error(`unknown bot ${level}`);
  }
}

const players = Number(values.players);
const games = Number(values.games);
const bots = Array.from({ length: players }, (_, seat) => make(seat === 0 ? (values.bot as string) : (values.against as string), `${values.seed}:seat:${seat}`));
const report = simulate({ engine: grogEngine, bots, games, seed: values.seed as string });
console.log(`${values.bot} vs ${players - 1} × ${values.against}, ${players} players, ${games} games: seat 0 wins ${((100 * (report.wins[0] ?? 0)) / games).toFixed(1)} % (chance ${(100 / players).toFixed(1)} %)`);
console.log(JSON.stringify(report));
