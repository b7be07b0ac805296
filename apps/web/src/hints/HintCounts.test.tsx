import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../i18n/index.js';
import { HintCounts, HintsNote, SeatHintBadge } from './HintCounts.js';
import { readHintAnswer, readHints } from '../connection/frames/hints.js';

const players = [
  { playerID: '0', name: 'Anne', bot: null },
  { playerID: '1', name: 'Ben', bot: null },
  { playerID: '2', name: null, bot: 'strong' },
];

function renderIn(ui: React.ReactElement, language: Language = 'en') {
  return render(<I18nextProvider i18n={createI18n(language)}>{ui}</I18nextProvider>);
}

describe('hint counts shown to everyone', () => {
  it('says who used how many hints, in English and German, and nothing when nobody did', () => {
    renderIn(<HintCounts used={{ '0': 2, '1': 1 }} players={players} />);
    expect(screen.getByTestId('hint-counts').textContent).toBe('Anne used 2 hintsBen used 1 hint');
    cleanup();
    renderIn(<HintCounts used={{ '0': 2, '2': 1 }} players={players} />, 'de');
    expect(screen.getByTestId('hint-counts').textContent).toBe('Anne hat 2 Tipps genutztComputer 3 (stark) hat 1 Tipp genutzt');
    cleanup();
    renderIn(<HintCounts used={{}} players={players} />);
    expect(screen.queryByTestId('hint-counts')).toBeNull();
  });

  it('a seat panel\'s chip, labelled with the whole sentence', () => {
    renderIn(<SeatHintBadge count={2} name="Anne" />);
    expect(screen.getByTestId('hint-chip').textContent).toBe('2 hintsAnne used 2 hints');
    expect(screen.getByTitle('Anne used 2 hints')).toBeTruthy();
  });

  it('the invite page says whether hints are allowed', () => {
    renderIn(<HintsNote allowed />, 'de');
    expect(screen.getByTestId('hints-note').textContent).toMatch(/^Tipps erlaubt/);
  });

  it('reads what the server sends, and nothing malformed', () => {
    expect(readHints({ matchID: 'm', allowed: true, used: { '0': 2, '1': 'x', '2': -1 } })).toEqual({ allowed: true, used: { '0': 2 } });
    expect(readHints(null)).toBeNull();
    expect(readHints({ allowed: true })).toBeNull();
    expect(readHintAnswer({ ok: true, stateID: 4, weighed: 2, used: { '1': 1 }, moves: [{ points: 0, reason: { code: 'pass' }, action: { name: 'pass', args: [] }, move: {} }, { points: 'x' }] })).toMatchObject({ stateID: 4, weighed: 2, used: { '1': 1 }, moves: [{ points: 0 }] });
    expect(readHintAnswer({ moves: [] })).toBeNull();
    expect(readHintAnswer({ stateID: 4, moves: [], leftOut: { code: 'leftOutVoid' } })?.leftOut).toEqual({ code: 'leftOutVoid' });
    expect(readHintAnswer({ stateID: 4, moves: [], leftOut: 'x' })).not.toHaveProperty('leftOut');
  });
});
