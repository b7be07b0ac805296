import type { TFunction } from 'i18next';

/** A seat as the lobby and the match connection describe it. */
export interface NamedSeat {
  /** null: the seat is free. */
  name: string | null;
  /** The computer player's level, when a bot plays the seat. */
  bot?: string | null;
}

/**
 * The name Learn to play gives a learner who typed none, in each language of the page (the words'
 * `learnerName`; a test holds the two together). The server keeps it in the language the match was
 * started in; it is shown in the reader's.
 */
export const LEARNER_NAMES: readonly string[] = ['Newcomer', 'Neuling'];

/** A person's name as shown: their own, or the learner's name Learn to play gave in the reader's language. */
export function personName(t: TFunction, name: string): string {
  return LEARNER_NAMES.includes(name) ? t('ui:learnerName') : name;
}

/**
 * The name a seat goes by in the reader's language: a computer player is "Computer 2 (easy)" /
 * "Computer 2 (leicht)" whatever name the server gave it; a person goes by their own name (the
 * learner's name Learn to play gave in the reader's language, see personName); a free
 * seat by its number ("Seat 2", `free` when given).
 */
export function seatName(t: TFunction, seat: NamedSeat | undefined, index: number, free?: string): string {
  if (seat?.bot) return t('ui:botSeat', { n: index + 1, level: t(`ui:botLevel.${seat.bot}`, { defaultValue: seat.bot }) });
  if (seat?.name != null) return personName(t, seat.name);
  return free ?? t('ui:seatN', { n: index + 1 });
}
