import { fromBoardgameRandom, type Refusal } from '@harbour/game-kit';
import { deciderTurn, explainRawMove, movesTable, seatOf, stageConfigs, type MoveRules } from '@harbour/game-kit/boardgame';
import type { Game, PlayerID, Plugin } from 'boardgame.io';
import { MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import {
  MOVE_TYPES,
  SECRET_MOVES,
  STAGE_MOVES,
  advance,
  applyMove,
  checkMove,
  createGame,
  currentStage,
  decider,
  parseMove,
  viewFor,
  type GrogMove,
  type GrogState,
  type MoveType,
  type Stage,
} from './rules/index.js';

/**
 * Grog Island as a boardgame.io Game: a thin adapter over the pure rules.
 *
 * - Phase `setup`: every player is active at once in stage `chooseSetup` (one move each).
 * - Phase `auctionRound`, entered once per auction round: its `onBegin` rolls the dice with the
 *   server's randomness; turns follow the rules' own order (the players still bidding, then whoever
 *   owes a decision); each decision is a stage named after it (`bid`, `trade`, `claim`, `pay`,
 *   `lock`, `keepGoalCard`, `discardGoalCard`, `ghostCrew`), holding only that decision's moves.
 *   The phase ends with the auction round and begins again for the next one.
 * - Every move parses its arguments as untrusted input, asks the rules whether it is legal and
 *   returns INVALID_MOVE (state untouched) if not. All moves run on the server only (client: false),
 *   because the end of an auction round rolls dice. Undo is disabled.
 */

/**
 * boardgame.io runs moves and hooks inside Immer, handing them a draft of G. The pure rules want
 * the plain state: reading a draft costs a proxy per object touched. This plugin, which wraps
 * outside Immer, passes the state as it was before the move along as `base`; moves and hooks read
 * it, and return the new state the rules compute (Immer then takes it as the result).
 */
const PlainStatePlugin: Plugin = {
  name: 'harbour-plain-state',
  fnWrap:
    (fn) =>
    (context, ...args) =>
      fn({ ...context, base: context.G } as typeof context, ...args),
};

function baseOf(context: object): GrogState {
  return (context as { base: GrogState }).base;
}

/**
 * A new state handed back to Immer with its top level frozen. Immer walks every object of a
 * returned state that is not frozen (to find drafts in it and freeze it); a frozen root tells it
 * there is nothing to do. This is Immer's own advice for adding large new data ("pre-freeze
 * data"), and it is true here: the rules never change a state they were given, they build the next.
 */
function settled(state: GrogState): GrogState {
  return Object.freeze(state);
}

/** The rules read the plain state the plugin passes along, and return the next state. */
const RULES: MoveRules<GrogState, GrogMove> = {
  parseMove,
  checkMove,
  apply: (state, seat, move) => settled(applyMove(state, seat, move)),
  stateOf: baseOf,
};

/** Why a move by `playerID` would be refused now, or null if it is legal. For servers and clients. */
export function explainMove(G: GrogState, playerID: PlayerID | null | undefined, name: string, args: readonly unknown[]): Refusal | null {
  return explainRawMove(RULES, G, playerID, name, args);
}

const MOVES = movesTable<GrogState, MoveType>(MOVE_TYPES, RULES, { redact: (name) => SECRET_MOVES.has(name) });

const AUCTION_STAGES: Stage[] = ['bid', 'trade', 'keepGoalCard', 'claim', 'discardGoalCard', 'pay', 'lock', 'ghostCrew'];

const STAGE_CONFIGS = stageConfigs<GrogState, Stage, MoveType>(['chooseSetup', ...AUCTION_STAGES], STAGE_MOVES, MOVES);

export const GrogIsland: Game<GrogState> = {
  name: 'grog-island',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  disableUndo: true,
  plugins: [PlainStatePlugin],

  setup: ({ ctx, random }) => createGame(ctx.numPlayers, fromBoardgameRandom(random)),

  playerView: ({ G, playerID }) => viewFor(G, seatOf(playerID, G.numPlayers)),

  moves: MOVES,

  phases: {
    setup: {
      start: true,
      turn: {
        activePlayers: { all: 'chooseSetup', maxMoves: 1 },
        stages: { chooseSetup: STAGE_CONFIGS.chooseSetup },
      },
      endIf: ({ G }) => G.status !== 'setup',
      next: 'auctionRound',
    },
    auctionRound: {
      onBegin: (context) => settled(advance(baseOf(context), fromBoardgameRandom(context.random))),
      // The round is over once the rules leave the 'auction' status. boardgame.io asks this again
      // for the same G right after switching to the next instance of this phase and before that
      // instance's onBegin has rolled; it ended the previous turn (activePlayers null) by then,
      // which tells the two moments apart.
      endIf: ({ G, ctx }) => G.status !== 'auction' && ctx.activePlayers !== null,
      next: ({ G }) => (G.status === 'betweenRounds' ? 'auctionRound' : undefined),
      // Turns follow the rules' own order: the decider holds the turn, in the stage of its decision.
      turn: {
        ...deciderTurn<GrogState>({ decider, currentStage, stateOf: baseOf }),
        stages: Object.fromEntries(AUCTION_STAGES.map((stage) => [stage, STAGE_CONFIGS[stage]])),
      },
    },
  },

  endIf: ({ G }) => (G.result ? { winners: G.result.winners.map(String), scores: G.result.scores.map((x) => x.total) } : undefined),
};
