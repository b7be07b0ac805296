import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ShipId } from '@harbour/grog-island/data';
import { checkMove, viewFor, type GrogState } from '@harbour/grog-island/rules';
import { EXAMPLE_DICE, afterSetup, play, withDice } from '../../test/grog-states.js';
import { renderWithWords } from '../../test/render.js';
import { TradeDialog } from './TradeDialog.js';
import type { TradeDraft } from './trade-draft.js';

/**
 * The rulebook's 3-player round up to Frank's pass: Phil opens with yellow, green, orange (6),
 * Martina raises to 8 with yellow, gray, green, Frank passes and receives yellow, gray and green.
 * Ships (fixed for the test): parrot at yellow, 2 coins at gray, goal at orange, 4 coins at blue,
 * treasure at green, 3 coins at open sea.
 */
function frankTrades(adjust?: (s: GrogState, seat: number) => void): { G: GrogState; seat: number } {
  let s = withDice(afterSetup(3, 'trade'), EXAMPLE_DICE);
  s.shipSpaces = ['parrot', 'coins2', 'goal', 'coins4', 'treasure', 'coins3'];
  const phil = s.auction.turn;
  s = play(s, phil, { type: 'bid', row: ['yellow', 'green', 'orange'], parrots: [] });
  const martina = s.auction.turn;
  s = play(s, martina, { type: 'bid', row: ['yellow', 'gray', 'green'], parrots: [] });
  const frank = s.auction.turn;
  s = play(s, frank, { type: 'pass' });
  adjust?.(s, frank);
  return { G: viewFor(s, frank), seat: frank };
}

function Harness({ G, seat, onTrade }: { G: GrogState; seat: number; onTrade(t: TradeDraft): void }) {
  const [ship, setShip] = useState<ShipId | null>(null);
  return <TradeDialog G={G} seat={seat} ship={ship} onShipChange={setShip} onTrade={onTrade} />;
}

const shipButton = (peninsula: string) => screen.getByRole('button', { name: new RegExp(`^Ship at the ${peninsula} peninsula`) });

describe('the trade dialog', () => {
  it('shows the goods received and offers only the ships a passing player may choose', () => {
    const { G, seat } = frankTrades();
    renderWithWords(<Harness G={G} seat={seat} onTrade={() => {}} />);
    expect(screen.getByText('You passed and received lemons, treasure maps, and coconuts.')).toBeTruthy();
    const options = within(screen.getByRole('group', { name: 'Choose a merchant ship' })).getAllByRole('button');
    // Five ships lie at peninsulas; the one at open sea is not offered.
    expect(options).toHaveLength(5);
    expect(options.some((b) => b.textContent?.includes('3 coins per tile'))).toBe(false);
    expect(screen.queryByRole('button', { name: /open sea/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Trade' })).toHaveProperty('disabled', true);
  });

  it('disables ships the player cannot supply when a trade is obligatory, saying why', () => {
    const { G, seat } = frankTrades((s, frank) => {
      s.players[frank]!.goods = { yellow: 1, gray: 0, orange: 0, blue: 0, green: 0 };
    });
    renderWithWords(<Harness G={G} seat={seat} onTrade={() => {}} />);
    expect(shipButton('yellow')).toHaveProperty('disabled', false);
    for (const p of ['gray', 'orange', 'blue', 'green']) {
      expect(shipButton(p)).toHaveProperty('disabled', true);
      expect(shipButton(p).textContent).toContain('You cannot supply this ship.');
    }
  });

  it('trades 2 tiles at the 2-coin ship, paying the second with 3 other tiles, and sends a legal trade', async () => {
    const user = userEvent.setup();
    const { G, seat } = frankTrades();
    const onTrade = vi.fn();
    renderWithWords(<Harness G={G} seat={seat} onTrade={onTrade} />);
    await user.click(shipButton('gray'));
    expect(screen.getByText('You gain 2 coins and no claim.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'one more: Main trade action: tiles' }));
    // Only 2 units can be paid at the gray peninsula: 1 treasure map + 3 other tiles.
    expect(screen.getByRole('button', { name: 'one more: Main trade action: tiles' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You gain 4 coins and no claim.')).toBeTruthy();
    expect(screen.getByText('You give 4 tiles (for 2 × treasure maps)')).toBeTruthy();
    expect(screen.getByTestId('trade-refusal').textContent).toBe('This trade is allowed.');
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    const trade = onTrade.mock.calls[0]?.[0] as TradeDraft;
    expect(trade).toEqual({ ship: 'coins2', main: 2, claims: 0, payment: { yellow: 2, gray: 1, orange: 0, blue: 0, green: 1 } });
    expect(checkMove(G, seat, { type: 'trade', ...trade })).toBeNull();
  });

  it('lets the player give other tiles instead of the demanded one (3:1) and keeps the payment exact', async () => {
    const user = userEvent.setup();
    const { G, seat } = frankTrades();
    const onTrade = vi.fn();
    renderWithWords(<Harness G={G} seat={seat} onTrade={onTrade} />);
    await user.click(shipButton('gray'));
    await user.click(screen.getByRole('button', { name: /^one less: treasure maps/ }));
    expect(screen.getByText('You give 3 tiles (for 1 × treasure maps)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    const trade = onTrade.mock.calls[0]?.[0] as TradeDraft;
    expect(trade.payment.gray).toBe(0);
    expect(trade.payment.yellow + trade.payment.green + trade.payment.orange + trade.payment.blue).toBe(3);
    expect(checkMove(G, seat, { type: 'trade', ...trade })).toBeNull();
  });

  it('adds claim actions (4 tiles each) within the crew, the free buildings and the goods held', async () => {
    const user = userEvent.setup();
    const { G, seat } = frankTrades((s, frank) => {
      s.players[frank]!.goods = { yellow: 9, gray: 0, orange: 0, blue: 0, green: 0 };
    });
    const onTrade = vi.fn();
    renderWithWords(<Harness G={G} seat={seat} onTrade={onTrade} />);
    await user.click(shipButton('yellow'));
    const moreClaims = screen.getByRole('button', { name: 'one more: Claim actions' });
    await user.click(moreClaims);
    await user.click(moreClaims);
    // 9 lemons: two claims (8) and one tile for the main action.
    expect(moreClaims).toHaveProperty('disabled', true);
    expect(screen.getByText('You gain 1 parrot card and 2 claims on the yellow peninsula.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    expect(onTrade).toHaveBeenCalledWith({ ship: 'parrot', main: 1, claims: 2, payment: { yellow: 9, gray: 0, orange: 0, blue: 0, green: 0 } });
  });
});
