import type { Rng } from '@harbour/game-kit';
import { COLOURS, type Colour } from '@harbour/grog-island/data';
import { advance, applyMove, checkMove, isRefusal, parseMove, type GameEvent, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import type { ReplayData } from '../../connection/frames/replay.js';

/**
 * A finished match, move by move, with nothing hidden: the rules replay the recorded moves from
 * the complete initial state. The dice of each auction round are those the server rolled, read
 * from the `roundStarted` events of the final state, so no randomness is needed here.
 */
export interface ReplayFrame {
  state: GrogState;
  /** The move that led here (none for the first frame). */
  move: { seat: number; move: GrogMove } | null;
}

export interface ReplayResult {
  frames: ReplayFrame[];
  /** Whether the replay ends in the final state the server stored (when it was given). */
  complete: boolean;
}

/** An Rng that yields the given dice (in COLOURS order per round), as rollDie reads it. */
function diceRng(rolls: readonly Record<Colour, number>[]): { rng: Rng; useRound(round: number): void } {
  let queue: number[] = [];
  return {
    rng: { next: () => ((queue.shift() ?? 1) - 0.5) / 6 },
    useRound(round) {
      const dice = rolls[round - 1];
      queue = dice ? COLOURS.map((c) => dice[c]) : [];
    },
  };
}

export function rolledDice(events: readonly GameEvent[]): Record<Colour, number>[] {
  const out: Record<Colour, number>[] = [];
  for (const e of events) if (e.type === 'roundStarted') out[e.round - 1] = e.dice;
  return out;
}

export function buildReplay(data: ReplayData): ReplayResult {
  const initial = data.initialState as GrogState;
  const final = (data.finalState ?? null) as GrogState | null;
  const dice = diceRng(rolledDice(final?.events ?? []));
  const step = (s: GrogState): GrogState => {
    if (s.status !== 'betweenRounds') return s;
    dice.useRound(s.auction.round + 1);
    return advance(s, dice.rng);
  };
  let state = step(initial);
  const frames: ReplayFrame[] = [{ state, move: null }];
  for (const recorded of data.moves) {
    const seat = Number(recorded.playerID);
    const move = parseMove(recorded.name, recorded.args);
    if (isRefusal(move) || checkMove(state, seat, move) !== null) break;
    state = step(applyMove(state, seat, move));
    frames.push({ state, move: { seat, move } });
  }
  const last = frames[frames.length - 1]?.state;
  const complete = final === null || (last !== undefined && last.events.length === final.events.length && last.status === final.status);
  return { frames, complete };
}
