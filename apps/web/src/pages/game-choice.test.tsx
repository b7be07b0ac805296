import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameBrief } from '../lobby/api.js';
import { App } from '../app/App.js';
import { HomePage } from './HomePage.js';
import { fakeLobby, renderMyGames, renderPage } from '../test/pages.js';

/** The lobby pages with more than one game: the host picks the game, its seat range and its options. */
const MATCH = 'PrT9vQpLm2Ab7Cde';

const seatCounts = () => screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name.endsWith('-seats')).map((r) => Number((r as HTMLInputElement).value));

beforeEach(() => localStorage.clear());

describe('choosing a game on the home page', () => {
  it('offers Port Royal with 2 to 5 seats and its variant end, and sends the option with the new match', async () => {
    const user = userEvent.setup();
    const createMatch = vi.fn().mockResolvedValue({
      seat: { matchID: MATCH, playerID: '0', credentials: 'secret', gameName: 'port-royal', playerName: 'Andrea', seatLink: `http://x/seat/${MATCH}/0#secret` },
      inviteLink: `http://x/join/${MATCH}`,
      spectateLink: null,
    });
    // The whole app: after "Create the match" the links stand at the match's address.
    window.history.replaceState(null, '', '/');
    renderPage(<App />, fakeLobby({ createMatch }));
    const portRoyal = await screen.findByRole('radio', { name: /Port Royal/ });
    // Grog Island (2-4 players) has no options.
    expect(screen.queryByRole('checkbox', { name: /Variant end/ })).toBeNull();
    await user.click(portRoyal);
    expect(seatCounts()).toEqual([2, 3, 4, 5]);
    const variant = screen.getByRole('checkbox', { name: /Variant end/ });
    expect(variant).toHaveProperty('checked', false);
    await user.click(screen.getByRole('radio', { name: '5 players' }));
    await user.click(variant);
    await user.type(screen.getByLabelText('Your name'), 'Andrea');
    await user.click(screen.getByRole('button', { name: 'Create the match' }));
    expect(createMatch).toHaveBeenCalledWith({ gameName: 'port-royal', numPlayers: 5, playerName: 'Andrea', public: false, pace: 'none', spectatorChat: false, hints: false, options: { variantEnd: true } });
    expect((await screen.findByTestId('invite-link') as HTMLInputElement).value).toBe(`http://x/join/${MATCH}`);
    expect(screen.getByText(/play Port Royal with/)).toBeTruthy();
    expect(window.location.pathname).toBe(`/match/${MATCH}/created`);
  });

  it('keeps the seat count within the chosen game’s range, and speaks German', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, fakeLobby(), 'de');
    await user.click(screen.getByRole('radio', { name: /Port Royal/ }));
    await user.click(screen.getByRole('radio', { name: '5 Spieler' }));
    expect(screen.getByRole('checkbox', { name: /Spielende Variante/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Grog Island/ }));
    expect(seatCounts()).toEqual([2, 3, 4]);
    expect(screen.getByRole('radio', { name: '4 Spieler' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox', { name: /Spielende Variante/ })).toBeNull();
  });
});

describe('my games with Port Royal', () => {
  it('lists Port Royal matches beside the others, by name, whose turn and the winner', async () => {
    const seat = (matchID: string, gameName: string) => ({ matchID, playerID: '0', credentials: 'c', gameName, playerName: 'Andrea', seatLink: null, savedAt: 1 });
    localStorage.setItem('harbour.seats', JSON.stringify([seat('AAAAAAAAAAAAAAAA', 'port-royal'), seat('BBBBBBBBBBBBBBBB', 'grog-island'), seat('CCCCCCCCCCCCCCCC', 'port-royal')]));
    const players = [{ playerID: '0', name: 'Andrea', bot: null }, { playerID: '1', name: 'Bot 2', bot: 'easy' }, { playerID: '2', name: 'Bot 3', bot: 'strong' }];
    const brief = (matchID: string, gameName: string, extra: Partial<GameBrief>): GameBrief => ({
      matchID, playerID: '0', gameName, players, toAct: ['0'], myTurn: true, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: Date.now() - 60_000, ...extra,
    });
    const lobby = fakeLobby({
      myGames: () =>
        Promise.resolve([
          brief('AAAAAAAAAAAAAAAA', 'port-royal', {}),
          brief('BBBBBBBBBBBBBBBB', 'grog-island', { toAct: ['1'], myTurn: false }),
          brief('CCCCCCCCCCCCCCCC', 'port-royal', { finished: true, myTurn: false, toAct: [], winners: ['2'] }),
        ]),
    });
    const stop = await renderMyGames(lobby);
    await waitFor(() => expect(screen.getByTestId('waiting-count').textContent).toBe('It is your turn in 1 game.'));
    const rows = screen.getAllByTestId('game-row').map((r) => r.textContent ?? '');
    expect(rows[0]).toMatch(/^Port Royal\s*your turn/);
    expect(rows[1]).toMatch(/^Grog Island\s*waiting for Computer 2 \(easy\)/);
    expect(rows[2]).toMatch(/^Port Royal\s*finished – winner: Computer 3 \(strong\)/);
    stop();
  });
});
