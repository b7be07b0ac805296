import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { heldSeats } from '../connection/seats.js';
import { HomePage } from '../pages/HomePage.js';
import { SeatLinkPage } from '../pages/SeatLinkPage.js';
import { fakeLobby, renderMyGames, renderPage } from '../test/pages.js';
import { startLearning } from './progress.js';
import HowToWinPage from './HowToWinPage.js';
import LearnPage from './LearnPage.js';
import { learnRecord } from './progress.js';

const MATCH = 'Tq3v9QpLm2Ab7Cde';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

function created(gameName: string) {
  return {
    seat: { matchID: MATCH, playerID: '0', credentials: 'secret', gameName, playerName: 'Newcomer', seatLink: `http://x/seat/${MATCH}/0#secret` },
    inviteLink: `http://x/join/${MATCH}`,
    spectateLink: null,
  };
}

describe('Learn to play', () => {
  it('the home page\'s lead links to the Learn page, which starts a lesson in each game (English and German)', async () => {
    renderPage(<HomePage />, fakeLobby({}));
    expect(screen.getByRole('link', { name: 'Learn to play' }).getAttribute('href')).toBe('/learn');
    renderPage(<LearnPage />, fakeLobby({}), 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Spielen lernen' })).toBeTruthy();
    for (const game of ['Grog Island', 'Rum & Pirates', 'Port Royal']) expect(screen.getByRole('button', { name: `${game} spielen lernen` })).toBeTruthy();
  });

  it('from the home page: an unlisted match with no clock, every other seat an easy computer player, opened for teaching', async () => {
    const user = userEvent.setup();
    const createMatch = vi.fn().mockResolvedValue(created('port-royal'));
    const addBot = vi.fn().mockResolvedValue(undefined);
    renderPage(<HomePage />, fakeLobby({ createMatch, addBot }));
    await user.type(screen.getByLabelText('Your name'), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Learn to play Port Royal' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/match/${MATCH}`));
    expect(window.location.search).toBe('?learn=1');
    expect(createMatch).toHaveBeenCalledWith({ gameName: 'port-royal', numPlayers: 3, playerName: 'Anne', public: false, pace: 'none', learn: true });
    expect(addBot.mock.calls.map((c) => [c[1], c[2], c[3]])).toEqual([
      ['1', 'easy', 'normal'],
      ['2', 'easy', 'normal'],
    ]);
    expect(heldSeats()).toMatchObject([{ matchID: MATCH, playerID: '0' }]);
    expect(learnRecord(MATCH)).toMatchObject({ game: 'port-royal', seen: [] });
  });

  it('needs no name (the learner is a "Newcomer"), and says so when the lobby refuses', async () => {
    const user = userEvent.setup();
    const createMatch = vi.fn().mockRejectedValue(new TypeError('offline'));
    renderPage(<HomePage />, fakeLobby({ createMatch }), 'de');
    await user.click(screen.getByRole('button', { name: 'Grog Island spielen lernen' }));
    expect(createMatch).toHaveBeenCalledWith(expect.objectContaining({ gameName: 'grog-island', playerName: 'Neuling' }));
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe('/');
  });

  it('links each game to its how-to-win page', () => {
    renderPage(<HomePage />, fakeLobby());
    const links = screen.getAllByRole('link', { name: /^How to win:/ }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/games/grog-island/how-to-win', '/games/rum-and-pirates/how-to-win', '/games/port-royal/how-to-win']);
  });
});

describe('a seat link opened on another device', () => {
  const grant = { matchID: MATCH, playerID: '0', credentials: 'secret', gameName: 'grog-island', playerName: 'Anne', seatLink: `http://x/seat/${MATCH}/0#secret` };
  const info = (learn: boolean | undefined) => ({ matchID: MATCH, gameName: 'grog-island', players: [], started: true, finished: false, unlisted: true, nextMatchID: null, createdAt: null, updatedAt: null, ...(learn === undefined ? {} : { learn }) });

  it.each([
    ['a teaching match: its table teaches here too', true, '?learn=1'],
    ['another match: no teaching', undefined, ''],
  ] as const)('%s', async (_, learn, search) => {
    window.history.replaceState(null, '', `/seat/${MATCH}/0#secret`);
    const getMatch = vi.fn().mockResolvedValue(info(learn));
    renderPage(<SeatLinkPage />, fakeLobby({ restoreSeat: vi.fn().mockResolvedValue(grant), getMatch }));
    await waitFor(() => expect(window.location.pathname).toBe(`/match/${MATCH}`));
    expect(window.location.search).toBe(search);
    expect(getMatch).toHaveBeenCalledWith(MATCH);
    expect(heldSeats()).toMatchObject([{ matchID: MATCH, playerID: '0' }]);
  });

  it('goes on to the table when the lobby does not say (no teaching)', async () => {
    window.history.replaceState(null, '', `/seat/${MATCH}/0#secret`);
    renderPage(<SeatLinkPage />, fakeLobby({ restoreSeat: vi.fn().mockResolvedValue(grant) }));
    await waitFor(() => expect(window.location.pathname).toBe(`/match/${MATCH}`));
    expect(window.location.search).toBe('');
  });
});

describe('the how-to-win page', () => {
  it.each([
    ['en', 'How to win at Rum & Pirates', 'Learn to play Rum & Pirates'],
    ['de', 'So gewinnt man Rum & Pirates', 'Rum & Pirates spielen lernen'],
  ] as const)('says in %s what strong play does, with the measured record, and offers a teaching match', async (language, title, button) => {
    renderPage(<HowToWinPage gameName="rum-and-pirates" />, fakeLobby(), language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    // (the tips come with the game's lesson words, fetched with its lessons)
    expect((await screen.findAllByRole('listitem', undefined, { timeout: 5_000 })).length).toBe(6);
    expect(screen.getByTestId('how-to-win').textContent).toMatch(/500/);
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
    expect(document.title).toContain(title);
  });

  it('says so for a game it does not know', () => {
    renderPage(<HowToWinPage gameName="chess" />, fakeLobby());
    expect(screen.getByRole('alert').textContent).toBe('There is no game "chess" here.');
  });
});

describe('my games', () => {
  it('marks a teaching match of this browser, and only that one', async () => {
    localStorage.setItem(
      'harbour.seats',
      JSON.stringify(['AAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBB'].map((matchID) => ({ matchID, playerID: '0', credentials: 'c', gameName: 'grog-island', playerName: 'Anne', seatLink: null, savedAt: 1 }))),
    );
    startLearning('BBBBBBBBBBBBBBBB', 'grog-island');
    const stop = await renderMyGames(fakeLobby());
    const rows = screen.getAllByTestId('game-row');
    expect(rows.map((r) => r.querySelector('[data-testid="learning-mark"]')?.textContent ?? null).sort()).toEqual(['learning', null].sort());
    stop();
  });
});
