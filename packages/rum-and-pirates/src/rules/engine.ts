import { refuse, rollDie, type Refusal, type Rng } from '@harbour/game-kit';
import { applyAction, applySuppliesDecision, checkAction, legalActions, type ActionMove } from './actions.js';
import { cloneState } from './clone.js';
import { answerTavern, checkJoinTavern, proceedContest, resolveContestRoll } from './contests.js';
import { ACTION_MOVES, STAGE_MOVES, type RumMove, type Stage } from './moves.js';
import {
  applyLeaveDeadEnd,
  applyMoveAlong,
  applyMoveDark,
  checkLeaveDeadEnd,
  checkMoveAlong,
  checkMoveDark,
  moveOptions,
} from './movement.js';
import { checkReroll, mayReroll } from './rolls.js';
import { applyGoOnBoard, applyRest, beginRound, checkGoOnBoard, checkRest, finishTurn } from './round.js';
import { resolveScuffleRoll, runScuffle } from './scuffle.js';
import type { PendingRoll, PlayerState, RumState } from './state.js';

/**
 * The rules as one state machine: who decides now and in which stage, whether a move is legal (and why
 * not), every legal move, and applying a move. All exported functions except the *InPlace ones are
 * pure: they never change the state they are given.
 */

/** The stage of the decision asked now (null: nobody's, an automatic step is due or the game is over). */
export function currentStage(s: RumState): Stage | null {
  if (s.status !== 'action' && s.status !== 'scuffle') return null;
  if (s.roll !== null) return 'reroll';
  if (s.status === 'scuffle') return null;
  if (s.drawn !== null) return 'supplies';
  if (s.contest !== null) return s.contest.kind === 'tavern' && s.contest.toAsk.length > 0 ? 'joinTavern' : null;
  if (s.turn === null) return null;
  return s.turn.moves === 0 ? 'turn' : 'field';
}

/** The seats that must decide now: one at a time in this game; empty between steps and once it is over. */
export function deciders(s: RumState): number[] {
  switch (currentStage(s)) {
    case null:
      return [];
    case 'reroll':
      return [(s.roll as PendingRoll).seat];
    case 'supplies':
      return [(s.drawn as { seat: number }).seat];
    case 'joinTavern':
      return s.contest?.kind === 'tavern' ? [s.contest.toAsk[0] as number] : [];
    case 'turn':
    case 'field':
      return s.turn === null ? [] : [s.turn.seat];
  }
}

/** The stage `seat` is in now, or null if it has no decision to make. */
export function stageOf(s: RumState, seat: number): Stage | null {
  return deciders(s).includes(seat) ? currentStage(s) : null;
}

function isActionMove(move: RumMove): move is ActionMove {
  return (ACTION_MOVES as readonly string[]).includes(move.type);
}

/** null if `seat` may make `move` now; otherwise the reason it may not. */
export function checkMove(s: RumState, seat: number, move: RumMove): Refusal | null {
  if (s.status === 'over') return refuse('game.over');
  const waiting = deciders(s);
  if (!waiting.includes(seat)) return refuse('turn.notYours', { waitingFor: waiting });
  const stage = currentStage(s) as Stage;
  if (!STAGE_MOVES[stage].includes(move.type)) return refuse('stage.wrongMove', { stage, move: move.type });
  const player = s.players[seat] as PlayerState;
  if (isActionMove(move)) return checkAction(s, seat, move);
  switch (move.type) {
    case 'move':
      return checkMoveAlong(s, seat, move.alley);
    case 'moveDark':
      return checkMoveDark(s, seat, move.exit, move.entry);
    case 'leaveDeadEnd':
      return checkLeaveDeadEnd(s);
    case 'rest':
      return checkRest(player);
    case 'goOnBoard':
      return checkGoOnBoard(player);
    case 'joinTavern':
      return checkJoinTavern(s, seat);
    case 'reroll':
      return checkReroll(s, seat);
    default:
      return null;
  }
}

/** Applies a move, which must be legal (throws otherwise), and the automatic steps that follow within the same phase. */
export function applyMove(state: RumState, seat: number, move: RumMove, rng: Rng): RumState {
  const refusal = checkMove(state, seat, move);
  if (refusal) throw new Error(`illegal move ${move.type} by seat ${seat}: ${refusal.code}`);
  const s = cloneState(state);
  applyCheckedMoveInPlace(s, seat, move, rng);
  return s;
}

/**
 * Applies a move already found legal by checkMove, changing `s` itself: for boardgame.io, whose moves
 * receive an Immer draft to change. Everyone else calls applyMove. Dice come from `rng`.
 */
export function applyCheckedMoveInPlace(s: RumState, seat: number, move: RumMove, rng: Rng): void {
  if (isActionMove(move)) {
    applyAction(s, seat, move);
    if (move.type === 'openChest') proceedContest(s, rng);
    return;
  }
  switch (move.type) {
    case 'move':
      return applyMoveAlong(s, seat, move.alley);
    case 'moveDark':
      return applyMoveDark(s, seat, move.exit, move.entry);
    case 'leaveDeadEnd':
      return applyLeaveDeadEnd(s, seat);
    case 'rest':
      return applyRest(s, seat);
    case 'goOnBoard':
      return applyGoOnBoard(s, seat);
    case 'endTurn':
      return finishTurn(s);
    case 'keepSupplies':
    case 'returnSupplies':
      return applySuppliesDecision(s, seat, move.type === 'keepSupplies');
    case 'joinTavern':
    case 'declineTavern':
      return answerTavern(s, seat, move.type === 'joinTavern', rng);
    case 'reroll': {
      const roll = s.roll as PendingRoll;
      const player = s.players[seat] as PlayerState;
      player.rum -= 1;
      s.rumSupply += 1;
      const value = rollDie(rng);
      s.events.push({ type: 'rolled', seat, value, purpose: roll.purpose, reroll: true });
      const next: PendingRoll = { ...roll, value, rerolls: roll.rerolls + 1 };
      if (mayReroll(s, next)) {
        s.roll = next;
        return;
      }
      return settleRoll(s, next, rng);
    }
    case 'keepRoll':
      return settleRoll(s, s.roll as PendingRoll, rng);
  }
}

/** The roll counts; the contest or scuffle it belongs to goes on rolling. */
function settleRoll(s: RumState, roll: PendingRoll, rng: Rng): void {
  s.roll = null;
  if (roll.purpose === 'scuffle') {
    resolveScuffleRoll(s, roll.value);
    runScuffle(s, rng);
  } else {
    resolveContestRoll(s, roll);
    proceedContest(s, rng);
  }
}

/** Whether an automatic step is due: setting up the next round, or resolving the scuffle. */
export function needsAdvance(s: RumState): boolean {
  return s.status === 'betweenRounds' || (s.status === 'scuffle' && s.roll === null);
}

/** Takes the next automatic step, if one is due (pure). */
export function advance(state: RumState, rng: Rng): RumState {
  if (!needsAdvance(state)) return state;
  const s = cloneState(state);
  advanceInPlace(s, rng);
  return s;
}

/**
 * advance, changing `s` itself (for boardgame.io's phase hooks): between rounds, sets up the next round;
 * in the scuffle, rolls until a re-roll is to be decided or the round is over. One step only, so that
 * each boardgame.io phase begins with its own step.
 */
export function advanceInPlace(s: RumState, rng: Rng): void {
  if (s.status === 'betweenRounds') beginRound(s);
  else if (s.status === 'scuffle' && s.roll === null) runScuffle(s, rng);
}

/** A move followed by every automatic step until someone must decide: what a simulation or a bot rollout calls. */
export function play(state: RumState, seat: number, move: RumMove, rng: Rng): RumState {
  const s = applyMove(state, seat, move, rng);
  while (needsAdvance(s)) advanceInPlace(s, rng);
  return s;
}

/** Every legal move of `seat` now. */
export function legalMoves(s: RumState, seat: number): RumMove[] {
  const stage = stageOf(s, seat);
  if (stage === null) return [];
  const player = s.players[seat] as PlayerState;
  const moves: RumMove[] = [];
  switch (stage) {
    case 'turn':
    case 'field': {
      for (const o of moveOptions(s, seat)) {
        moves.push(o.kind === 'alley' ? { type: 'move', alley: o.alley } : { type: 'moveDark', exit: o.exit, entry: o.entry });
      }
      if (stage === 'turn') {
        if (checkLeaveDeadEnd(s) === null) moves.push({ type: 'leaveDeadEnd' });
        if (checkRest(player) === null) moves.push({ type: 'rest' });
        if (checkGoOnBoard(player) === null) moves.push({ type: 'goOnBoard' });
      } else {
        moves.push(...legalActions(s, seat));
        moves.push({ type: 'endTurn' });
      }
      return moves;
    }
    case 'supplies':
      return [{ type: 'keepSupplies' }, { type: 'returnSupplies' }];
    case 'joinTavern':
      if (checkJoinTavern(s, seat) === null) moves.push({ type: 'joinTavern' });
      moves.push({ type: 'declineTavern' });
      return moves;
    case 'reroll':
      if (checkReroll(s, seat) === null) moves.push({ type: 'reroll' });
      moves.push({ type: 'keepRoll' });
      return moves;
  }
}
