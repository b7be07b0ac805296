import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameBrief, MatchInfo } from '../lobby/api.js';
import { forgetSeat, heldSeats, rememberSeat } from '../lobby/seats.js';
import { InvitePage } from '../pages/InvitePage.js';
import { fakeLobby, renderMyGames, renderPage } from '../test/pages.js';

const MATCH = 'm1234567890abcde';
const clocks = {
  pace: 'daily' as const,
  serverNow: '2026-11-24T10:00:00.000Z',
  receivedAt: Date.now(),
  seats: [{ playerID: '1', deciding: true, deadline: '2026-11-24T15:00:00.000Z', decisionMs: 86_400_000, bankMs: null, absent: false, computer: false, handOverVotes: [] }],
};

describe('paces and clocks on the lobby pages', () => {
  beforeEach(() => {
    for (const s of heldSeats()) forgetSeat(s.matchID);
  });

  it('"my games" shows each match\'s pace and the time left', async () => {
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'c', gameName: 'grog-island', playerName: 'Anne', seatLink: '' });
    const brief: GameBrief = {
      matchID: MATCH, playerID: '0', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: ['1'], myTurn: false, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: null, pace: 'daily', clocks, turnStartedAt: null,
    };
    const stop = await renderMyGames(fakeLobby({ myGames: async () => [brief] }));
    expect(screen.getByTestId('game-clock').textContent).toMatch(/^Daily · (5 hours|4 hours \d+ minutes) left$/);
    stop();
  });

  it('the invite page shows the pace', async () => {
    const match: MatchInfo = {
      matchID: MATCH, gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: null, bot: null }],
      started: false, finished: false, unlisted: true, nextMatchID: null, createdAt: null, updatedAt: null, pace: 'relaxed', spectatorChat: false, clocks: null,
    };
    renderPage(<InvitePage matchID={MATCH} />, fakeLobby({ getMatch: async () => match }), 'de');
    expect((await screen.findByTestId('pace-note')).textContent).toBe('Tempo: Gemütlich 72 Stunden je Entscheidung.');
  });
});
