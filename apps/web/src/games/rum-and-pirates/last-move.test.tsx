import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cloneState, moveOptions, stageOf, viewFor, type RumState } from '@harbour/rum-and-pirates/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { newRumMatch, renderRum } from '../../test/rum.js';
import { byOtherThan, changedKeys, moverOf } from './last-move.js';
import { RumTable } from './Table.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <RumTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

describe('the last move of another seat', () => {
  it('names the changed pieces of a move along an alley: the field reached, the captain, the alley, the mover’s pirates', () => {
    const match = newRumMatch('last-move-1');
    const before = match.fullState();
    const seat = before.turn?.seat ?? 0;
    const option = moveOptions(before, seat).find((o) => o.kind === 'alley');
    if (option?.kind !== 'alley') throw new Error('no alley move');
    const mover = match.connect(String(seat));
    void mover.makeMove('move', [{ alley: option.alley }]);
    const after = match.fullState();
    expect(moverOf(before, after)).toBe(seat);
    expect([...changedKeys(before, after)].sort()).toEqual(['alley:' + option.alley, 'captain', `field:${option.to}`, `stat:${seat}:hand`].sort());
    // The seat's own move is not marked for it; the other seat and a spectator see it.
    expect(byOtherThan(seat)(before, after)).toBe(false);
    expect(byOtherThan(1 - seat)(before, after)).toBe(true);
    expect(byOtherThan(null)(before, after)).toBe(true);
  });

  it('marks tiles that came under a flag or into a display, stacks, barrels, coins seen by the reader, and the mast', () => {
    const before = newRumMatch('last-move-2').fullState();
    const after: RumState = cloneState(before);
    const tile = after.display.tavern[0] as number;
    after.display.tavern = after.display.tavern.slice(1);
    (after.players[1] as RumState['players'][number]).tiles.push(tile);
    after.display.tavern.push(after.stacks.tavern.shift() as number);
    after.rumSupply -= 2;
    (after.players[1] as RumState['players'][number]).rum += 2;
    (after.players[1] as RumState['players'][number]).coins += 1;
    after.mast.push({ seat: 1, left: 3, right: 0 });
    const keys = changedKeys(before, after);
    expect(keys.has(`tile:${tile}`)).toBe(true);
    expect(keys.has(`tile:${after.display.tavern[after.display.tavern.length - 1]}`)).toBe(true);
    expect(keys.has('stack:tavern')).toBe(true);
    expect(keys.has('rumSupply')).toBe(true);
    expect(keys.has('stat:1:rum')).toBe(true);
    expect(keys.has('stat:1:coins')).toBe(true);
    expect(keys.has('mast')).toBe(true);
    // Another seat's coins are secret in a view: their change is not shown.
    expect(changedKeys(viewFor(before, 0), viewFor(after, 0)).has('stat:1:coins')).toBe(false);
  });

  it('outlines on the board what the other seat changed, and nothing after the reader’s own move', () => {
    const match = newRumMatch('last-move-3');
    const first = match.fullState();
    const other = first.turn?.seat ?? 0;
    const reader = 1 - other;
    renderRum(<Live connection={match.connect(String(reader))} />);
    const board = screen.getByTestId('board');
    expect(board.querySelectorAll('.last-move')).toHaveLength(0);
    const option = moveOptions(first, other).find((o) => o.kind === 'alley');
    if (option?.kind !== 'alley') throw new Error('no alley move');
    const mover = match.connect(String(other));
    act(() => void mover.makeMove('move', [{ alley: option.alley }]));
    expect(board.querySelector(`g.field[data-field="${option.to}"]`)?.classList.contains('last-move')).toBe(true);
    expect(board.querySelector(`[data-alley="${option.alley}"]`)?.classList.contains('last-move')).toBe(true);
    expect(screen.getByTestId('captain').classList.contains('last-move')).toBe(true);
    act(() => void mover.makeMove('endTurn', []));
    expect(stageOf(match.fullState(), reader)).toBe('turn');
    // The reader's own move clears the marks.
    const mine = moveOptions(match.fullState(), reader).find((o) => o.kind === 'alley');
    if (mine?.kind !== 'alley') throw new Error('no alley move');
    act(() => void match.connect(String(reader)).makeMove('move', [{ alley: mine.alley }]));
    expect(board.querySelectorAll('.last-move')).toHaveLength(0);
  });
});
