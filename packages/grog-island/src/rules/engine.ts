import { refuse, type Refusal, type Rng } from '@harbour/game-kit';
import { BUILDINGS, buildingById, type Building } from '../data.js';
import { applyBid, checkBid, checkPass, legalBids } from './bidding.js';
import { freeBuildingsOn } from './board.js';
import {
  applyClaim,
  applyDiscardGoalCard,
  applySkipClaims,
  checkClaim,
  checkDiscardGoalCard,
  checkGhostCrew,
  checkLock,
  claimCandidates,
} from './claims.js';
import { cloneState } from './clone.js';
import { shareUnchanged } from './share.js';
import type { GrogMove, MoveType } from './moves.js';
import { applyKeepGoalCard, applyPass, applyTrade, checkKeepGoalCard, checkTrade, legalTrades } from './passing.js';
import { applyGhostCrew, beginAuctionRound, proceed } from './round.js';
import { applyChooseSetup, checkChooseSetup, setupChoices } from './setup.js';
import type { GrogState, Stage, Task } from './state.js';
import { applyLock, applyPay, checkPay, legalPayments } from './winning.js';

/**
 * The rules as one state machine: who decides now and in which stage, whether a move is legal
 * (and why not), every legal move, and applying a move. All functions are pure: they never
 * change the state they are given.
 */

/** Which moves each stage accepts. */
export const STAGE_MOVES: Record<Stage, readonly MoveType[]> = {
  chooseSetup: ['chooseSetup'],
  bid: ['bid', 'pass'],
  trade: ['trade'],
  keepGoalCard: ['keepGoalCard'],
  claim: ['claimBuilding', 'skipClaims'],
  discardGoalCard: ['discardGoalCard'],
  pay: ['pay', 'refusePayment'],
  lock: ['placeLock'],
  ghostCrew: ['placeGhostCrew'],
};

/** The seats that must decide now (all undecided players during setup; one player otherwise). */
export function deciders(s: GrogState): number[] {
  if (s.status === 'over' || s.status === 'betweenRounds') return [];
  const task = s.tasks[0];
  if (task === undefined) return s.auction.step === 'bidding' ? [s.auction.turn] : [];
  return task.kind === 'chooseSetup' ? task.seats.slice() : [task.seat];
}

/** The one seat asked now (the first of several during setup), or undefined: deciders without the array. */
export function decider(s: GrogState): number | undefined {
  if (s.status === 'over' || s.status === 'betweenRounds') return undefined;
  const task = s.tasks[0];
  if (task === undefined) return s.auction.step === 'bidding' ? s.auction.turn : undefined;
  return task.kind === 'chooseSetup' ? task.seats[0] : task.seat;
}

/** Whether `seat` is asked to decide now (deciders(s).includes(seat), without the array). */
export function isDecider(s: GrogState, seat: number): boolean {
  const task = s.tasks[0];
  if (task?.kind === 'chooseSetup') return task.seats.includes(seat);
  return decider(s) === seat;
}

/** The stage `seat` is in: what kind of decision it must make now, or null if it has none. */
export function stageOf(s: GrogState, seat: number): Stage | null {
  return isDecider(s, seat) ? currentStage(s) : null;
}

/** The stage of the decision asked now. */
export function currentStage(s: GrogState): Stage | null {
  if (s.status === 'over' || s.status === 'betweenRounds') return null;
  const task = s.tasks[0];
  if (task !== undefined) return task.kind;
  return s.auction.step === 'bidding' ? 'bid' : null;
}

/** null if `seat` may make `move` now; otherwise the reason it may not. */
export function checkMove(s: GrogState, seat: number, move: GrogMove): Refusal | null {
  if (s.status === 'over') return refuse('game.over');
  if (!isDecider(s, seat)) return refuse('turn.notYours', { waitingFor: deciders(s) });
  const stage = currentStage(s) as Stage;
  if (!STAGE_MOVES[stage].includes(move.type)) return refuse('stage.wrongMove', { stage, move: move.type });
  const task = s.tasks[0] as Task;

  switch (move.type) {
    case 'chooseSetup':
      return checkChooseSetup(s, seat, move.keep, move.goods);
    case 'bid':
      return checkBid(s, seat, move.row, move.parrots);
    case 'pass':
      return checkPass(s, seat);
    case 'trade':
      return checkTrade(s, seat, move);
    case 'keepGoalCard':
      return task.kind === 'keepGoalCard' ? checkKeepGoalCard(task.drawn, move.card) : null;
    case 'claimBuilding': {
      if (task.kind !== 'claim') return null;
      const building = buildingById(move.building);
      if (!building) return refuse('move.unknownBuilding', { building: move.building });
      return checkClaim(s, task, building);
    }
    case 'skipClaims':
      return task.kind === 'claim' && task.via === 'ship' ? refuse('claim.paidClaimsAreMandatory') : null;
    case 'discardGoalCard':
      return checkDiscardGoalCard(s, seat, move.card);
    case 'pay':
      return task.kind === 'pay' ? checkPay(s, seat, task.bid, move.coins, move.treasureCards) : null;
    case 'refusePayment':
      return null;
    case 'placeLock':
    case 'placeGhostCrew': {
      if (task.kind !== 'lock' && task.kind !== 'ghostCrew') return null;
      const building = buildingById(move.building);
      if (!building) return refuse('move.unknownBuilding', { building: move.building });
      return task.kind === 'lock' ? checkLock(s, task.peninsula, building) : checkGhostCrew(s, task.peninsula, building);
    }
  }
}

/**
 * Applies a move, which must be legal (throws otherwise), and moves on to the next decision. The
 * new state shares with `state` every part the move left as it was (see shareUnchanged).
 */
export function applyMove(state: GrogState, seat: number, move: GrogMove): GrogState {
  const refusal = checkMove(state, seat, move);
  if (refusal) throw new Error(`illegal move ${move.type} by seat ${seat}: ${refusal.code}`);
  const s = cloneState(state);
  applyCheckedMoveInPlace(s, seat, move);
  return shareUnchanged(state, s);
}

/**
 * Applies a move already found legal by checkMove, changing `s` itself. For callers that own a
 * private copy and want no copy per move (bot rollouts); everyone else calls applyMove.
 */
export function applyCheckedMoveInPlace(s: GrogState, seat: number, move: GrogMove): void {
  const task = s.tasks[0] as Task;
  switch (move.type) {
    case 'chooseSetup':
      applyChooseSetup(s, seat, move.keep, move.goods);
      break;
    case 'bid':
      applyBid(s, seat, move.row, move.parrots);
      break;
    case 'pass':
      applyPass(s, seat);
      break;
    case 'trade':
      s.tasks.shift();
      applyTrade(s, seat, move);
      break;
    case 'keepGoalCard':
      s.tasks.shift();
      applyKeepGoalCard(s, seat, (task as Extract<Task, { kind: 'keepGoalCard' }>).drawn, move.card);
      break;
    case 'claimBuilding':
      applyClaim(s, task as Extract<Task, { kind: 'claim' }>, building(move.building));
      break;
    case 'skipClaims':
      applySkipClaims(s, seat);
      break;
    case 'discardGoalCard':
      s.tasks.shift();
      applyDiscardGoalCard(s, seat, move.card);
      break;
    case 'pay':
      s.tasks.shift();
      applyPay(s, seat, (task as Extract<Task, { kind: 'pay' }>).bid, move.coins, move.treasureCards);
      break;
    case 'refusePayment':
      s.tasks.shift();
      s.events.push({ type: 'refusedToPay', seat, bid: s.auction.bid });
      break;
    case 'placeLock':
      s.tasks.shift();
      applyLock(s, seat, building(move.building));
      break;
    case 'placeGhostCrew':
      s.tasks.shift();
      applyGhostCrew(s, seat, building(move.building));
      break;
  }
  proceed(s);
}

function building(id: string): Building {
  const b = buildingById(id);
  if (!b) throw new Error(`unknown building ${id}`);
  return b;
}

/** Starts the next auction round if one is due (the only step that needs dice). */
export function advance(state: GrogState, rng: Rng): GrogState {
  if (state.status !== 'betweenRounds') return state;
  const s = cloneState(state);
  advanceInPlace(s, rng);
  return shareUnchanged(state, s);
}

/** advance, changing `s` itself (see applyCheckedMoveInPlace). */
export function advanceInPlace(s: GrogState, rng: Rng): void {
  if (s.status !== 'betweenRounds') return;
  beginAuctionRound(s, rng);
  proceed(s);
}

/** A move followed by any automatic step: what a simulation or a bot rollout calls. */
export function play(state: GrogState, seat: number, move: GrogMove, rng: Rng): GrogState {
  return advance(applyMove(state, seat, move), rng);
}

/** Every legal move of `seat` now (see legalBids for the one limit on parrot-card combinations). */
export function legalMoves(s: GrogState, seat: number): GrogMove[] {
  const stage = stageOf(s, seat);
  if (stage === null) return [];
  const task = s.tasks[0] as Task;
  switch (stage) {
    case 'chooseSetup':
      return setupChoices(s, seat).map((c) => ({ type: 'chooseSetup', ...c }));
    case 'bid': {
      const moves: GrogMove[] = legalBids(s, seat).map((b) => ({ type: 'bid', ...b }));
      if (checkPass(s, seat) === null) moves.push({ type: 'pass' });
      return moves;
    }
    case 'trade':
      return legalTrades(s, seat).map((t) => ({ type: 'trade', ...t }));
    case 'keepGoalCard':
      return task.kind === 'keepGoalCard' ? task.drawn.map((card) => ({ type: 'keepGoalCard', card })) : [];
    case 'claim': {
      if (task.kind !== 'claim') return [];
      const moves: GrogMove[] = claimCandidates(s, task).map((i) => ({ type: 'claimBuilding', building: buildingAt(i) }));
      if (task.via === 'auction') moves.push({ type: 'skipClaims' });
      return moves;
    }
    case 'discardGoalCard':
      return s.players[seat]?.goalCards.map((card) => ({ type: 'discardGoalCard', card })) ?? [];
    case 'pay': {
      if (task.kind !== 'pay') return [];
      const moves: GrogMove[] = legalPayments(s, seat, task.bid).map((p) => ({ type: 'pay', ...p }));
      moves.push({ type: 'refusePayment' });
      return moves;
    }
    case 'lock':
    case 'ghostCrew': {
      if (task.kind !== 'lock' && task.kind !== 'ghostCrew') return [];
      const type = task.kind === 'lock' ? 'placeLock' : 'placeGhostCrew';
      return freeBuildingsOn(s, task.peninsula).map((i) => ({ type, building: buildingAt(i) }));
    }
  }
}

function buildingAt(index: number): Building['id'] {
  return (BUILDINGS[index] as Building).id;
}
