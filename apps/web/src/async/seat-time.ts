import type { TFunction } from 'i18next';
import type { SeatInfo } from '../connection/types.js';
import { formattingLocale } from '../i18n/index.js';
import { personName, seatName } from '../shared/seat-name.js';
import type { ComputerMove } from '../connection/frames/async-play.js';
import { NS } from './words.js';

/** A seat's name as the table shows it (a seat handed to a computer keeps its person's name). */
export function nameOf(t: TFunction, players: readonly SeatInfo[], playerID: string): string {
  const index = players.findIndex((p) => p.playerID === playerID);
  const name = players[index]?.name;
  return name != null ? personName(t, name) : seatName(t, players[index], Math.max(0, index));
}

/** A day in words: "3 December", "3. Dezember". */
export function dayText(language: string, iso: string): string {
  return new Intl.DateTimeFormat(formattingLocale(language), { day: 'numeric', month: 'long' }).format(new Date(iso));
}

/** A day and time in words: "27 December, 14:50". */
export function dayTimeText(language: string, iso: string): string {
  return new Intl.DateTimeFormat(formattingLocale(language), { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** Names in a list: "Anne and Ben", "Anne und Ben". */
export function namesText(language: string, names: readonly string[]): string {
  return new Intl.ListFormat(formattingLocale(language), { type: 'conjunction' }).format(names);
}

/** The moves whose words are simple enough to tell ("the computer passed for you"); others are "made a move for you". */
const TOLD_MOVES = new Set(['pass', 'endTurn', 'skipClaims', 'stop', 'rest', 'declineTavern', 'keepRoll']);

/** What the computer did for the viewer when its time ran out, in words (its latest such decision). */
export function wereAwayText(t: TFunction, moves: readonly ComputerMove[] | undefined, viewer: string): string {
  const last = [...(moves ?? [])].reverse().find((m) => m.playerID === viewer && m.reason === 'timeout');
  const key = last?.move !== undefined && TOLD_MOVES.has(last.move) ? last.move : 'other';
  return t(`${NS}:away.wereAway.${key}`);
}

/** A refusal of a vacation or pause request in words. */
export function seatRequestError(t: TFunction, error: { code: string; message: string }): string {
  const known: Record<string, string> = { 'away.tooLong': 'tooLong', 'away.past': 'past', 'away.livePace': 'live', 'connection.offline': 'offline' };
  const key = known[error.code];
  return key ? t(`${NS}:away.error.${key}`) : t(`${NS}:away.error.other`, { message: error.message });
}
