import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyError, type GameBrief, type MatchInfo } from '../lobby/api.js';
import { heldSeats, rememberSeat } from '../connection/seats.js';
import { App } from '../app/App.js';
import { InvitePage } from './InvitePage.js';
import { fakeLobby, renderMyGames, renderPage } from '../test/pages.js';

const MATCH = 'Xk3v9QpLm2Ab7Cde';

const match = (players: MatchInfo['players']): MatchInfo => ({
  matchID: MATCH, gameName: 'grog-island', players, started: false, finished: false, unlisted: true, nextMatchID: null, createdAt: 1, updatedAt: 1,
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the home page', () => {
  it('creates a match and shows the invite link and the seat link, and keeps the seat in this browser', async () => {
    const user = userEvent.setup();
    const createMatch = vi.fn().mockResolvedValue({
      seat: { matchID: MATCH, playerID: '0', credentials: 'secret', gameName: 'grog-island', playerName: 'Anne', seatLink: `http://x/seat/${MATCH}/0#secret` },
      inviteLink: `http://x/join/${MATCH}`,
      spectateLink: `http://x/match/${MATCH}/watch`,
    });
    window.history.replaceState(null, '', '/');
    renderPage(<App />, fakeLobby({ createMatch }));
    await user.click(await screen.findByRole('button', { name: 'Create the match' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a name.');
    expect(createMatch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your name'), 'Anne');
    await user.click(screen.getByRole('radio', { name: '3 players' }));
    await user.click(screen.getByRole('radio', { name: /^Daily/ }));
    await user.click(screen.getByRole('checkbox', { name: /Spectators may write in the chat/ }));
    await user.click(screen.getByRole('checkbox', { name: /Allow hints/ }));
    await user.click(screen.getByRole('button', { name: 'Create the match' }));
    expect(createMatch).toHaveBeenCalledWith({ gameName: 'grog-island', numPlayers: 3, playerName: 'Anne', public: false, pace: 'daily', spectatorChat: true, hints: true });
    expect((await screen.findByTestId('invite-link') as HTMLInputElement).value).toBe(`http://x/join/${MATCH}`);
    expect((screen.getByTestId('seat-link') as HTMLInputElement).value).toContain('/seat/');
    expect(screen.getByText(/it brings you back to your seat from another device/)).toBeTruthy();
    expect(heldSeats()).toMatchObject([{ matchID: MATCH, playerID: '0', credentials: 'secret' }]);
    // The address is the match's: a reload (or the address passed on) brings the match back, not the empty form.
    expect(window.location.pathname).toBe(`/match/${MATCH}/created`);
  });

  it("shows a created match's links again at its address (a reload), and sends someone without its seat to the invite page", async () => {
    // Another match than the one created above: nothing of the lobby's answer is in memory, as after a reload.
    const OTHER = 'Yq3v9QpLm2Ab7Cde';
    const seatLink = `http://x/seat/${OTHER}/0#secret`;
    rememberSeat({ matchID: OTHER, playerID: '0', credentials: 'secret', gameName: 'grog-island', playerName: 'Anne', seatLink });
    window.history.replaceState(null, '', `/match/${OTHER}/created`);
    const { unmount } = renderPage(<App />, fakeLobby());
    expect((await screen.findByTestId('invite-link') as HTMLInputElement).value).toBe(`${window.location.origin}/join/${OTHER}`);
    expect((screen.getByTestId('seat-link') as HTMLInputElement).value).toBe(seatLink);
    expect((screen.getByTestId('spectate-link') as HTMLInputElement).value).toBe(`${window.location.origin}/match/${OTHER}/watch`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your match is ready');
    unmount();

    localStorage.clear();
    window.history.replaceState(null, '', `/match/${OTHER}/created`);
    renderPage(<App />, fakeLobby({ getMatch: () => Promise.resolve(match([{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: null, bot: null }])) }));
    await waitFor(() => expect(window.location.pathname).toBe(`/join/${OTHER}`));
  });
});

describe('the home page for a new visitor', () => {
  it('offers "Back to your games" only to a browser that holds a seat (a new visitor has none to go back to)', async () => {
    window.history.replaceState(null, '', '/');
    const { unmount } = renderPage(<App />, fakeLobby());
    await screen.findByRole('button', { name: 'Create the match' });
    expect(screen.queryByRole('link', { name: 'Back to your games' })).toBeNull();
    unmount();
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'secret', gameName: 'grog-island', playerName: 'Anne', seatLink: `http://x/seat/${MATCH}/0#secret` });
    renderPage(<App />, fakeLobby());
    expect(await screen.findByRole('link', { name: 'Back to your games' })).toBeTruthy();
  });
});

describe('the invite page', () => {
  it('shows who sits where, and after losing the race for a seat says so and shows the seats still free', async () => {
    const user = userEvent.setup();
    const getMatch = vi
      .fn()
      .mockResolvedValueOnce({ ...match([{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: null, bot: null }, { playerID: '2', name: null, bot: null }]), hintsAllowed: true })
      .mockResolvedValue(match([{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Calico', bot: null }, { playerID: '2', name: null, bot: null }]));
    const joinMatch = vi.fn().mockRejectedValue(new LobbyError(409, 'seat.taken', 'taken', { freeSeats: ['2'] }));
    renderPage(<InvitePage matchID={MATCH} />, fakeLobby({ getMatch, joinMatch }), 'de');
    expect((await screen.findByTestId('seat-list')).textContent).toContain('Anne');
    expect(screen.getByTestId('hints-note').textContent).toMatch(/^Tipps erlaubt/);
    await user.type(screen.getByLabelText('Dein Name'), 'Bonny');
    await user.click(screen.getByRole('button', { name: 'Platz nehmen' }));
    expect(joinMatch).toHaveBeenCalledWith(MATCH, { playerID: '1', playerName: 'Bonny' });
    expect((await screen.findByRole('alert')).textContent).toBe('Jemand war schneller auf diesem Platz. Wähle einen anderen.');
    await waitFor(() => expect(screen.getByTestId('seat-list').textContent).toContain('Calico'));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['2']);
  });
});

describe('my games', () => {
  it('puts the games waiting for the reader first and counts them in the tab title', async () => {
    localStorage.setItem(
      'harbour.seats',
      JSON.stringify(['AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB'].map((matchID) => ({ matchID, playerID: '1', credentials: 'c', gameName: 'grog-island', playerName: 'Bonny', seatLink: null, savedAt: 1 }))),
    );
    const brief = (matchID: string, myTurn: boolean): GameBrief => ({
      matchID, playerID: '1', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: [myTurn ? '1' : '0'], myTurn, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: Date.now() - 120_000,
    });
    const lobby = fakeLobby({ myGames: () => Promise.resolve([brief('AAAAAAAAAAAAAAAA', false), brief('BBBBBBBBBBBBBBBB', true)]) });
    const stop = await renderMyGames(lobby);
    await waitFor(() => expect(screen.getByTestId('waiting-count').textContent).toBe('It is your turn in 1 game.'));
    const rows = screen.getAllByTestId('game-row');
    expect(rows[0]?.textContent).toContain('your turn');
    expect(rows[0]?.className).toContain('yours');
    expect(rows[1]?.textContent).toContain('waiting for Anne');
    expect(rows[1]?.textContent).toContain('2 minutes ago');
    expect(document.title).toBe('(1) My games – Harbour');
    stop();
  });
});
