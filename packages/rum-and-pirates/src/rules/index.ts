/**
 * Rum & Pirates' pure rules: no boardgame.io, no I/O. The Game (../game.ts), the web client and the
 * bots all call these same functions.
 */
export * from './state.js';
export * from './moves.js';
export { buildBoard, randomPlaces, rotatePoint, rotateSlot, otherEnd, partOfField, CENTRE_PLACE, PLACES } from './board.js';
export type { Board, BoardField, Alley, DarkAlley } from './board.js';
export { createGame, HEADQUARTERS } from './setup.js';
export {
  checkMove,
  applyMove,
  applyCheckedMoveInPlace,
  advance,
  advanceInPlace,
  needsAdvance,
  play,
  legalMoves,
  deciders,
  stageOf,
  currentStage,
} from './engine.js';
export { moveOptions, isAlone, captainCanLeave, deadEndTarget, extraMoveCost, darkSurcharge, canMoveAlongAlley } from './movement.js';
export type { MoveOption } from './movement.js';
export { cheapestOption, compareCost, spendsLastPirates } from './cheapest.js';
export { legalActions, tavernStake, ACTION_FIELD } from './actions.js';
export { tavernPrize, turnOrderFrom } from './contests.js';
export { mayReroll, rerollCouldHelp } from './rolls.js';
export { nextInAction } from './round.js';
export { finalScoring, scorePlayer, bestSupplies, mapPoints, compareScores } from './scoring.js';
export { viewFor } from './view.js';
export { parseMove, isRefusal, toAction, isMoveType } from './parse.js';
export { cloneState } from './clone.js';
export { rumEngine } from './pure-engine.js';
export { randomMove } from './random-move.js';
export { forcedMove, conservativeMove } from './automation.js';
export { canTakeBack } from './take-back.js';
export { RumOrder, parseOrder, orderMove, orderStands } from './orders.js';
