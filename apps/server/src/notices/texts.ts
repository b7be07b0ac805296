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

/** Longest player name in an e-mail, in user-perceived characters (the last one an ellipsis when cut). */
export const MAIL_NAME_MAX = 24;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A player's name as e-mails show it: chosen by whoever took the seat, so it is quoted and never
 * opens a subject; line breaks and other spaces become one space, control and format characters
 * (bidi overrides and isolates, zero-width spaces; not the joiners) are removed, and it is cut to
 * MAIL_NAME_MAX characters with an ellipsis.
 */
export function mailName(name: string): string {
  const clean = name
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    // Format characters go, but for the joiners that hold emoji and some scripts' letters together.
    .replace(/(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  const parts = [...graphemes.segment(clean)].map((s) => s.segment);
  const short = parts.length > MAIL_NAME_MAX ? `${parts.slice(0, MAIL_NAME_MAX - 1).join('').trimEnd()}…` : clean;
  return `"${short === '' ? '?' : short}"`;
}

/** A notice's e-mail subject: the event first, the (quoted, shortened) name after it. */
export function mailSubject(event: NoticeEvent, game: string, name: string, round: number): string {
  if (event === 'gameOver') return `The ${game} match is over`;
  if (event === 'reminder') return `Time is running out in ${game} (round ${round}) for ${mailName(name)}`;
  return `Your turn in ${game} (round ${round}) as ${mailName(name)}`;
}

/** A notice's e-mail text: like the subject, a sentence that does not start with the name. */
export function mailText(event: NoticeEvent, game: string, name: string, round: number): string {
  if (event === 'gameOver') return `The ${game} match is over.`;
  if (event === 'reminder') return `Time is running out in ${game} (round ${round}) for your seat ${mailName(name)}.`;
  return `It is your turn in ${game} (round ${round}), playing as ${mailName(name)}.`;
}

export interface MailLinks {
  /** The match's page (the browser that holds the seat resumes it); absent in a confirmation mail. */
  tableUrl?: string;
  /** Ends this one subscription (this match only); absent in a confirmation mail. */
  unsubscribeUrl?: string;
  /** Puts the address on the installation's "never mail me again" list. */
  neverUrl: string;
}

/** What happened since a seat's last turn, as notices tell it (see digest.ts). */
export interface DigestWords {
  lines: readonly string[];
  /** Earlier lines left out. */
  more: number;
  lastMove: string | null;
}

/** The longest push notice body, in characters (the payload stays far under Web Push's 4 kB). */
export const PUSH_BODY_MAX = 300;

/** A push notice in one line: the sentence, then the last move (and how much happened in all). */
export function pushBody(sentence: string, digest: DigestWords | null): string {
  if (digest === null || digest.lastMove === null) return sentence;
  const total = digest.lines.length + digest.more;
  const line = total > 1 ? `${sentence} ${total} things happened; the last: ${digest.lastMove}` : `${sentence} ${digest.lastMove}`;
  return line.length > PUSH_BODY_MAX ? `${line.slice(0, PUSH_BODY_MAX - 1).trimEnd()}…` : line;
}

/** An e-mail's short list of what happened since the seat's last turn (no lines: nothing). */
export function digestList(digest: DigestWords | null): string[] {
  if (digest === null || digest.lines.length === 0) return [];
  return ['Since your last turn:', ...(digest.more > 0 ? [`- (${digest.more} earlier ${digest.more === 1 ? 'line' : 'lines'} not shown)`] : []), ...digest.lines.map((line) => `- ${line}`)];
}

/** The group channel's sentence: as for everyone, plus the last move. */
export function groupText(sentence: string, lastMove: string | null): string {
  return lastMove === null ? sentence : `${sentence} Last move: ${lastMove}`;
}

/** The text of a notice mail, with its links (and what happened since the seat's last turn). */
export function noticeMailBody(sentence: string, links: Required<MailLinks>, digest: DigestWords | null = null): string {
  const list = digestList(digest);
  return [
    sentence,
    '',
    ...(list.length > 0 ? [...list, ''] : []),
    `Open the table: ${links.tableUrl}`,
    '',
    `No more e-mails about this match: ${links.unsubscribeUrl}`,
    `Never mail me again (no match of this server will): ${links.neverUrl}`,
    '',
  ].join('\n');
}

export const CONFIRMATION_SUBJECT = 'Confirm your address for Harbour turn notices';

/** The confirmation mail: no text chosen by a player, only the installation's address and the game. */
export function confirmationMailBody(site: string, game: string, confirmUrl: string, neverUrl: string, validHours: number): string {
  return [
    `Someone at a ${game} table on ${site} asked for turn notices by e-mail to this address.`,
    '',
    `To get them, confirm the address (the link works for ${validHours} hours):`,
    confirmUrl,
    '',
    'If that was not you, ignore this mail: nothing more is sent to an address nobody confirmed.',
    '',
    `Never mail me again (this server will not, not even for another confirmation): ${neverUrl}`,
    '',
  ].join('\n');
}
