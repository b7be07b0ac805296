/**
 * Headless self-play between bots:
 *   npm run simulate -- --game grog-island --players 4 --bots strong,easy,easy,easy --games 500 --seed 7 [--json]
 * Options: --budget <ms per move>, --iterations <n> (search bots), --option key=value (match options).
 * With --json the last line is {"games","wins","averageScores","averageRounds","rejectedMoves","gamesPerSecond"}.
 */
import { parseArgs } from 'node:util';
import { BOT_LEVELS, simulate, type BotLevel } from '@harbour/game-kit';
import { GAME_MODULES, findGame } from '../index.js';

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'grog-island' },
    players: { type: 'string' },
    bots: { type: 'string' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    budget: { type: 'string' },
    iterations: { type: 'string' },
    option: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  },
});

const module = findGame(values.game ?? '') ?? fail(`unknown game "${values.game}"; known: ${GAME_MODULES.map((m) => m.name).join(', ')}`);
const levels = (values.bots ?? '').split(',').filter(Boolean);
const players = values.players ? Number(values.players) : levels.length;
if (!Number.isInteger(players) || players < module.minPlayers || players > module.maxPlayers) {
  fail(`--players must be ${module.minPlayers}..${module.maxPlayers} for ${module.name}`);
}
while (levels.length < players) levels.push(levels[levels.length - 1] ?? 'easy');
if (levels.length !== players) fail(`--bots names ${levels.length} bots for ${players} players`);
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
const budgetMs = values.budget === undefined ? undefined : Number(values.budget);
const iterations = values.iterations === undefined ? undefined : Number(values.iterations);

const rawOptions: Record<string, unknown> = {};
for (const pair of values.option ?? []) {
  const [key, value] = pair.split('=');
  if (!key || value === undefined) fail(`--option takes key=value, not "${pair}"`);
  rawOptions[key] = value === 'true' ? true : value === 'false' ? false : Number.isNaN(Number(value)) ? value : Number(value);
}
const parsed = module.parseOptions(Object.keys(rawOptions).length ? rawOptions : undefined);
if (!parsed.ok) fail(`bad --option: ${parsed.refusal.code}`);

const bots = levels.map((level, seat) => {
  if (!(BOT_LEVELS as readonly string[]).includes(level)) fail(`unknown bot level "${level}"; levels: ${BOT_LEVELS.join(', ')}`);
  const factory = module.bots[level as BotLevel] ?? fail(`${module.name} has no ${level} bot yet`);
  return factory({ seed: `${values.seed}:seat:${seat}`, ...(budgetMs !== undefined && { budgetMs }), ...(iterations !== undefined && { iterations }) });
});

const report = simulate({
  engine: module.engine,
  bots,
  games,
  seed: values.seed ?? '1',
  options: parsed.options,
  onGame: (i) => {
    if (!values.json && (i + 1) % Math.max(1, Math.floor(games / 10)) === 0) process.stderr.write(`  ${i + 1}/${games} games\n`);
  },
});

if (!values.json) {
  console.log(`${module.name}: ${games} games, ${players} players, bots ${levels.join(', ')}, seed ${values.seed}`);
  levels.forEach((level, seat) => {
    const wins = report.wins[seat] ?? 0;
    console.log(`  seat ${seat} (${level}): ${wins} wins (${((100 * wins) / games).toFixed(1)} %), average score ${report.averageScores[seat]}`);
  });
  console.log(`  average rounds ${report.averageRounds}, rejected moves ${report.rejectedMoves}, unfinished ${report.unfinishedGames}`);
  console.log(`  ${report.gamesPerSecond} games/s`);
}
const { games: g, wins, averageScores, averageRounds, rejectedMoves, gamesPerSecond } = report;
if (values.json) console.log(JSON.stringify({ games: g, wins, averageScores, averageRounds, rejectedMoves, gamesPerSecond }));
