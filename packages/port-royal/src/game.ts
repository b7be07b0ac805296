import { describeRefusal, fromBoardgameRandom, type Refusal } from '@harbour/game-kit';
import { deciderTurn, explainRawMove, movesTable, seatOf, stageConfigs, type MoveRules } from '@harbour/game-kit/boardgame';
import type { Game, PlayerID } from 'boardgame.io';
import { MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import {
  MOVE_TYPES,
  SECRET_MOVES,
  STAGES,
  STAGE_MOVES,
  applyCheckedMoveInPlace,
  checkMove,
  createGame,
  currentStage,
  deciders,
  isMatchOptions,
  parseMatchOptions,
  parseMove,
  viewFor,
  type MoveType,
  type PortRoyalMove,
  type PortRoyalState,
  type Stage,
} from './rules/index.js';

/**
 * Port Royal as a boardgame.io Game: a thin adapter over the pure rules.
 *
 * - Two phases named after the rulebook's: `discover` (stages `discover`, `repel`, `afterBust`)
 *   and `tradeAndHire` (stage `tradeAndHire`). They alternate: `discover` ends when the active
 *   player stops turning up cards, `tradeAndHire` when the last player has had their opportunity.
 *   A bust ends the active player's turn inside `discover`, and a Trade & Hire in which nobody
 *   can take anything is over within the move that began it: the `discover` phase then simply
 *   goes on with the next player's turn. Because each phase's endIf asks about the other phase's
 *   stage, neither phase is ever re-entered from itself (see grog-island's auctionRound for the
 *   pitfall that avoids).
 * - A boardgame.io turn belongs to the seat the rules wait for (ctx.currentPlayer): the active
 *   player, or in Trade & Hire whoever is taking cards; G.turn.active stays the active player.
 *   That seat is put in the stage of its decision, which holds only that decision's moves.
 * - Every move parses its arguments as untrusted input, asks the rules whether it is legal and
 *   returns INVALID_MOVE (state untouched) if not. All moves run on the server only
 *   (client: false): almost every one can draw cards, and only the server holds the draw pile
 *   and boardgame.io's random state. Undo is disabled.
 * - The draw pile is shuffled at setup and the discard pile when it is reshuffled, both with
 *   boardgame.io's server-side random; playerView hides the draw pile's order and the faces of
 *   all coin cards from everybody.
 */

/** G is boardgame.io's Immer draft: the rules check it, then change it in place. */
const RULES: MoveRules<PortRoyalState, PortRoyalMove> = { parseMove, checkMove, apply: applyCheckedMoveInPlace };

/** Why a move by `playerID` would be refused now, or null if it is legal. For servers and clients. */
export function explainMove(G: PortRoyalState, playerID: PlayerID | null | undefined, name: string, args: readonly unknown[]): Refusal | null {
  return explainRawMove(RULES, G, playerID, name, args);
}

const MOVES = movesTable<PortRoyalState, MoveType>(MOVE_TYPES, RULES, { redact: (name) => SECRET_MOVES.has(name) });

const STAGE_CONFIGS = stageConfigs<PortRoyalState, Stage, MoveType>(STAGES, STAGE_MOVES, MOVES);

/** Turns follow the rules: the decider holds the turn, in the stage of its decision. */
const turn = deciderTurn<PortRoyalState>({ decider: (G) => deciders(G)[0], currentStage });

export const PortRoyal: Game<PortRoyalState> = {
  name: 'port-royal',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  disableUndo: true,

  validateSetupData: (setupData) => {
    const parsed = parseMatchOptions(setupData);
    return isMatchOptions(parsed) ? undefined : describeRefusal(parsed);
  },

  setup: ({ ctx, random }, setupData?: unknown) => {
    const options = parseMatchOptions(setupData);
    if (!isMatchOptions(options)) throw new Error(`bad match options: ${describeRefusal(options)}`);
    return createGame(ctx.numPlayers, fromBoardgameRandom(random), options);
  },

  playerView: ({ G, playerID }) => viewFor(G, seatOf(playerID, G.numPlayers)),

  moves: MOVES,

  phases: {
    discover: {
      start: true,
      endIf: ({ G }) => G.status === 'playing' && G.turn.stage === 'tradeAndHire',
      next: 'tradeAndHire',
      turn: { ...turn, stages: { discover: STAGE_CONFIGS.discover, repel: STAGE_CONFIGS.repel, afterBust: STAGE_CONFIGS.afterBust } },
    },
    tradeAndHire: {
      endIf: ({ G }) => G.status === 'playing' && G.turn.stage !== 'tradeAndHire',
      next: 'discover',
      turn: { ...turn, stages: { tradeAndHire: STAGE_CONFIGS.tradeAndHire } },
    },
  },

  endIf: ({ G }) => (G.result ? { winners: G.result.winners.map(String), scores: G.result.scores.map((x) => x.points) } : undefined),
};
