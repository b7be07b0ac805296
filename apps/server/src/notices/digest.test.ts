import { seededRng, translator, type GameModule } from '@harbour/game-kit';
import { portRoyalModule } from '@harbour/port-royal';
import { PERSON_IDS, type CardId } from '@harbour/port-royal/data';
import type { GameEvent, PortRoyalState } from '@harbour/port-royal/rules';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { groupBody } from './group-body.js';
import { DIGEST_LINES, DIGEST_LINE_MAX, turnDigest } from './digest.js';
import { noticeMailBody, noticeText, pushBody } from './texts.js';

const ctx = { numPlayers: 3, turn: 1 } as Ctx;
const metadata = (names: string[]) => ({ players: Object.fromEntries(names.map((name, id) => [id, { id, name }])) }) as unknown as MatchData;
const NAMES = metadata(['Anne', 'Ben', 'Cora']);
const priest = PERSON_IDS[0] as CardId;
/** Port Royal with the events given as its spectator's view (no state behind them). */
const bare: GameModule = { ...portRoyalModule, game: { ...portRoyalModule.game, playerView: undefined } };
const digestOf = (events: GameEvent[], playerID = '0', names = NAMES, module = bare) => turnDigest('port-royal', { events }, ctx, names, playerID, module);

describe('a turn notice’s digest', () => {
  it('tells, in the log’s words, what the others did after the seat’s last move, without the seat’s own turn heading', () => {
    const events: GameEvent[] = [
      { type: 'turnBegan', turn: 1, seat: 0 },
      { type: 'passed', seat: 0 },
      { type: 'turnBegan', turn: 2, seat: 1 },
      { type: 'hired', seat: 1, card: priest, cost: 4, paid: [] },
      { type: 'feePaid', seat: 2, to: 1 },
      { type: 'turnBegan', turn: 3, seat: 0 },
    ];
    expect(digestOf(events)).toEqual({
      lines: ['"Ben" is the active player.', '"Ben" hires a Trader (Pinnace) for 4 coins.', '"Cora" pays 1 coin to "Ben".'],
      more: 0,
      lastMove: '"Cora" pays 1 coin to "Ben".',
    });
    const { lines } = digestOf(events)!;
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('"Anne" passes');
    // A seat that never moved hears everything since the match start.
    expect(digestOf(events.slice(0, 4), '2')!.lines).toEqual(['"Anne" is the active player.', '"Anne" passes.', '"Ben" is the active player.', '"Ben" hires a Trader (Pinnace) for 4 coins.']);
    // Nothing happened since the seat's last move: nothing to tell.
    expect(digestOf(events.slice(0, 2))).toEqual({ lines: [], more: 0, lastMove: null });
  });

  it(`keeps the last ${DIGEST_LINES} lines and counts the rest`, () => {
    const events: GameEvent[] = [{ type: 'passed', seat: 0 }];
    for (let i = 0; i < 12; i++) events.push({ type: 'passed', seat: 1 + (i % 2) });
    const digest = digestOf(events)!;
    expect(digest.lines).toHaveLength(DIGEST_LINES);
    expect(digest.more).toBe(12 - DIGEST_LINES);
    expect(pushBody('Anne, it is your turn in Port Royal (round 2).', digest)).toMatch(/^Anne, it is your turn in Port Royal \(round 2\)\. 12 things happened; the last: "Cora" /);
    const mail = noticeMailBody('It is your turn.', { tableUrl: 'T', unsubscribeUrl: 'U', neverUrl: 'N' }, digest);
    expect(mail).toContain(`Since your last turn:\n- (${12 - DIGEST_LINES} earlier lines not shown)\n- "`);
    expect(mail.split('\n').filter((l) => l.startsWith('- "'))).toHaveLength(DIGEST_LINES);
  });

  it('reads only what a spectator’s view holds', () => {
    const events: GameEvent[] = [{ type: 'passed', seat: 0 }, { type: 'passed', seat: 1 }, { type: 'passed', seat: 2 }];
    const spectatorSeesTwo: GameModule = { ...bare, game: { ...bare.game, playerView: ({ G }: { G: { events: GameEvent[] } }) => ({ events: G.events.slice(0, 2) }) } as GameModule['game'] };
    expect(digestOf(events, '0', NAMES, spectatorSeesTwo)!.lines).toEqual([expect.stringContaining('"Ben"')]);
  });

  it('shows names cleaned and quoted; each channel escapes them for itself; never a link', () => {
    const names = metadata(['Anne', '<b>Ben</b>\u202E https://ev.il/seat/x', 'Cora']);
    const digest = digestOf([{ type: 'passed', seat: 0 }, { type: 'hired', seat: 1, card: priest, cost: 4, paid: [] }], '0', names)!;
    expect(digest.lastMove).toBe('"<b>Ben</b> https://ev.i…" hires a Trader (Pinnace) for 4 coins.');
    const sentence = noticeText('yourTurn', 'Port Royal', 'Anne', 2);
    const notice = { event: 'yourTurn' as const, matchID: 'm1', playerID: '0', game: 'Port Royal', name: 'Anne', round: 2, inviteUrl: 'https://harbour.example/join/m1', lastMove: digest.lastMove };
    const matrix = groupBody('matrix', notice);
    expect(matrix.html).toContain('Last move: &quot;&lt;b&gt;Ben&lt;/b&gt;');
    expect(matrix.html).not.toContain('<b>');
    expect(groupBody('slack', notice).text).toContain('Last move: "&lt;b&gt;Ben&lt;/b&gt;');
    expect(groupBody('discord', notice).content).toContain('Last move: "\\<b\\>Ben\\</b\\> https\\:');
    expect(groupBody('json', notice).text).toBe(`${sentence} Last move: ${digest.lastMove} https://harbour.example/join/m1`);
  });

  it('over a played Port Royal match: at most the cap, lines bounded, every one a line of the spectator’s log', () => {
    const engine = portRoyalModule.engine;
    const rng = seededRng('digest');
    let state = engine.setup(3, rng);
    for (let i = 0; i < 150 && !engine.isOver(state); i++) {
      const seat = engine.deciders(state)[0]!;
      const legal = engine.legalMoves(state, seat);
      state = engine.apply(state, seat, legal[Math.floor(rng.next() * legal.length)]!, rng);
    }
    const story = portRoyalModule.story!;
    const spectator = portRoyalModule.game.playerView!({ G: state, ctx, playerID: null } as never) as PortRoyalState;
    const all = story.lines(translator(story.words.en, 'en'), 'en', story.events(spectator), ['"Anne"', '"Ben"', '"Cora"']).map((l) => l.text);
    const digests = ['0', '1', '2'].map((playerID) => turnDigest('port-royal', state, ctx, NAMES, playerID)!);
    expect(digests.some((d) => d.more > 0 && d.lines.length === DIGEST_LINES)).toBe(true);
    for (const digest of digests) {
      expect(digest.lines.length).toBeLessThanOrEqual(DIGEST_LINES);
      for (const line of digest.lines) {
        expect(line.length).toBeLessThanOrEqual(DIGEST_LINE_MAX);
        expect(all).toContain(line);
      }
    }
  });
});

