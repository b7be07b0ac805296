import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBrief } from '../lobby/api.js';
import { HomePage } from './HomePage.js';
import { fakeLobby, renderMyGames, renderPage } from '../test/pages.js';

/** The lobby pages offer Rum & Pirates like every game with a table. */
const MATCH = 'Rm7v9QpLm2Ab7Cde';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Rum & Pirates in the lobby', () => {
  it('lets the host pick the game with its seat range (2 to 5) and creates the match', async () => {
    const user = userEvent.setup();
    const createMatch = vi.fn().mockResolvedValue({
      seat: { matchID: MATCH, playerID: '0', credentials: 'secret', gameName: 'rum-and-pirates', playerName: 'Anne', seatLink: `http://x/seat/${MATCH}/0#secret` },
      inviteLink: `http://x/join/${MATCH}`,
      spectateLink: `http://x/match/${MATCH}/watch`,
    });
    renderPage(<HomePage />, fakeLobby({ createMatch }), 'de');
    await user.click(screen.getByRole('radio', { name: /Um Ru\(h\)m & Ehre|Rum & Pirates/ }));
    const seats = within(screen.getByRole('group', { name: /Plätze|Spieler/ }));
    expect(seats.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['2', '3', '4', '5']);
    await user.click(seats.getByRole('radio', { name: '5 Spieler' }));
    await user.type(screen.getByLabelText('Dein Name'), 'Anne');
    await user.click(screen.getByRole('button', { name: /erstellen|anlegen/i }));
    expect(createMatch).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'rum-and-pirates', numPlayers: 5, playerName: 'Anne', public: false }));
    expect(createMatch.mock.calls[0]?.[0]).not.toHaveProperty('options');
  });

  it('lists a Rum & Pirates match under my games, whose turn it is', async () => {
    localStorage.setItem('harbour.seats', JSON.stringify([{ matchID: MATCH, playerID: '0', credentials: 'c', gameName: 'rum-and-pirates', playerName: 'Anne', seatLink: null, savedAt: 1 }]));
    const brief: GameBrief = {
      matchID: MATCH, playerID: '0', gameName: 'rum-and-pirates', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bot 2', bot: 'easy' }],
      toAct: ['0'], myTurn: true, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: Date.now() - 60_000,
    };
    const lobby = fakeLobby({ myGames: () => Promise.resolve([brief]) });
    const stop = await renderMyGames(lobby);
    await waitFor(() => expect(screen.getByTestId('game-row').textContent).toContain('your turn'));
    expect(screen.getByTestId('game-row').textContent).toContain('Rum & Pirates');
    expect(within(screen.getByTestId('game-row')).getByRole('link').getAttribute('href')).toBe(`/match/${MATCH}`);
    stop();
  });
});
