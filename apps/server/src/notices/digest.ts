import { translator, type GameModule } from '@harbour/game-kit';
import { findGame } from '@harbour/games';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import { seats } from '../match/seats.js';
import { mailName, seatName } from './texts.js';

/** The most lines a notice tells (the latest ones; the rest are counted as "and N more"). */
export const DIGEST_LINES = 8;
/** The longest line a notice tells, in characters (the last one an ellipsis when cut). */
export const DIGEST_LINE_MAX = 160;

/** What happened since a seat's last move, in the log's own words. */
export interface Digest {
  /** The latest lines, oldest first (at most DIGEST_LINES). */
  lines: string[];
  /** How many earlier lines were left out. */
  more: number;
  /** The last move told (not a turn's or round's heading), or null. */
  lastMove: string | null;
}

const cut = (text: string): string => (text.length > DIGEST_LINE_MAX ? `${text.slice(0, DIGEST_LINE_MAX - 1).trimEnd()}…` : text);

/**
 * A turn notice's digest: the game log's sentences (the game package's writer, the words of the
 * web's log, English) of what a spectator's view of the state tells, after the seat's last line
 * (its last move, or the match start): so nothing that is any seat's secret, by construction. The
 * seat's own turn heading is left out (the notice says it is its turn). Names are as e-mails show
 * them (quoted, control and bidi characters removed, shortened). Null for a game without a story.
 */
export function turnDigest(gameName: string, G: unknown, ctx: Ctx, metadata: MatchData, playerID: string, module: GameModule | undefined = findGame(gameName)): Digest | null {
  const story = module?.story;
  if (story === undefined) return null;
  const spectator: unknown = module?.game.playerView ? module.game.playerView({ G, ctx, playerID: null } as never) : G;
  const names = seats(metadata).map((seat) => mailName(seatName(metadata, String(seat.id))));
  const lines = story.lines(translator(story.words.en, 'en'), 'en', story.events(spectator as never), names);
  const seat = Number(playerID);
  let since = lines.length;
  while (since > 0 && !(lines[since - 1]!.seat === seat && !lines[since - 1]!.heading)) since--;
  const told = lines.slice(since).filter((line) => !(line.heading && line.seat === seat));
  const kept = told.slice(-DIGEST_LINES);
  const lastMove = [...told].reverse().find((line) => !line.heading);
  return { lines: kept.map((line) => cut(line.text)), more: told.length - kept.length, lastMove: lastMove === undefined ? null : cut(lastMove.text) };
}
