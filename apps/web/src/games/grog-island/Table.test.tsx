import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { BUILDINGS } from '@harbour/grog-island/data';
import { grogEngine, parseMove, randomMove, stageOf, toAction, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { LocalMatch } from '../../connection/local.js';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { renderWithWords } from '../../test/render.js';
import { GrogTable } from './Table.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <GrogTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

function newMatch(seed: string) {
  return new LocalMatch<GrogState, GrogMove>({ name: 'grog-island', engine: grogEngine, parse: parseMove }, ['Anne', 'Bonny'], seed);
}

/** Plays random legal moves for whoever must decide until `until` holds. */
function playUntil(match: LocalMatch<GrogState, GrogMove>, until: (s: GrogState) => boolean, seed: string) {
  const rng = seededRng(seed);
  for (let i = 0; i < 3000 && !until(match.fullState()); i++) {
    const s = match.fullState();
    const seat = grogEngine.deciders(s)[0];
    if (seat === undefined) throw new Error('nobody to move');
    const { name, args } = toAction(randomMove(s, seat, rng));
    void match.connect(String(seat)).makeMove(name, args);
  }
  if (!until(match.fullState())) throw new Error('never reached');
}

describe('the Grog Island table', () => {
  it('tells spectators and waiting seats what others do in the third person ("your" is for the deciding seat)', () => {
    const match = newMatch('table-spectator');
    const { unmount } = renderWithWords(<Live connection={match.connect(null)} />);
    const line = screen.getByTestId('status-line').textContent ?? '';
    expect(line).toBe('Waiting for Anne and Bonny: keeping 4 of 6 goal cards and choosing a goods tile.');
    expect(line).not.toMatch(/\byour\b/i);
    unmount();
    renderWithWords(<Live connection={match.connect(null)} />, 'de');
    expect(screen.getByTestId('status-line').textContent).toBe('Warten auf Anne und Bonny: 4 von 6 Zielkarten behalten und ein Warenplättchen wählen.');
  });

  it('takes the setup choice by clicks and then waits for the other player, keeping the choice secret', async () => {
    const user = userEvent.setup();
    const match = newMatch('table-setup');
    renderWithWords(<Live connection={match.connect('0')} />);
    expect(screen.getByTestId('status-line').textContent).toContain('Your turn: Keep 4 of your 6 goal cards and choose a goods tile.');
    const cards = within(screen.getByRole('group', { name: /Keep 4 goal cards/ })).getAllByRole('button');
    expect(cards).toHaveLength(6);
    for (const card of cards.slice(0, 4)) await user.click(card);
    // A fifth card cannot be added.
    expect(cards[4]).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /fish/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(match.fullState().players[0]?.setup?.keep).toHaveLength(4);
    expect(screen.getByTestId('status-line').textContent).toContain('Waiting for Bonny');
    // Bonny's view does not show Anne's choice.
    expect(match.connect('1').getSnapshot().G).toMatchObject({ players: [{ setup: { keep: null, goods: null } }, {}] });
  });

  it('highlights only the legal buildings on the board and claims, locks or places the ghost crew with a click', async () => {
    const user = userEvent.setup();
    const match = newMatch('table-claim');
    playUntil(match, (s) => ['claim', 'lock', 'ghostCrew'].includes(stageOf(s, 0) ?? ''), 'claims');
    const before = match.fullState();
    const task = before.tasks[0]!;
    renderWithWords(<Live connection={match.connect('0')} />);
    const board = screen.getByTestId('board');
    const choosable = [...board.querySelectorAll('[role="button"][data-building]')].map((el) => el.getAttribute('data-building'));
    const legal = grogEngine.legalMoves(before, 0).flatMap((m) => ('building' in m ? [m.building] : []));
    expect(choosable.sort()).toEqual([...new Set(legal)].sort());
    const target = choosable[0] as string;
    await user.click(board.querySelector(`[data-building="${target}"]`) as Element);
    const index = BUILDINGS.findIndex((b) => b.id === target);
    const after = match.fullState();
    expect(after.occupants[index]).toBe(task.kind === 'lock' ? 'lock' : task.kind === 'ghostCrew' ? 'ghost' : 0);
  });

  it('offers no move while the connection is down', async () => {
    const user = userEvent.setup();
    const match = newMatch('table-offline');
    playUntil(match, (s) => stageOf(s, 0) === 'bid', 'bid');
    renderWithWords(<Live connection={match.connect('0')} />);
    expect(screen.getByTestId('grog-table').getAttribute('data-stage')).toBe('bid');
    await user.click(screen.getByRole('button', { name: 'Cheapest bid' }));
    const bid = () => screen.getByRole('button', { name: /^(Bid|Keep the bid)/ });
    expect(bid()).toHaveProperty('disabled', false);
    act(() => match.setOnline(false));
    expect(bid()).toHaveProperty('disabled', true);
    act(() => match.setOnline(true));
    expect(bid()).toHaveProperty('disabled', false);
  });
});
