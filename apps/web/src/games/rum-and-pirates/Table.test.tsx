import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIELDS } from '@harbour/rum-and-pirates/data';
import { cloneState, moveOptions, stageOf, type RumState } from '@harbour/rum-and-pirates/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { newRumMatch, playUntil, renderRum, staticSnapshot } from '../../test/rum.js';
import { RumTable } from './Table.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <RumTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}


const board = () => screen.getByTestId('board');
const reachableFields = () => [...board().querySelectorAll('g.field[role="button"]')].map((el) => Number(el.getAttribute('data-field')));

describe('the Rum & Pirates table', () => {
  it('draws the town from the board data and offers exactly the fields the rules let the captain reach', () => {
    const match = newRumMatch('table-first');
    const s = match.fullState();
    const seat = s.turn?.seat ?? 0;
    renderRum(<Live connection={match.connect(String(seat))} />);
    expect(screen.getByTestId('status-line').textContent).toContain('Your turn: Move the captain, rest (1 coin) or go on board.');
    expect(board().querySelectorAll('g.field')).toHaveLength(36);
    expect(board().querySelectorAll('[data-alley]')).toHaveLength(64);
    expect(board().querySelectorAll('[data-dark-alley]')).toHaveLength(24);
    expect(screen.getByTestId('captain').getAttribute('aria-label')).toBe('The captain is on headquarters (1)');
    expect(reachableFields().sort()).toEqual([...new Set(moveOptions(s, seat).map((o) => o.to))].sort());
  });

  it('moves the captain by a click on a field, filling the alley with pirates; a further move costs a coin', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('table-move');
    const seat = match.fullState().turn?.seat ?? 0;
    renderRum(<Live connection={match.connect(String(seat))} />);
    const before = match.fullState();
    const option = moveOptions(before, seat).find((o) => o.kind === 'alley' && moveOptions(before, seat).filter((p) => p.to === o.to).length === 1);
    if (option?.kind !== 'alley') throw new Error('no single-way field');
    const field = board().querySelector(`g.field[data-field="${option.to}"]`) as Element;
    expect(field.getAttribute('aria-label')).toBe(`Move the captain to ${fieldLabel(option.to)}: ${option.pirates} pirate${option.pirates === 1 ? '' : 's'}, free`);
    await user.click(field);
    const after = match.fullState();
    expect(after.captain).toBe(option.to);
    expect(after.alleys[option.alley]).toBe(seat);
    expect(after.players[seat]?.hand).toBe((before.players[seat]?.hand ?? 0) - option.pirates);
    expect(after.players[seat]?.coins).toBe(before.players[seat]?.coins);
    expect(screen.getByTestId('rum-table').getAttribute('data-stage')).toBe('field');
    // The alley shows the mover's pirates; the next move costs 1 coin, in the list and on the board.
    expect(board().querySelector(`[data-alley="${option.alley}"]`)?.getAttribute('aria-label')).toContain(`${['Anne', 'Bonny'][seat]}'s pirates`);
    const next = moveOptions(after, seat).find((o) => o.kind === 'alley');
    if (next?.kind !== 'alley') throw new Error('no further move');
    expect(next.coins).toBe(1);
    const list = within(screen.getByRole('list', { name: 'Fields the captain can reach' }));
    expect(list.getAllByRole('button').some((b) => b.textContent?.includes(`${fieldLabel(next.to)}`) && b.getAttribute('aria-label')?.includes('1 coin'))).toBe(true);
    const ways = moveOptions(after, seat).filter((o) => o.to === next.to);
    await user.click(board().querySelector(`g.field[data-field="${next.to}"]`) as Element);
    if (ways.length > 1) {
      // Several ways lead there: the panel asks which.
      expect(screen.getByRole('group', { name: `Ways to ${fieldLabel(next.to)}` })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /^Move this way/ }));
    }
    expect(match.fullState().captain).toBe(next.to);
    expect(match.fullState().players[seat]?.coins).toBe((after.players[seat]?.coins ?? 0) - 1);
  });

  it('moves the captain from the keyboard alone: Tab to a field on the board, then Enter', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('table-keys');
    const seat = match.fullState().turn?.seat ?? 0;
    renderRum(<Live connection={match.connect(String(seat))} />);
    const before = match.fullState();
    const single = moveOptions(before, seat).find((o) => moveOptions(before, seat).filter((p) => p.to === o.to).length === 1);
    if (!single) throw new Error('no single-way field');
    const field = board().querySelector(`g.field[data-field="${single.to}"]`) as SVGGElement;
    expect(field.getAttribute('tabindex')).toBe('0');
    // Only reachable fields are buttons on the board (the other pieces take the focus to explain themselves).
    expect(board().querySelectorAll('[role="button"]')).toHaveLength(reachableFields().length);
    field.focus();
    await user.keyboard('{Enter}');
    expect(match.fullState().captain).toBe(single.to);
  });

  it('says in words why a neighbouring field is out of reach', () => {
    const match = newRumMatch('table-blocked');
    const s = cloneState(match.fullState());
    const seat = s.turn?.seat ?? 0;
    (s.players[seat] as RumState['players'][number]).hand = 1;
    renderRum(<RumTable snapshot={staticSnapshot(s, seat)} makeMove={vi.fn()} />);
    const out = within(screen.getByRole('list', { name: 'Fields out of reach' }));
    expect(out.getAllByRole('listitem')[0]?.textContent).toMatch(/: You need [2-9] pirates and have 1\.$/);
    const blocked = board().querySelector('g.field.blocked');
    expect(blocked?.getAttribute('aria-label')).toMatch(/You need [2-9] pirates and have 1\./);
  });

  it('takes back the pirates of an alley at the headquarters with a click on the alley', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('t1');
    playUntil(match, (s) => stageOf(s, 0) === 'field' && s.turn?.actionOpen === true && FIELDS[s.captain]?.kind === 'headquarters' && s.alleys.some((o) => o === 0), 1);
    const before = match.fullState();
    renderRum(<Live connection={match.connect('0')} />);
    const alley = before.alleys.findIndex((o) => o === 0);
    const street = board().querySelector(`[data-alley="${alley}"]`) as Element;
    expect(street.getAttribute('role')).toBe('button');
    expect(street.getAttribute('aria-label')).toMatch(/^Take back the pirates of an alley: Alley /);
    await user.click(street);
    const after = match.fullState();
    expect(after.alleys[alley]).toBeNull();
    expect(after.players[0]?.hand).toBe((before.players[0]?.hand ?? 0) + (before.board.alleys[alley]?.segments ?? 0));
  });

  it('advises in the field stage only what it offers: no "rest or go on board" without those buttons', () => {
    const match = newRumMatch('t1');
    playUntil(match, (s) => stageOf(s, 0) === 'field', 1);
    const G = cloneState(match.fullState());
    const me = G.players[0];
    if (!me) throw new Error('no seat 0');
    me.hand = 0;
    me.coins = 0;
    expect(moveOptions(G, 0)).toEqual([]);
    renderRum(<RumTable snapshot={staticSnapshot(G, 0)} makeMove={vi.fn()} />);
    const panel = screen.getByTestId('move-panel');
    expect(panel.textContent).not.toMatch(/rest or go on board/);
    expect(panel.textContent).toContain('The captain cannot move further: end your turn.');
    expect(within(panel).getByRole('button', { name: 'End the turn' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Rest/ })).toBeNull();
    // Beside the board the line stands in the row of buttons, which stays in view however the
    // decision scrolls (a field's action above it had pushed it under that row at 1366×768).
    const row = panel.querySelector('.actions');
    expect(row?.querySelector('[role="status"]')?.textContent).toBe('The captain cannot move further: end your turn.');
    expect(within(row as HTMLElement).getByRole('button', { name: 'End the turn' })).toBeTruthy();
  });

  it('offers no move while the connection is down', () => {
    const match = newRumMatch('table-offline');
    const seat = match.fullState().turn?.seat ?? 0;
    renderRum(<Live connection={match.connect(String(seat))} />);
    expect(reachableFields().length).toBeGreaterThan(0);
    act(() => match.setOnline(false));
    expect(reachableFields()).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /pirates?, free/ }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    act(() => match.setOnline(true));
    expect(reachableFields().length).toBeGreaterThan(0);
  });

  it('shows the final scoring with the winner and the end buttons', () => {
    const match = newRumMatch('t1');
    playUntil(match, (s) => s.status === 'over', 1);
    const G = match.fullState();
    renderRum(<RumTable snapshot={staticSnapshot(G, 0)} makeMove={vi.fn()} endActions={<button type="button">Play again</button>} />);
    const table = screen.getByRole('table');
    const totals = G.result?.scores.map((s) => String(s.total));
    expect(within(table).getByTestId('total-0').textContent).toBe(totals?.[0]);
    expect(within(table).getByTestId('total-1').textContent).toBe(totals?.[1]);
    const winners = G.result?.winners ?? [];
    expect(screen.getByTestId('winner-line').textContent).toContain(winners.length === 1 ? `${['Anne', 'Bonny'][winners[0] as number]} wins!` : 'share the victory');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeTruthy();
    expect(screen.getByTestId('status-line').textContent).toContain('The game is over.');
  });

  it('turns every secret tile of the others face up at the end (the server reveals them with the result)', () => {
    const match = newRumMatch('t1');
    playUntil(match, (s) => s.status === 'over', 1);
    const G = cloneState(match.fullState());
    const other = G.players[1];
    if (!other) throw new Error('no seat 1');
    if (other.supplies.length + other.rendezvous.length === 0) other.supplies.push(G.stacks.supplies[0] as number);
    renderRum(<RumTable snapshot={staticSnapshot(G, 0)} makeMove={vi.fn()} />);
    const revealed = screen.getByTestId('revealed-1');
    expect(revealed.textContent).toContain('Secret tiles, revealed at the end:');
    expect(within(revealed).getAllByRole('listitem')).toHaveLength(other.supplies.length + other.rendezvous.length);
    expect(screen.queryByText(/^Face down:/)).toBeNull();
  });

  it('lists the fields behind the dark alleys once each, in a row per cost, behind a summary while nearer fields are left', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('table-dark');
    // A turn of seat 0 with many fields reachable only through dark alleys, and some nearer ones.
    const darkOnly = (s: RumState) => {
      const near = new Set(moveOptions(s, 0).filter((o) => o.kind !== 'dark').map((o) => o.to));
      return [...new Set(moveOptions(s, 0).filter((o) => o.kind === 'dark' && !near.has(o.to)).map((o) => o.to))];
    };
    playUntil(match, (s) => stageOf(s, 0) === 'turn' && darkOnly(s).length >= 8 && moveOptions(s, 0).some((o) => o.kind !== 'dark'), 3);
    const s = match.fullState();
    const fields = darkOnly(s);
    renderRum(<RumTable snapshot={staticSnapshot(s, 0)} makeMove={vi.fn()} />);
    const panel = screen.getByTestId('move-panel');
    const summary = within(panel).getByText(`Through a dark alley: ${fields.length} more fields`);
    await user.click(summary);
    const list = within(panel).getByRole('list', { name: `Through a dark alley: ${fields.length} more fields` });
    const chips = within(list).getAllByRole('button');
    expect(chips.map((c) => Number(c.getAttribute('data-reach'))).sort((a, b) => a - b)).toEqual([...fields].sort((a, b) => a - b));
    // One row per cost, and each chip's name says what it costs.
    const costs = new Set(fields.map((f) => { const cheapest = moveOptions(s, 0).filter((o) => o.to === f).sort((a, b) => a.coins - b.coins || a.pirates - b.pirates)[0]; return `${cheapest?.pirates}/${cheapest?.coins}`; }));
    expect(list.querySelectorAll(':scope > li')).toHaveLength(costs.size);
    for (const chip of chips) expect(chip.getAttribute('aria-label')).toMatch(/: \d+ pirates?/);
  });
});

function fieldLabel(index: number): string {
  const field = FIELDS[index];
  const kinds: Record<string, string> = {
    coin: 'coin field', headquarters: 'headquarters', pirate: 'pirate field', rum: 'rum field', map: 'treasure map',
    rendezvous: 'rendezvous', supplies: 'pirate supplies', townWatch: 'town watch', tavern: 'tavern', chest: 'treasure chest',
  };
  if (!field) return '';
  return field.colour ? `${field.colour} ${kinds[field.kind]} (${field.part})` : `${kinds[field.kind]} (${field.part})`;
}
