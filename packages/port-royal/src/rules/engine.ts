import type { Refusal, Rng } from '@harbour/game-kit';
import { CARDS, isCardId, type CardId } from '../data.js';
import { cloneState } from './clone.js';
import { applyAccept, applyRepel, applyStop, applyTurnUp, checkRepelShip, checkStop, checkTurnUp } from './discover.js';
import { applyFulfil, canFulfilAny, checkFulfil, legalFulfilments } from './expeditions.js';
import { STAGE_MOVES, type PortRoyalMove } from './moves.js';
import { canDraw } from './piles.js';
import { refuse } from './refusals.js';
import type { PortRoyalState, Stage } from './state.js';
import { afterFulfilInTrade, allowedTakes, applyHire, applyPass, applyTrade, checkHire, checkTrade } from './trade.js';
import { finishTurn } from './turn.js';

/**
 * The rules as one state machine: who decides now and in which stage, whether a move is legal
 * (and why not), every legal move, and applying a move. checkMove and legalMoves never change
 * the state; applyMove returns a new state. Applying needs randomness only to reshuffle the
 * discard pile (the draw pile's order is fixed when it is shuffled).
 */

/** The seats that must decide now: the active player, or in Trade & Hire whoever is taking cards. */
export function deciders(s: PortRoyalState): number[] {
  if (s.status === 'over') return [];
  return [s.turn.stage === 'tradeAndHire' ? s.turn.taker : s.turn.active];
}

/** The stage of the decision asked now, or null once the game is over. */
export function currentStage(s: PortRoyalState): Stage | null {
  return s.status === 'over' ? null : s.turn.stage;
}

/** The stage `seat` is in, or null if it has no decision to make. */
export function stageOf(s: PortRoyalState, seat: number): Stage | null {
  return deciders(s).includes(seat) ? currentStage(s) : null;
}

function cardArg(move: PortRoyalMove): CardId | null {
  return 'card' in move ? move.card : null;
}

/** null if `seat` may make `move` now; otherwise the reason it may not. */
export function checkMove(s: PortRoyalState, seat: number, move: PortRoyalMove): Refusal | null {
  if (s.status === 'over') return refuse('game.over');
  const waiting = deciders(s);
  if (!waiting.includes(seat)) return refuse('turn.notYours', { waitingFor: waiting });
  const stage = s.turn.stage;
  if (!STAGE_MOVES[stage].includes(move.type)) return refuse('stage.wrongMove', { stage, move: move.type });
  const id = cardArg(move);
  if (id !== null && !isCardId(id)) return refuse('card.unknown', { card: String(id) });
  switch (move.type) {
    case 'turnUp':
      return checkTurnUp(s);
    case 'stop':
      return checkStop(s);
    case 'repel':
      return checkRepelShip(s, seat, s.turn.ship as CardId);
    case 'accept':
    case 'pass':
    case 'endTurn':
      return null;
    case 'trade':
      return checkTrade(s, seat, move.card);
    case 'hire':
      return checkHire(s, seat, move.card);
    case 'fulfilExpedition':
      for (const person of move.persons) if (!isCardId(person)) return refuse('card.unknown', { card: String(person) });
      return checkFulfil(s, seat, move.card, move.persons);
  }
}

/** Applies a legal move (throws on an illegal one) and every automatic step after it. Pure. */
export function applyMove(state: PortRoyalState, seat: number, move: PortRoyalMove, rng: Rng): PortRoyalState {
  const refusal = checkMove(state, seat, move);
  if (refusal) throw new Error(`illegal move ${move.type} by seat ${seat}: ${refusal.code}`);
  const s = cloneState(state);
  applyCheckedMoveInPlace(s, seat, move, rng);
  return s;
}

/**
 * Applies a move already found legal by checkMove, changing `s` itself: for boardgame.io, whose
 * moves receive an Immer draft to change, and for bot rollouts on their own copies.
 */
export function applyCheckedMoveInPlace(s: PortRoyalState, seat: number, move: PortRoyalMove, rng: Rng): void {
  switch (move.type) {
    case 'turnUp':
      applyTurnUp(s, rng);
      break;
    case 'stop':
      applyStop(s, rng);
      break;
    case 'repel':
      applyRepel(s);
      break;
    case 'accept':
      applyAccept(s, rng);
      break;
    case 'trade':
      applyTrade(s, seat, move.card, rng);
      break;
    case 'hire':
      applyHire(s, seat, move.card, rng);
      break;
    case 'fulfilExpedition': {
      const stage = s.turn.stage;
      applyFulfil(s, seat, move.card, move.persons, rng);
      if (stage === 'tradeAndHire') afterFulfilInTrade(s, rng);
      else if (stage === 'afterBust' && !canFulfilAny(s, seat)) finishTurn(s);
      break;
    }
    case 'pass':
      applyPass(s, seat, rng);
      break;
    case 'endTurn':
      finishTurn(s);
      break;
  }
}

/** Every legal move of `seat` now. */
export function legalMoves(s: PortRoyalState, seat: number): PortRoyalMove[] {
  const stage = stageOf(s, seat);
  if (stage === null) return [];
  const moves: PortRoyalMove[] = [];
  const fulfilments = (): void => {
    for (const f of legalFulfilments(s, seat)) moves.push({ type: 'fulfilExpedition', card: f.card, persons: f.persons });
  };
  switch (stage) {
    case 'discover':
      if (canDraw(s)) moves.push({ type: 'turnUp' });
      if (checkStop(s) === null) moves.push({ type: 'stop' });
      fulfilments();
      break;
    case 'repel':
      moves.push({ type: 'repel' }, { type: 'accept' });
      break;
    case 'afterBust':
      fulfilments();
      moves.push({ type: 'endTurn' });
      break;
    case 'tradeAndHire':
      if (s.turn.taken < allowedTakes(s, seat)) {
        for (const id of s.harbor) {
          if ((CARDS[id] as { type: string }).type === 'ship') moves.push({ type: 'trade', card: id });
          else if (checkHire(s, seat, id) === null) moves.push({ type: 'hire', card: id });
        }
      }
      fulfilments();
      moves.push({ type: 'pass' });
      break;
  }
  return moves;
}
