import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tileById } from '@harbour/rum-and-pirates/data';
import { cloneState, stageOf, tavernPrize, type RumState } from '@harbour/rum-and-pirates/rules';
import type { MatchConnection } from '../../connection/types.js';
import { useMatchSnapshot } from '../../connection/use-connection.js';
import { newRumMatch, playUntil, renderRum, rumI18n, staticSnapshot } from '../../test/rum.js';
import { rollMeaning } from './Contest.js';
import { RumTable } from './Table.js';

function Live({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return <RumTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />;
}

describe('the contests at the table', () => {
  it('asks to join a drinking contest, shows what is at stake, and joins for a coin', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('t31');
    playUntil(match, (s) => stageOf(s, 0) === 'joinTavern' && (s.players[0]?.coins ?? 0) > 0, 31);
    const before = match.fullState();
    const contest = before.contest;
    if (contest?.kind !== 'tavern') throw new Error('no drinking contest');
    renderRum(<Live connection={match.connect('0')} />);
    const dialog = within(screen.getByTestId('tavern-join'));
    expect(dialog.getByRole('heading').textContent).toBe('Join the drinking contest for 1 coin?');
    expect(screen.getByTestId('status-line').textContent).toContain('Your turn: Join the drinking contest for 1 coin?');
    expect(screen.getByTestId('status-line').textContent).not.toContain('?.');
    expect(dialog.getByText(`Bonny starts a drinking contest at the ${contest.colour} tavern.`)).toBeTruthy();
    const stake = dialog.getByRole('list', { name: 'At stake' });
    expect(within(stake).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(contest.stake.map((tile) => `${contest.colour} tavern tile ${tileById(tile).value}`));
    await user.click(dialog.getByRole('button', { name: 'Join (1 coin)' }));
    const after = match.fullState();
    expect(after.players[0]?.coins).toBe((before.players[0]?.coins ?? 0) - 1);
    expect(after.events.some((e, i) => i >= before.events.length && e.type === 'tavernJoined' && e.seat === 0)).toBe(true);
  });

  it('without a coin, offers only staying out and says why', () => {
    const match = newRumMatch('t1');
    playUntil(match, (s) => stageOf(s, 0) === 'joinTavern', 1);
    const s = cloneState(match.fullState());
    (s.players[0] as RumState['players'][number]).coins = 0;
    renderRum(<RumTable snapshot={staticSnapshot(s, 0)} makeMove={vi.fn()} />);
    const dialog = within(screen.getByTestId('tavern-join'));
    expect((dialog.getByRole('button', { name: 'Join (1 coin)' }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Stay out' }) as HTMLButtonElement).disabled).toBe(false);
    expect(dialog.getByText('Joining costs 1 coin.')).toBeTruthy();
  });

  it('offers a re-roll for a rum barrel, says what the roll would mean, and rolls again', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('t6');
    playUntil(match, (s) => stageOf(s, 0) === 'reroll', 6);
    const before = match.fullState();
    const roll = before.roll;
    if (!roll) throw new Error('no roll');
    renderRum(<Live connection={match.connect('0')} />);
    const dialog = within(screen.getByTestId('reroll-choice'));
    expect(dialog.getByRole('img', { name: `The die shows ${roll.value}` })).toBeTruthy();
    const meaning = dialog.getByText(/^You rolled/).textContent ?? '';
    if (roll.purpose === 'tavern' && before.contest?.kind === 'tavern') {
      const prize = tavernPrize(before.contest.stake, roll.value);
      expect(meaning).toContain(prize === null ? 'If it counts, it wins nothing.' : `If it counts, you win ${before.contest.colour} tavern tile ${tileById(prize).value}.`);
    } else if (roll.purpose === 'chest' && before.contest?.kind === 'chest') {
      expect(meaning).toContain(`${before.contest.sum + roll.value} of ${before.contest.threshold}`);
    }
    expect(dialog.getByText(`You have ${before.players[0]?.rum} rum barrels; 2 re-rolls left for this roll. The last roll counts.`)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Roll again (1 rum barrel)' }));
    const after = match.fullState();
    expect(after.players[0]?.rum).toBe((before.players[0]?.rum ?? 0) - 1);
    const reroll = after.events.slice(before.events.length).find((e) => e.type === 'rolled');
    expect(reroll).toMatchObject({ seat: 0, reroll: true, purpose: roll.purpose });
  });

  it('keeps a roll with a click', async () => {
    const user = userEvent.setup();
    const match = newRumMatch('t6');
    playUntil(match, (s) => stageOf(s, 0) === 'reroll', 6);
    const before = match.fullState();
    renderRum(<Live connection={match.connect('0')} />);
    await user.click(within(screen.getByTestId('reroll-choice')).getByRole('button', { name: 'Keep the roll' }));
    const after = match.fullState();
    expect(after.players[0]?.rum).toBe(before.players[0]?.rum);
    expect(after.events.slice(before.events.length)[0]).toMatchObject({ type: 'rollKept', seat: 0, value: before.roll?.value });
  });
});

describe("a scuffle roll's meaning", () => {
  /** A fight led by Bonny's pirate (mast place 1) with a 3, and Anne's roll of `value` (only what rollMeaning reads). */
  const fight = (value: number) => ({ roll: { purpose: 'scuffle', value }, scuffle: { fight: { leader: 1, best: 3 } }, mast: [{ seat: 0 }, { seat: 1 }] }) as unknown as RumState;
  it.each([
    ['en', 4, "It beats Bonny's 3: your pirate leads."],
    ['en', 3, "It equals Bonny's 3, and equal is enough: your pirate leads."],
    ['en', 2, 'Bonny leads with 3: equal or beat it, or your pirate goes back.'],
    ['de', 4, 'Damit schlägst du die 3 von Bonny: dein Pirat führt.'],
    ['de', 3, 'Gleich hoch wie die 3 von Bonny, und das reicht: dein Pirat führt.'],
  ] as const)('says a higher roll beats the leader and an equal one is enough (%s, %i)', (language, value, expected) => {
    expect(rollMeaning(rumI18n(language).t, fight(value), ['Anne', 'Bonny'])).toBe(expected);
  });
});
