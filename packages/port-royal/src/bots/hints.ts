import { bestFirst, canonicalKey, hintFrom, seededRng, shuffled, turnKeyOf, type Hint, type HintOptions, type Rng, type Teacher, type TurnRandomness, type ValuedMove } from '@harbour/game-kit';
import { cloneState } from '../rules/clone.js';
import { applyCheckedMoveInPlace, deciders, finalResult, legalMoves } from '../rules/index.js';
import type { PortRoyalMove } from '../rules/moves.js';
import type { PortRoyalState } from '../rules/state.js';
import { determinize } from './determinize.js';
import { DEFAULT_WEIGHTS, relativeValue, type Weights } from './evaluate.js';
import { explainPortRoyalMove, obviousMistake } from './hints-reasons.js';
import { after, distinctFulfilments, greedyMove, playOutTurn } from './policy.js';
import { playedOut, repelValue, stopValue, turnUpValue, type Search } from './strong.js';

/**
 * The strong computer as a teacher: every distinct legal move valued by the strong bot's own look-ahead
 * (strong.ts: the rest of the turn played out greedily, turning up weighed by its exact expectation over
 * the unseen cards), from one determinization seeded by the view's public facts. The effort is the
 * look-ahead depth (1 or 2 cards), never a time, so the same view gives the same hint on any machine.
 * Values are in coins in the bot; a hint gives them in victory points (4 coins to the point).
 */

/** Look-ahead depth of a hint (the strong bot plays at 1). */
export const HINT_DEPTH = 2;
const COINS_PER_POINT = DEFAULT_WEIGHTS.point;

/**
 * A hint's weights: the strong bot's, but a finished game is valued by its standing plus 4 victory points
 * for a win (less 4 for a loss), not the bot's 1000 coins, so a hint's points stay victory points (issue 38:
 * a move that lost the game showed "500.7 points less"). Winning still counts most: 8 points lie between a win
 * and a loss, more than one turn's choices usually change in the standing.
 */
export const HINT_WEIGHTS: Weights = { ...DEFAULT_WEIGHTS, win: 4 * COINS_PER_POINT };

export function rankPortRoyalMoves(view: PortRoyalState, seat: number, iterations: number, include: readonly PortRoyalMove[] = []): ValuedMove<PortRoyalMove>[] {
  const moves = distinctMoves(view, seat, include);
  if (moves.length <= 1) return moves.map((move) => ({ move, value: 0 }));
  const rng = seededRng(`hint:${seat}:${view.turn.number}:${view.events.length}`);
  const s = determinize(view, rng);
  const search: Search = { seat, w: HINT_WEIGHTS, rng, net: null, depth: Math.max(1, Math.min(2, iterations)) };
  // A move the rules show to be wasted (letting in a ship that busts the turn) is left out while another
  // exists; a review still values the move made.
  const keys = new Set(include.map(canonicalKey));
  const sensible = moves.filter((m) => obviousMistake(view, seat, m) === null || keys.has(canonicalKey(m)));
  const weighed = sensible.some((m) => obviousMistake(view, seat, m) === null) ? sensible : moves;
  return bestFirst(weighed.map((move) => ({ move, value: moveValue(search, s, move) / COINS_PER_POINT })));
}

function distinctMoves(view: PortRoyalState, seat: number, include: readonly PortRoyalMove[]): PortRoyalMove[] {
  const fulfilments = distinctFulfilments(view, seat);
  const out: PortRoyalMove[] = legalMoves(view, seat).filter((m) => m.type !== 'fulfilExpedition');
  out.push(...fulfilments);
  const keys = new Set(out.map(canonicalKey));
  for (const m of include) if (!keys.has(canonicalKey(m))) out.push(m);
  return out;
}

function moveValue(search: Search, s: PortRoyalState, move: PortRoyalMove): number {
  switch (move.type) {
    case 'turnUp':
      return turnUpValue(search, s, search.depth);
    case 'stop':
      return stopValue(search, s);
    case 'repel':
    case 'accept':
      return repelValue(search, s, move);
    case 'trade':
    case 'hire':
    case 'pass':
    case 'endTurn':
      return playedOut(search, s, search.seat, move);
    case 'fulfilExpedition':
      return valueOfNext(search, after(s, search.seat, move, search.rng));
  }
}

/** After a fulfilment the same seat goes on: the best of what it can do next. */
function valueOfNext(search: Search, s: PortRoyalState): number {
  if (s.status !== 'playing' || deciders(s)[0] !== search.seat) return relativeValue(s, search.seat, search.w);
  switch (s.turn.stage) {
    case 'discover':
      return s.turn.turnedUp === 0 ? turnUpValue(search, s, 1) : Math.max(stopValue(search, s), turnUpValue(search, s, 1));
    case 'tradeAndHire': {
      let best = -Infinity;
      for (const m of legalMoves(s, search.seat)) if (m.type !== 'fulfilExpedition') best = Math.max(best, playedOut(search, s, search.seat, m));
      return best;
    }
    default:
      return relativeValue(playOutTurn(s, search.rng, search.w), search.seat, search.w);
  }
}

/** A full state whose unknown future (the order of the draw pile) is dealt anew. */
export function reshufflePortRoyalFuture(s: PortRoyalState, rng: Rng): PortRoyalState {
  const next = cloneState(s, false);
  next.drawPile = shuffled(rng, next.drawPile);
  return next;
}

/** Moves after which a playout is judged by the standing instead (a real game has about 150–400). */
export const PLAYOUT_MOVE_LIMIT = 3000;

/**
 * The greedy player for every seat, to the end of the game. Greedy players can, rarely, circle for
 * hundreds of rounds without anyone reaching the points that end the game (seen in 4-player playouts);
 * after PLAYOUT_MOVE_LIMIT moves the game is scored as it stands (points, then coins).
 */
/** A playout's turn for its randomness: the turn's number and the deciding seat (others hire in the active player's turn). */
export function portRoyalTurnKey(s: PortRoyalState, seat: number): number {
  return turnKeyOf(s.turn.number, seat);
}

export function playPortRoyalToEnd(s: PortRoyalState, turns: TurnRandomness, limit = PLAYOUT_MOVE_LIMIT): PortRoyalState {
  for (let guard = 0; guard < limit && s.status === 'playing'; guard++) {
    const seat = deciders(s)[0] as number;
    const rng = turns.at(portRoyalTurnKey(s, seat));
    applyCheckedMoveInPlace(s, seat, greedyMove(s, seat, rng), rng);
  }
  if (s.status === 'playing') {
    s.result = finalResult(s);
    s.status = 'over';
  }
  return s;
}

export const portRoyalTeacher: Teacher<PortRoyalState, PortRoyalMove, PortRoyalState> = {
  hintIterations: HINT_DEPTH,
  thresholds: { doubtful: 0.5, costly: 1.5 },
  rank: rankPortRoyalMoves,
  explain: explainPortRoyalMove,
  moveKey: canonicalKey,
  reshuffleFuture: reshufflePortRoyalFuture,
  playToEnd: (s, turns) => playPortRoyalToEnd(s, turns),
  turnKey: portRoyalTurnKey,
  policyMove: (s, seat) => greedyMove(s, seat, seededRng('policy')),
  // A review's playouts count by their final margin (victory points: half the fast policy's 2-player playouts end 1 to 4 apart; of 2, 4 and 8, 4 made two reviews agree most).
  outcomeScale: 4,
  turnedUpHidden: (a, b) => a.drawPile.length !== b.drawPile.length || a.shuffles !== b.shuffles,
};

/** "What would the strong computer do?": the best 3 moves from the seat's own view, with points against the best and why. */
export function hint(view: PortRoyalState, seat: number, options: HintOptions = {}): Hint<PortRoyalMove> {
  return hintFrom(portRoyalTeacher, view, seat, options);
}

