import { refuse, type Refusal } from '@harbour/game-kit';
import { ROPE_COIL_MIN_PLAYERS } from '../data.js';
import { isAlone } from './movement.js';
import { startScuffle } from './scuffle.js';
import type { PlayerState, RumState, TurnState } from './state.js';

/**
 * The action phase's turns (summary "AKTIONSPHASE"): beginning with the start player, clockwise, each
 * player still in the action phase must do exactly one of: move the captain, rest, go on board. A
 * player who goes on board, or ends a turn without pirates in hand, is out of the action phase. The
 * last player left keeps the turn ("da er immer wieder am Zug ist"). When nobody is left, the scuffle.
 */

/** Sets up the next round: its sleeping places face up, everyone back in the action phase, the start player's turn. */
export function beginRound(s: RumState): void {
  s.round += 1;
  s.display.sleeping = {
    bunk: s.stacks.bunk.shift() ?? null,
    hammock: s.stacks.hammock.shift() ?? null,
    ropeCoil: s.numPlayers >= ROPE_COIL_MIN_PLAYERS ? (s.stacks.ropeCoil.shift() ?? null) : null,
  };
  for (const p of s.players) p.inAction = p.hand > 0;
  s.status = 'action';
  s.events.push({ type: 'roundStarted', round: s.round, startPlayer: s.startPlayer, sleeping: { ...s.display.sleeping } });
  const first = nextInAction(s, s.startPlayer, true);
  if (first === null) startScuffle(s);
  else startTurn(s, first);
}

/** The next player still in the action phase after `seat` (or `seat` itself when `includeSelf` and it still is). */
export function nextInAction(s: RumState, seat: number, includeSelf: boolean): number | null {
  for (let i = includeSelf ? 0 : 1; i <= s.numPlayers; i++) {
    const q = (seat + i) % s.numPlayers;
    if (s.players[q]?.inAction) return q;
  }
  return null;
}

function startTurn(s: RumState, seat: number): void {
  s.turn = { seat, moves: 0, actionOpen: false };
  s.events.push({ type: 'turnStarted', seat, alone: isAlone(s) });
}

/** Ends the mover's turn: without pirates in hand they are out of the action phase; then the next turn or the scuffle. */
export function finishTurn(s: RumState): void {
  const turn = s.turn as TurnState;
  const player = s.players[turn.seat] as PlayerState;
  if (player.inAction && player.hand === 0) {
    player.inAction = false;
    s.events.push({ type: 'outOfPirates', seat: turn.seat });
  }
  s.events.push({ type: 'turnEnded', seat: turn.seat });
  const next = nextInAction(s, turn.seat, false);
  if (next === null) startScuffle(s);
  else startTurn(s, next);
}

export function checkRest(player: PlayerState): Refusal | null {
  return player.coins >= 1 ? null : refuse('rest.noCoin');
}

/** Resting: the captain stays; the player pays 1 coin. */
export function applyRest(s: RumState, seat: number): void {
  (s.players[seat] as PlayerState).coins -= 1;
  s.events.push({ type: 'rested', seat });
  finishTurn(s);
}

export function checkGoOnBoard(player: PlayerState): Refusal | null {
  return player.hand > 0 ? null : refuse('board.noPirates');
}

/** Going on board: every pirate in hand to the topmost free row of the mast, from the outside in. */
export function applyGoOnBoard(s: RumState, seat: number): void {
  const player = s.players[seat] as PlayerState;
  const row = s.mast.length;
  s.mast.push({ seat, left: player.hand, right: 0 });
  s.events.push({ type: 'wentOnBoard', seat, row, pirates: player.hand });
  player.hand = 0;
  player.inAction = false;
  finishTurn(s);
}
