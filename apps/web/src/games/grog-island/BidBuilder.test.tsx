import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PARROT_CARDS } from '@harbour/grog-island/data';
import { checkMove, viewFor, type GrogState } from '@harbour/grog-island/rules';
import { EXAMPLE_DICE, afterSetup, play, withDice } from '../../test/grog-states.js';
import { renderWithWords } from '../../test/render.js';
import { BidBuilder } from './BidBuilder.js';

function opening(): { G: GrogState; seat: number } {
  const s = withDice(afterSetup(3, 'bid'), EXAMPLE_DICE);
  const seat = s.auction.turn;
  return { G: viewFor(s, seat), seat };
}

const die = (colour: string) => document.querySelector(`[data-die="${colour}"]`) as SVGElement;

describe('the bid builder', () => {
  it('builds the rulebook opening bid by clicking dice, with a live total, and sends it', async () => {
    const user = userEvent.setup();
    const { G, seat } = opening();
    const onBid = vi.fn();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={onBid} onPass={() => {}} />);

    expect(screen.getByTestId('bid-total').textContent).toBe('0');
    expect(screen.getByTestId('bid-refusal').textContent).toBe('Move dice into the bidding row to make your bid.');
    expect(screen.getByTestId('bid-refusal').className).toBe('refusal todo');
    expect(screen.getByRole('button', { name: 'Bid 0' })).toHaveProperty('disabled', true);

    // Phil's opening bid: yellow, green, orange = 6; each die goes where the row stays descending.
    await user.click(die('orange'));
    await user.click(die('yellow'));
    await user.click(die('green'));
    expect(screen.getByTestId('bid-total').textContent).toBe('6');
    expect(screen.getByTestId('bid-refusal').textContent).toBe('A bid of 6 is allowed.');
    expect(screen.getByText(/If you win: claims on the yellow and green peninsulas and 1 pirate point\./)).toBeTruthy();
    // The consequences, line by line: what each claim brings.
    const outlook = screen.getByTestId('bid-outlook').textContent ?? '';
    expect(outlook).toMatch(/Claim on the yellow peninsula: \d+ free buildings?, /);
    expect(outlook).toMatch(/Claim on the green peninsula: \d+ free buildings?, /);

    await user.click(screen.getByRole('button', { name: 'Bid 6' }));
    expect(onBid).toHaveBeenCalledWith({ row: ['yellow', 'green', 'orange'], parrots: [] });
    expect(checkMove(G, seat, { type: 'bid', row: ['yellow', 'green', 'orange'], parrots: [] })).toBeNull();
  });

  it('takes a die back with a second click and moves dice in the row with the arrow keys, explaining the dice order rule', async () => {
    const user = userEvent.setup();
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />);
    await user.click(die('yellow'));
    await user.click(die('green'));
    await user.click(die('blue'));
    expect(screen.getByTestId('bid-total').textContent).toBe('10');
    await user.click(die('blue'));
    expect(screen.getByTestId('bid-total').textContent).toBe('5');

    // Green (2) moved left of yellow (3): not descending; the engine's reason is shown, the bid cannot be sent.
    fireEvent.keyDown(die('green'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('bid-refusal').textContent).toBe(
      'The dice must descend from left to right: the yellow die (3) on space 2 is higher than the green die (2) to its left.',
    );
    expect(screen.getByRole('button', { name: 'Bid 5' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(die('green'), { key: 'ArrowRight' });
    expect(screen.getByTestId('bid-refusal').textContent).toBe('A bid of 5 is allowed.');

    // The keyboard works like the pointer: Enter takes a die out of the row.
    fireEvent.keyDown(die('yellow'), { key: 'Enter' });
    expect(screen.getByTestId('bid-total').textContent).toBe('2');
  });

  it('refuses a bid above the potential coin stock and one not higher than the current bid', async () => {
    const user = userEvent.setup();
    const start = withDice(afterSetup(3, 'raise'), { yellow: 6, gray: 6, orange: 5, blue: 4, green: 1 });
    const first = start.auction.turn;
    start.players[first]!.coins = 20;
    const s = play(start, first, { type: 'bid', row: ['yellow', 'gray'], parrots: [] });
    const seat = s.auction.turn;
    s.players[seat]!.coins = 13;
    s.players[seat]!.treasureCards = [];
    const G = viewFor(s, seat);
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />);
    // The current row (yellow, gray = 12) is where the player starts from: what is to do, no refusal in red yet.
    expect(screen.getByTestId('bid-total').textContent).toBe('12');
    expect(screen.getByTestId('bid-refusal').textContent).toBe('Raise the current bid of 12.');
    expect(screen.getByTestId('bid-refusal').className).toBe('refusal todo');
    // Touched and back where it started: now the rule, in red.
    await user.click(die('green'));
    await user.click(die('green'));
    expect(screen.getByTestId('bid-refusal').textContent).toBe('Your bid of 12 must be higher than the current bid of 12.');
    expect(screen.getByTestId('bid-refusal').className).toBe('refusal');
    // "Start over" leaves it untouched again.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByTestId('bid-refusal').className).toBe('refusal todo');
    await user.click(die('green'));
    expect(screen.getByTestId('bid-refusal').textContent).toBe('A bid of 13 is allowed.');
    await user.click(die('orange'));
    expect(screen.getByTestId('bid-refusal').textContent).toBe('A bid of 18 is more than your potential coin stock of 13.');
    // Raising players may always pass.
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveProperty('disabled', false);
  });

  it('does not let the opening bidder pass when a single die is affordable, and says why', () => {
    const { G, seat } = opening();
    const onPass = vi.fn();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={onPass} />);
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/You must make the opening bid: your potential coin stock of \d+ allows a bid of 1\./)).toBeTruthy();
  });

  it('draws no words in its small auction area, only large space numbers (its 11-unit words came out at 6.5 px), and the spaces still name their rewards', async () => {
    const user = userEvent.setup();
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />);
    await user.click(die('orange'));
    const area = screen.getByTestId('auction-area');
    const drawn = [...area.querySelectorAll('text')].filter((t) => !t.closest('title, desc'));
    expect(drawn.map((t) => t.textContent)).toEqual(['1', '2', '3', '4', '5']);
    for (const t of drawn) expect(Number(t.getAttribute('font-size'))).toBeGreaterThanOrEqual(19);
    expect(area.querySelector('[data-space="1"]')?.getAttribute('aria-label')).toMatch(/Take buildings|building/i);
  });

  it('says why Bid is grey in the row that holds Bid and Pass (the row stays at the foot of a box that scrolls)', () => {
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />);
    const row = screen.getByRole('button', { name: 'Bid 0' }).closest('.actions') as HTMLElement;
    expect(row.contains(screen.getByTestId('bid-refusal'))).toBe(true);
    expect(row.contains(screen.getByRole('button', { name: 'Pass' }))).toBe(true);
  });

  it('says what passing brings above the sticky row of Bid and Pass (after it, the note lay under that row until the box was scrolled to its end)', () => {
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />);
    const pass = screen.getByRole('button', { name: 'Pass' });
    const note = document.getElementById(pass.getAttribute('aria-describedby') ?? '') as HTMLElement;
    const row = pass.closest('.actions') as HTMLElement;
    expect(note.textContent).not.toBe('');
    expect(note.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('plays a "turn the die" parrot card with a chosen value', async () => {
    const user = userEvent.setup();
    const s = withDice(afterSetup(2, 'parrot'), EXAMPLE_DICE);
    const seat = s.auction.turn;
    const blueCard = PARROT_CARDS.findIndex((p) => p.kind === 'turnDie' && p.colour === 'blue');
    s.players[seat]!.parrotCards = [blueCard];
    const onBid = vi.fn();
    renderWithWords(<BidBuilder G={viewFor(s, seat)} seat={seat} onBid={onBid} onPass={() => {}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Turn the blue die to' }), '6');
    await user.click(die('blue'));
    await user.click(die('yellow'));
    expect(screen.getByTestId('bid-total').textContent).toBe('9');
    expect(die('blue').getAttribute('aria-label')).toContain('blue die showing 6');
    await user.click(screen.getByRole('button', { name: 'Bid 9' }));
    expect(onBid).toHaveBeenCalledWith({ row: ['blue', 'yellow'], parrots: [{ card: blueCard, value: 6 }] });
  });

  it('puts the parrot cards with the tools that change the bid, before what the bid would win (they stayed in view in a short box)', async () => {
    const user = userEvent.setup();
    const s = withDice(afterSetup(2, 'parrot'), EXAMPLE_DICE);
    const seat = s.auction.turn;
    s.players[seat]!.parrotCards = [PARROT_CARDS.findIndex((p) => p.kind === 'turnDie' && p.colour === 'blue')];
    renderWithWords(<BidBuilder G={viewFor(s, seat)} seat={seat} onBid={() => {}} onPass={() => {}} />);
    await user.click(die('yellow'));
    const parrots = document.querySelector('fieldset.parrot-cards');
    const rewards = document.querySelector('.bid-rewards');
    expect(parrots && rewards).toBeTruthy();
    expect(parrots!.compareDocumentPosition(rewards!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(parrots!.compareDocumentPosition(screen.getByTestId('bid-refusal')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains in German when the reader reads German', async () => {
    const user = userEvent.setup();
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} onBid={() => {}} onPass={() => {}} />, 'de');
    expect(screen.getByTestId('bid-refusal').textContent).toBe('Schiebe Würfel in die Bietzeile, um dein Gebot abzugeben.');
    await user.click(die('yellow'));
    expect(screen.getByRole('button', { name: '3 bieten' })).toHaveProperty('disabled', false);
  });

  it('says how to choose a die in words that fit a mouse as well as a finger (not "tap")', () => {
    const { G, seat } = opening();
    renderWithWords(<BidBuilder G={G} seat={seat} busy={false} onBid={() => undefined} onPass={() => undefined} />);
    const hint = document.querySelector('.bid-builder .hint')?.textContent ?? '';
    expect(hint).toMatch(/^Choose a die/);
    expect(hint).not.toMatch(/\btap/i);
  });
});
