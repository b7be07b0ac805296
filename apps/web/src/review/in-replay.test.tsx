import type { MatchReviewBody, ReviewedDecision } from '@harbour/protocol';
import { seededRng } from '@harbour/game-kit';
import { applyMove as prApply, createGame as prCreate, deciders as prDeciders, randomMove as prRandom, toAction as prAction } from '@harbour/port-royal/rules';
import { advance, createGame, deciders, needsAdvance, play, randomMove, toAction } from '@harbour/rum-and-pirates/rules';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ServicesProvider } from '../platform/services.js';
import { PortRoyalReplay } from '../games/port-royal/Replay.js';
import { prI18n } from '../games/port-royal/test-utils.js';
import { RumReplay } from '../games/rum-and-pirates/Replay.js';
import type { ReplayData } from '../connection/frames/replay.js';
import { fakeLobby } from '../test/pages.js';
import { rumI18n } from '../test/rum.js';
import { ReviewPanel } from './ReviewPanel.js';
import { ReplayNavProvider } from '../shared/shell/replay-nav.js';

/** A review whose decisions follow the recorded moves (their events counts as the server gives them); turning points at 5, 10 and 20. */
function reviewOf(moves: ReplayData['moves'], events: number[]): MatchReviewBody {
  const decisions: ReviewedDecision[] = moves.map((m, i) => ({
    step: i + 1, events: events[i] ?? null, playerID: m.playerID, move: { name: m.name, args: m.args }, best: { name: m.name, args: m.args }, bestReason: { code: 'none' },
    label: i === 10 ? 'costly' : 'best', chosenChance: 0.5, alternative: { move: { name: m.name, args: m.args }, chance: i === 10 ? 0.7 : 0.4 }, chanceLost: i === 10 ? 0.2 : 0, forced: false, decided: false, chances: [0.5, 0.5], choice: [0, 0], luck: [0, 0],
  }));
  const seats = [0, 1].map(() => ({ result: 0, luck: 0, choices: 0, ownChoices: 0, chanceLost: 0, decisions: 0, accuracy: 1, mistakes: [], labels: { best: 0, good: 0, doubtful: 0, costly: 0 } }));
  return { players: 2, startChances: [0.5, 0.5], decisions, turningPoints: [4, 10, 19], luckEvents: [], seats, luckShare: 0, settings: { iterations: 1, playouts: 1 } };
}

function renderWith(i18n: I18n, replay: ReplayData, review: MatchReviewBody, table: ReactElement) {
  const lobby = fakeLobby({ review: async () => ({ matchID: 'm1', status: 'done', done: review.decisions.length, total: review.decisions.length, review }) });
  return render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={{ lobby, connect: () => { throw new Error('no table'); } }}>
        <ReplayNavProvider>
          {table}
          <ReviewPanel matchID="m1" gameName={replay.gameName} players={replay.players} />
        </ReplayNavProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

describe('the review in the games\' replays', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView ??= () => undefined;
  });

  it('Rum & Pirates: a turning point shows its move, with its review under the step count', async () => {
    const rng = seededRng(7);
    const choices = seededRng('7-choices');
    let s = createGame(2, rng);
    const initial = s;
    while (needsAdvance(s)) s = advance(s, rng);
    const moves: ReplayData['moves'] = [];
    const events: number[] = [];
    while (s.status !== 'over') {
      const seat = deciders(s)[0] as number;
      const move = randomMove(s, seat, choices);
      const { name, args } = toAction(move);
      moves.push({ playerID: String(seat), name, args: [...args] });
      s = play(s, seat, move, rng);
      events.push(s.events.length);
    }
    const replay: ReplayData = { gameName: 'rum-and-pirates', players: [{ playerID: '0', name: 'Anne' }, { playerID: '1', name: 'Bonny' }], initialState: initial, moves, finalState: s };
    renderWith(rumI18n(), replay, reviewOf(moves, events), <RumReplay replay={replay} />);
    const points = await screen.findAllByTestId('turning-point');
    fireEvent.click(within(points[1] as HTMLElement).getByRole('button'));
    const controls = screen.getByTestId('replay-step').closest('section') as HTMLElement;
    expect(screen.getByTestId('replay-step').textContent).toMatch(/\b11\b/);
    expect(points[1]?.textContent).toContain(`${screen.getByTestId('replay-step').textContent ?? '?'}, `);
    expect(within(controls).getByTestId('step-review').textContent).toContain('costly');
  });

  it('Port Royal (steps by events): a turning point shows the step that holds its move', async () => {
    const rng = seededRng('pr-review');
    const initial = prCreate(2, rng);
    let s = initial;
    const moves: ReplayData['moves'] = [];
    const events: number[] = [];
    while (s.status !== 'over') {
      const seat = prDeciders(s)[0] as number;
      const move = prRandom(s, seat, rng);
      const { name, args } = prAction(move);
      moves.push({ playerID: String(seat), name, args: [...args] });
      s = prApply(s, seat, move, rng);
      events.push(s.events.length);
    }
    const replay: ReplayData = { gameName: 'port-royal', players: [{ playerID: '0', name: 'Anne' }, { playerID: '1', name: 'Bonny' }], initialState: initial, moves: [], finalState: s };
    renderWith(prI18n(), replay, reviewOf(moves, events), <PortRoyalReplay replay={replay} />);
    const points = await screen.findAllByTestId('turning-point');
    fireEvent.click(within(points[1] as HTMLElement).getByRole('button'));
    const shown = Number(/\d+/.exec(screen.getByTestId('replay-step').textContent ?? '')?.[0]);
    expect(shown).toBeGreaterThan(0);
    // The turning point names the step it opens, in the replay's own words ("Step 27 of 183").
    expect(points[1]?.textContent).toContain(`${screen.getByTestId('replay-step').textContent ?? '?'}, `);
    expect((await screen.findByTestId('step-review')).textContent).toContain('costly');
  });
});
