import type { ReviewAnswer, ReviewedDecision } from '@harbour/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import { useSeatNames } from '../shared/table-hooks.js';
import { ChanceChart } from './ChanceChart.js';
import { LuckAndChoices, LuckEvents, StepReview, TurningPoints, type StepNamer } from './ReviewParts.js';
import { stepName, useReplayNav, type ReplayPosition } from '../shared/shell/replay-nav.js';
import { NS, useReviewWords } from './words.js';
import './review.css';

/** How often the page asks again while the review is being made (less often after a minute: it may be long queued). */
export const REVIEW_POLL_MS = 4000;

/**
 * The strong computer's review under a finished match's replay: each seat's winning chance over the
 * match, up to three turning points (choices only, each shows its step in the replay, named as the
 * replay names it), the luckiest steps, each seat's luck and choices (in percentage points, adding up
 * to its result), accuracy and biggest mistakes, and the review of the decision the replay shows (a
 * note under its step count). While the server still
 * reviews the match, "Review in progress" and how far it is.
 */
export function ReviewPanel({ matchID, gameName, players, pollMs = REVIEW_POLL_MS }: { matchID: string; gameName: string; players: readonly { playerID: string; name: string | null; bot?: string | null }[]; pollMs?: number }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const ready = useReviewWords(gameName);
  const { names } = useSeatNames(players);
  const nav = useReplayNav();
  const [answer, setAnswer] = useState<ReviewAnswer | 'unavailable' | null>(null);
  /** The decision a turning point asked for: shown while the replay is at its step (a step may hold several). */
  const [chosen, setChosen] = useState<ReviewedDecision | null>(null);

  useEffect(() => {
    if (!lobby.review) {
      setAnswer('unavailable');
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asks = 0;
    const ask = () => {
      asks += 1;
      lobby.review?.(matchID).then(
        (a) => {
          if (!live) return;
          setAnswer(a);
          if (a.status === 'queued' || a.status === 'inProgress') timer = setTimeout(ask, pollMs * Math.min(8, 1 + Math.floor(asks / 15)));
        },
        () => live && setAnswer('unavailable'),
      );
    };
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [lobby, matchID, pollMs]);

  const review = answer !== null && answer !== 'unavailable' ? answer.review : null;
  const position = nav?.position ?? null;
  // The decision the replay shows: the last one whose step is at or before the step shown.
  const current = useMemo(() => {
    if (!review || !position) return null;
    if (chosen && position.stepOf(chosen) === position.index) return review.decisions.indexOf(chosen);
    let at = -1;
    review.decisions.forEach((d, i) => {
      if (position.stepOf(d) <= position.index) at = i;
    });
    return at;
  }, [review, position, chosen]);
  const shownDecision: ReviewedDecision | undefined = review && current !== null && current >= 0 && position && position.stepOf(review.decisions[current] as ReviewedDecision) === position.index ? review.decisions[current] : undefined;

  const setNote = nav?.setNote;
  useEffect(() => {
    if (!setNote) return;
    setNote(shownDecision && ready ? <StepReview decision={shownDecision} gameName={gameName} names={names} /> : null);
  }, [setNote, shownDecision, ready, gameName, names]);
  useEffect(() => () => setNote?.(null), [setNote]);

  // A turning point asked for before the replay has its steps (the page still loading the match) is shown
  // once it has them: a tap in the first moments was lost, and the replay stayed at its first step.
  const [wanted, setWanted] = useState<ReviewedDecision | null>(null);
  const jumpTo = (d: ReviewedDecision, at: ReplayPosition) => {
    nav?.jump(at.stepOf(d));
    document.querySelector('.replay-controls')?.scrollIntoView?.({ block: 'nearest' });
  };
  useEffect(() => {
    if (!wanted || !position) return;
    setWanted(null);
    jumpTo(wanted, position);
  });
  const show = (d: ReviewedDecision) => {
    setChosen(d);
    if (position) jumpTo(d, position);
    else setWanted(d);
  };

  const stepWords = nav?.stepWords.current;
  const where: StepNamer = (d) => stepName(position, stepWords, d) ?? t(`${NS}:turning.step`, { step: d.step });

  let body;
  if (answer === null) body = null;
  else if (answer === 'unavailable') body = <p>{t(`${NS}:status.unavailable`)}</p>;
  else if (answer.status === 'failed') body = <p>{t(`${NS}:status.failed`)}</p>;
  else if (!review) body = <p role="status" data-testid="review-progress">{answer.status === 'inProgress' && answer.total > 0 ? t(`${NS}:status.inProgress`, { done: answer.done, total: answer.total }) : t(`${NS}:status.queued`)}</p>;
  else
    body = (
      <>
        <ChanceChart names={names} start={review.startChances} decisions={review.decisions} turningPoints={review.turningPoints} current={current} />
        <TurningPoints review={review} names={names} gameName={gameName} where={where} onShow={show} />
        <LuckEvents review={review} names={names} where={where} onShow={show} />
        <LuckAndChoices review={review} names={names} where={where} />
      </>
    );
  return (
    <section className="match-review" aria-labelledby="match-review-title" data-testid="match-review">
      <h2 id="match-review-title">{t(`${NS}:title`)}</h2>
      {body}
    </section>
  );
}
