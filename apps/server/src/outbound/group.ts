import type { GroupFormat } from '../async/settings.js';
import type { NoticeEvent } from '../notices/texts.js';

/** What a group channel is told: never a seat link, only the match's invite link. */
export interface GroupNotice {
  event: NoticeEvent;
  matchID: string;
  /** The seat whose turn it is (absent for "match over"). */
  playerID?: string;
  game: string;
  text: string;
  inviteUrl: string;
}

/**
 * The body a group channel's webhook expects: Discord (`content`), Slack (`text`), a Matrix room's
 * webhook bridge (matrix-hookshot's generic webhooks: `text`, `username`), or plain JSON (today's
 * seat webhook message, absorbed: `event`, `matchID`, `playerID`, `game`, `matchUrl`, `text`, `content`).
 */
export function groupBody(format: GroupFormat, notice: GroupNotice): Record<string, unknown> {
  const line = `${notice.text} ${notice.inviteUrl}`;
  switch (format) {
    case 'discord':
      return { content: line, allowed_mentions: { parse: [] } };
    case 'slack':
      return { text: line };
    case 'matrix':
      return { text: line, username: 'Harbour' };
    case 'json':
      return {
        event: notice.event,
        matchID: notice.matchID,
        ...(notice.playerID !== undefined ? { playerID: notice.playerID } : {}),
        game: notice.game,
        matchUrl: notice.inviteUrl,
        text: line,
        content: line,
      };
  }
}
