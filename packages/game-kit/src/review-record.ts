import type { Engine } from './engine.js';
import type { Bot } from './module.js';
import { seededRng } from './random.js';
import type { ReviewFrame } from './review.js';

/**
 * Plays one match between bots through the pure rules and keeps every full state, as a replay would
 * rebuild them: the frames a review reads (benchmarks and tests; the server's matches come from storage).
 */
export function recordMatch<State, Move, View>(
  engine: Engine<State, Move, View>,
  bots: readonly Bot<View, Move>[],
  seed: string | number,
  options?: unknown,
): ReviewFrame<State, Move>[] {
  const rng = seededRng(`${seed}:match`);
  let state = engine.setup(bots.length, rng, options);
  const frames: ReviewFrame<State, Move>[] = [{ state, move: null }];
  for (let guard = 0; !engine.isOver(state); guard++) {
    if (guard > 100_000) throw new Error(`match ${seed} did not end`);
    const seat = engine.deciders(state)[0];
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || !bot) throw new Error(`match ${seed}: nobody to move`);
    const move = bot.chooseMove(engine.view(state, seat), seat);
    state = engine.apply(state, seat, move, rng);
    frames.push({ state, move: { seat, move } });
  }
  return frames;
}
