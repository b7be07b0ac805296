import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/index.js';
import { GameLog } from '../../shared/GameLog.js';
import { LogMarksProvider } from './log-marks-context.js';
import type { LogMark } from '../../connection/frames/log-marks.js';
import { TakeBackButton } from './TakeBackButton.js';

const players = [
  { playerID: '0', name: 'Anne', bot: null },
  { playerID: '1', name: 'Bonny', bot: null },
];
const lines = [
  { id: 0, text: 'Anne passes.', seat: 0 },
  { id: 1, text: 'Bonny turns up a ship.', seat: 1 },
  { id: 2, text: 'Anne bids 3.', seat: 0 },
];
const marks: LogMark[] = [
  { stateID: 3, playerID: '1', kind: 'onlyMove', from: 1, to: 2 },
  { stateID: 4, playerID: '0', kind: 'timeout', from: 2, to: 3 },
  { stateID: 6, playerID: '1', kind: 'takenBack', from: 3, to: 3 },
];

describe('the log tells automatic moves and take-backs; "Undo" for the seat that may', () => {
  it.each([
    ['en', ['Bonny turns up a ship (automatic: the only possible move).', 'Anne bids 3 (made by the computer because the time ran out).', 'Bonny took back the last move.']],
    ['de', ['Bonny turns up a ship (automatisch: der einzig mögliche Zug).', 'Anne bids 3 (vom Computer gemacht, weil die Zeit abgelaufen war).', 'Bonny hat den letzten Zug zurückgenommen.']],
  ] as const)('in the log (%s)', (language, expected) => {
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <LogMarksProvider marks={marks} players={players}>
          <GameLog title="Log" lines={lines} />
        </LogMarksProvider>
      </I18nextProvider>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Anne passes.', ...expected]);
  });

  it('shows "Undo" only while the seat may take back, sends it, tells a refusal', async () => {
    const takeBack = vi.fn().mockResolvedValue({ ok: false, error: { code: 'takeBack.othersActed', message: '' } });
    const i18n = createI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <TakeBackButton canTakeBack={false} stateID={5} online takeBack={takeBack} />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <I18nextProvider i18n={i18n}>
        <TakeBackButton canTakeBack stateID={5} online takeBack={takeBack} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo: take back your last move' }));
    expect(takeBack).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Another player has acted since: the move stands.'));
  });

  it.each([
    ['en', 'reveals', 'Undo: Your move turned up something new (a card, a die or a secret): it cannot be taken back.'],
    ['de', 'reveals', 'Rückgängig: Dein Zug hat etwas Neues aufgedeckt (eine Karte, einen Würfel oder ein Geheimnis): er kann nicht zurückgenommen werden.'],
    ['en', 'once', 'Undo: A decision can be taken back once: this move stands.'],
    ['en', 'computer', 'Undo: The computer made this move for you: it cannot be taken back.'],
  ] as const)('where "Undo" is not offered after the seat\'s own move, says why on hover and focus (%s, %s)', async (language, whyNot, described) => {
    const takeBack = vi.fn();
    render(
      <I18nextProvider i18n={createI18n(language)}>
        <TakeBackButton canTakeBack={false} whyNot={whyNot} stateID={5} online takeBack={takeBack} />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button');
    // Still focusable (a disabled button would not be), said to be unavailable, and why.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.getAttribute('role')).toBe('tooltip');
    expect(`${button.textContent}: ${why?.textContent}`).toBe(described);
    fireEvent.click(button);
    expect(takeBack).not.toHaveBeenCalled();
  });
});
