import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { grogEngine, parseMove, stageOf, toAction, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { LocalMatch } from '../../connection/local.js';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { renderWithWords } from '../../test/render.js';
import { GrogTable } from './Table.js';

afterEach(cleanup);

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <GrogTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

describe('the last move at the table', () => {
  it("marks the dice and spaces of the other seat's bid, and nothing after the reader's own move", async () => {
    const match = new LocalMatch<GrogState, GrogMove>({ name: 'grog-island', engine: grogEngine, parse: parseMove }, ['Anne', 'Bonny'], 'last-move-table');
    for (const seat of [0, 1]) {
      const { name, args } = toAction(grogEngine.legalMoves(match.fullState(), seat)[0] as GrogMove);
      await act(() => match.connect(String(seat)).makeMove(name, args));
    }
    const s = match.fullState();
    const bidder = s.auction.turn;
    const reader = 1 - bidder;
    await act(async () => undefined);
    const { container } = renderWithWords(<Live connection={match.connect(String(reader))} />);
    expect(container.querySelectorAll('.last-move')).toHaveLength(0);
    const bid = grogEngine.legalMoves(s, bidder).find((m) => m.type === 'bid' && m.parrots.length === 0);
    if (!bid || bid.type !== 'bid') throw new Error('no bid');
    const action = toAction(bid);
    await act(() => match.connect(String(bidder)).makeMove(action.name, action.args));
    expect(stageOf(match.fullState(), reader)).toBe('bid');
    const marked = [...container.querySelectorAll('.last-move')].map((el) => el.getAttribute('data-die') ?? el.getAttribute('data-space') ?? el.getAttribute('data-goods'));
    for (const colour of bid.row) expect(marked).toContain(colour);
    expect(marked).toContain('1');
    // The reader passes: their own move clears the marks.
    const pass = toAction({ type: 'pass' });
    await act(() => match.connect(String(reader)).makeMove(pass.name, pass.args));
    expect(container.querySelectorAll('.last-move')).toHaveLength(0);
  });
});
