import { performanceClock, SafetyNet, seededRng, type Bot, type BotOptions, type Rng } from '@harbour/game-kit';
import { cloneState } from '../rules/clone.js';
import { applyCheckedMoveInPlace, legalMoves } from '../rules/engine.js';
import type { PortRoyalMove } from '../rules/moves.js';
import { canDraw, refillIfEmpty } from '../rules/piles.js';
import type { PortRoyalState } from '../rules/state.js';
import { determinize, nextCardCandidates, putOnTop } from './determinize.js';
import { DEFAULT_WEIGHTS, relativeValue, type Weights } from './evaluate.js';
import { acceptingBusts, after, bestFulfilment, cardClass, playOutTurn } from './policy.js';

/**
 * The strong bot. It sees only its seat's view and deals the hidden cards at random in a way
 * consistent with it (determinize.ts). Each candidate move is followed by a greedy play-out of
 * the rest of the turn for every player (so taking a card is weighed against what the others
 * then take) and the result judged by a static evaluation against the best other player.
 * Turning up another card is weighed by its exact expectation over the cards it can be (each
 * unseen card of the current shuffle equally likely), each followed by the best of stopping there
 * and, within the budget, looking one card further.
 *
 * Effort: `iterations` is the look-ahead depth (1: one card ahead, the default; 2: two). The move
 * depends only on the view, the seed and the depth. A safety net of SAFETY_LIMIT_MS (clock: `now`)
 * stops a stuck search, weighing what it has weighed so far; `onSearch` is told when it did.
 * `budgetMs` without `iterations`: depth 1 within that time (depends on the machine).
 */

/**
 * Far above the slowest decision (130 ms at depth 1, 245 ms at depth 2 on a 2-core machine at load 11,
 * 2026-12), so only a stuck machine reaches it (issue 38: the former default budget of 60 ms cut
 * searches short under load and made the moves depend on the machine).
 */
export const SAFETY_LIMIT_MS = 10_000;

export interface StrongBotOptions extends BotOptions {
  weights?: Weights;
}

export function strongBot(options: StrongBotOptions): Bot<PortRoyalState, PortRoyalMove> {
  const w = options.weights ?? DEFAULT_WEIGHTS;
  const depth = Math.max(1, Math.min(2, options.iterations ?? 1));
  const timed = options.iterations === undefined && options.budgetMs !== undefined;
  const limitMs = timed ? (options.budgetMs as number) : SAFETY_LIMIT_MS;
  const clock = options.now ?? performanceClock;
  return {
    chooseMove(view, seat) {
      const moves = legalMoves(view, seat);
      if (moves.length === 0) throw new Error(`seat ${seat} has no move to make`);
      if (moves.length === 1) return moves[0] as PortRoyalMove;
      const rng = seededRng(`${options.seed}:${view.turn.number}:${view.events.length}`);
      const net = new SafetyNet(clock, limitMs);
      const s = determinize(view, rng);
      const search: Search = { seat, w, rng, net, depth };
      const move = decide(search, s, moves);
      options.onSearch?.({ iterations: depth, cutShort: net.fired && !timed });
      return move;
    },
  };
}

function decide(search: Search, s: PortRoyalState, moves: PortRoyalMove[]): PortRoyalMove {
  const fulfil = bestFulfilment(s, search.seat, search.rng, search.w);
  if (fulfil) return fulfil;
  switch (s.turn.stage) {
    case 'repel':
      return repelOrAccept(search, s);
    case 'afterBust':
      return { type: 'endTurn' };
    case 'discover':
      if (s.turn.turnedUp === 0 && canDraw(s)) return { type: 'turnUp' };
      return turnUpValue(search, s, search.depth) > stopValue(search, s) ? { type: 'turnUp' } : { type: 'stop' };
    case 'tradeAndHire':
      return bestTake(search, s, moves);
  }
}

export interface Search {
  seat: number;
  w: Weights;
  rng: Rng;
  /** The only reader of the clock (null: none, as for hints); when it fires the search weighs no further. */
  net: SafetyNet | null;
  depth: number;
}

function outOfTime(search: Search): boolean {
  return search.net !== null && search.net.over();
}

/** The value of the rest of the turn after a move, played out greedily. */
export function playedOut(search: Search, s: PortRoyalState, seat: number, move: PortRoyalMove): number {
  const next = after(s, seat, move, search.rng);
  return relativeValue(playOutTurn(next, search.rng, search.w, s.turn.number), search.seat, search.w);
}

export function stopValue(search: Search, s: PortRoyalState): number {
  return playedOut(search, s, search.seat, { type: 'stop' });
}

/** Expected value of turning up one more card, then stopping or (depth > 1) going on if better. */
export function turnUpValue(search: Search, s: PortRoyalState, depth: number): number {
  const candidates = nextCardCandidates(s);
  if (candidates.length === 0) return -Infinity;
  const classes = new Map<string, { id: number; count: number }>();
  for (const id of candidates) {
    const key = cardClass(id);
    const entry = classes.get(key);
    if (entry) entry.count += 1;
    else classes.set(key, { id, count: 1 });
  }
  // Likeliest cards first: if the safety net fires, the expectation over the cards weighed so far stands.
  const ordered = [...classes.values()].sort((a, b) => b.count - a.count);
  let total = 0;
  let weight = 0;
  for (const { id, count } of ordered) {
    if (weight > 0 && outOfTime(search)) break;
    const next = cloneState(s, false);
    refillIfEmpty(next, search.rng);
    putOnTop(next, id);
    applyCheckedMoveInPlace(next, search.seat, { type: 'turnUp' }, search.rng);
    total += count * valueAfterTurnUp(search, next, depth);
    weight += count;
  }
  return total / weight;
}

function valueAfterTurnUp(search: Search, s: PortRoyalState, depth: number): number {
  if (s.status !== 'playing' || s.turn.active !== search.seat) return relativeValue(s, search.seat, search.w);
  switch (s.turn.stage) {
    case 'repel': {
      const move: PortRoyalMove = acceptingBusts(s) ? { type: 'repel' } : { type: 'accept' };
      const next = after(s, search.seat, move, search.rng);
      return valueAfterTurnUp(search, next, depth);
    }
    case 'afterBust':
      return relativeValue(playOutTurn(s, search.rng, search.w), search.seat, search.w);
    case 'discover': {
      const stop = stopValue(search, s);
      if (depth <= 1 || outOfTime(search)) return stop;
      return Math.max(stop, turnUpValue(search, s, depth - 1));
    }
    case 'tradeAndHire':
      return relativeValue(playOutTurn(s, search.rng, search.w), search.seat, search.w);
  }
}

/** A ship that would bust is always repelled; otherwise the better of keeping it out or in. */
function repelOrAccept(search: Search, s: PortRoyalState): PortRoyalMove {
  if (acceptingBusts(s)) return { type: 'repel' };
  return repelValue(search, s, { type: 'repel' }) > repelValue(search, s, { type: 'accept' }) ? { type: 'repel' } : { type: 'accept' };
}

/** The value of repelling or accepting the waiting ship: the better of stopping then or turning up one more card. */
export function repelValue(search: Search, s: PortRoyalState, move: PortRoyalMove): number {
  const next = after(s, search.seat, move, search.rng);
  const stop = stopValue(search, next);
  return outOfTime(search) ? stop : Math.max(stop, turnUpValue(search, next, 1));
}

function bestTake(search: Search, s: PortRoyalState, moves: PortRoyalMove[]): PortRoyalMove {
  let best: PortRoyalMove = { type: 'pass' };
  let bestValue = playedOut(search, s, search.seat, best);
  for (const move of moves) {
    if (move.type !== 'trade' && move.type !== 'hire') continue;
    if (outOfTime(search)) break;
    const value = playedOut(search, s, search.seat, move);
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
