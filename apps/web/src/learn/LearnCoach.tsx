import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from '../platform/router.js';
import type { MatchSnapshot } from '../connection/types.js';
import { followHolder, HOLDS_VIEW } from '../shared/shell/focus.js';
import { isWide } from '../shared/shell/use-wide-layout.js';
import { howToWinPath } from './paths.js';
import { markSeen, nextToExplain, setLearningOff, type LearnRecord } from './progress.js';
import { useLessons } from './lessons.js';
import { useLearnWords } from './words.js';
import './learn.css';

/** The attribute that outlines a piece the explanation talks about (an attribute: React leaves it alone, unlike a class). */
export const POINT_ATTR = 'data-learn-point';

/**
 * The teaching card of a match: the first situation of the seat's current state not explained yet
 * (what the phase is, what the choices do, what to look at), the pieces it talks about outlined on
 * the table, "Got it" to go on. It stands in the page above the table, never over it, so every
 * control of the table stays where it was and clickable.
 */
export default function LearnCoach({ matchID, gameName, snapshot, record }: { matchID: string; gameName: string; snapshot: MatchSnapshot; record: LearnRecord }) {
  const { t, tu } = useLearnWords();
  const titleId = useId();
  // Which of the pieces the card names "Show me" brought last (the next press brings the next one).
  const shownKind = useRef<{ situation: string | null; index: number }>({ situation: null, index: -1 });
  const lessons = useLessons(gameName);
  const seat = Number(snapshot.playerID);
  const list = lessons && snapshot.started && snapshot.G !== null && snapshot.playerID !== null ? lessons.situations(snapshot.G, seat) : [];
  const situation = nextToExplain(record, list);
  const points = situation && lessons ? (lessons.points[situation] ?? []) : [];
  usePointAt(points, `${situation}:${snapshot.stateID}`);
  // A new card on a phone: at the top of the view, clear of the decision's bar, however the page settles.
  const cardRef = useRef<HTMLElement>(null);
  // On a phone "Show me" scrolls the card away to the piece: its title and buttons then stand pinned at
  // the top of the screen until the card's head is back in view (the situation it was pressed for).
  const headRef = useRef<HTMLDivElement>(null);
  const [showingFor, setShowingFor] = useState<string | null>(null);
  const headAway = useAway(headRef, situation !== null && showingFor === situation);
  // The card gone (or the next one come): what "Show me" scrolled inside the table goes back.
  useEffect(() => putBackShown, [situation]);
  useEffect(() => {
    const card = cardRef.current;
    if (situation === null || card === null || isWide()) return;
    return followHolder(card);
  }, [situation]);

  if (!lessons) return null;
  if (record.off) {
    return (
      <p className="learn-off" data-testid="learn-off">
        {t('coach.off')}{' '}
        <button type="button" className="small" onClick={() => setLearningOff(matchID, false)}>
          {t('coach.restart')}
        </button>
      </p>
    );
  }
  const game = tu(`games.${gameName}.name`);
  if (situation === null) {
    // The lesson over ("Got it" on the final scoring): its how-to-win page stays one click away.
    if (!list.includes('scoring') || !record.seen.includes('scoring')) return null;
    return (
      <p className="learn-off" data-testid="learn-end">
        {t('coach.done')}{' '}
        <Link to={howToWinPath(gameName)} data-testid="learn-end-how-to-win">
          {t('coach.howToWin', { game })}
        </Link>
      </p>
    );
  }
  const key = `${gameName}.${situation}`;
  const show = () => {
    shownKind.current = { situation, index: showPointed(points, shownKind.current.situation === situation ? shownKind.current.index : -1) };
    if (!isWide()) setShowingFor(situation);
  };
  // "Stop explaining": beside "Got it" on wide screens, at the end of the text on phones (the head stays one row).
  const stop = (className: string) => (
    <button type="button" className={`quiet small ${className}`} onClick={() => setLearningOff(matchID, true)}>
      {t('coach.stop')}
    </button>
  );
  return (
    // It holds the view: a decision that comes with it never scrolls the page past it (phones).
    <section className="learn-card" aria-labelledby={titleId} data-testid="learn-card" data-situation={situation} ref={cardRef} {...{ [HOLDS_VIEW]: '' }}>
      <div className="learn-head" ref={headRef}>
        <div>
          <h2 id={titleId}>
            <span className="learn-label">{t('coach.label')}: </span>
            {t(`${key}.title`)}
          </h2>
        </div>
        <div className="learn-actions">
          <button type="button" className="primary small" onClick={() => markSeen(matchID, situation)} data-testid="learn-got-it">
            {t('coach.gotIt')}
          </button>
          {points.length > 0 ? (
            <button type="button" className="small" onClick={show} data-testid="learn-show">
              {t('coach.show')}
            </button>
          ) : null}
          {situation === 'scoring' ? (
            <Link to={howToWinPath(gameName)} data-testid="learn-how-to-win">
              {t('coach.howToWin', { game })}
            </Link>
          ) : (
            stop('learn-stop-head')
          )}
        </div>
      </div>
      {/* On a phone the body scrolls inside the card: the card stays above the decision's bar. */}
      <div className="learn-body" role="group" tabIndex={0} aria-labelledby={titleId}>
        <p>{t(`${key}.what`)}</p>
        <p>{t(`${key}.choices`)}</p>
        <p className="learn-look">
          <strong>{t('coach.look')}</strong> {t(`${key}.look`)} {points.length > 0 ? <span className="hint">{t('coach.outlined')}</span> : null}
        </p>
        {situation === 'scoring' ? null : stop('learn-stop-body')}
      </div>
      {showingFor === situation && headAway ? (
        <div className="learn-pin" role="group" aria-label={t(`${key}.title`)} data-testid="learn-pin">
          <span className="learn-pin-title" aria-hidden="true">
            {t(`${key}.title`)}
          </span>
          <button type="button" className="primary small" onClick={() => markSeen(matchID, situation)} data-testid="learn-pin-got-it">
            {t('coach.gotIt')}
          </button>
          {points.length > 1 ? (
            <button type="button" className="small" onClick={show}>
              {t('coach.show')}
            </button>
          ) : null}
          <button type="button" className="small" onClick={() => cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })} data-testid="learn-pin-back">
            {t('coach.back')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Brings the next piece the card names into view, in the card's order ("the captain and the mast": the
 * captain, then the mast, then the captain again): they may lie far apart (on a phone the board lies
 * below the card, the mast below the board, and the decision's bar covers the screen's foot). Returns
 * the index of the kind shown, or -1 when none is on the table.
 */
export function showPointed(selectors: readonly string[], after: number): number {
  for (let step = 1; step <= selectors.length; step++) {
    const index = (after + step) % selectors.length;
    const piece = document.querySelector(`[${POINT_ATTR}]:is(${selectors[index] as string})`);
    if (!piece) continue;
    rememberBoxes(piece);
    piece.scrollIntoView({ block: 'start', inline: 'nearest', behavior: 'smooth' });
    return index;
  }
  return -1;
}

/** The boxes "Show me" scrolled inside (a wide board's own pane), as they stood before the first press. */
let shownFrom: { box: Element; top: number; left: number }[] | null = null;

function rememberBoxes(piece: Element): void {
  if (shownFrom !== null) return;
  shownFrom = [];
  for (let box = piece.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (/(auto|scroll)/.test(`${style.overflowX} ${style.overflowY}`)) shownFrom.push({ box, top: box.scrollTop, left: box.scrollLeft });
  }
}

/** Puts the boxes "Show me" scrolled back as they stood (the card it was pressed on has gone): the table as the player left it. */
export function putBackShown(): void {
  for (const { box, top, left } of shownFrom ?? []) {
    box.scrollTop = top;
    box.scrollLeft = left;
  }
  shownFrom = null;
}

/** Whether `ref`'s element is out of the view, watched while `watch` holds (false otherwise, and where it cannot be told). */
function useAway(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const el = ref.current;
    setAway(false);
    if (!watch || el === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry !== undefined && !entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, watch]);
  return away;
}

/** Outlines the table's pieces matching `selectors` while the explanation stands (again when the table redraws). */
function usePointAt(selectors: readonly string[], key: string): void {
  const joined = selectors.join(', ');
  useEffect(() => {
    if (joined === '' || typeof document === 'undefined') return;
    const root = document.getElementById('main') ?? document.body;
    let marked: Element[] = [];
    const mark = () => {
      for (const el of marked) el.removeAttribute(POINT_ATTR);
      marked = [...root.querySelectorAll(joined)];
      for (const el of marked) el.setAttribute(POINT_ATTR, '');
    };
    mark();
    // The table may draw after the card (its chunk still loading) or redraw the pieces: mark again, once per frame.
    let frame = 0;
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        observer?.disconnect();
        mark();
        observer?.observe(root, { childList: true, subtree: true });
      });
    });
    observer?.observe(root, { childList: true, subtree: true });
    return () => {
      observer?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      for (const el of marked) el.removeAttribute(POINT_ATTR);
    };
  }, [joined, key]);
}
