/**
 * Engine benchmark: random complete games through the pure rules and through boardgame.io's reducer.
 *   npm run bench:engine -- [--json] [--games 3000] [--bgio-games 150]
 * Moves are chosen by the rules' random-move sampler (randomMove), the same policy for both paths;
 * player counts cycle 2, 3, 4. The last line with --json is
 *   {"pure":{"gamesPerSecond":N,"movesPerSecond":N},"boardgameio":{"gamesPerSecond":N,"movesPerSecond":N}}
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { seededRng } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GrogIsland } from '../src/game.js';
import { createGame, deciders, play, randomMove, toAction, advance } from '../src/rules/index.js';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    games: { type: 'string', default: '3000' },
    'bgio-games': { type: 'string', default: '150' },
  },
});

interface Rate {
  gamesPerSecond: number;
  movesPerSecond: number;
}

function measure(games: number, playGame: (index: number) => number): Rate {
  // Warm up the JIT on a few games first.
  for (let i = 0; i < Math.min(20, games); i++) playGame(-1 - i);
  const started = process.hrtime.bigint();
  let moves = 0;
  for (let i = 0; i < games; i++) moves += playGame(i);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { gamesPerSecond: Math.round(games / seconds), movesPerSecond: Math.round(moves / seconds) };
}

function purePlay(index: number): number {
  const rng = seededRng(`bench:${index}`);
  let s = advance(createGame(2 + (Math.abs(index) % 3), rng), rng);
  let moves = 0;
  while (s.status !== 'over') {
    const seat = deciders(s)[0] as number;
    s = play(s, seat, randomMove(s, seat, rng), rng);
    moves++;
  }
  return moves;
}

function boardgameioPlay(index: number): number {
  const driver = createDriver(GrogIsland, 2 + (Math.abs(index) % 3), `bench:${index}`);
  const rng = seededRng(`bench:${index}`);
  let moves = 0;
  while (driver.state.ctx.gameover === undefined) {
    const G = driver.state.G;
    const seat = deciders(G)[0] as number;
    const { name, args } = toAction(randomMove(G, seat, rng));
    if (!driver.move(String(seat), name, args)) throw new Error(`boardgame.io refused ${name}`);
    moves++;
  }
  return moves;
}

// boardgame.io logs every refused move to the console; none are expected here.
const pure = measure(Number(values.games), purePlay);
const boardgameio = measure(Number(values['bgio-games']), boardgameioPlay);

if (!values.json) {
  console.log(`Grog Island engine, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, one core`);
  console.log(`  pure rules:          ${pure.gamesPerSecond} games/s, ${pure.movesPerSecond} moves/s (${values.games} games)`);
  console.log(`  boardgame.io reducer: ${boardgameio.gamesPerSecond} games/s, ${boardgameio.movesPerSecond} moves/s (${values['bgio-games']} games)`);
}
console.log(JSON.stringify({ pure, boardgameio }));
