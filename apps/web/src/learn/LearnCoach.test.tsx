import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { grogEngine, parseMove, randomMove, stageOf, toAction, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { LocalMatch } from '../connection/local.js';
import type { MatchConnection } from '../connection/types.js';
import { useMatchSnapshot } from '../connection/use-connection.js';
import { GrogTable } from '../games/grog-island/Table.js';
import { renderWithWords } from '../test/render.js';
import { POINT_ATTR, putBackShown, showPointed } from './LearnCoach.js';
import { finishedGame, viewFor } from '../test/grog-states.js';
import { EMPTY_SNAPSHOT } from '../connection/types.js';
import { createI18n } from '../i18n/index.js';
import { loadLessons } from './lessons.js';
import { learnRecord, startLearning } from './progress.js';
import { TableLearn } from './TableLearn.js';

const MATCH = 'LearnMatch000001';

/** The table page's order: the coach above the table, both in the page's main region. */
function Page({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return (
    <main id="main">
      <TableLearn matchID={MATCH} gameName="grog-island" snapshot={snapshot} />
      <GrogTable snapshot={snapshot} makeMove={(n, a) => connection.makeMove(n, a)} />
    </main>
  );
}

function newMatch(seed: string) {
  return new LocalMatch<GrogState, GrogMove>({ name: 'grog-island', engine: grogEngine, parse: parseMove }, ['Anne', 'Bonny', 'Cleo'], seed);
}

function playUntil(match: LocalMatch<GrogState, GrogMove>, until: (s: GrogState) => boolean, seed: string) {
  const rng = seededRng(seed);
  for (let i = 0; i < 3000 && !until(match.fullState()); i++) {
    const s = match.fullState();
    const seat = grogEngine.deciders(s)[0];
    if (seat === undefined) throw new Error('nobody to move');
    const { name, args } = toAction(randomMove(s, seat, rng));
    void match.connect(String(seat)).makeMove(name, args);
  }
  if (!until(match.fullState())) throw new Error('never reached');
}

const card = () => screen.queryByTestId('learn-card');
const pointed = () => [...document.querySelectorAll(`[${POINT_ATTR}]`)];

// The game's lessons and their words are chunks of their own (games/grog-island/lessons.ts, locales/lessons.*.json): at hand before the tests, as the coach's own chunk is.
beforeAll(() => loadLessons('grog-island', createI18n('en')));
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', `/match/${MATCH}?learn=1`);
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a teaching match', () => {
  it('explains each new situation once, points at its pieces outside the card, and resumes where it stopped', async () => {
    const user = userEvent.setup();
    const match = newMatch('learn-coach');
    const first = renderWithWords(<Page connection={match.connect('0')} />);

    // The address asked for teaching: the match is now a teaching match of this browser. (The first
    // card waits for the coach's lazy chunk, transformed on first use: seconds on a loaded machine.)
    expect((await screen.findByTestId('learn-card', {}, { timeout: 8000 })).dataset.situation).toBe('intro');
    expect(learnRecord(MATCH)).toMatchObject({ game: 'grog-island', seen: [] });
    expect(card()?.textContent).toContain('Welcome to Grog Island');
    await waitFor(() => expect(pointed().length).toBeGreaterThan(0));
    expect(pointed().every((el) => el.matches('[data-peninsula], [data-ship]'))).toBe(true);
    // "Show me" brings each piece the card names into view in turn: the peninsulas, the ships, the peninsulas.
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Show me' }));
    Element.prototype.scrollIntoView = original;
    expect(scrolled.map((el) => (el.matches('[data-peninsula]') ? 'peninsula' : el.matches('[data-ship]') ? 'ship' : el.tagName))).toEqual(['peninsula', 'ship', 'peninsula']);
    expect(scrolled[0]).toBe(pointed()[0]);

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(card()?.dataset.situation).toBe('chooseSetup');
    const decision = document.querySelector('[data-region="decision"]') as HTMLElement;
    await waitFor(() => expect(decision.hasAttribute(POINT_ATTR)).toBe(true));
    // The card stands beside the table, not over it: the decision and its controls are not in it.
    expect(card()?.contains(decision)).toBe(false);
    expect(within(decision).getAllByRole('button').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(card()).toBeNull();
    expect(pointed()).toEqual([]);
    expect(learnRecord(MATCH)?.seen).toEqual(['intro', 'chooseSetup']);
    first.unmount();

    // Left and opened again (My games, no ?learn in the address): nothing explained twice.
    window.history.replaceState(null, '', `/match/${MATCH}`);
    renderWithWords(<Page connection={match.connect('0')} />);
    expect(JSON.parse(localStorage.getItem('harbour.learn') ?? '{}')[MATCH].seen).toEqual(['intro', 'chooseSetup']);
    expect(card()).toBeNull();

    // The next new situation of this seat is explained when it comes up.
    act(() => playUntil(match, (s) => { const st = stageOf(s, 0); return st !== null && st !== 'chooseSetup'; }, 'learn-coach-play'));
    const next = await screen.findByTestId('learn-card');
    expect(['openingBid', 'bid', 'trade', 'pay', 'claim', 'lock', 'keepGoalCard', 'discardGoalCard']).toContain(next.dataset.situation);

    // "Stop explaining" turns the teaching off for this match, and it can come back.
    // Two buttons (beside "Got it" on wide screens, after the text on phones), one shown by the layout.
    await user.click(screen.getAllByRole('button', { name: 'Stop explaining' })[0]!);
    expect(card()).toBeNull();
    expect(screen.getByTestId('learn-off').textContent).toContain('The explanations are off');
    await user.click(screen.getByRole('button', { name: 'Explain again' }));
    expect((await screen.findByTestId('learn-card')).dataset.situation).toBe(next.dataset.situation);
  });

  it('on a phone, pins the card\'s title and buttons at the top while "Show me" has scrolled the card away', async () => {
    const user = userEvent.setup();
    // A phone (the wide query does not match), and an observer the test says the card's head is out of view to.
    const media = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
    const Observer = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {
        this.entry.target = null;
      }
    } as unknown as typeof IntersectionObserver;
    const original = Element.prototype.scrollIntoView;
    const scrollBy = window.scrollBy;
    window.scrollBy = () => {};
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const inView = (visible: boolean) =>
      act(() => {
        for (const o of observers) if (o.target) o.callback([{ isIntersecting: visible, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    try {
      renderWithWords(<Page connection={newMatch('learn-pin').connect('0')} />);
      await screen.findByTestId('learn-card', {}, { timeout: 8000 });
      expect(screen.queryByTestId('learn-pin')).toBeNull();
      await user.click(screen.getByTestId('learn-show'));
      // Still in view: nothing pinned. Scrolled away: the title, "Got it" and the way back at the top.
      inView(true);
      expect(screen.queryByTestId('learn-pin')).toBeNull();
      inView(false);
      const pin = screen.getByTestId('learn-pin');
      expect(pin.textContent).toContain('Welcome to Grog Island');
      await user.click(within(pin).getByRole('button', { name: 'Back to the card' }));
      expect(scrolled.at(-1)).toBe(card());
      await user.click(within(pin).getByRole('button', { name: 'Got it' }));
      expect(card()?.dataset.situation).toBe('chooseSetup');
      expect(screen.queryByTestId('learn-pin')).toBeNull();
    } finally {
      window.matchMedia = media;
      globalThis.IntersectionObserver = Observer;
      Element.prototype.scrollIntoView = original;
      window.scrollBy = scrollBy;
    }
  });

  it('leaves spectators alone, even with ?learn=1 in the address', () => {
    const match = newMatch('learn-watch');
    renderWithWords(<Page connection={match.connect(null)} />);
    expect(card()).toBeNull();
    expect(learnRecord(MATCH)).toBeUndefined();
  });

  it('stays away from matches this browser does not learn in', () => {
    window.history.replaceState(null, '', `/match/${MATCH}`);
    const match = newMatch('learn-none');
    renderWithWords(<Page connection={match.connect('0')} />);
    expect(card()).toBeNull();
    expect(learnRecord(MATCH)).toBeUndefined();
  });

  it('ends with the final scoring and a link to the game\'s how-to-win page', async () => {
    const G = finishedGame(3, 'learn-end');
    startLearning(MATCH, 'grog-island');
    const snapshot = { ...EMPTY_SNAPSHOT, status: 'online' as const, gameName: 'grog-island', playerID: '0', G: viewFor(G, 0), stateID: 9, started: true, players: ['Anne', 'Bonny', 'Cleo'].map((name, i) => ({ playerID: String(i), name, bot: null })) };
    renderWithWords(
      <main id="main">
        <TableLearn matchID={MATCH} gameName="grog-island" snapshot={snapshot} />
        <GrogTable snapshot={snapshot} makeMove={() => Promise.resolve({ ok: true })} />
      </main>,
    );
    expect((await screen.findByTestId('learn-card')).dataset.situation).toBe('scoring');
    expect(screen.getByTestId('learn-how-to-win').getAttribute('href')).toBe('/games/grog-island/how-to-win');
    await waitFor(() => expect(pointed().length).toBe(3));
    expect(pointed().every((el) => el.getAttribute('data-testid')?.startsWith('total-'))).toBe(true);
    // "Got it" on the last card: the end screen keeps the how-to-win link.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    expect(card()).toBeNull();
    expect(screen.getByTestId('learn-end').textContent).toContain('The lesson is over.');
    expect(screen.getByRole('link', { name: 'How to win at Grog Island' }).getAttribute('href')).toBe('/games/grog-island/how-to-win');
  });

  it('speaks German', async () => {
    const match = newMatch('learn-de');
    renderWithWords(<Page connection={match.connect('0')} />, 'de');
    expect((await screen.findByTestId('learn-card')).textContent).toContain('Willkommen auf Grog Island');
    expect(screen.getByRole('button', { name: 'Verstanden' })).toBeTruthy();
  });
});

describe('"Show me" inside a box that scrolls', () => {
  it('puts the box back as it stood once the card has gone (a wide board pane stayed scrolled, its top row cut)', () => {
    const pane = document.createElement('div');
    pane.style.overflowY = 'auto';
    const piece = document.createElement('div');
    piece.setAttribute(POINT_ATTR, '');
    piece.className = 'mast';
    pane.append(piece);
    document.body.append(pane);
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function () {
      pane.scrollTop = 240;
    };
    try {
      expect(showPointed(['.mast'], -1)).toBe(0);
      expect(pane.scrollTop).toBe(240);
      putBackShown();
      expect(pane.scrollTop).toBe(0);
    } finally {
      Element.prototype.scrollIntoView = original;
      pane.remove();
    }
  });
});
