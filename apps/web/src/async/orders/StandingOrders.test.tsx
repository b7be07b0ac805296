import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { MatchSnapshot } from '../../connection/types.js';
import { grogIslandOrders } from '../../games/grog-island/orders.js';
import { portRoyalOrders } from '../../games/port-royal/orders.js';
import { rumAndPiratesOrders } from '../../games/rum-and-pirates/orders.js';
import { parseOrder as grogParse } from '@harbour/grog-island/rules';
import { createGame, parseOrder as portRoyalParse } from '@harbour/port-royal/rules';
import { seededRng } from '@harbour/game-kit';
import { parseOrder as rumParse } from '@harbour/rum-and-pirates/rules';
import { grogIslandLocales } from '@harbour/grog-island/locales';
import { portRoyalLocales } from '@harbour/port-royal/locales';
import { rumAndPiratesLocales } from '@harbour/rum-and-pirates';
import { createI18n, registerWords } from '../../i18n/index.js';
import grogUiDe from '../../games/grog-island/locales/de.json';
import grogUiEn from '../../games/grog-island/locales/en.json';
import portRoyalUiDe from '../../games/port-royal/locales/de.json';
import portRoyalUiEn from '../../games/port-royal/locales/en.json';
import rumUiDe from '../../games/rum-and-pirates/locales/de.json';
import rumUiEn from '../../games/rum-and-pirates/locales/en.json';
import { StandingOrders } from './StandingOrders.js';
import type { OrderKit } from '../../shared/shell/game-table.js';
import type { OrderResult } from '../../connection/frames/orders.js';

/** The games' kits with whether the seat decides now fixed (the views here are not whole game states). */
const waiting = (kit: OrderKit): OrderKit => ({ ...kit, deciding: () => false });
const decidingNow = (kit: OrderKit): OrderKit => ({ ...kit, deciding: () => true });
const portRoyal = waiting(portRoyalOrders);

function snapshot(over: Partial<MatchSnapshot> = {}): MatchSnapshot {
  return {
    status: 'online', error: null, gameName: 'port-royal', playerID: '1', G: {}, stateID: 5, gameover: undefined,
    players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }], started: true, offlineSince: null,
    order: null, ...over,
  };
}

/** The platform's words and the games' and their tables' (which the table registers; orders are described in them, the forms speak the tables'). */
function withGameWords(language: 'en' | 'de') {
  const i18n = createI18n(language);
  registerWords(i18n, 'grog-island', grogIslandLocales);
  registerWords(i18n, 'port-royal', portRoyalLocales);
  registerWords(i18n, 'rum-and-pirates', rumAndPiratesLocales);
  registerWords(i18n, 'grog-ui', { en: grogUiEn, de: grogUiDe });
  registerWords(i18n, 'port-royal-ui', { en: portRoyalUiEn, de: portRoyalUiDe });
  registerWords(i18n, 'rum-ui', { en: rumUiEn, de: rumUiDe });
  return i18n;
}

function show(snap: MatchSnapshot, kit: OrderKit, setOrder = vi.fn<(order: unknown, language: 'en' | 'de') => Promise<OrderResult>>(), language: 'en' | 'de' = 'en') {
  const view = render(
    <I18nextProvider i18n={withGameWords(language)}>
      <StandingOrders snapshot={snap} connection={{ setOrder }} kit={kit} />
    </I18nextProvider>,
  );
  return { ...view, setOrder };
}

describe('standing orders at the table', () => {
  it('is the seat’s own: nothing for a spectator, nothing once the match is over', () => {
    const { container, rerender } = show(snapshot({ playerID: null }), portRoyal);
    expect(container.textContent).toBe('');
    rerender(
      <I18nextProvider i18n={createI18n('en')}>
        <StandingOrders snapshot={snapshot({ gameover: { winners: ['0'] } })} connection={{ setOrder: vi.fn() }} kit={portRoyal} />
      </I18nextProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('Port Royal: leaves "pass unless a Governor shows up and I keep 5 coins", sent as the game’s order', async () => {
    const setOrder = vi.fn(async (order: unknown) => ({ ok: true as const, order: { order, description: '' } }));
    show(snapshot(), portRoyal, setOrder);
    expect(screen.getByText(/No orders/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    await userEvent.click(screen.getByLabelText('Pass, unless the harbour display holds one of these'));
    const save = screen.getByRole('button', { name: 'Save orders' }) as HTMLButtonElement;
    expect(save.disabled, 'no card ticked yet').toBe(true);
    await userEvent.click(screen.getByLabelText('Flute'));
    await userEvent.click(screen.getByLabelText('Governor'));
    expect(screen.getByText('First choice first: Flute, Governor')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Flute'));
    const coins = screen.getByLabelText('and I keep at least this many coins');
    await userEvent.clear(coins);
    await userEvent.type(coins, '5');
    await userEvent.click(save);
    expect(setOrder).toHaveBeenCalledWith({ kind: 'passUnless', wants: [{ person: 'governor' }], keepCoins: 5 }, 'en');
    expect(portRoyalParse(setOrder.mock.calls[0]?.[0]).ok, 'the rules take it').toBe(true);
  });

  it('shows the orders in the reader’s language, with Change and Cancel; Cancel sends null', async () => {
    const setOrder = vi.fn(async () => ({ ok: true as const, order: null }));
    const order = { order: { kind: 'passUnless', wants: [{ person: 'governor' }], keepCoins: 5 }, description: 'from the server' };
    const { unmount } = show(snapshot({ order }), portRoyal, setOrder);
    expect(screen.getByText('Your orders: pass unless a Governor shows up and I keep 5 coins')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel orders' }));
    expect(setOrder).toHaveBeenCalledWith(null, 'en');
    unmount();
    show(snapshot({ order }), portRoyal, setOrder, 'de');
    expect(screen.getByText(/^Deine Aufträge: passen, außer in der Hafenauslage liegt: Gouverneur/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ändern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aufträge aufheben' })).toBeTruthy();
  });

  it('offers no change while the seat decides itself, and says when the server dropped the orders', () => {
    const { unmount } = show(snapshot({ order: { order: { kind: 'alwaysPass' }, description: '' } }), decidingNow(portRoyalOrders));
    expect(screen.getByText('Your orders: always pass')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    // Deciding without orders: nothing takes room above the board.
    const empty = show(snapshot({ order: null }), decidingNow(portRoyalOrders));
    expect(empty.container.textContent).toBe('');
    empty.unmount();
    show(snapshot({ order: null, orderDropped: true }), portRoyal);
    expect(screen.getByText('Your orders no longer apply; you are asked as usual.')).toBeTruthy();
  });

  it('knows from the game whether the seat decides now (Port Royal: the first player turns up a card)', () => {
    const G = createGame(2, seededRng('orders'));
    expect(portRoyalOrders.deciding(G, G.turn.active)).toBe(true);
    expect(portRoyalOrders.deciding(G, 1 - G.turn.active)).toBe(false);
  });

  it('puts a refusal in words', async () => {
    const setOrder = vi.fn(async () => ({ ok: false as const, error: { code: 'order.notNow', message: 'x' } }));
    show(snapshot(), portRoyal, setOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe('These orders cannot apply now.');
  });

  it('Grog Island: a bidding limit for the round on, with the trade to make after passing', async () => {
    const setOrder = vi.fn(async (order: unknown) => ({ ok: true as const, order: { order, description: '' } }));
    show(snapshot({ gameName: 'grog-island', G: { status: 'auction', auction: { round: 3 } } }), waiting(grogIslandOrders), setOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    expect(screen.getByText('For auction round 3; they end with it.')).toBeTruthy();
    const limit = screen.getByLabelText('Pass when staying in would need more than this many coins');
    await userEvent.clear(limit);
    await userEvent.type(limit, '6');
    await userEvent.click(screen.getByLabelText('Then trade'));
    await userEvent.click(screen.getByLabelText('the 3-coin ship'));
    await userEvent.click(screen.getByLabelText('As few tiles as possible'));
    await userEvent.click(screen.getByLabelText('grog'));
    await userEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    expect(setOrder).toHaveBeenCalledWith({ kind: 'bidLimit', round: 3, limit: 6, trade: { ships: ['coins3'], spend: 'least', keep: ['orange'] } }, 'en');
    expect(grogParse(setOrder.mock.calls[0]?.[0]).ok, 'the rules take it').toBe(true);
  });

  it('Grog Island: no orders for a round the seat has passed in; the ships to trade with are tried in their order', async () => {
    const passed = show(snapshot({ gameName: 'grog-island', G: { status: 'auction', auction: { round: 3, passed: [false, true] } } }), waiting(grogIslandOrders));
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    expect(screen.getByText('You have passed in auction round 3: nothing is left for orders in it. Orders for round 4 can be left once it starts.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save orders' }) as HTMLButtonElement).disabled).toBe(true);
    passed.unmount();
    show(snapshot({ gameName: 'grog-island', G: { status: 'auction', auction: { round: 3, passed: [true, false] } } }), waiting(grogIslandOrders));
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    await userEvent.click(screen.getByLabelText('Then trade'));
    const ships = screen.getByRole('group', { name: /first of these/ }).querySelector('ol');
    expect(ships?.querySelectorAll('li').length).toBeGreaterThan(1);
  });

  it('Grog Island: the ships to trade with are tried in the order the seat sets with the arrows', async () => {
    const setOrder = vi.fn(async (order: unknown) => ({ ok: true as const, order: { order, description: '' } }));
    show(snapshot({ gameName: 'grog-island', G: { status: 'auction', auction: { round: 2 } } }), waiting(grogIslandOrders), setOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    await userEvent.click(screen.getByLabelText('Then trade'));
    await userEvent.click(screen.getByLabelText('the 2-coin ship'));
    await userEvent.click(screen.getByLabelText('the goal-card ship'));
    // The goal-card ship comes last in the table's order: moved to the top, it is tried first.
    const up = () => screen.getByRole('button', { name: 'Try the goal-card ship earlier' });
    while (!(up() as HTMLButtonElement).disabled) await userEvent.click(up());
    expect((screen.getByRole('button', { name: 'Try the goal-card ship later' }) as HTMLButtonElement).disabled).toBe(false);
    const items = [...(screen.getByRole('group', { name: /first of these/ }).querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items[0]).toContain('the goal-card ship');
    await userEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    expect(setOrder).toHaveBeenCalledWith({ kind: 'bidLimit', round: 2, limit: 5, trade: { ships: ['goal', 'coins2'], spend: 'most', keep: [] } }, 'en');
    expect(grogParse(setOrder.mock.calls[0]?.[0]).ok, 'the rules take it').toBe(true);
  });

  it('Grog Island: no orders between auction rounds', async () => {
    show(snapshot({ gameName: 'grog-island', G: { status: 'betweenRounds', auction: { round: 3 } } }), waiting(grogIslandOrders));
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    expect(screen.getByText('Orders are for an auction round; none is on now.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save orders' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Rum & Pirates: contests joined, a scuffle roll below 4 re-rolled, the rest asked', async () => {
    const setOrder = vi.fn(async (order: unknown) => ({ ok: true as const, order: { order, description: '' } }));
    show(snapshot({ gameName: 'rum-and-pirates' }), waiting(rumAndPiratesOrders), setOrder);
    await userEvent.click(screen.getByRole('button', { name: 'Leave orders' }));
    await userEvent.selectOptions(screen.getByLabelText('Drinking contests other players open'), 'Join every one');
    await userEvent.selectOptions(screen.getByLabelText('Scuffle roll'), 'Re-roll below 4');
    await userEvent.click(screen.getByRole('button', { name: 'Save orders' }));
    expect(setOrder).toHaveBeenCalledWith({ kind: 'contests', tavern: 'join', rerollBelow: { scuffle: 4 } }, 'en');
    expect(rumParse(setOrder.mock.calls[0]?.[0]).ok, 'the rules take it').toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save orders' })).toBeNull());
  });
});
