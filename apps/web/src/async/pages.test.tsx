import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markChatRead } from './chat-read.js';
import { dayTimeText } from './seat-time.js';
import { readClocks } from '../connection/frames/async-play.js';
import type { GameBrief, MatchInfo } from '../lobby/api.js';
import { forgetSeat, heldSeats, rememberSeat } from '../connection/seats.js';
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
    expect(screen.getByTestId('game-clock').textContent).toMatch(/^Daily · Bonny to decide · (5 hours|4 hours \d+ minutes) left$/);
    stop();
  });

  it('"my games" says when the clock running is the reader\'s own', async () => {
    rememberSeat({ matchID: MATCH, playerID: '1', credentials: 'c', gameName: 'grog-island', playerName: 'Bonny', seatLink: '' });
    const brief: GameBrief = {
      matchID: MATCH, playerID: '1', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: ['1'], myTurn: true, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: null, pace: 'daily', clocks, turnStartedAt: null,
    };
    const stop = await renderMyGames(fakeLobby({ myGames: async () => [brief] }));
    expect(screen.getByTestId('game-clock').textContent).toMatch(/^Daily · your decision · (5 hours|4 hours \d+ minutes) left$/);
    stop();
  });

  it('"my games" shows a paused match as paused, read from the server\'s clocks, not as a running countdown', async () => {
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'c', gameName: 'grog-island', playerName: 'Anne', seatLink: '' });
    const paused = readClocks({ ...clocks, pause: { votes: [], since: '2026-11-27T14:50:00.000Z', by: ['0'] } }, Date.now());
    const brief: GameBrief = {
      matchID: MATCH, playerID: '0', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: ['1'], myTurn: false, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: null, pace: 'daily', clocks: paused, turnStartedAt: null,
    };
    const stop = await renderMyGames(fakeLobby({ myGames: async () => [brief] }));
    expect(screen.getByTestId('game-clock').textContent).toBe(`Daily · paused by Anne since ${dayTimeText('en', '2026-11-27T14:50:00.000Z')}`);
    expect(screen.queryByRole('timer')).toBeNull();
    stop();
  });

  it('"my games" leads from a finished match to its rematch: a link where the seat is held, else a button taking the seat', async () => {
    const NEXT = 'n1234567890abcde';
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'c', gameName: 'grog-island', playerName: 'Anne', seatLink: '' });
    const brief: GameBrief = {
      matchID: MATCH, playerID: '0', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: [], myTurn: false, started: true, finished: true, winners: ['1'], nextMatchID: NEXT, updatedAt: null, pace: 'daily', clocks: null, turnStartedAt: null,
    };
    const rematch = vi.fn().mockResolvedValue({ matchID: NEXT, playerID: '0', credentials: 'r', gameName: 'grog-island', playerName: 'Anne', seatLink: 'x' });
    let stop = await renderMyGames(fakeLobby({ myGames: async () => [brief], rematch }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the new match' }));
    expect(rematch).toHaveBeenCalledWith(expect.objectContaining({ matchID: MATCH, playerID: '0' }));
    expect(heldSeats().some((s) => s.matchID === NEXT)).toBe(true);
    stop();
    cleanup();
    stop = await renderMyGames(fakeLobby({ myGames: async () => [brief] }));
    const links = screen.getAllByRole('link', { name: 'Open the new match' });
    expect(links[0]?.getAttribute('href')).toBe(`/match/${NEXT}`);
    stop();
  });

  it('"my games" counts the chat messages from others not read yet', async () => {
    localStorage.removeItem('harbour.chatRead');
    rememberSeat({ matchID: MATCH, playerID: '0', credentials: 'c', gameName: 'grog-island', playerName: 'Anne', seatLink: '' });
    const brief: GameBrief = {
      matchID: MATCH, playerID: '0', gameName: 'grog-island', players: [{ playerID: '0', name: 'Anne', bot: null }, { playerID: '1', name: 'Bonny', bot: null }],
      toAct: ['1'], myTurn: false, started: true, finished: false, winners: [], nextMatchID: null, updatedAt: null, pace: 'daily', clocks, turnStartedAt: null,
    };
    const chat = [
      { seq: 1, playerID: '0', name: 'Anne', text: 'hi', at: '' },
      { seq: 2, playerID: '1', name: 'Bonny', text: 'ahoy', at: '' },
      { seq: 3, playerID: null, name: 'Spectator', text: 'go', at: '' },
    ];
    const listChat = vi.fn(async (_m: string, after?: number) => chat.filter((m) => m.seq > (after ?? 0)));
    const stop = await renderMyGames(fakeLobby({ myGames: async () => [{ ...brief, chatSeq: 3 }], listChat }));
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('2 unread chat messages');
    act(() => markChatRead(MATCH, 3));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());
    stop();
    cleanup();
    // The list says there is no news after the read mark: the match's chat is not asked for at all.
    listChat.mockClear();
    const quiet = await renderMyGames(fakeLobby({ myGames: async () => [{ ...brief, chatSeq: 3 }], listChat }));
    await screen.findAllByText(/Bonny/);
    expect(listChat).not.toHaveBeenCalled();
    expect(screen.queryByTestId('chat-unread')).toBeNull();
    quiet();
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
