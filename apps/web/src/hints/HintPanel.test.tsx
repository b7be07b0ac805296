import type { HintAnswer } from '@harbour/protocol';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { grogIslandHintLocales } from '@harbour/grog-island/locales';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { grogI18n } from '../test/render.js';
import type { Language } from '../i18n/index.js';
import { grogHintDetail } from '../games/grog-island/hint-detail.js';
import { HintPanel, type HintPanelProps } from './HintPanel.js';
import type { HintAsk } from '../connection/frames/hints.js';
import { registerHintSentences } from '../i18n/index.js';

const answer: HintAnswer = {
  matchID: 'm1',
  playerID: '0',
  stateID: 5,
  weighed: 7,
  used: { '0': 1 },
  moves: [
    { move: { type: 'claim', building: 3 }, action: { name: 'claim', args: [3] }, points: 0, reason: { code: 'claim', params: { building: 'swordShop', peninsula: 'yellow', coins: 2 } } },
    { move: { type: 'pass' }, action: { name: 'pass', args: [] }, points: -1.5, reason: { code: 'pass', params: { tiles: 2 } } },
    { move: { type: 'mystery' }, action: { name: 'mystery', args: [] }, points: -3, reason: { code: 'notAWordWeKnow' } },
  ],
};

let current: ReturnType<typeof grogI18n> | null = null;
const i18nOf = () => (current as ReturnType<typeof grogI18n>).t;

function renderPanel(props: Partial<HintPanelProps> = {}, language: Language = 'en') {
  const i18n = grogI18n(language);
  current = i18n;
  registerHintSentences(i18n, 'grog-island', grogIslandHintLocales);
  const ask = props.ask ?? vi.fn(async (): Promise<HintAsk> => ({ ok: true, answer }));
  const all: HintPanelProps = { gameName: 'grog-island', allowed: true, deciding: true, stateID: 5, ask, ...props };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <HintPanel {...all} />
    </I18nextProvider>,
  );
  return { ...view, ask, rerenderWith: (more: Partial<HintPanelProps>) => view.rerender(<I18nextProvider i18n={i18n}><HintPanel {...all} {...more} /></I18nextProvider>) };
}

describe('the hint panel', () => {
  it('asks at the seat\'s decision and shows the 3 moves in the game\'s words with their points', async () => {
    const { ask } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'What would the strong computer do?' }));
    expect(ask).toHaveBeenCalledTimes(1);
    const moves = await screen.findAllByTestId('hint-move');
    expect(moves).toHaveLength(3);
    expect(moves[0]?.textContent).toContain('Claim the sword shop on the yellow peninsula');
    expect(moves[0]?.textContent).toContain('best');
    expect(moves[1]?.textContent).toMatch(/^Pass: take 2 goods tile/);
    expect(moves[1]?.textContent).toContain('1.5 points less than the best');
    // A reason the words do not know: the move's own name, never a key.
    expect(moves[2]?.textContent).toMatch(/^mystery /);
    expect(screen.getByText(/It weighed 7 moves\. Your hint is counted and shown to everyone\./)).toBeTruthy();
  });

  it('names what a sentence leaves out in the game\'s words (the goal cards a Grog Island setup keeps)', async () => {
    const setup = (keep: number[], points: number) => ({ move: { type: 'chooseSetup', keep, goods: 'yellow' }, action: { name: 'chooseSetup', args: [] }, points, reason: { code: 'setup', params: { goods: 'yellow' } } });
    // The third keeps the same cards as the first, in another order: it reads the same and is shown once.
    const setups = [setup([0, 1, 2, 3], 0), setup([0, 1, 2, 4], 0), setup([3, 2, 1, 0], -0.5)];
    const ask = vi.fn(async (): Promise<HintAsk> => ({ ok: true, answer: { ...answer, moves: setups } }));
    renderPanel({ ask, detail: (m) => grogHintDetail(i18nOf(), m) });
    await userEvent.click(screen.getByRole('button', { name: 'What would the strong computer do?' }));
    const moves = await screen.findAllByTestId('hint-move');
    const details = moves.map((m) => m.querySelector('.hint-detail')?.textContent ?? '');
    expect(details[0]).toMatch(/^\(Keep: [^,]+, [^,]+, [^,]+, [^,]+\) $/);
    expect(details).toHaveLength(2);
    expect(details[1]).not.toBe(details[0]);
  });

  it('says why fewer moves were weighed, and names the goal cards a setup lets go in German too', async () => {
    const only = { ...answer, weighed: 1, moves: [answer.moves[1] as HintAnswer['moves'][number]], leftOut: { code: 'leftOutUnaffordable', params: { capital: 4 } } };
    const first = renderPanel({ ask: vi.fn(async (): Promise<HintAsk> => ({ ok: true, answer: only })) });
    await userEvent.click(screen.getByRole('button', { name: 'What would the strong computer do?' }));
    expect(await screen.findByText(/Every other move is a bid above your capital of 4 coin/)).toBeTruthy();
    first.unmount();
    const setup = { move: { type: 'chooseSetup' }, action: { name: 'chooseSetup', args: [] }, points: 0, reason: { code: 'setupDrop', params: { goods: 'blue', dropA: 'building.swordShop', dropB: 'term.parrotCards' } } };
    const { unmount } = renderPanel({ ask: vi.fn(async (): Promise<HintAsk> => ({ ok: true, answer: { ...answer, moves: [setup] } })) }, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Was würde der starke Computer tun?' }));
    const [move] = await screen.findAllByTestId('hint-move');
    expect(move?.textContent).toContain('Schwert-Shop');
    expect(move?.textContent).not.toMatch(/\$t\(|\{\{/);
    unmount();
  });

  it('speaks German', async () => {
    renderPanel({}, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Was würde der starke Computer tun?' }));
    const moves = await screen.findAllByTestId('hint-move');
    expect(moves[0]?.textContent).toContain('Schwert-Shop');
    expect(moves[0]?.textContent).toContain('gelbe');
    expect(moves[0]?.textContent).not.toContain('$t(');
    expect(moves[1]?.textContent).toContain('1,5 Punkte weniger als der beste Zug');
  });

  it('is absent where the table does not allow hints, and offers no ask when it is not the seat\'s decision', () => {
    renderPanel({ allowed: false });
    expect(screen.queryByTestId('hint-panel')).toBeNull();
    renderPanel({ deciding: false });
    expect(screen.queryByRole('button', { name: 'What would the strong computer do?' })).toBeNull();
    expect(screen.getByText('A hint is given at your own decision only.')).toBeTruthy();
  });

  it('drops an answer once the table moved on, and says why a hint was refused', async () => {
    const refused = vi.fn(async (): Promise<HintAsk> => ({ ok: false, error: { code: 'hint.rateLimited', message: 'x' } }));
    const { rerenderWith } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'What would the strong computer do?' }));
    await screen.findAllByTestId('hint-move');
    rerenderWith({ stateID: 6, ask: refused });
    expect(screen.queryAllByTestId('hint-move')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'What would the strong computer do?' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is a lot of hints: please wait a minute.');
  });
});
