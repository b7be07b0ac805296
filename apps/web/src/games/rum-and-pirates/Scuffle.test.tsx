import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tileById } from '@harbour/rum-and-pirates/data';
import type { GameEvent, RumState } from '@harbour/rum-and-pirates/rules';
import { newRumMatch, playUntil, rumI18n } from '../../test/rum.js';
import { MastPanel } from './Scuffle.js';
import { scuffleFrames } from './scuffle-frames.js';

/** A scuffle of two rows, as the rules tell it: Anne (row 1) boards with 2 pirates, Bonny (row 2) with 1. */
const EVENTS: GameEvent[] = [
  { type: 'scuffleStarted', rows: [{ seat: 0, left: 2, right: 0 }, { seat: 1, left: 1, right: 0 }] },
  { type: 'rolled', seat: 0, value: 4, purpose: 'scuffle', reroll: false },
  { type: 'rollKept', seat: 0, value: 4, purpose: 'scuffle' },
  { type: 'rolled', seat: 1, value: 2, purpose: 'scuffle', reroll: false },
  { type: 'rolled', seat: 1, value: 5, purpose: 'scuffle', reroll: true },
  { type: 'rollKept', seat: 1, value: 5, purpose: 'scuffle' },
  { type: 'pirateLost', seat: 0, row: 0, column: 0, side: 'left' },
  { type: 'pirateCrossed', seat: 1, row: 1, column: 0, side: 'left', fought: true },
  { type: 'pirateCrossed', seat: 0, row: 0, column: 1, side: 'left', fought: false },
  { type: 'sideStarted', side: 'right' },
  { type: 'rolled', seat: 0, value: 3, purpose: 'scuffle', reroll: false },
  { type: 'rollKept', seat: 0, value: 3, purpose: 'scuffle' },
  { type: 'rolled', seat: 1, value: 2, purpose: 'scuffle', reroll: false },
  { type: 'rollKept', seat: 1, value: 2, purpose: 'scuffle' },
  { type: 'pirateLost', seat: 1, row: 1, column: 0, side: 'right' },
  { type: 'droppedOut', seat: 1 },
  { type: 'sleepingPlace', seat: 0, tile: 140 },
  { type: 'sleepingPlace', seat: 1, tile: 145 },
  { type: 'roundEnded', round: 1, nextStartPlayer: 1 },
];

const where = (f: ReturnType<typeof scuffleFrames>[number]) =>
  f.pirates.map((p) => `${p.row}${p.side[0]}${p.column}${p.lost ? 'x' : ''}`).sort().join(' ');

describe('the scuffle step by step', () => {
  it('rebuilds every pirate, die and drop-out from the events', () => {
    const frames = scuffleFrames(EVENTS, 0);
    expect(frames.map((f) => f.event?.type)).toEqual([
      'scuffleStarted', 'rolled', 'rolled', 'rolled', 'pirateLost', 'pirateCrossed', 'pirateCrossed',
      'sideStarted', 'rolled', 'rolled', 'pirateLost', 'droppedOut', 'sleepingPlace', 'sleepingPlace',
    ]);
    expect(where(frames[0]!)).toBe('0l0 0l1 1l0');
    // Anne rolls 4 (kept), Bonny 2 then re-rolls 5: both dice beside the mast, the re-roll replacing the 2.
    expect(frames[3]!.dice).toEqual([{ row: 0, value: 4, reroll: false, kept: true }, { row: 1, value: 5, reroll: true, kept: true }]);
    expect(frames[3]!.column).toBe(0);
    // Anne's pirate of column 1 is thrown back, Bonny's crosses to the outermost place on the right.
    expect(where(frames[4]!)).toBe('0l0x 0l1 1l0');
    expect(where(frames[5]!)).toBe('0l1 1r0');
    // Anne's lone pirate of column 2 crosses without a fight, to the outermost free place of its row.
    expect(where(frames[6]!)).toBe('0r0 1r0');
    expect(frames[6]!.dice).toEqual([]);
    expect(frames[7]!.side).toBe('right');
    expect(where(frames[10]!)).toBe('0r0 1r0x');
    expect(frames[11]!.dropped).toEqual([1]);
    expect(frames[13]!.sleeping).toEqual([{ seat: 0, tile: 140 }, { seat: 1, tile: 145 }]);
    expect(where(frames[13]!)).toBe('0r0');
  });

  it('ends every scuffle of whole games with the bunk for the one pirate row left standing', () => {
    for (const seed of [1, 2, 3]) {
      const match = newRumMatch(`frames-${seed}`, ['Anne', 'Bonny', 'Calico', 'Drake']);
      playUntil(match, (s) => s.status === 'over', seed);
      const events = match.fullState().events;
      let scuffles = 0;
      events.forEach((e, i) => {
        if (e.type !== 'scuffleStarted') return;
        scuffles++;
        const frames = scuffleFrames(events, i);
        const last = frames[frames.length - 1]!;
        const standing = new Set(last.pirates.filter((p) => !p.lost).map((p) => last.rows[p.row]));
        expect(standing.size).toBeLessThanOrEqual(1);
        const bunk = last.sleeping.find((s) => tileById(s.tile).kind === 'bunk');
        if (standing.size === 1) expect(bunk?.seat).toBe([...standing][0]);
        for (const f of frames) for (const p of f.pirates) expect(p.column).toBeGreaterThanOrEqual(0);
      });
      expect(scuffles).toBe(5);
    }
  });
});

describe('the mast panel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function finishedGame(): RumState {
    const match = newRumMatch('frames-1', ['Anne', 'Bonny', 'Calico', 'Drake']);
    playUntil(match, (s) => s.status === 'over', 1);
    return match.fullState();
  }

  const names = ['Anne', 'Bonny', 'Calico', 'Drake'];
  const letters = ['A', 'B', 'C', 'D'];

  it('shows a scuffle that was over before the table opened at its end, and steps through it by buttons', async () => {
    const user = userEvent.setup();
    const G = finishedGame();
    render(
      <I18nextProvider i18n={rumI18n('en')}>
        <MastPanel G={G} names={names} letters={letters} />
      </I18nextProvider>,
    );
    const panel = screen.getByTestId('scuffle');
    const steps = Number(panel.getAttribute('data-steps'));
    expect(panel.getAttribute('data-step')).toBe(String(steps - 1));
    expect(within(panel).getByRole('heading').textContent).toBe('The scuffle of round 5');
    await user.click(screen.getByRole('button', { name: 'First step' }));
    expect(screen.getByTestId('scuffle-caption').textContent).toBe('Everyone is on board: the scuffle begins.');
    expect(screen.getByText(`Step 1 of ${steps}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByTestId('scuffle').getAttribute('data-step')).toBe('1');
    expect(screen.getByTestId('scuffle-caption').textContent).not.toBe('Everyone is on board: the scuffle begins.');
    expect(screen.getByTestId('mast').getAttribute('aria-label')).toMatch(/^Row 1, /);
  });

  it('plays a scuffle that arrives while the table is open step by step, and in German', () => {
    vi.useFakeTimers();
    const G = finishedGame();
    const start = G.events.map((e) => e.type).lastIndexOf('scuffleStarted');
    const before: RumState = { ...G, status: 'action', events: G.events.slice(0, start - 1) };
    const i18n = rumI18n('de');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <MastPanel G={before} names={names} letters={letters} />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <MastPanel G={G} names={names} letters={letters} />
      </I18nextProvider>,
    );
    const panel = () => screen.getByTestId('scuffle');
    expect(panel().getAttribute('data-step')).toBe('0');
    expect(screen.getByTestId('scuffle-caption').textContent).toBe('Alle sind an Bord: die Rangelei beginnt.');
    act(() => vi.advanceTimersByTime(1000));
    expect(Number(panel().getAttribute('data-step'))).toBe(1);
    for (let i = 0; i < 200; i++) act(() => vi.advanceTimersByTime(1000));
    expect(Number(panel().getAttribute('data-step'))).toBe(Number(panel().getAttribute('data-steps')) - 1);
    expect(screen.getByRole('button', { name: 'Rangelei noch einmal zeigen' })).toBeTruthy();
  });

  it('plays nothing by itself when the reader prefers reduced motion: the newest step stands', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => undefined, removeEventListener: () => undefined }));
    const G = finishedGame();
    const start = G.events.map((e) => e.type).lastIndexOf('scuffleStarted');
    const before: RumState = { ...G, status: 'action', events: G.events.slice(0, start - 1) };
    const i18n = rumI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <MastPanel G={before} names={names} letters={letters} />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <MastPanel G={G} names={names} letters={letters} />
      </I18nextProvider>,
    );
    const panel = screen.getByTestId('scuffle');
    expect(panel.getAttribute('data-step')).toBe(String(Number(panel.getAttribute('data-steps')) - 1));
    expect(screen.getByRole('button', { name: 'Play the scuffle again' })).toBeTruthy();
  });
});
