import type { TFunction } from 'i18next';

/** A seat as the lobby and the match connection describe it. */
export interface NamedSeat {
  /** null: the seat is free. */
  name: string | null;
  /** The computer player's level, when a bot plays the seat. */
  bot?: string | null;
}

/**
 * The name a seat goes by in the reader's language: a computer player is "Computer 2 (easy)" /
 * "Computer 2 (leicht)" whatever name the server gave it; a person goes by their own name; a free
 * seat by its number ("Seat 2", `free` when given).
 */
export function seatName(t: TFunction, seat: NamedSeat | undefined, index: number, free?: string): string {
  if (seat?.bot) return t('ui:botSeat', { n: index + 1, level: t(`ui:botLevel.${seat.bot}`, { defaultValue: seat.bot }) });
  return seat?.name ?? free ?? t('ui:seatN', { n: index + 1 });
}
