import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchInfo } from '../lobby/api.js';
import { GameLog } from '../shared/GameLog.js';
import { SeatPlayerPanel } from '../shared/PlayerPanel.js';
import { fakeLobby, renderPage } from '../test/pages.js';
import { HintCounts, hintChips } from '../hints/HintCounts.js';
import { ReplayAsync } from './ReplayAsync.js';

const match: MatchInfo = {
  matchID: 'm1', gameName: 'grog-island', players: [], started: true, finished: true, unlisted: true, nextMatchID: null, createdAt: null, updatedAt: null,
  pace: 'daily', spectatorChat: false,
  clocks: { pace: 'daily', serverNow: '2026-11-24T10:00:00.000Z', receivedAt: Date.now(), seats: [{ playerID: '1', deciding: false, deadline: null, decisionMs: 86_400_000, bankMs: null, absent: false, computer: true, handOverVotes: [] }] },
};

describe('asynchronous play in the replay', () => {
  it('shows the pace, the seats the computer played in their panels, and the chat under the log, read-only', async () => {
    const lobby = fakeLobby({ getMatch: async () => match, listChat: async () => [{ seq: 1, playerID: '0', name: 'Anne', text: 'Good game!', at: '2026-11-24T10:00:00.000Z' }] });
    renderPage(
      <ReplayAsync matchID="m1">
        <SeatPlayerPanel seat={1} viewer={null} names={['Anne', 'Bonny']} letters={['A', 'B']} active={false} stats={[]} youLabel="you" activeLabel="to play" />
        <GameLog title="Log" lines={[{ id: 0, text: 'Anne wins.', seat: 0 }]} />
      </ReplayAsync>,
      lobby,
    );
    expect((await screen.findByTestId('pace-note')).textContent).toContain('Pace: Daily');
    expect(within(screen.getByRole('article', { name: /Bonny/ })).getByText('computer plays')).toBeTruthy();
    const chat = await screen.findByTestId('chat');
    expect(within(chat).getByText('Good game!')).toBeTruthy();
    expect(within(chat).queryByRole('textbox')).toBeNull();
  });
});

describe('hints in the replay', () => {
  it('says who used how many hints, in the seat panels and above the table', async () => {
    const lobby = fakeLobby({ getMatch: async () => ({ ...match, clocks: null }), listChat: async () => [] });
    const players = [
      { playerID: '0', name: 'Anne', bot: null },
      { playerID: '1', name: 'Bonny', bot: null },
    ];
    renderPage(
      <ReplayAsync matchID="m1" seatExtras={hintChips({ used: { '0': 1, '1': 3 }, players })}>
        <HintCounts used={{ '0': 1, '1': 3 }} players={players} />
        <SeatPlayerPanel seat={1} viewer={null} names={['Anne', 'Bonny']} letters={['A', 'B']} active={false} stats={[]} youLabel="you" activeLabel="to play" />
      </ReplayAsync>,
      lobby,
    );
    expect([...screen.getByTestId('hint-counts').querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Anne used 1 hint', 'Bonny used 3 hints']);
    expect(within(screen.getByRole('article', { name: /Bonny/ })).getByTestId('hint-chip').textContent).toContain('3 hints');
  });
});
