/**
 * Port Royal's pure rules: no boardgame.io, no I/O. The Game (../game.ts), the web client and
 * the bots all call these same functions.
 */
export * from './state.js';
export * from './moves.js';
export { REFUSALS, REFUSAL_CODES, type RefusalCode } from './refusals.js';
export { parseMatchOptions, isMatchOptions } from './options.js';
export { createGame } from './setup.js';
export { checkMove, applyMove, applyCheckedMoveInPlace, legalMoves, deciders, currentStage, stageOf } from './engine.js';
export { canDraw } from './piles.js';
export { checkRepelShip } from './discover.js';
export { cardsForColours, allowedTakes, takingFee, hireCost, coinCount, canTakeAny, traderBonus, takeOutcome, type TakeOutcome } from './trade.js';
export { canFulfil, canFulfilAny, legalFulfilments } from './expeditions.js';
export { finalResult, meetsEndCondition } from './turn.js';
export { viewFor } from './view.js';
export { parseMove, isRefusal, toAction, isMoveType } from './parse.js';
export { cloneState } from './clone.js';
export { portRoyalEngine, randomMove } from './pure-engine.js';
export { forcedMove, conservativeMove } from './automation.js';
export { canTakeBack } from './take-back.js';
export { PortRoyalOrder, Want, parseOrder, orderMove, orderStands } from './orders.js';
