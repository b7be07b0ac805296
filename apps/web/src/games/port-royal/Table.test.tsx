import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { CARDS, EXPEDITION_IDS, PERSON_IDS, type ExpeditionCard, type PersonCard } from '@harbour/port-royal/data';
import { createGame, legalMoves, stageOf, type PortRoyalState } from '@harbour/port-royal/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { acceptBusts } from './choices.js';
import { PortRoyalTable } from './Table.js';
import { localMatch, playUntil, renderPr } from './test-utils.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <PortRoyalTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

const NAMES = ['Andrea', 'Alex', 'Dagmar'];

describe('the Port Royal table', () => {
  it('turns up a card by click, and offers to stop only after the first card, saying why before', async () => {
    const user = userEvent.setup();
    const match = localMatch(NAMES, 'discover');
    const active = match.fullState().turn.active;
    renderPr(<Live connection={match.connect(String(active))} />);
    expect(screen.getByTestId('status-line').textContent).toContain('Your turn: Turn up another card or stop.');
    const stop = screen.getByRole('button', { name: 'Stop and take cards' });
    expect(stop).toHaveProperty('disabled', true);
    expect(screen.getByText('Turn up at least one card before you stop.')).toBeTruthy();
    const before = match.fullState().drawPile.length;
    await user.click(screen.getByRole('button', { name: 'Turn up a card' }));
    const after = match.fullState();
    expect(after.turn.turnedUp).toBe(1);
    expect(after.drawPile.length).toBeLessThan(before);
    if (stageOf(after, active) === 'discover') expect(screen.getByRole('button', { name: 'Stop and take cards' })).toHaveProperty('disabled', false);
  });

  it('turns up a card from the draw pile itself, by keyboard, and keeps the focus on the decision', async () => {
    const user = userEvent.setup();
    const match = localMatch(NAMES, 'keyboard');
    const active = match.fullState().turn.active;
    renderPr(<Live connection={match.connect(String(active))} />);
    const pile = screen.getByRole('button', { name: /Turn up a card from the draw pile \(\d+ cards left\)/ });
    pile.focus();
    await user.keyboard('{Enter}');
    expect(match.fullState().turn.turnedUp).toBe(1);
    // The decision's main control has the focus again, ready for the next key press.
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(document.activeElement?.closest('[data-testid="decision"], [data-testid="board"]')).not.toBeNull();
  });

  it('offers exactly the legal cards in Trade & Hire, on the harbor display and in the panel, and explains the others', async () => {
    const user = userEvent.setup();
    const state = playUntil(3, 'take', (s) => {
      if (s.status !== 'playing' || s.turn.stage !== 'tradeAndHire') return false;
      const taker = s.turn.taker;
      const moves = legalMoves(s, taker).filter((m) => m.type === 'trade' || m.type === 'hire');
      const persons = s.harbor.filter((id) => CARDS[id]?.type === 'person');
      return moves.length >= 2 && persons.length > moves.filter((m) => m.type === 'hire').length;
    });
    const match = localMatch(NAMES, 'take', state);
    const taker = state.turn.taker;
    renderPr(<Live connection={match.connect(String(taker))} />);
    const legal = legalMoves(state, taker).flatMap((m) => (m.type === 'trade' || m.type === 'hire' ? [m.card] : []));
    const onBoard = [...screen.getByTestId('harbor').querySelectorAll('button[data-take]')].map((b) => Number(b.getAttribute('data-take')));
    expect(onBoard.sort()).toEqual([...legal].sort());
    const inPanel = [...screen.getByTestId('decision').querySelectorAll('button[data-take]')].map((b) => Number(b.getAttribute('data-take')));
    expect(inPanel.sort()).toEqual([...legal].sort());
    // A person out of reach is explained in the rules' words.
    expect(screen.getByText('Not possible now:')).toBeTruthy();
    expect(screen.getAllByText(/Hiring costs you \d+ coins( plus 1 for the active player)?; you have \d+\./).length).toBeGreaterThan(0);
    const card = legal[0] as number;
    await user.click(screen.getByTestId('harbor').querySelector(`button[data-take="${card}"]`) as HTMLElement);
    expect(match.fullState().harbor).not.toContain(card);
  });

  it('repels a ship by click, and warns that letting in a second ship of a colour busts the turn', async () => {
    const user = userEvent.setup();
    const state = playUntil(2, 'repel', (s) => s.status === 'playing' && s.turn.stage === 'repel' && acceptBusts(s, s.turn.ship as number));
    const match = localMatch(NAMES.slice(0, 2), 'repel', state);
    const ship = state.turn.ship as number;
    renderPr(<Live connection={match.connect(String(state.turn.active))} />);
    const decision = screen.getByTestId('decision');
    expect(within(decision).getByText(/Letting it in busts your turn/)).toBeTruthy();
    expect(within(decision).getByRole('button', { name: 'Let it in (busts your turn)' }).className).toContain('danger');
    await user.click(within(decision).getByRole('button', { name: 'Repel the ship' }));
    const after = match.fullState();
    expect(after.discardPile[after.discardPile.length - 1]).toBe(ship);
    expect(after.turn.stage).toBe('discover');
  });

  it('fulfils an expedition with a Priest and a Jack of all Trades (Dagmar’s example)', async () => {
    const user = userEvent.setup();
    const state = dagmar();
    const match = localMatch(['Dagmar', 'Klemens'], 'dagmar', state);
    const seat = state.turn.active;
    renderPr(<Live connection={match.connect(String(seat))} />);
    const options = within(screen.getByTestId('decision')).getAllByRole('button', { name: /Fulfil it by giving up/ });
    // Two Priests, or a Priest and the Jack: both offered, the one sparing the Jack first.
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Priest and Priest'), expect.stringContaining('Priest and Jack of all Trades')]);
    await user.click(options[1] as HTMLElement);
    const after = match.fullState();
    const dagmarAfter = after.players[seat]!;
    expect(dagmarAfter.expeditions).toEqual([TWO_PRIESTS]);
    expect(dagmarAfter.persons.map((id) => (CARDS[id] as PersonCard).kind)).toEqual(['priest']);
    expect(dagmarAfter.points).toBe(4 + 1);
    expect(dagmarAfter.coins.length).toBe(state.players[seat]!.coins.length + 2);
  });

  it('speaks German: the prompt, the buttons and the rules’ reasons', () => {
    const match = localMatch(NAMES, 'deutsch');
    renderPr(<Live connection={match.connect(String(match.fullState().turn.active))} />, 'de');
    expect(screen.getByTestId('status-line').textContent).toContain('Du bist dran: Weitere Karte aufdecken oder aufhören.');
    expect(screen.getByRole('button', { name: 'Karte aufdecken' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aufhören und Karten nehmen' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Decke zuerst mindestens eine Karte auf.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hafenauslage' })).toBeTruthy();
    expect(screen.getByText('Entdecken')).toBeTruthy();
  });

  it('offers no move while the connection is down, and none to a spectator', () => {
    const match = localMatch(NAMES, 'offline');
    const active = match.fullState().turn.active;
    renderPr(<Live connection={match.connect(String(active))} />);
    const turnUp = () => screen.getByRole('button', { name: 'Turn up a card' });
    expect(turnUp()).toHaveProperty('disabled', false);
    act(() => match.setOnline(false));
    expect(turnUp()).toHaveProperty('disabled', true);
    act(() => match.setOnline(true));
    expect(turnUp()).toHaveProperty('disabled', false);
  });

  it('shows a spectator the table without any decision', () => {
    const state = playUntil(3, 'watch', (s) => s.turn.stage === 'tradeAndHire' && s.harbor.length >= 2);
    const match = localMatch(NAMES, 'watch', state);
    renderPr(<Live connection={match.connect(null)} />);
    expect(screen.queryByTestId('decision')).toBeNull();
    expect(screen.getByTestId('board').querySelectorAll('button')).toHaveLength(0);
    // In words about that seat's decision, not the order given to it ("Take a card…").
    expect(screen.getByTestId('status-line').textContent).toMatch(new RegExp(`Waiting for ${NAMES[state.turn.taker]}: taking a card from the harbor display or passing\\.$`));
  });

  it("tells a seat whose chance comes in another's turn who is active, in one sentence without brackets of its own", () => {
    const state = playUntil(3, 'chance', (s) => s.turn.stage === 'tradeAndHire' && s.turn.taker !== s.turn.active && s.harbor.length >= 2);
    const match = localMatch(NAMES, 'chance', state);
    renderPr(<Live connection={match.connect(String(state.turn.taker))} />);
    expect(screen.getByTestId('status-line').lastElementChild?.textContent).toBe(`${NAMES[state.turn.active]} is the active player; your chance: Take a card from the harbor display or pass.`);
  });

  it("says the active player's fee under the choices, which each name it, so that a phone's bar shows the first choices first", () => {
    const state = playUntil(3, 'fee', (s) => s.turn.stage === 'tradeAndHire' && s.turn.taker !== s.turn.active && s.harbor.length >= 2);
    const match = localMatch(NAMES, 'fee', state);
    renderPr(<Live connection={match.connect(String(state.turn.taker))} />);
    const decision = screen.getByTestId('decision');
    const list = within(decision).getByRole('list', { name: /take/i });
    const fee = within(decision).getByText(/the active player \(a ship's income may pay it\)/);
    expect(list.compareDocumentPosition(fee) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(decision).getByText(/^You may take \d+ more cards?\.$/).tagName).toBe('P');
  });
});

const TWO_PRIESTS = EXPEDITION_IDS.find((id) => {
  const e = CARDS[id] as ExpeditionCard;
  return e.needs.priest === 2 && e.needs.captain === 0 && e.needs.settler === 0;
}) as number;

/** Dagmar (active) holds two Priests and a Jack of all Trades; the 2-Priest expedition is on display. */
function dagmar(): PortRoyalState {
  const s = createGame(2, seededRng('dagmar'));
  const priests = PERSON_IDS.filter((id) => (CARDS[id] as PersonCard).kind === 'priest').slice(0, 2);
  const jack = PERSON_IDS.find((id) => (CARDS[id] as PersonCard).kind === 'jackOfAllTrades') as number;
  const moved = [...priests, jack, TWO_PRIESTS];
  s.drawPile = s.drawPile.filter((id) => !moved.includes(id));
  for (const p of s.players) p.coins = p.coins.filter((id) => !moved.includes(id));
  const me = s.players[s.turn.active]!;
  me.persons = [...priests, jack];
  me.points = 3;
  s.expeditionDisplay = [TWO_PRIESTS];
  return s;
}
