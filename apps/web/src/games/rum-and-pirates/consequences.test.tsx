import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { cheapestOption, cloneState, moveOptions, type GameEvent, type RumState } from '@harbour/rum-and-pirates/rules';
import { newRumMatch, playUntil, renderRum, rumI18n, staticSnapshot } from '../../test/rum.js';
import { wayLabels } from './MovePanel.js';
import { optionsTo } from './move-options.js';
import { rollNoticeEvents } from './roll-notice.js';
import { headline } from './RollNotice.js';
import { RumTable } from './Table.js';

const board = () => screen.getByTestId('board');

/** A state of a played game where the seat to move has a field several ways lead to (an alley and dark alleys). */
function withSeveralWays(seed: string): { s: RumState; seat: number; field: number } {
  const severalWays = (s: RumState) => {
    const seat = s.turn?.seat;
    if (seat === undefined || s.roll || s.contest || s.drawn) return undefined;
    const options = moveOptions(s, seat);
    return [...new Set(options.map((o) => o.to))].find((f) => optionsTo(options, f).length > 1);
  };
  const match = newRumMatch(seed);
  playUntil(match, (s) => severalWays(s) !== undefined, seed);
  const s = cloneState(match.fullState());
  return { s, seat: s.turn?.seat ?? 0, field: severalWays(s) as number };
}

const moved = () => vi.fn(() => Promise.resolve({ ok: true as const }));

describe('consequences before committing (Rum & Pirates)', () => {
  it('preselects the cheapest way in the route chooser, shows it on the board, and moves only on confirmation', async () => {
    const user = userEvent.setup();
    const { s, seat, field } = withSeveralWays('ways-1');
    const makeMove = moved();
    renderRum(<RumTable snapshot={staticSnapshot(s, seat)} makeMove={makeMove} />);
    await user.click(board().querySelector(`g.field[data-field="${field}"]`) as Element);
    const ways = optionsTo(moveOptions(s, seat), field);
    const cheapest = cheapestOption(ways);
    const chooser = within(screen.getByRole('group', { name: /^Ways to / }));
    const pressed = chooser.getAllByRole('button', { pressed: true });
    expect(pressed).toHaveLength(1);
    expect(pressed[0]?.getAttribute('data-way')).toBe(String(ways.indexOf(cheapest as (typeof ways)[number])));
    expect(pressed[0]?.textContent).toContain('cheapest');
    // The board lights the preselected way only.
    const lit = [...board().querySelectorAll('.street.lit')].map((el) => el.getAttribute('data-alley') ?? `d${el.getAttribute('data-dark-alley')}`);
    expect(lit).toEqual(cheapest?.kind === 'alley' ? [String(cheapest.alley)] : [`d${Math.min(cheapest?.exit ?? 0, cheapest?.entry ?? 0)}`, `d${Math.max(cheapest?.exit ?? 0, cheapest?.entry ?? 0)}`]);
    expect(makeMove).not.toHaveBeenCalled();
    // Another way can be chosen; the move goes when confirmed.
    const other = chooser.getAllByRole('button', { pressed: false }).find((b) => b.hasAttribute('data-way')) as HTMLElement;
    await user.click(other);
    expect(other.getAttribute('aria-pressed')).toBe('true');
    // The list of fields gives way to the route choice; its confirm button is the decision's own, at its foot.
    expect(screen.queryByRole('list', { name: 'Fields the captain can reach' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Move this way/ }).closest('.actions')?.parentElement?.classList.contains('decision')).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Move this way/ }));
    const chosen = ways[Number(other.getAttribute('data-way'))];
    expect(makeMove).toHaveBeenCalledWith(chosen?.kind === 'alley' ? 'move' : 'moveDark', [chosen?.kind === 'alley' ? { alley: chosen.alley } : { exit: chosen?.kind === 'dark' ? chosen.exit : -1, entry: chosen?.kind === 'dark' ? chosen.entry : -1 }]);
  });

  it('warns before a move spends the last pirates, even when only one way leads there', async () => {
    const user = userEvent.setup();
    const s = cloneState(newRumMatch('last-pirates').fullState());
    const seat = s.turn?.seat ?? 0;
    const single = moveOptions(s, seat).find((o) => o.kind === 'alley' && optionsTo(moveOptions(s, seat), o.to).length === 1);
    if (!single) throw new Error('no single-way field');
    (s.players[seat] as RumState['players'][number]).hand = single.pirates;
    const makeMove = moved();
    renderRum(<RumTable snapshot={staticSnapshot(s, seat)} makeMove={makeMove} />);
    await user.click(board().querySelector(`g.field[data-field="${single.to}"]`) as Element);
    expect(makeMove).not.toHaveBeenCalled();
    expect(screen.getByTestId('last-pirates-warning').textContent).toBe(
      single.pirates === 1
        ? 'This move spends your last pirate: you can move no more this round, and ending your turn ends your action phase.'
        : `This move spends your last ${single.pirates} pirates: you can move no more this round, and ending your turn ends your action phase.`,
    );
    await user.click(screen.getByRole('button', { name: /^Move this way/ }));
    expect(makeMove).toHaveBeenCalledTimes(1);
  });

  it('tells rolls, re-rolls and their outcome as a notice for everyone at the table', () => {
    const s = cloneState(newRumMatch('rolls').fullState());
    const { rerender, i18n } = renderRum(<RumTable snapshot={staticSnapshot(s, 0)} makeMove={vi.fn()} />, 'de');
    expect(screen.getByTestId('roll-notice').textContent).toBe('');
    const after = cloneState(s);
    const appended: GameEvent[] = [
      { type: 'rolled', seat: 1, value: 2, purpose: 'chest', reroll: false },
      { type: 'rolled', seat: 1, value: 6, purpose: 'chest', reroll: true },
      { type: 'rollKept', seat: 1, value: 6, purpose: 'chest' },
      { type: 'chestSum', seat: 1, sum: 11, threshold: 14 },
    ];
    after.events = [...s.events, ...appended];
    act(() =>
      rerender(
        <I18nextProvider i18n={i18n}>
          <RumTable snapshot={{ ...staticSnapshot(after, 0), stateID: 2 }} makeMove={vi.fn()} />
        </I18nextProvider>,
      ),
    );
    const notice = screen.getByTestId('roll-notice');
    const whole = 'Bonny würfelt 2 (Skorpion). Bonny gibt ein Rum-Fass ab und würfelt noch einmal: 6. Die Summe steht bei 11 von 14.';
    // One line: the dice, then what they decided; the whole story is its title and is read out.
    // Each die with its roller's mark, as in the log.
    expect([...notice.querySelectorAll('.roll-notice-roll')].map((roll) => [roll.querySelector('.seat-badge') !== null, roll.querySelector('.inline-die')?.getAttribute('aria-label')])).toEqual([
      [true, 'Der Würfel zeigt 2'],
      [true, 'Der Würfel zeigt 6'],
    ]);
    expect(notice.querySelector('.roll-notice-words')?.textContent).toBe('Die Summe steht bei 11 von 14.');
    expect(notice.querySelector('p')?.getAttribute('title')).toBe(whole);
    expect(notice.querySelector('.visually-hidden')?.textContent).toBe(`Wurf: ${whole}`);
    expect(notice.getAttribute('role')).toBe('status');
    // In the shell's news, not over the board.
    expect(notice.closest('[data-region="board"]')).toBeNull();
    expect(notice.closest('.shell-news')).not.toBeNull();
  });

  it('puts in words the outcome that matters most: every tile a contest gave, the sleeping places a scuffle ended with', () => {
    const contest: GameEvent[] = [
      { type: 'rolled', seat: 0, value: 5, purpose: 'tavern', reroll: false },
      { type: 'tavernTaken', seat: 0, tile: 4 },
      { type: 'rolled', seat: 1, value: 6, purpose: 'tavern', reroll: false },
      { type: 'tavernTaken', seat: 1, tile: 5 },
    ];
    expect(headline(contest)).toEqual([contest[1], contest[3]]);
    const scuffle: GameEvent[] = [
      { type: 'rolled', seat: 0, value: 3, purpose: 'scuffle', reroll: false },
      { type: 'pirateLost', seat: 1, row: 0, column: 2, side: 'left' },
      { type: 'sleepingPlace', seat: 0, tile: 7 },
      { type: 'sleepingPlace', seat: 1, tile: 3 },
    ];
    expect(headline(scuffle)).toEqual([scuffle[2], scuffle[3]]);
    expect(rollNoticeEvents(scuffle, 0)).toEqual([0, 1, 2, 3]);
    const rolls: GameEvent[] = [{ type: 'rolled', seat: 1, value: 2, purpose: 'chest', reroll: false }, { type: 'rolled', seat: 0, value: 4, purpose: 'chest', reroll: false }];
    expect(headline(rolls)).toEqual([rolls[1]]);
  });

  it('picks the rolls of a state change and what they decided, and nothing without a roll', () => {
    const events: GameEvent[] = [
      { type: 'tavernJoined', seat: 1 },
      { type: 'rolled', seat: 0, value: 5, purpose: 'tavern', reroll: false },
      { type: 'rollKept', seat: 0, value: 5, purpose: 'tavern' },
      { type: 'tavernTaken', seat: 0, tile: 3 },
      { type: 'pirateCrossed', seat: 0, row: 0, column: 0, side: 'left', fought: false },
    ];
    expect(rollNoticeEvents(events, 0)).toEqual([1, 3]);
    expect(rollNoticeEvents(events, 2)).toEqual([]);
  });
});

describe('the route choice (Rum & Pirates)', () => {
  it('numbers ways that read the same (two dark alleys on one edge), and only those', () => {
    const s = newRumMatch('ways-words').fullState();
    const t = rumI18n('en').t;
    // Two dark alleys on one edge: the same words for two ways into the same field.
    const alleys = s.board.darkAlleys;
    const a = alleys.find((d) => alleys.some((o) => o !== d && o.side === d.side));
    const b = alleys.find((o) => o !== a && o.side === a?.side);
    const exit = alleys.find((d) => d.side !== a?.side);
    if (!a || !b || !exit) throw new Error('no two dark alleys on one edge');
    const labels = wayLabels(t, s, [
      { kind: 'alley', alley: 0, to: a.field, pirates: 2, coins: 0 },
      { kind: 'dark', exit: exit.index, entry: a.index, to: a.field, pirates: 3, coins: 1 },
      { kind: 'dark', exit: exit.index, entry: b.index, to: b.field, pirates: 3, coins: 1 },
    ]);
    expect(labels[0]).toMatch(/^Along the alley/);
    expect(labels[1]).toMatch(/^Way 2: Out by the dark alley/);
    expect(labels[2]).toMatch(/^Way 3: Out by the dark alley/);
  });
});
