import { refuse, type Refusal } from '@harbour/game-kit';
import { COIN_FIELDS, PARTS } from '../data.js';
import { otherEnd, partOfField } from './board.js';
import { arriveAt } from './arrival.js';
import type { PlayerState, RumState, TurnState } from './state.js';

/**
 * Moving the captain (summary "1.) Kapitän bewegen", "Dunkle Gassen", "Sackgassen"; edition rulings
 * "Moving" and "Stuck captain").
 *
 * One move takes the captain along one empty alley to the neighbouring field, filling every segment
 * with the mover's pirates; or out through an empty dark alley at its field and in through another
 * empty dark alley anywhere, filling both (the half segments included). The first move of a turn is
 * free; each further move costs 1 coin (nothing for the last player still in the action phase); a dark
 * alley costs 1 coin more, except as the first move when no other move is possible.
 */

/** A move the player can make now, with what it costs: the UI shows these as reachable fields. */
export type MoveOption =
  | { kind: 'alley'; alley: number; to: number; pirates: number; coins: number }
  | { kind: 'dark'; exit: number; entry: number; to: number; pirates: number; coins: number };

/** Whether only one player is still in the action phase (that player's further moves are free). */
export function isAlone(s: RumState): boolean {
  let count = 0;
  for (const p of s.players) if (p.inAction) count++;
  return count === 1;
}

/** Coins the next move costs for leaving the field at all: 0 for the first move or for the last player, else 1. */
export function extraMoveCost(s: RumState, turn: TurnState): number {
  return turn.moves === 0 || isAlone(s) ? 0 : 1;
}

/** Whether the player could move along an ordinary (not dark) alley from the captain's field with the pirates in hand. */
export function canMoveAlongAlley(s: RumState, player: PlayerState): boolean {
  for (const a of s.board.fieldAlleys[s.captain] ?? []) {
    if (s.alleys[a] === null && (s.board.alleys[a]?.segments ?? Infinity) <= player.hand) return true;
  }
  return false;
}

/** The dark-alley surcharge of the next move: 1, or 0 for a first move when no other move is possible. */
export function darkSurcharge(s: RumState, turn: TurnState, player: PlayerState): number {
  return turn.moves === 0 && !canMoveAlongAlley(s, player) ? 0 : 1;
}

function emptyDarkAlleys(s: RumState): number {
  let n = 0;
  for (const d of s.darkAlleys) if (d === null) n++;
  return n;
}

/** Whether the captain could leave `field` at all (an empty alley there, or an empty dark alley there and another one anywhere). */
export function captainCanLeave(s: RumState, field: number): boolean {
  for (const a of s.board.fieldAlleys[field] ?? []) if (s.alleys[a] === null) return true;
  const exits = (s.board.fieldDarkAlleys[field] ?? []).filter((d) => s.darkAlleys[d] === null);
  return exits.length > 0 && emptyDarkAlleys(s) >= 2;
}

/**
 * Where a stuck captain goes: the coin field of the next higher numbered part (9 → 1) from which a move
 * is possible; null when the captain is not stuck or no such coin field exists.
 */
export function deadEndTarget(s: RumState): number | null {
  if (captainCanLeave(s, s.captain)) return null;
  const part = partOfField(s.captain);
  for (let i = 1; i <= PARTS.length; i++) {
    const next = ((part - 1 + i) % PARTS.length) + 1;
    const coinField = COIN_FIELDS[next - 1] as number;
    if (coinField !== s.captain && captainCanLeave(s, coinField)) return coinField;
  }
  return null;
}

/** Every move the player can make now (empty when it is not their turn to move the captain). */
export function moveOptions(s: RumState, seat: number): MoveOption[] {
  const turn = s.turn;
  const player = s.players[seat];
  if (s.status !== 'action' || turn === null || turn.seat !== seat || player === undefined || !canMoveNow(s)) return [];
  const options: MoveOption[] = [];
  const extra = extraMoveCost(s, turn);
  for (const a of s.board.fieldAlleys[s.captain] ?? []) {
    const alley = s.board.alleys[a];
    if (alley === undefined || s.alleys[a] !== null) continue;
    if (alley.segments <= player.hand && extra <= player.coins) {
      options.push({ kind: 'alley', alley: a, to: otherEnd(alley, s.captain), pirates: alley.segments, coins: extra });
    }
  }
  const coins = extra + darkSurcharge(s, turn, player);
  if (coins > player.coins) return options;
  for (const e of s.board.fieldDarkAlleys[s.captain] ?? []) {
    const exit = s.board.darkAlleys[e];
    if (exit === undefined || s.darkAlleys[e] !== null) continue;
    s.board.darkAlleys.forEach((entry, n) => {
      if (n === e || s.darkAlleys[n] !== null) return;
      const pirates = exit.segments + entry.segments;
      if (pirates <= player.hand) options.push({ kind: 'dark', exit: e, entry: n, to: entry.field, pirates, coins });
    });
  }
  return options;
}

/** Moving is possible in the turn and field stages, but not while an action of the field is being carried out. */
function canMoveNow(s: RumState): boolean {
  return s.contest === null && s.roll === null && s.drawn === null;
}

export function checkMoveAlong(s: RumState, seat: number, a: number): Refusal | null {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  const alley = s.board.alleys[a];
  if (alley === undefined) return refuse('move.unknownAlley', { alley: a });
  if (alley.a !== s.captain && alley.b !== s.captain) return refuse('move.alleyNotAtCaptain', { alley: a, field: s.captain });
  if (s.alleys[a] !== null) return refuse('move.alleyOccupied', { alley: a });
  if (alley.segments > player.hand) return refuse('move.notEnoughPirates', { needed: alley.segments, have: player.hand });
  const coins = extraMoveCost(s, turn);
  if (coins > player.coins) return refuse('move.notEnoughCoins', { needed: coins });
  return null;
}

export function checkMoveDark(s: RumState, seat: number, e: number, n: number): Refusal | null {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  const exit = s.board.darkAlleys[e];
  const entry = s.board.darkAlleys[n];
  if (exit === undefined) return refuse('move.unknownDarkAlley', { darkAlley: e });
  if (entry === undefined) return refuse('move.unknownDarkAlley', { darkAlley: n });
  if (exit.field !== s.captain) return refuse('move.darkAlleyNotAtCaptain', { darkAlley: e, field: s.captain });
  if (e === n) return refuse('move.sameDarkAlley', { darkAlley: e });
  if (s.darkAlleys[e] !== null) return refuse('move.darkAlleyOccupied', { darkAlley: e });
  if (s.darkAlleys[n] !== null) return refuse('move.darkAlleyOccupied', { darkAlley: n });
  const pirates = exit.segments + entry.segments;
  if (pirates > player.hand) return refuse('move.notEnoughPirates', { needed: pirates, have: player.hand });
  const coins = extraMoveCost(s, turn) + darkSurcharge(s, turn, player);
  if (coins > player.coins) return refuse('move.notEnoughCoins', { needed: coins });
  return null;
}

export function checkLeaveDeadEnd(s: RumState): Refusal | null {
  if (captainCanLeave(s, s.captain)) return refuse('deadEnd.notStuck', { field: s.captain });
  if (deadEndTarget(s) === null) return refuse('deadEnd.noCoinField');
  return null;
}

export function applyMoveAlong(s: RumState, seat: number, a: number): void {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  const alley = s.board.alleys[a];
  if (alley === undefined) throw new Error(`no alley ${a}`);
  const coins = extraMoveCost(s, turn);
  const from = s.captain;
  player.hand -= alley.segments;
  player.coins -= coins;
  s.alleys[a] = seat;
  s.events.push({ type: 'moved', seat, from, to: otherEnd(alley, from), alley: a, pirates: alley.segments, coins });
  arriveAt(s, seat, otherEnd(alley, from));
}

export function applyMoveDark(s: RumState, seat: number, e: number, n: number): void {
  const turn = s.turn as TurnState;
  const player = s.players[seat] as PlayerState;
  const exit = s.board.darkAlleys[e];
  const entry = s.board.darkAlleys[n];
  if (exit === undefined || entry === undefined) throw new Error(`no dark alley ${e} or ${n}`);
  const coins = extraMoveCost(s, turn) + darkSurcharge(s, turn, player);
  const pirates = exit.segments + entry.segments;
  const from = s.captain;
  player.hand -= pirates;
  player.coins -= coins;
  s.darkAlleys[e] = { seat, partner: n };
  s.darkAlleys[n] = { seat, partner: e };
  s.events.push({ type: 'movedDark', seat, from, to: entry.field, exit: e, entry: n, pirates, coins });
  arriveAt(s, seat, entry.field);
}

export function applyLeaveDeadEnd(s: RumState, seat: number): void {
  const target = deadEndTarget(s);
  if (target === null) throw new Error('the captain is not stuck');
  s.events.push({ type: 'leftDeadEnd', seat, from: s.captain, to: target });
  arriveAt(s, seat, target);
}
