import { fromBoardgameRandom, type Refusal } from '@harbour/game-kit';
import { explainRawMove, movesTable, seatOf, stageConfigs, type MoveRules } from '@harbour/game-kit/boardgame';
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { MAX_PLAYERS, MIN_PLAYERS } from './data.js';
import {
  MOVE_TYPES,
  STAGES,
  STAGE_MOVES,
  advanceInPlace,
  applyCheckedMoveInPlace,
  checkMove,
  createGame,
  currentStage,
  deciders,
  parseMove,
  viewFor,
  type MoveType,
  type RumMove,
  type RumState,
  type Stage,
} from './rules/index.js';

/**
 * Rum & Pirates as a boardgame.io Game: a thin adapter over the pure rules.
 *
 * - Phase `action`, entered once per round: its `onBegin` sets the round up (sleeping places face up,
 *   the start player's turn). A boardgame.io turn is a rules turn: the current player is the player
 *   moving the captain (the last player left keeps the turn). Whoever must decide now is the only
 *   active player, in a stage named after the decision: `turn` (move, rest or go on board), `field`
 *   (the field's action, further moves, end of turn), `supplies` (keep or return the tile drawn),
 *   `joinTavern` (a player asked to join the drinking contest) and `reroll` (a roller holding rum).
 *   So during a contest the asked player is active while the mover's turn goes on.
 * - Phase `scuffle`: its `onBegin` rolls the scuffle with the server's randomness until a roller
 *   holding rum must decide (stage `reroll`) or the round is over; then `action` again, or the end.
 * - Every move parses its arguments as untrusted input, asks the rules whether it is legal and returns
 *   INVALID_MOVE (state untouched) if not. Moves that roll dice or draw from a hidden stack, or can end
 *   the action phase (whose end starts the scuffle's dice), run on the server only (client: false).
 *   Undo is disabled.
 */

type Context = { G: RumState; ctx: Ctx; playerID?: PlayerID };

/** G is boardgame.io's Immer draft: the rules check it, then change it in place. */
const RULES: MoveRules<RumState, RumMove> = { parseMove, checkMove, apply: applyCheckedMoveInPlace };

/** Why a move by `playerID` would be refused now, or null if it is legal. For servers and clients. */
export function explainMove(G: RumState, playerID: PlayerID | null | undefined, name: string, args: readonly unknown[]): Refusal | null {
  return explainRawMove(RULES, G, playerID, name, args);
}

/**
 * Moves a client may simulate for instant feedback: they roll no dice, draw nothing from a hidden stack
 * and cannot end the action phase.
 */
export const CLIENT_MOVES: ReadonlySet<MoveType> = new Set<MoveType>([
  'move',
  'moveDark',
  'leaveDeadEnd',
  'takeCoin',
  'recall',
  'recallDark',
  'hirePirate',
  'takeRum',
  'visitTavern',
  'keepSupplies',
  'returnSupplies',
]);

const MOVES = movesTable<RumState, MoveType>(MOVE_TYPES, RULES, { client: (name) => CLIENT_MOVES.has(name) });

const ALL_STAGES = stageConfigs<RumState, Stage, MoveType>(STAGES, STAGE_MOVES, MOVES);

/** Makes the player the rules wait for the only active player, in the stage of their decision. */
function syncStage({ G, ctx, events }: Context & { events: { setActivePlayers(arg: { value: Record<string, string> }): void } }): void {
  const seat = deciders(G)[0];
  const stage = currentStage(G);
  if (seat === undefined || stage === null) return;
  const id = String(seat);
  const active = ctx.activePlayers;
  if (active !== null && active[id] === stage && Object.keys(active).length === 1) return;
  events.setActivePlayers({ value: { [id]: stage } });
}

/** The play-order position of the rules' current turn (the action phase). */
function turnPos({ G, ctx }: Context): number {
  const seat = G.turn?.seat;
  return seat === undefined ? ctx.playOrderPos : ctx.playOrder.indexOf(String(seat));
}

function startPlayerPos({ G, ctx }: Context): number {
  return ctx.playOrder.indexOf(String(G.startPlayer));
}

export const RumAndPirates: Game<RumState> = {
  name: 'rum-and-pirates',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  disableUndo: true,

  setup: ({ ctx, random }) => createGame(ctx.numPlayers, fromBoardgameRandom(random)),

  playerView: ({ G, playerID }) => viewFor(G, seatOf(playerID, G.numPlayers)),

  moves: MOVES,

  phases: {
    action: {
      start: true,
      // Sets the round up. boardgame.io asks endIf once right after switching to this phase, before
      // onBegin: the status is still 'betweenRounds' then, which does not end the phase.
      onBegin: ({ G, random }) => advanceInPlace(G, fromBoardgameRandom(random)),
      endIf: ({ G }) => G.status === 'scuffle' || G.status === 'over',
      next: ({ G }) => (G.status === 'scuffle' ? 'scuffle' : undefined),
      turn: {
        order: { first: turnPos, next: turnPos },
        onBegin: syncStage,
        onMove: syncStage,
        endIf: ({ G, ctx }) => (G.turn !== null && String(G.turn.seat) !== ctx.currentPlayer ? { next: String(G.turn.seat) } : false),
        stages: ALL_STAGES,
      },
    },
    scuffle: {
      // Rolls until a re-roll is to be decided or the round is over (then endIf is true at once).
      onBegin: ({ G, random }) => advanceInPlace(G, fromBoardgameRandom(random)),
      endIf: ({ G }) => G.status === 'betweenRounds' || G.status === 'over',
      next: ({ G }) => (G.status === 'betweenRounds' ? 'action' : undefined),
      turn: {
        order: { first: startPlayerPos, next: startPlayerPos },
        onBegin: syncStage,
        onMove: syncStage,
        stages: { reroll: ALL_STAGES.reroll },
      },
    },
  },

  endIf: ({ G }) => (G.result ? { winners: G.result.winners.map(String), scores: G.result.scores.map((x) => x.total) } : undefined),
};
