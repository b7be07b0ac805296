import { BOT_PACES, PLAYER_ID_PATTERN, type BotPace, type PublicSeat } from '@harbour/protocol';
import type { MatchData } from '@harbour/storage';
import type { Server } from 'boardgame.io';

/**
 * What the server keeps per seat, in boardgame.io's player metadata:
 *   { id, name, credentials: SHA-256 of the seat's secret, data: { bot?, webhook? } }
 * A seat is taken once it has a name; a bot seat has `data.bot`. Only `publicSeats` leaves the server.
 */
/** How long a computer player pauses before each of its moves, chosen when it is added. */
export { BOT_PACES, type BotPace };
export const BOT_PACE_MS: Readonly<Record<BotPace, number>> = { quick: 500, normal: 2000, slow: 5000 };

export interface SeatData {
  /** A computer seat: its level, and its pace (none: the server's BOT_DELAY_MS). */
  bot?: { level: string; pace?: BotPace };
  /** A person's seat handed to the computer (`bot`) by the other seats' vote; the person may take it back. */
  handedOver?: boolean;
  webhook?: { url: string };
}

export type PlayerMetadata = Server.PlayerMetadata & { data?: SeatData };

export type { PublicSeat };

export function seats(metadata: MatchData): PlayerMetadata[] {
  return Object.values(metadata.players).sort((a, b) => a.id - b.id) as PlayerMetadata[];
}

/** The seat of a player id ("0", "1", …), or undefined (non-canonical ids are refused). */
export function seatOf(metadata: MatchData, playerID: unknown): PlayerMetadata | undefined {
  if (typeof playerID !== 'string' || !PLAYER_ID_PATTERN.test(playerID)) return undefined;
  return (metadata.players as Record<string, PlayerMetadata | undefined>)[playerID];
}

export function isTaken(seat: PlayerMetadata): boolean {
  return typeof seat.name === 'string';
}

export function botLevel(seat: PlayerMetadata | undefined): string | undefined {
  return seat?.data?.bot?.level;
}

export function botPace(seat: PlayerMetadata | undefined): BotPace | undefined {
  const pace = seat?.data?.bot?.pace;
  return pace !== undefined && (BOT_PACES as readonly string[]).includes(pace) ? pace : undefined;
}

/** A bot seat's data: its level and, when chosen, its pace. */
export function botData(level: string, pace: BotPace | undefined): NonNullable<SeatData['bot']> {
  return pace === undefined ? { level } : { level, pace };
}

/** A match starts when every seat is taken (by a person or a bot): moves are refused before. */
export function isStarted(metadata: MatchData): boolean {
  return (Object.values(metadata.players) as PlayerMetadata[]).every(isTaken);
}

export function publicSeats(metadata: MatchData): PublicSeat[] {
  return seats(metadata).map((s) => ({ playerID: String(s.id), name: s.name ?? null, bot: botLevel(s) ?? null }));
}
