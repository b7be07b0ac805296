import { TURNING_MIN } from '@harbour/game-kit/review-summary';
import type { MatchReviewBody, ReviewAction, ReviewedDecision } from '@harbour/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LegendSample } from './ChanceChart.js';
import { bestMoveText, NS, percent, teacherWords } from './words.js';

/**
 * The review's parts in words: one decision (under the replay's step count), the turning points (choices,
 * each with what was chosen and what was better), the luckiest steps, and each seat's account. One unit
 * throughout: winning chance, losses and changes in percentage points.
 */

const nameOf = (names: readonly string[], playerID: string) => names[Number(playerID)] ?? `#${Number(playerID) + 1}`;

/** Percentage points of a change of chance (0..1), whole numbers: "12". */
const pp = (language: string, x: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.abs(100 * x));

/** A move in the game's words where the game has them (`move.<name>`), else its name. */
export function moveName(t: TFunction, gameName: string, move: ReviewAction): string {
  return t(`move.${move.name}`, { ns: gameName, defaultValue: move.name });
}

/** Where a decision is: the replay's own words for its step ("Step 27 of 183"), or its move number. */
export type StepNamer = (d: ReviewedDecision) => string;

/** The review of one decision: its label, the winning chance it lost, and the better move in words. */
export function StepReview({ decision, gameName, names }: { decision: ReviewedDecision; gameName: string; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const name = nameOf(names, decision.playerID);
  const label = t(`${NS}:label.${decision.label}`);
  const lost = Math.round(100 * decision.chanceLost);
  // What the strong computer says of it: a best move less than a point below its own is as good as it
  // (not "1 point below the best"); its own move is the same; any other has the better move in words.
  const advice =
    decision.label !== 'best' ? bestMoveText(t, gameName, decision) : decision.chanceLost > 0 ? `${t(`${NS}:step.asGoodAsBest`)} ${bestMoveText(t, gameName, decision)}` : t(`${NS}:step.sameAsBest`);
  return (
    <div className={`step-review label-${decision.label}`} data-testid="step-review" aria-live="polite">
      {decision.forced ? (
        <p>{t(`${NS}:step.forced`, { name })}</p>
      ) : (
        <>
          <p>
            <strong className="review-label">{t(`${NS}:step.decision`, { name, label })}</strong>
            {lost > 0 && decision.label !== 'best' ? <> ({t(`${NS}:step.lost`, { count: lost, points: pp(i18n.language, decision.chanceLost) })})</> : null}
          </p>
          {decision.decided ? <p>{t(`${NS}:step.decided`, { name })}</p> : null}
          <p>{advice}</p>
        </>
      )}
    </div>
  );
}

/** Up to three choices that mattered most and stand out: what was chosen, what was better (or next best), each a button to its step; how many others weighed about as much. */
export function TurningPoints({ review, names, gameName, where, onShow }: { review: MatchReviewBody; names: readonly string[]; gameName: string; where: StepNamer; onShow(d: ReviewedDecision): void }) {
  const { t, i18n } = useTranslation();
  const chance = (x: number) => percent(i18n.language, x);
  // Choices of TURNING_MIN or more not named: the review names only those that stand out from the next (game-kit's turningPointsOf).
  const close = review.decisions.filter((d, i) => !review.turningPoints.includes(i) && !d.forced && !d.decided && d.alternative !== null && Math.abs(d.chosenChance - d.alternative.chance) >= TURNING_MIN).length;
  return (
    <section className="turning-points" aria-labelledby="review-turning-title">
      <h3 id="review-turning-title">{t(`${NS}:turning.title`)}</h3>
      <p>{review.turningPoints.length > 0 ? t(`${NS}:turning.intro`) : close > 0 ? t(`${NS}:turning.noneStandsOut`, { count: close }) : t(`${NS}:turning.none`)}</p>
      {review.turningPoints.length > 0 && review.turningPoints.length < 3 && close > 0 ? <p data-testid="turning-close">{t(`${NS}:turning.othersClose`, { count: close })}</p> : null}
      <ol>
        {review.turningPoints.map((i) => {
          const d = review.decisions[i];
          if (!d || !d.alternative) return null;
          const step = where(d);
          const words = { where: step, name: nameOf(names, d.playerID), label: t(`${NS}:label.${d.label}`), move: moveName(t, gameName, d.move), chosen: chance(d.chosenChance), other: moveName(t, gameName, d.alternative.move), otherChance: chance(d.alternative.chance), points: pp(i18n.language, d.chosenChance - d.alternative.chance) };
          const lost = d.alternative.chance > d.chosenChance;
          // Both moves in the teacher's sentences, where the review kept them: what was chosen and what was better, each said how.
          const said = { moveSaid: teacherWords(t, gameName, d.moveReason), otherSaid: teacherWords(t, gameName, d.alternativeReason) };
          // Else "Trade" against "Trade" would name nothing: the same kind of move is said so (the teacher's sentence then says how).
          const kind = said.moveSaid !== '' && said.otherSaid !== '' ? 'Said' : d.alternative.move.name === d.move.name ? 'SameKind' : '';
          return (
            <li key={i} data-testid="turning-point">
              <span>{t(`${NS}:turning.item`, words)}</span>{' '}
              <span>{t(lost ? `${NS}:turning.better${kind}` : `${NS}:turning.nextBest${kind}`, { ...words, ...said })}</span>{' '}
              {lost && kind !== 'Said' ? <span>{bestMoveText(t, gameName, d)}</span> : null}{' '}
              <button type="button" onClick={() => onShow(d)}>
                {t(`${NS}:turning.show`, { where: step })}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** The seat whose chance a step's luck raised most, and by how much. */
function luckiest(d: ReviewedDecision): { seat: number; change: number } {
  let seat = 0;
  d.luck.forEach((x, k) => {
    if (x > (d.luck[seat] ?? 0)) seat = k;
  });
  return { seat, change: d.luck[seat] ?? 0 };
}

/** The steps whose outcome moved the chances most: luck, not anybody's choice. */
export function LuckEvents({ review, names, where, onShow }: { review: MatchReviewBody; names: readonly string[]; where: StepNamer; onShow(d: ReviewedDecision): void }) {
  const { t, i18n } = useTranslation();
  if (review.luckEvents.length === 0) return null;
  return (
    <section className="luck-events" aria-labelledby="review-luck-events-title">
      <h3 id="review-luck-events-title">{t(`${NS}:luckEvents.title`)}</h3>
      <ul>
        {review.luckEvents.map((i) => {
          const d = review.decisions[i];
          if (!d) return null;
          const { seat, change } = luckiest(d);
          const step = where(d);
          return (
            <li key={i} data-testid="luck-event">
              {t(`${NS}:luckEvents.item`, { where: step, name: nameOf(names, d.playerID), lucky: nameOf(names, String(seat)), change: percent(i18n.language, change, true) })}{' '}
              <button type="button" onClick={() => onShow(d)}>
                {t(`${NS}:turning.show`, { where: step })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Each seat's result split into luck and decisions (they add up), its accuracy and its biggest mistakes. */
export function LuckAndChoices({ review, names, where }: { review: MatchReviewBody; names: readonly string[]; where: StepNamer }) {
  const { t, i18n } = useTranslation();
  const signed = (x: number) => percent(i18n.language, x, true);
  return (
    <section className="luck-choices" aria-labelledby="review-luck-title">
      <h3 id="review-luck-title">{t(`${NS}:luck.title`)}</h3>
      <p data-testid="luck-share">{t(`${NS}:luck.share`, { share: percent(i18n.language, review.luckShare) })}</p>
      <p className="luck-note" id="review-luck-note">
        {t(`${NS}:luck.caption`)}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="review-luck-title">
        <table aria-describedby="review-luck-note">
          <caption>{t(`${NS}:luck.perSeat`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(`${NS}:luck.seat`)}</th>
              <th scope="col">{t(`${NS}:luck.result`)}</th>
              <th scope="col">{t(`${NS}:luck.luck`)}</th>
              <th scope="col">{t(`${NS}:luck.choices`)}</th>
              <th scope="col">{t(`${NS}:luck.accuracy`)}</th>
              <th scope="col">{t(`${NS}:luck.mistakes`)}</th>
            </tr>
          </thead>
          <tbody>
            {review.seats.map((s, seat) => (
              <tr key={seat} data-testid="luck-row">
                <th scope="row">
                  <LegendSample seat={seat} /> {names[seat]}
                </th>
                <td data-label={t(`${NS}:luck.result`)}>{signed(s.result)}</td>
                <td data-label={t(`${NS}:luck.luck`)}>{signed(s.luck)}</td>
                <td data-label={t(`${NS}:luck.choices`)}>{signed(s.choices)}</td>
                <td data-label={t(`${NS}:luck.accuracy`)}>{s.decisions > 0 ? t(`${NS}:luck.accuracyOf`, { count: s.decisions, share: percent(i18n.language, s.accuracy) }) : '–'}</td>
                <td data-label={t(`${NS}:luck.mistakes`)}>
                  {s.mistakes.length === 0
                    ? t(`${NS}:luck.noMistakes`)
                    : s.mistakes
                        .map((i) => review.decisions[i])
                        .filter((d): d is ReviewedDecision => d !== undefined)
                        .map((d) => t(`${NS}:luck.mistake`, { where: where(d), points: pp(i18n.language, d.chanceLost) }))
                        .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
