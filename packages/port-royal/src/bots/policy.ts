import { CARDS, type Card, type CardId, type PersonCard, type ShipCard } from '../data.js';
import { cloneState } from '../rules/clone.js';
import { applyCheckedMoveInPlace, deciders, stageOf } from '../rules/engine.js';
import { legalFulfilments } from '../rules/expeditions.js';
import { STAGE_MOVES, type PortRoyalMove } from '../rules/moves.js';
import type { PlayerState, PortRoyalState } from '../rules/state.js';
import type { Rng } from '@harbour/game-kit';
import { DEFAULT_WEIGHTS, holdingOf, holdingValue, relativeValue, roundsLeft, type Weights } from './evaluate.js';
import { canTakeAny, hireCost, takingFee } from '../rules/trade.js';
import { canDraw } from '../rules/piles.js';

/**
 * Simple decisions shared by the bots and used inside the strong bot's look-ahead: a greedy
 * player who takes whatever raises its own value most, repels only a ship that would bust, and
 * fulfils an expedition whenever that pays.
 */

/** Whether accepting the ship waiting in stage repel would bust the turn. */
export function acceptingBusts(s: PortRoyalState): boolean {
  const ship = s.turn.ship;
  if (ship === null) return false;
  const colour = (CARDS[ship] as ShipCard).colour;
  return s.harbor.some((id) => {
    const c = CARDS[id] as ShipCard;
    return c.type === 'ship' && c.colour === colour;
  });
}

/** A move applied to a copy (without the event log). */
export function after(s: PortRoyalState, seat: number, move: PortRoyalMove, rng: Rng): PortRoyalState {
  const next = cloneState(s, false);
  applyCheckedMoveInPlace(next, seat, move, rng);
  return next;
}

/** The legal fulfilments, one per distinct choice (persons of a kind are interchangeable: all score 1 point). */
export function distinctFulfilments(s: PortRoyalState, seat: number): PortRoyalMove[] {
  // Not while a ship waits to be repelled or taken in: that stage takes no expedition.
  const stage = stageOf(s, seat);
  if (stage === null || !STAGE_MOVES[stage].includes('fulfilExpedition')) return [];
  const seen = new Set<string>();
  const out: PortRoyalMove[] = [];
  for (const f of legalFulfilments(s, seat)) {
    const key = `${f.card}:${f.persons.map((id) => (CARDS[id] as PersonCard).kind).sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: 'fulfilExpedition', card: f.card, persons: f.persons });
  }
  return out;
}

/** The fulfilment that raises the seat's standing most, if any does. */
export function bestFulfilment(s: PortRoyalState, seat: number, rng: Rng, w: Weights = DEFAULT_WEIGHTS): PortRoyalMove | null {
  let best: PortRoyalMove | null = null;
  let bestValue = relativeValue(s, seat, w);
  for (const move of distinctFulfilments(s, seat)) {
    const value = relativeValue(after(s, seat, move, rng), seat, w);
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}

/** The greedy player's move: used for every player inside look-ahead. */
export function greedyMove(s: PortRoyalState, seat: number, rng: Rng, w: Weights = DEFAULT_WEIGHTS): PortRoyalMove {
  const fulfil = s.turn.active === seat ? bestFulfilment(s, seat, rng, w) : null;
  if (fulfil) return fulfil;
  switch (s.turn.stage) {
    case 'repel':
      return acceptingBusts(s) ? { type: 'repel' } : { type: 'accept' };
    case 'afterBust':
      return { type: 'endTurn' };
    case 'discover':
      // With both piles empty no card can be turned up: the turn may only stop.
      if (!canDraw(s)) return { type: 'stop' };
      return s.turn.turnedUp === 0 || s.harbor.length < 2 ? { type: 'turnUp' } : { type: 'stop' };
    case 'tradeAndHire':
      return greedyTake(s, seat, w);
  }
}

/**
 * The card that raises the taker's own value most (or pass), judged without playing the move:
 * a ship adds its coins (and Trader bonus) less the fee, a person joins for its cost and the fee.
 */
function greedyTake(s: PortRoyalState, seat: number, w: Weights): PortRoyalMove {
  const p = s.players[seat] as PlayerState;
  const own = holdingOf(p);
  const rounds = roundsLeft(s);
  let best: PortRoyalMove = { type: 'pass' };
  if (!canTakeAny(s, seat)) return best;
  let bestValue = holdingValue(s, own, w, rounds);
  const fee = takingFee(s, seat);
  const traders = p.persons.map((id) => CARDS[id] as PersonCard).filter((c) => c.kind === 'trader');
  for (const id of s.harbor) {
    const c = CARDS[id] as Card;
    let value: number;
    if (c.type === 'ship') {
      const bonus = traders.filter((t) => t.colour === c.colour).length;
      value = holdingValue(s, { ...own, coins: own.coins + c.coins + bonus - fee }, w, rounds);
    } else if (c.type === 'person') {
      const cost = hireCost(s, seat, id) + fee;
      if (cost > own.coins) continue;
      value = holdingValue(s, { ...own, persons: [...own.persons, id], points: own.points + c.points, coins: own.coins - cost }, w, rounds);
    } else continue;
    value += 0.01;
    if (value > bestValue) {
      bestValue = value;
      best = { type: c.type === 'ship' ? 'trade' : 'hire', card: id };
    }
  }
  return best;
}

/** Plays greedily until turn number `turn` (by default the one under way) is over, or the game; changes `s`. */
export function playOutTurn(s: PortRoyalState, rng: Rng, w: Weights = DEFAULT_WEIGHTS, turn = s.turn.number): PortRoyalState {
  const state = s;
  for (let guard = 0; guard < 200 && state.status === 'playing' && state.turn.number === turn; guard++) {
    const seat = deciders(state)[0] as number;
    applyCheckedMoveInPlace(state, seat, greedyMove(state, seat, rng, w), rng);
  }
  return state;
}

/** Cards worth naming apart when reasoning about the next card: identical cards share a key. */
export function cardClass(id: CardId): string {
  const c = CARDS[id];
  switch (c?.type) {
    case 'person':
      return `p:${c.kind}:${c.cost}:${c.points}:${c.colour ?? ''}`;
    case 'ship':
      return `s:${c.colour}:${c.swords ?? 'x'}:${c.coins}`;
    case 'tax':
      return `t:${c.bonus}`;
    default:
      return `e:${id}`;
  }
}
