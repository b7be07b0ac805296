import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HeldSeat } from '../lobby/api.js';
import { fakeLobby, renderPage } from '../test/pages.js';
import { WaitingRoom } from './WaitingRoom.js';

const HOST: HeldSeat = { matchID: 'Xk3v9QpLm2Ab7Cde', playerID: '0', credentials: 'secret', gameName: 'port-royal', playerName: 'Andrea', seatLink: null, savedAt: 0 };
const PLAYERS = [
  { playerID: '0', name: 'Andrea', bot: null },
  { playerID: '1', name: null, bot: null },
  { playerID: '2', name: null, bot: null },
];

describe('the waiting room', () => {
  it('adds a computer player of the chosen level and pace (normal unless chosen)', async () => {
    const user = userEvent.setup();
    const addBot = vi.fn(() => Promise.resolve());
    renderPage(<WaitingRoom matchID={HOST.matchID} game="Port Royal" players={PLAYERS} seat={HOST} />, fakeLobby({ addBot }));
    await user.click(screen.getByRole('button', { name: 'Computer player on seat 2' }));
    expect(addBot).toHaveBeenLastCalledWith(HOST, '1', 'easy', 'normal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Computer player:' }), 'strong');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Its pace:' }), 'slow');
    expect(screen.getByRole('option', { name: 'slow (about 5 s a move)', selected: true })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Computer player on seat 3' }));
    expect(addBot).toHaveBeenLastCalledWith(HOST, '2', 'strong', 'slow');
  });

  it('offers the paces in German', () => {
    renderPage(<WaitingRoom matchID={HOST.matchID} game="Port Royal" players={PLAYERS} seat={HOST} />, fakeLobby(), 'de');
    const pace = screen.getByRole('combobox', { name: 'Sein Tempo:' });
    expect([...pace.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['schnell (etwa ½ s pro Zug)', 'normal (etwa 2 s pro Zug)', 'langsam (etwa 5 s pro Zug)']);
    expect(screen.getByRole('combobox', { name: 'Computerspieler:' })).toBeTruthy();
  });

  it('offers no computer player to a guest', () => {
    renderPage(<WaitingRoom matchID={HOST.matchID} game="Port Royal" players={PLAYERS} seat={{ ...HOST, playerID: '1' }} />, fakeLobby());
    expect(screen.queryByRole('combobox', { name: 'Its pace:' })).toBeNull();
  });
});
