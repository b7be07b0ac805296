import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { StatusLine, stagedStatus, type StagedTable } from './StatusLine.js';

/** Words that show their key and parameters, so a test reads which sentence was chosen with what. */
const WORDS: Record<string, string> = {
  'ui:waitingForPlayers': 'Waiting for every seat.',
  'ui:gameOver': 'The game is over.',
  'ui:yourTurn': 'Your turn: {{prompt}}',
  'ui:waitingFor': 'Waiting for {{players}}: {{prompt}}',
  'ui:nextRound': 'The next round begins.',
  'ui:stageOther.bid': 'raising the bid or passing',
  'game:stage.bid': 'Raise the bid or pass',
  'game:stage.join': 'Join the contest for 1 coin?',
};
const t = ((key: string, options?: Record<string, unknown>) => {
  const text = WORDS[key] ?? (options?.defaultValue as string | undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
}) as unknown as TFunction;

const table = (over: Partial<StagedTable>): StagedTable => ({
  ui: 'ui',
  game: 'game',
  started: true,
  over: false,
  seat: 0,
  waiting: [],
  stageOf: () => null,
  names: ['Anne', 'Bonny', 'Mary'],
  between: 'nextRound',
  ...over,
});

describe('stagedStatus', () => {
  it('says the table waits for its seats, and that the game is over, before anything else', () => {
    expect(stagedStatus(t, 'en', table({ started: false, waiting: [0], stageOf: () => 'bid' }))).toEqual({ text: 'Waiting for every seat.', yours: false });
    expect(stagedStatus(t, 'en', table({ over: true }))).toEqual({ text: 'The game is over.', yours: false });
  });

  it("gives the reader's own prompt as a sentence, without a second mark after a question", () => {
    expect(stagedStatus(t, 'en', table({ waiting: [0, 1], stageOf: () => 'bid' }))).toEqual({ text: 'Your turn: Raise the bid or pass.', yours: true });
    expect(stagedStatus(t, 'en', table({ waiting: [0], stageOf: () => 'join' }))).toEqual({ text: 'Your turn: Join the contest for 1 coin?', yours: true });
    expect(stagedStatus(t, 'en', table({ waiting: [0], stageOf: () => 'bid', ownPrompt: () => 'Make the opening bid' })).text).toBe('Your turn: Make the opening bid.');
  });

  it('names every seat deciding, in the words for another seat where the game has them', () => {
    const waiting = table({ seat: 2, waiting: [0, 1], stageOf: (s) => (s < 2 ? 'bid' : null) });
    expect(stagedStatus(t, 'en', waiting)).toEqual({ text: 'Waiting for Anne and Bonny: raising the bid or passing.', yours: false });
    expect(stagedStatus(t, 'en', { ...waiting, waiting: [1], stageOf: (s) => (s === 1 ? 'join' : null) }).text).toBe('Waiting for Bonny: Join the contest for 1 coin?');
    expect(stagedStatus(t, 'en', table({ seat: null, waiting: [] }))).toEqual({ text: 'The next round begins.', yours: false });
  });
});

describe('StatusLine', () => {
  it("shows the chips before the sentence and marks the reader's own decision", () => {
    render(<StatusLine yours chips={<span>Round 2</span>} text="Your turn: Raise the bid or pass." />);
    const line = screen.getByTestId('status-line');
    expect(line.getAttribute('role')).toBe('status');
    expect(line.className).toBe('status-line yours');
    expect(line.textContent).toBe('Round 2Your turn: Raise the bid or pass.');
  });
});
