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

/**
 * Decisions of bot self-play with a choice to make (two legal moves or more), for property tests: one
 * match per player count (seed `${seed}:${players}`, bots made by `bot`), each decision put in the
 * bucket `kindOf` names, at most `per` per bucket, where `keep(kind, index)` (its index in the match)
 * allows: rare decisions are all kept, a common one only every so often.
 */
export function decisionsByKind<State, Move, View>(
  engine: Engine<State, Move, View>,
  options: {
    seed: string;
    players: readonly number[];
    bot: (seed: string) => Bot<View, Move>;
    kindOf: (state: State, seat: number) => string;
    keep?: (kind: string, index: number) => boolean;
    per: number;
  },
): State[] {
  const buckets = new Map<string, State[]>();
  for (const n of options.players) {
    const seed = `${options.seed}:${n}`;
    const bots = Array.from({ length: n }, (_, i) => options.bot(`${seed}:${i}`));
    recordMatch(engine, bots, seed).forEach(({ state }, i) => {
      if (engine.isOver(state)) return;
      const seat = engine.deciders(state)[0];
      if (seat === undefined || engine.legalMoves(state, seat).length < 2) return;
      const kind = options.kindOf(state, seat);
      const list = buckets.get(kind) ?? [];
      if (list.length < options.per && (options.keep?.(kind, i) ?? true)) list.push(state);
      buckets.set(kind, list);
    });
  }
  return [...buckets.values()].flat();
}
