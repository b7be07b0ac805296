import type { GroupFormat } from '../match/settings.js';
import { groupText, noticeText, type NoticeEvent } from './texts.js';

/** What a group channel is told: never a seat link, only the match's invite link. */
export interface GroupNotice {
  event: NoticeEvent;
  matchID: string;
  /** The seat whose turn it is (absent for "match over"). */
  playerID?: string;
  game: string;
  /** The seat's name as the player wrote it: escaped here for each format. */
  name: string;
  round: number;
  inviteUrl: string;
  /** The last move, in the log's words (names in it as players wrote them: escaped here too). */
  lastMove?: string | null;
}

/** A zero-width space after every `@`: no `@everyone`, `@here` or `@room` a chat service would act on. */
const unmention = (text: string): string => text.replace(/@/g, '@\u200b');

/** Slack: `&`, `<` and `>` are its control characters (`<!channel>`, `<url|label>`, `<@U123>`). */
export function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Markdown (Discord, a Matrix body): every ASCII punctuation mark that can start markup is backslash-escaped. */
export function markdownText(text: string): string {
  return unmention(text.replace(/[\\`*_~|>#<[\]()!:+\-=.{}]/g, (c) => `\\${c}`));
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** HTML (a Matrix `formatted_body`): escaped, and no `@room`. */
export function htmlText(text: string): string {
  return unmention(escapeHtml(text));
}

/**
 * The body a group channel's webhook expects: Discord (`content`, no mention may ping), Slack
 * (`text`), a Matrix room's webhook bridge (matrix-hookshot's generic webhooks: `text` read as
 * markdown, `html`, `username`), or plain JSON (`event`, `matchID`, `playerID`, `game`, `matchUrl`,
 * `text`, `content`: the name as written, for the receiver to render). What players wrote (their
 * names) is escaped for the format; our own words and the invite link are not.
 */
export function groupBody(format: GroupFormat, notice: GroupNotice): Record<string, unknown> {
  const url = notice.inviteUrl;
  const text = (escape: (name: string) => string) =>
    groupText(noticeText(notice.event, notice.game, escape(notice.name), notice.round), notice.lastMove == null ? null : escape(notice.lastMove));
  switch (format) {
    case 'discord':
      return { content: `${text(markdownText)} ${url}`, allowed_mentions: { parse: [] } };
    case 'slack':
      return { text: `${text(slackText)} ${url}` };
    case 'matrix':
      return { text: `${text(markdownText)} ${url}`, html: `${text(htmlText)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`, username: 'Harbour' };
    case 'json': {
      const line = `${text((name) => name)} ${url}`;
      return {
        event: notice.event,
        matchID: notice.matchID,
        ...(notice.playerID !== undefined ? { playerID: notice.playerID } : {}),
        game: notice.game,
        matchUrl: url,
        text: line,
        content: line,
      };
    }
  }
}
