import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { CARDS, type PersonCard } from '@harbour/port-royal/data';
import { applyMove, legalMoves, viewFor, type PortRoyalState } from '@harbour/port-royal/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { chipKey, lastMoveChanges, movedByOther } from './last-move.js';
import { PortRoyalTable } from './Table.js';
import { localMatch, playUntil, renderPr } from './test-utils.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <PortRoyalTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

/** A Trade & Hire where the taker can hire a person that has victory points. */
function hiring(): { before: PortRoyalState; card: number; seat: number } {
  const before = playUntil(3, 'last-hire', (s) => {
    if (s.status !== 'playing' || s.turn.stage !== 'tradeAndHire') return false;
    return legalMoves(s, s.turn.taker).some((m) => m.type === 'hire' && (CARDS[m.card] as PersonCard).points > 0);
  });
  const seat = before.turn.taker;
  const move = legalMoves(before, seat).find((m) => m.type === 'hire' && (CARDS[m.card] as PersonCard).points > 0);
  if (move?.type !== 'hire') throw new Error('no hire');
  return { before, card: move.card, seat };
}

describe('Port Royal: the last move of another seat', () => {
  it('names the pieces a hire changed: the harbor, the hirer’s coins, victory points and chip', () => {
    const { before, card, seat } = hiring();
    const after = applyMove(before, seat, { type: 'hire', card }, seededRng('x'));
    const changed = lastMoveChanges(viewFor(before), viewFor(after));
    expect(changed.has('harbor')).toBe(true);
    expect(changed.has(`points:${seat}`)).toBe(true);
    expect(changed.has(chipKey(seat, card))).toBe(true);
    // Nothing of the seats who did nothing, beyond coins a fee may have moved.
    for (const key of changed) expect(key.startsWith('card:') || key.startsWith('expedition:')).toBe(false);
    for (const other of [0, 1, 2].filter((s) => s !== seat && s !== before.turn.active)) {
      expect([...changed].some((k) => k.endsWith(`:${other}`) || k.includes(`:${other}:`))).toBe(false);
    }
  });

  it('names a card newly turned up into the harbor display or the expeditions', () => {
    const before = playUntil(2, 'last-turn-up', (s) => s.status === 'playing' && s.turn.stage === 'discover' && s.turn.turnedUp > 0 && s.drawPile.length > 0 && (CARDS[s.drawPile[0] as number]?.type === 'person' || CARDS[s.drawPile[0] as number]?.type === 'expedition'));
    const id = before.drawPile[0] as number;
    const after = applyMove(before, before.turn.active, { type: 'turnUp' }, seededRng('y'));
    const changed = lastMoveChanges(viewFor(before), viewFor(after));
    expect(changed).toEqual(new Set([CARDS[id]?.type === 'person' ? `card:${id}` : `expedition:${id}`]));
  });

  it('tells another seat’s move from the reader’s own (a spectator sees every move as another’s)', () => {
    const { before, card, seat } = hiring();
    const after = applyMove(before, seat, { type: 'hire', card }, seededRng('x'));
    expect(movedByOther(before, after, seat)).toBe(false);
    expect(movedByOther(before, after, (seat + 1) % 3)).toBe(true);
    expect(movedByOther(before, after, null)).toBe(true);
    expect(movedByOther(after, after, null)).toBe(false);
  });

  it('marks on the table what another seat’s move changed, and nothing after the reader’s own', async () => {
    const match = localMatch(['Andrea', 'Alex'], 'marks');
    const active = match.fullState().turn.active;
    const reader = 1 - active;
    const { container } = renderPr(<Live connection={match.connect(String(reader))} />);
    expect(container.querySelectorAll('.last-move').length).toBe(0);
    const other = match.connect(String(active));
    await act(async () => {
      await other.makeMove('turnUp', []);
    });
    const s = match.fullState();
    const turned = s.events.filter((e) => e.type === 'turnedUp').at(-1);
    expect(turned?.type).toBe('turnedUp');
    // The card just turned up (or, for a tax increase, its effects) is marked.
    expect(container.querySelectorAll('.last-move').length).toBeGreaterThan(0);
    if (turned?.type === 'turnedUp' && (CARDS[turned.card]?.type === 'person' || s.turn.ship === turned.card)) {
      expect(container.querySelector('[data-testid="harbor"] .last-move [data-card]')?.getAttribute('data-card')).toBe(String(turned.card));
    }
  });

  it('marks nothing after the reader’s own move', async () => {
    const match = localMatch(['Andrea', 'Alex'], 'own');
    const active = match.fullState().turn.active;
    const mine = match.connect(String(active));
    const { container } = renderPr(<Live connection={mine} />);
    await act(async () => {
      await mine.makeMove('turnUp', []);
    });
    expect(match.fullState().turn.turnedUp).toBe(1);
    expect(container.querySelectorAll('.last-move').length).toBe(0);
  });
});
