import type { MatchReviewBody, ReviewAnswer, ReviewedDecision } from '@harbour/protocol';
import { grogIslandLocales } from '@harbour/grog-island/locales';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../platform/services.js';
import { createI18n, registerWords, type Language } from '../i18n/index.js';
import type { LobbyApi } from '../lobby/api.js';
import { ReplayControls, replayWords, useReplayStepper } from '../shared/ReplayControls.js';
import { fakeLobby } from '../test/pages.js';
import { ChanceChart, spreadLabels } from './ChanceChart.js';
import { ReviewPanel } from './ReviewPanel.js';
import { StepReview } from './ReviewParts.js';
import { useReviewWords } from './words.js';
import { ReplayNavProvider } from '../shared/shell/replay-nav.js';

const decision = (step: number, playerID: string, chances: number[], over: Partial<ReviewedDecision> = {}): ReviewedDecision => ({
  step, events: step * 2, playerID, move: { name: 'bid', args: [] }, best: { name: 'bid', args: [] }, bestReason: { code: 'keepGoalCard' },
  label: 'best', chosenChance: chances[Number(playerID)] ?? 0, alternative: { move: { name: 'pass', args: [] }, chance: 0.4 }, chanceLost: 0, forced: false, decided: false, chances, choice: [0, 0], luck: [0, 0], ...over,
});

const REVIEW: MatchReviewBody = {
  players: 2,
  startChances: [0.5, 0.5],
  decisions: [
    decision(1, '0', [0.55, 0.45]),
    decision(2, '1', [0.7, 0.3], { label: 'costly', chosenChance: 0.3, chanceLost: 0.15, alternative: { move: { name: 'trade', args: [] }, chance: 0.45 }, best: { name: 'trade', args: [] }, bestReason: { code: 'trade', params: { peninsula: 'yellow', ship: 'coins2', main: 2 } } }),
    decision(3, '0', [0.6, 0.4], { label: 'good', chanceLost: 0.04, chosenChance: 0.6, alternative: { move: { name: 'pass', args: [] }, chance: 0.64 } }),
    decision(4, '1', [0.2, 0.8], { forced: true, alternative: null, luck: [-0.35, 0.35] }),
    decision(5, '0', [0, 1], { decided: true, chosenChance: 0, chanceLost: 0.01, label: 'good' }),
  ],
  turningPoints: [0, 1, 2],
  luckEvents: [3],
  seats: [
    { result: -0.5, luck: -0.3, choices: -0.2, ownChoices: -0.1, chanceLost: 0.04, decisions: 3, accuracy: 1, mistakes: [], labels: { best: 1, good: 2, doubtful: 0, costly: 0 } },
    { result: 0.5, luck: 0.3, choices: 0.2, ownChoices: 0.25, chanceLost: 0.15, decisions: 1, accuracy: 0, mistakes: [1], labels: { best: 0, good: 0, doubtful: 0, costly: 1 } },
  ],
  luckShare: 0.42,
  settings: { iterations: 8, playouts: 32 },
};

const PLAYERS = [{ playerID: '0', name: 'Anne' }, { playerID: '1', name: 'Bonny' }];

/** A replay as the games make one: a stepper over moves, its controls showing the review's note. */
function FakeReplay() {
  const stepper = useReplayStepper(5);
  const i18nWords = { title: 'Replay', step: (n: number, total: number) => `Move ${n} of ${total}`, first: 'First', previous: 'Previous', next: 'Next', last: 'Last', play: 'Play', pause: 'Pause', slider: 'Step', mismatch: 'mismatch' };
  return <ReplayControls stepper={stepper} last={5} complete words={i18nWords} />;
}

function renderReview(lobby: LobbyApi, language: Language = 'en') {
  const i18n = createI18n(language);
  registerWords(i18n, 'grog-island', grogIslandLocales);
  return render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={{ lobby, connect: () => { throw new Error('no table'); } }}>
        <ReplayNavProvider>
          <FakeReplay />
          <ReviewPanel matchID="m1" gameName="grog-island" players={PLAYERS} pollMs={1} />
        </ReplayNavProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

const answers = (...list: ReviewAnswer[]) => {
  let i = 0;
  return async () => list[Math.min(i++, list.length - 1)] as ReviewAnswer;
};

/**
 * A server that answers only when the test says so: every state the page shows stays until the next
 * answer is sent, so nothing depends on catching a state that lasts one poll (a loaded machine).
 */
function answerOnDemand() {
  const waiting: ((a: ReviewAnswer) => void)[] = [];
  return {
    review: () => new Promise<ReviewAnswer>((resolve) => waiting.push(resolve)),
    async send(answer: ReviewAnswer) {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      (waiting.shift() as (a: ReviewAnswer) => void)(answer);
    },
  };
}

describe('the review under a replay', () => {
  it('says the review is in progress while the server makes it, then shows it', async () => {
    const server = answerOnDemand();
    renderReview(fakeLobby({ review: server.review }));
    await server.send({ matchID: 'm1', status: 'queued', done: 0, total: 0, review: null });
    expect((await screen.findByTestId('review-progress')).textContent).toMatch(/Review in progress/);
    await server.send({ matchID: 'm1', status: 'inProgress', done: 2, total: 5, review: null });
    expect((await screen.findByText('Review in progress: 2 of 5 decisions judged.')).textContent).toBeTruthy();
    await server.send({ matchID: 'm1', status: 'done', done: 5, total: 5, review: REVIEW });
    await screen.findByTestId('chance-chart');
    expect(screen.queryByTestId('review-progress')).toBeNull();
  });

  it('charts every seat with its own dash pattern and marker, named, and marks the three turning points', async () => {
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: REVIEW }) }));
    const chart = await screen.findByTestId('chance-chart');
    const seats = within(chart as unknown as HTMLElement).getAllByTestId('chart-seat');
    expect(seats).toHaveLength(2);
    const dashes = seats.map((g) => g.querySelector('polyline')?.getAttribute('stroke-dasharray') ?? 'solid');
    expect(new Set(dashes).size).toBe(2);
    const shapes = seats.map((g) => g.querySelector('circle, rect, polygon, path')?.tagName);
    expect(new Set(shapes).size).toBe(2);
    expect(seats[0]?.textContent).toContain('Anne 0%');
    expect(seats[1]?.textContent).toContain('Bonny 100%');
    expect(within(chart as unknown as HTMLElement).getAllByTestId('chart-turning-point')).toHaveLength(3);
    expect(chart.querySelector('title')?.textContent).toBe('Winning chances over the match');
    const rows = screen.getAllByTestId('luck-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('luck-share').textContent).toContain('42%');
    // In percentage points that add up: luck + decisions = result; accuracy and the biggest mistakes.
    expect(rows[1]?.textContent).toContain('+50%+30%+20%');
    expect(rows[1]?.textContent).toContain('0% of 1 decision');
    expect(rows[1]?.textContent).toContain('Move 2 of 5 (−15 pp)');
    expect(rows[0]?.textContent).toContain('100% of 3 decisions');
    // The forced step that swung the chances is luck, shown as such.
    expect(screen.getByTestId('luck-event').textContent).toContain("Move 4 of 5: what Bonny's move turned up (dice, cards, tiles): +35% winning chance for Bonny.");
  });

  it('jumps to a turning point, which opens the step it names, and reviews the move shown: label, chance lost, the better move in words', async () => {
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: REVIEW }) }));
    const points = await screen.findAllByTestId('turning-point');
    expect(points[1]?.textContent).toContain('Move 2 of 5, Bonny: costly.');
    expect(points[1]?.textContent).toContain('Chose “Bid” (winning chance 30%); better: “Trade at a merchant ship” (45%), 15 percentage points more.');
    expect(points[0]?.textContent).toContain('Chose “Bid” (winning chance 55%); the next best, “Pass”, gave 40%: 15 percentage points less.');
    fireEvent.click(within(points[1] as HTMLElement).getByRole('button', { name: 'Show Move 2 of 5' }));
    expect(screen.getByTestId('replay-step').textContent).toBe('Move 2 of 5');
    const note = await screen.findByTestId('step-review');
    expect(note.textContent).toContain("Bonny's decision: costly");
    expect(note.textContent).toContain('15 percentage points of winning chance below the best');
    // The teacher's sentence, its nested words in the game's vocabulary.
    expect(note.textContent).toContain('The strong computer: Trade at the ship on the yellow peninsula (2 coins per tile, up to 4 tiles)');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('step-review')).textContent).toContain("Anne's decision: good");
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('step-review')).textContent).toBe('Bonny had no choice here.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const decided = await screen.findByText(/already decided for Anne/);
    expect(decided.closest('[data-testid="step-review"]')?.textContent).toContain("Anne's decision: good");
  });

  it('shows a turning point asked for before the replay has its steps once it has them (a tap while the page loads the match)', async () => {
    const i18n = createI18n('en');
    registerWords(i18n, 'grog-island', grogIslandLocales);
    const lobby = fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: REVIEW }) });
    const page = (replayLoaded: boolean) => (
      <I18nextProvider i18n={i18n}>
        <ServicesProvider services={{ lobby, connect: () => { throw new Error('no table'); } }}>
          <ReplayNavProvider>
            {replayLoaded ? <FakeReplay /> : null}
            <ReviewPanel matchID="m1" gameName="grog-island" players={PLAYERS} pollMs={1} />
          </ReplayNavProvider>
        </ServicesProvider>
      </I18nextProvider>
    );
    const { rerender } = render(page(false));
    const points = await screen.findAllByTestId('turning-point');
    fireEvent.click(within(points[1] as HTMLElement).getByRole('button'));
    rerender(page(true));
    await waitFor(() => expect(screen.getByTestId('replay-step').textContent).toBe('Move 2 of 5'));
    expect((await screen.findByTestId('step-review')).textContent).toContain("Bonny's decision: costly");
  });

  it('says "the same kind of move made another way" where the move chosen and the better one share a name, and the teacher\'s sentence says how', async () => {
    const trade = { name: 'trade', args: [] };
    const sameKind: MatchReviewBody = { ...REVIEW, decisions: REVIEW.decisions.map((d, i) => (i === 1 ? { ...d, move: trade } : d)) };
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: sameKind }) }));
    const point = (await screen.findAllByTestId('turning-point'))[1] as HTMLElement;
    expect(point.textContent).toContain('Chose “Trade at a merchant ship” (winning chance 30%); better: the same kind of move made another way (45%), 15 percentage points more.');
    expect(point.textContent).toContain('The strong computer: Trade at the ship on the yellow peninsula');
  });

  it('says both moves in the teacher\'s sentences where the review kept them: what was chosen, and what was better', async () => {
    const said: MatchReviewBody = {
      ...REVIEW,
      decisions: REVIEW.decisions.map((d, i) => (i === 1 ? { ...d, move: { name: 'pass', args: [] }, moveReason: { code: 'pass', params: { tiles: 2 } }, alternativeReason: d.bestReason } : d)),
    };
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: said }) }));
    const point = (await screen.findAllByTestId('turning-point'))[1] as HTMLElement;
    expect(point.textContent).toContain('Chose (winning chance 30%): Pass: take 2 goods tiles from the bidding row and trade them at a ship. Better (45%, 15 percentage points more): Trade at the ship on the yellow peninsula (2 coins per tile, up to 4 tiles)');
    // The better move is said once.
    expect(point.textContent).not.toContain('The strong computer');
  });

  it('says so where other choices weighed about as much as the turning points named (the review names only those that stand out)', async () => {
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: { ...REVIEW, turningPoints: [1] } }) }));
    expect(await screen.findAllByTestId('turning-point')).toHaveLength(1);
    expect(screen.getByTestId('turning-close').textContent).toBe('One more choice changed the winning chance by 5 percentage points or more, about as much as the next: not named, as the estimates cannot tell them apart.');
  });

  it('says none stands out, not that no choice mattered, where several weighed 5 points or more about equally', async () => {
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'done', done: 5, total: 5, review: { ...REVIEW, turningPoints: [] } }) }));
    await screen.findByTestId('chance-chart');
    expect(screen.queryAllByTestId('turning-point')).toHaveLength(0);
    expect(screen.getByText(/^2 choices changed the winning chance by 5 percentage points or more/)).toBeTruthy();
    expect(screen.queryByText(/^No choice changed/)).toBeNull();
  });

  it('speaks German', async () => {
    renderReview(fakeLobby({ review: answers({ matchID: 'm1', status: 'inProgress', done: 1, total: 5, review: null }) }), 'de');
    expect((await screen.findByTestId('review-progress')).textContent).toBe('Rückblick in Arbeit: 1 von 5 Entscheidungen beurteilt.');
  });

  it('never cuts a name at the end of its line: a long one fits beside the plot, or the line ends in its chance alone', () => {
    const i18n = createI18n('en');
    const chart = (names: string[]) => {
      const { container, unmount } = render(
        <I18nextProvider i18n={i18n}>
          <ChanceChart names={names} start={names.map(() => 1 / names.length)} decisions={[{ chances: names.map((_, i) => (i === 0 ? 0.55 : 0.45 / (names.length - 1))) }]} turningPoints={[]} current={null} />
        </I18nextProvider>,
      );
      const width = Number(container.querySelector('svg.chart-plot')?.getAttribute('width'));
      const labels = [...container.querySelectorAll('text.chart-label')].map((l) => ({ x: Number(l.getAttribute('x')), text: l.textContent ?? '' }));
      unmount();
      return { width, labels };
    };
    // (a generous 7.4 px per character of 12 px bold text)
    for (const names of [['Anne', 'Computer 3 (strong)', 'Computer 2 (normal)'], ['Anne', 'Bonny']]) {
      const { width, labels } = chart(names);
      for (const label of labels) expect(label.x + label.text.length * 7.4).toBeLessThanOrEqual(width);
    }
    expect(chart(['Anne', 'Bonny']).labels[1]?.text).toMatch(/^Bonny \d+/);
    expect(chart(['Anne', 'A name far too long for the end of a line, kept in the legend']).labels[1]?.text).toMatch(/^\d+/);
  });

  it('keeps the names at the end of the lines apart', () => {
    const ys = spreadLabels([100, 101, 50], 15, 10, 200);
    expect(Math.abs((ys[0] as number) - (ys[1] as number))).toBeGreaterThanOrEqual(15);
    expect(ys[2]).toBe(50);
  });
});

describe("a step's review", () => {
  /** The step's note as the replay shows it, once the review's and the teacher's words are loaded. */
  function Note({ d }: { d: ReviewedDecision }) {
    return useReviewWords('grog-island') ? <StepReview decision={d} gameName="grog-island" names={['Anne', 'Bonny']} /> : null;
  }
  const note = async (d: ReviewedDecision) => {
    const i18n = createI18n('en');
    registerWords(i18n, 'grog-island', grogIslandLocales);
    const { unmount } = render(
      <I18nextProvider i18n={i18n}>
        <Note d={d} />
      </I18nextProvider>,
    );
    const text = (await screen.findByTestId('step-review')).textContent ?? '';
    unmount();
    return text;
  };

  it('calls a move less than a point below the strong computer\'s as good as it, never "best move (1 percentage point below the best)"', async () => {
    const near = await note(decision(1, '0', [0.55, 0.45], { chanceLost: 0.006, best: { name: 'trade', args: [] }, bestReason: { code: 'trade', params: { peninsula: 'yellow', ship: 'coins2', main: 2 } } }));
    expect(near).toContain("Anne's decision: best move");
    expect(near).not.toContain('below the best');
    expect(near).not.toContain('would have done the same');
    expect(near).toContain('As good as the strong computer’s choice (less than 1 percentage point apart). The strong computer: Trade at the ship on the yellow peninsula');
    // The strong computer's own move: the same, and no loss.
    expect(await note(decision(1, '0', [0.55, 0.45]))).toContain('The strong computer would have done the same.');
    // Below the best by a point or more: the loss is said.
    expect(await note(decision(1, '0', [0.55, 0.45], { label: 'good', chanceLost: 0.03 }))).toContain('3 percentage points of winning chance below the best');
  });
});
