import type { Ctx, FnContext, LongFormMove, MoveFn, PlayerID, StageConfig } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { isRefusal } from './moves.js';
import { fromBoardgameRandom, type Rng } from './random.js';
import { refuse, type Refusal } from './refusal.js';

/**
 * What every game's boardgame.io adapter does the same way: seats from player IDs, and moves that
 * parse their untrusted arguments, ask the rules whether they are legal and only then apply them.
 * This module imports boardgame.io at runtime (INVALID_MOVE), so it is a subpath of its own
 * (`@harbour/game-kit/boardgame`), outside the pure modules of the package's index.
 */

/** The seat behind a boardgame.io player ID ("0".."9"), or null for spectators and strangers. */
export function seatOf(playerID: PlayerID | null | undefined, numPlayers: number): number | null {
  if (typeof playerID !== 'string' || !/^\d$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < numPlayers ? seat : null;
}

/** The part of a game's pure rules that judges a raw move. */
export interface MoveJudge<State, Move> {
  parseMove(name: string, args: readonly unknown[]): Move | Refusal;
  checkMove(state: State, seat: number, move: Move): Refusal | null;
}

/** Why a raw move by `playerID` would be refused now, or null if it is legal. For servers and clients. */
export function explainRawMove<State extends { readonly numPlayers: number }, Move extends object>(
  rules: MoveJudge<State, Move>,
  G: State,
  playerID: PlayerID | null | undefined,
  name: string,
  args: readonly unknown[],
): Refusal | null {
  const seat = seatOf(playerID, G.numPlayers);
  if (seat === null) return refuse('player.unknown');
  const move = rules.parseMove(name, args);
  if (isRefusal(move)) return move;
  return rules.checkMove(G, seat, move);
}

/** The rules a boardgame.io move runs: the judge, and how a legal move takes effect. */
export interface MoveRules<State, Move> extends MoveJudge<State, Move> {
  /** Applies a legal move: in place on the state it is given (returning nothing), or returning the next state. */
  apply(state: State, seat: number, move: Move, rng: Rng): State | void;
  /** The state the rules read and apply to; by default G, boardgame.io's Immer draft. */
  stateOf?(context: FnContext<State>): State;
}

/**
 * The boardgame.io move `name`: it parses its arguments, returns INVALID_MOVE (state untouched) when the
 * player has no seat or the rules refuse the move, and otherwise applies it with boardgame.io's random.
 */
export function checkedMove<State extends { readonly numPlayers: number }, Move extends object>(
  name: string,
  rules: MoveRules<State, Move>,
): MoveFn<State> {
  return (context, ...args) => {
    const state = rules.stateOf ? rules.stateOf(context) : context.G;
    const seat = seatOf(context.playerID, state.numPlayers);
    if (seat === null) return INVALID_MOVE;
    const parsed = rules.parseMove(name, args);
    if (isRefusal(parsed) || rules.checkMove(state, seat, parsed) !== null) return INVALID_MOVE;
    return rules.apply(state, seat, parsed, fromBoardgameRandom(context.random));
  };
}

// --- what the three games' adapters share: the moves table, the stage configs, the decider's turn ---

/** Every move of a game as boardgame.io runs it: parsed, checked by the rules, then applied. */
export function movesTable<State extends { readonly numPlayers: number }, Type extends string>(
  types: readonly Type[],
  rules: MoveRules<State, object>,
  kinds: { client?: (type: Type) => boolean; redact?: (type: Type) => boolean } = {},
): Record<Type, LongFormMove<State>> {
  return Object.fromEntries(
    types.map((type) => [type, { move: checkedMove(type, rules), client: kinds.client?.(type) ?? false, ...(kinds.redact?.(type) ? { redact: true } : {}) }]),
  ) as Record<Type, LongFormMove<State>>;
}

/** One stage config per stage, holding only the moves of that stage's decision. */
export function stageConfigs<State, Stage extends string, Type extends string>(
  stages: readonly Stage[],
  stageMoves: Readonly<Record<Stage, readonly Type[]>>,
  moves: Readonly<Record<Type, LongFormMove<State>>>,
): Record<Stage, StageConfig<State>> {
  return Object.fromEntries(stages.map((stage) => [stage, { moves: Object.fromEntries(stageMoves[stage].map((type) => [type, moves[type]])) }])) as Record<Stage, StageConfig<State>>;
}

type TurnContext<State> = FnContext<State> & { events: { setActivePlayers(arg: object): void } };

export interface DeciderRules<State> {
  /** The seat the rules wait for now, if any. */
  decider(state: State): number | undefined;
  /** The stage of that seat's decision, if any. */
  currentStage(state: State): string | null;
  /** The state the turn's hooks read (default G, boardgame.io's Immer draft); the order and endIf always read G (no plugin wraps them). */
  stateOf?(context: FnContext<State>): State;
}

/**
 * "The decider holds the turn": boardgame.io's current player is the seat the rules wait for,
 * put in the stage of its decision; when the rules wait for another seat, the turn passes to it.
 */
export function deciderTurn<State>(rules: DeciderRules<State>) {
  const stateOf = (context: FnContext<State>): State => (rules.stateOf ? rules.stateOf(context) : context.G);
  const position = (context: FnContext<State>): number => {
    const seat = rules.decider(context.G);
    const { ctx } = context;
    return seat === undefined ? ctx.playOrderPos : ctx.playOrder.indexOf(String(seat));
  };
  return {
    order: { first: position, next: position },
    onBegin: (context: TurnContext<State>) => {
      const stage = rules.currentStage(stateOf(context));
      if (stage !== null) context.events.setActivePlayers({ currentPlayer: stage });
    },
    onMove: (context: TurnContext<State>) => {
      const state = stateOf(context);
      const ctx: Ctx = context.ctx;
      const stage = rules.currentStage(state);
      if (stage !== null && String(rules.decider(state)) === ctx.currentPlayer && ctx.activePlayers?.[ctx.currentPlayer] !== stage) {
        context.events.setActivePlayers({ currentPlayer: stage });
      }
    },
    endIf: (context: FnContext<State>) => {
      const seat = rules.decider(context.G);
      return seat !== undefined && String(seat) !== context.ctx.currentPlayer ? { next: String(seat) } : false;
    },
  };
}
