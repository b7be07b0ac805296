import type { Engine } from './engine.js';
import type { Bot } from './module.js';
import { pick, seededRng } from './random.js';

export interface SimulationOptions<State, Move, View> {
  engine: Engine<State, Move, View>;
  /** One bot per seat, in seat order. */
  bots: readonly Bot<View, Move>[];
  games: number;
  seed: string | number;
  /** Match options passed to engine.setup. */
  options?: unknown;
  /** Stops a game that runs longer than this many moves (counted as unfinished). */
  maxMovesPerGame?: number;
  /** Called after every finished game (progress reports). */
  onGame?: (index: number, state: State) => void;
}

export interface SimulationReport {
  games: number;
  wins: number[];
  averageScores: number[];
  averageRounds: number;
  rejectedMoves: number;
  unfinishedGames: number;
  gamesPerSecond: number;
  moves: number;
}

/**
 * Plays complete games between bots, headless, through the pure engine. Each bot sees only its
 * seat's view. A move a bot proposes that the rules refuse is counted in `rejectedMoves` and
 * replaced by a random legal move, so one faulty bot cannot stall the run.
 */
export function simulate<State, Move, View>(opts: SimulationOptions<State, Move, View>): SimulationReport {
  const { engine, bots, games } = opts;
  const players = bots.length;
  const wins = Array<number>(players).fill(0);
  const scoreSums = Array<number>(players).fill(0);
  let rounds = 0;
  let rejectedMoves = 0;
  let unfinishedGames = 0;
  let moves = 0;
  const maxMoves = opts.maxMovesPerGame ?? 100_000;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const rng = seededRng(`${opts.seed}:game:${g}`);
    let state = engine.setup(players, rng, opts.options);
    let gameMoves = 0;
    while (!engine.isOver(state) && gameMoves < maxMoves) {
      const seat = engine.deciders(state)[0];
      if (seat === undefined) throw new Error(`seed ${opts.seed} game ${g}: nobody to move`);
      const bot = bots[seat];
      if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
      let move = bot.chooseMove(engine.view(state, seat), seat);
      if (engine.check(state, seat, move) !== null) {
        rejectedMoves++;
        move = pick(rng, engine.legalMoves(state, seat));
      }
      state = engine.apply(state, seat, move, rng);
      gameMoves++;
    }
    moves += gameMoves;
    const outcome = engine.outcome(state);
    if (outcome === null) {
      unfinishedGames++;
    } else {
      for (const w of outcome.winners) wins[w] = (wins[w] ?? 0) + 1;
      outcome.scores.forEach((score, seat) => (scoreSums[seat] = (scoreSums[seat] ?? 0) + score));
    }
    rounds += engine.progress(state);
    opts.onGame?.(g, state);
  }
  const seconds = (performance.now() - started) / 1000;
  const finished = games - unfinishedGames;
  return {
    games,
    wins,
    averageScores: scoreSums.map((s) => round2(finished > 0 ? s / finished : 0)),
    averageRounds: round2(games > 0 ? rounds / games : 0),
    rejectedMoves,
    unfinishedGames,
    gamesPerSecond: round2(games / seconds),
    moves,
  };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
