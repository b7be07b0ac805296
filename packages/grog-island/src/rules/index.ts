/**
 * Grog Island's pure rules: no boardgame.io, no I/O. The Game (../game.ts), the web client
 * and the bots all call these same functions.
 */
export * from './state.js';
export * from './moves.js';
export { createGame, setupChoices } from './setup.js';
export { checkMove, applyMove, applyCheckedMoveInPlace, advance, advanceInPlace, play, legalMoves, decider, deciders, stageOf, currentStage, STAGE_MOVES } from './engine.js';
export { checkRowShape, sumRow, legalBids, enumerateRows } from './bidding.js';
export { potentialCoinStock, availableShips, anchorage, ghostShipPeninsula, freeBuildingsOn, stillBidding } from './board.js';
export { goodsForPassing, mustTrade, canTradeAt, payableUnits, maxMainTiles, maxClaims, payments, legalTrades } from './passing.js';
export { claimCandidates } from './claims.js';
export { legalPayments, claimPeninsulas, lockPeninsula } from './winning.js';
export { finalScoring, scorePlayer, peninsulaPoints, goodsSubstitutionPoints } from './scoring.js';
export { viewFor, hasChosenSetup } from './view.js';
export { parseMove, isRefusal, toAction, isMoveType } from './parse.js';
export { cloneState } from './clone.js';
export { grogEngine } from './pure-engine.js';
export { randomMove } from './random-move.js';
export { bidOutlook, claimCoins, realCapital, isLastRound, seatsNearTheEnd, type BidOutlook, type ClaimOutlook } from './outlook.js';
export { forcedMove, conservativeMove, decidedInPublic } from './automation.js';
export { canTakeBack } from './take-back.js';
export { GrogOrder, TradePreference, parseOrder, orderMove, orderStands, cheapestStay, preferredTrade } from './orders.js';
