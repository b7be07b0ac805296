import { useEffect, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { stepByMoves, usePublishStep, useReplayNote, type DecisionPlace } from './shell/replay-nav.js';
import './table.css';

/** The words of the replay controls, in the reader's language (each table passes its own). */
export interface ReplayWords {
  title: string;
  /** "Move 3 of 120" for the step shown. */
  step(n: number, total: number): string;
  first: string;
  previous: string;
  next: string;
  last: string;
  play: string;
  pause: string;
  slider: string;
  /** Shown when the replay does not reach the stored end of the game. */
  mismatch: string;
}

/** The replay words of a table whose words keep them under `replay.*` in the namespace `ns`. */
export function replayWords(t: TFunction, ns: string): ReplayWords {
  return {
    title: t(`${ns}:replay.title`),
    step: (n, total) => t(`${ns}:replay.step`, { n, total }),
    first: t(`${ns}:replay.first`),
    previous: t(`${ns}:replay.previous`),
    next: t(`${ns}:replay.next`),
    last: t(`${ns}:replay.last`),
    play: t(`${ns}:replay.play`),
    pause: t(`${ns}:replay.pause`),
    slider: t(`${ns}:replay.slider`),
    mismatch: t(`${ns}:replay.mismatch`),
  };
}

/**
 * Which step of a replay is shown, and the automatic play that moves on every `delayMs`. `stepOf`
 * finds the step after a reviewed decision (default: one step per move) so the review can jump there.
 */
export function useReplayStepper(last: number, delayMs = 900, stepOf: (d: DecisionPlace) => number = stepByMoves) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  usePublishStep(Math.min(index, last), last, stepOf, setIndex);
  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(i + 1, last)), delayMs);
    return () => clearTimeout(timer);
  }, [playing, index, last, delayMs]);
  return { index: Math.min(index, last), setIndex, playing, setPlaying };
}

interface ReplayControlsProps {
  stepper: ReturnType<typeof useReplayStepper>;
  last: number;
  words: ReplayWords;
  complete: boolean;
  /** What the step shows, in words (under the step count). */
  children?: ReactNode;
}

/** Whether a key press belongs to the element that has the focus (typing, a slider, a button's own Space). */
function ownKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'checkbox' && target.type !== 'radio' ? true : key === ' ';
  return key === ' ' && (target instanceof HTMLButtonElement || target.getAttribute('role') === 'button');
}

/**
 * First, previous, play/pause, next, last, and a slider over every step of a finished match. The
 * controls stay at the top of the view while the page scrolls (sticky); ← and → step, Space plays
 * and pauses (unless the focus is in a field, the slider or on a button, which take their own keys).
 */
export function ReplayControls({ stepper, last, words, complete, children }: ReplayControlsProps) {
  const { index, setIndex, playing, setPlaying } = stepper;
  const note = useReplayNote(words.step);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || ownKey(e.target, e.key)) return;
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1));
      else if (e.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      else if (e.key === ' ') setPlaying((p) => !p);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, setIndex, setPlaying]);
  return (
    <section className="replay-controls" aria-label={words.title} aria-keyshortcuts="ArrowLeft ArrowRight Space">
      <h2 className="decision-title">{words.title}</h2>
      <p role="status" data-testid="replay-step">
        {words.step(index, last)}
      </p>
      {children}
      {note}
      <div className="actions">
        <button type="button" onClick={() => setIndex(0)} disabled={index === 0} aria-label={words.first}>
          «
        </button>
        <button type="button" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0} aria-label={words.previous}>
          ◀
        </button>
        <button type="button" className="primary" onClick={() => setPlaying((p) => !p)} aria-pressed={playing}>
          {playing ? words.pause : words.play}
        </button>
        <button type="button" onClick={() => setIndex((i) => Math.min(last, i + 1))} disabled={index === last} aria-label={words.next}>
          ▶
        </button>
        <button type="button" onClick={() => setIndex(last)} disabled={index === last} aria-label={words.last}>
          »
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={last}
        value={index}
        onChange={(e) => setIndex(Number(e.target.value))}
        aria-label={words.slider}
        aria-valuetext={words.step(index, last)}
      />
      {!complete ? <p className="refusal">{words.mismatch}</p> : null}
    </section>
  );
}
