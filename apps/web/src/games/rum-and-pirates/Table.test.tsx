import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moveOptions, stageOf, type RumState } from '@harbour/rum-and-pirates/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { newRumMatch, playUntil, renderRum } from '../../test/rum.js';
import { RumTable } from './Table.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <RumTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

describe('the Rum & Pirates table', () => {
  it('shows the board, the status and the first decision', () => {
    const match = newRumMatch('table-first');
    const s = match.fullState();
    const seat = s.turn?.seat ?? 0;
    renderRum(<Live connection={match.connect(String(seat))} />);
    expect(screen.getByTestId('status-line').textContent).toContain('Your turn: Move the captain, rest (1 coin) or go on board.');
    const board = screen.getByTestId('board');
    expect(board.querySelectorAll('[data-field]')).toHaveLength(36);
    expect(board.querySelectorAll('[data-alley]')).toHaveLength(64);
    expect(board.querySelectorAll('[data-dark-alley]')).toHaveLength(24);
    const reachable = [...board.querySelectorAll('[data-field][role="button"]')].map((el) => Number(el.getAttribute('data-field')));
    expect(reachable.sort()).toEqual([...new Set(moveOptions(s, seat).map((o) => o.to))].sort());
  });
});
