import type { Rng } from '@harbour/game-kit';
import { advance, applyMove, checkMove, isRefusal, needsAdvance, parseMove, type GameEvent, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import type { ReplayData } from '../../connection/frames/replay.js';

/**
 * A finished match, move by move, with nothing hidden: the rules replay the recorded moves from the
 * complete initial state (stacks already shuffled). The only randomness after setup is the die, and
 * every roll the server made is in the final state's events (`rolled`, re-rolls included), in order:
 * the replay rolls exactly those.
 */
export interface ReplayFrame {
  state: RumState;
  /** The move that led here (none for the first frame). */
  move: { seat: number; move: RumMove } | null;
}

export interface ReplayResult {
  frames: ReplayFrame[];
  /** Whether the replay ends in the final state the server stored (when it was given). */
  complete: boolean;
}

/** The values the server rolled, in order. */
export function rolledDice(events: readonly GameEvent[]): number[] {
  return events.flatMap((e) => (e.type === 'rolled' ? [e.value] : []));
}

/** An Rng that yields the given dice, as rollDie reads it (1 + ⌊next·6⌋). */
export function diceRng(values: readonly number[]): Rng {
  let i = 0;
  return { next: () => ((values[i++] ?? 1) - 0.5) / 6 };
}

export function buildReplay(data: ReplayData): ReplayResult {
  const final = (data.finalState ?? null) as RumState | null;
  const rng = diceRng(rolledDice(final?.events ?? []));
  const settle = (s: RumState): RumState => {
    let out = s;
    for (let guard = 0; guard < 100 && needsAdvance(out); guard++) out = advance(out, rng);
    return out;
  };
  let state = settle(data.initialState as RumState);
  const frames: ReplayFrame[] = [{ state, move: null }];
  for (const recorded of data.moves) {
    const seat = Number(recorded.playerID);
    const move = parseMove(recorded.name, recorded.args);
    if (isRefusal(move) || checkMove(state, seat, move) !== null) break;
    state = settle(applyMove(state, seat, move, rng));
    frames.push({ state, move: { seat, move } });
  }
  const last = frames[frames.length - 1]?.state;
  const complete = final === null || (last !== undefined && last.events.length === final.events.length && last.status === final.status);
  return { frames, complete };
}
