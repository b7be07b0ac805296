import type { FnContext, MoveFn, PlayerID } from 'boardgame.io';
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
