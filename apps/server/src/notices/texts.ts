import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import { seatOf } from '../match/seats.js';

/** "grog-island" → "Grog Island". */
export function gameTitle(gameName: string): string {
  return gameName
    .split('-')
    .map((w) => (w === 'and' ? '&' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The round: boardgame.io's turn counter over the number of seats. */
export function roundOf(ctx: Pick<Ctx, 'turn' | 'numPlayers'>): number {
  return Math.max(1, Math.ceil(ctx.turn / Math.max(1, ctx.numPlayers)));
}

export function seatName(metadata: MatchData, playerID: string): string {
  return seatOf(metadata, playerID)?.name ?? `Seat ${Number(playerID) + 1}`;
}

export type NoticeEvent = 'yourTurn' | 'reminder' | 'gameOver';

/** A notice in words, for people: the same sentence in every channel. */
export function noticeText(event: NoticeEvent, game: string, name: string, round: number): string {
  if (event === 'gameOver') return `The ${game} match is over.`;
  if (event === 'reminder') return `${name}, your time in ${game} (round ${round}) is running out.`;
  return `${name}, it is your turn in ${game} (round ${round}).`;
}
