import { describe, expect, it } from 'vitest';
import { groupBody, type GroupNotice } from './group-body.js';

/** Issue 26, finding 7: a player's name carries no markup into the host's group channel. */
const HOSTILE = '<!channel> <!here> @everyone @here @room <@123> [free rum](https://ev.il) <https://ev.il|click> **bold** `code` & <b>x</b>';
const notice: GroupNotice = {
  event: 'yourTurn',
  matchID: 'm1',
  playerID: '0',
  game: 'Grog Island',
  name: HOSTILE,
  round: 1,
  inviteUrl: 'https://harbour.example/join/m1',
};

describe('group channel bodies escape what players wrote (finding 7)', () => {
  it('Slack: &, < and > are escaped, so no <!channel>, <!here> or <url|label> reaches Slack as markup', () => {
    const { text } = groupBody('slack', notice) as { text: string };
    expect(text).not.toMatch(/<!|<https?:|<@/);
    expect(text).toContain('&lt;!channel&gt; &lt;!here&gt;');
    expect(text).toContain('&amp; &lt;b&gt;');
    // The invite link is ours and stays a link.
    expect(text.endsWith(', it is your turn in Grog Island (round 1). https://harbour.example/join/m1')).toBe(true);
  });

  it('Discord: markdown and mentions are neutralised and no mention may ping', () => {
    const body = groupBody('discord', notice) as { content: string; allowed_mentions: unknown };
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const { content } = body;
    // No masked link, no mention, no emphasis or code survives unescaped.
    expect(content).not.toMatch(/(^|[^\\])\[free rum\]/);
    expect(content).not.toMatch(/@(everyone|here)/);
    expect(content).not.toMatch(/(^|[^\\])<@/);
    expect(content).not.toMatch(/(^|[^\\])\*\*bold/);
    expect(content).not.toMatch(/(^|[^\\])`code/);
    expect(content).toContain('\\[free rum\\]\\(https\\://ev\\.il\\)'); // no link either: its colon and dot are escaped
    expect(content.endsWith(', it is your turn in Grog Island (round 1). https://harbour.example/join/m1')).toBe(true);
  });

  it('Matrix: the plain body escapes markdown and @room, the HTML body escapes HTML; the link is ours', () => {
    const body = groupBody('matrix', notice) as { text: string; html: string; username: string };
    expect(body.username).toBe('Harbour');
    expect(body.text).not.toMatch(/(^|[^\\])\[free rum\]/);
    expect(body.text).not.toContain('@room');
    expect(body.text).not.toMatch(/(^|[^\\])\*\*bold/);
    expect(body.html).not.toContain('<b>');
    expect(body.html).not.toContain('<@');
    expect(body.html).not.toContain('@room');
    expect(body.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(body.html).toContain('<a href="https://harbour.example/join/m1">https://harbour.example/join/m1</a>');
  });

  it('JSON: the name is passed as written (the receiver renders it), in a body of fixed fields', () => {
    const body = groupBody('json', notice) as { text: string; event: string };
    expect(body.event).toBe('yourTurn');
    expect(body.text).toContain(HOSTILE);
  });
});
