import type { MatchReviewBody, ReviewedDecision } from '@harbour/protocol';
import { useTranslation } from 'react-i18next';
import { LegendSample } from './ChanceChart.js';
import { bestMoveText, NS, percent } from './words.js';

const nameOf = (names: readonly string[], playerID: string) => names[Number(playerID)] ?? `#${Number(playerID) + 1}`;

/** The review of one decision: its label, the points it lost, and the strong computer's best move in words. */
export function StepReview({ decision, gameName, names }: { decision: ReviewedDecision; gameName: string; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const name = nameOf(names, decision.playerID);
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(decision.pointsLost);
  const label = t(`${NS}:label.${decision.label}`);
  return (
    <div className={`step-review label-${decision.label}`} data-testid="step-review" aria-live="polite">
      {decision.forced ? (
        <p>{t(`${NS}:step.forced`, { name })}</p>
      ) : (
        <>
          <p>
            <strong className="review-label">{t(`${NS}:step.decision`, { name, label })}</strong>
            {decision.pointsLost > 0 ? <> ({t(`${NS}:step.lost`, { count: decision.pointsLost, points })})</> : null}
          </p>
          <p>{decision.label === 'best' ? t(`${NS}:step.sameAsBest`) : bestMoveText(t, gameName, decision)}</p>
        </>
      )}
    </div>
  );
}

/** The three decisions that moved the chances most, each a button that shows its move in the replay. */
export function TurningPoints({ review, names, onShow }: { review: MatchReviewBody; names: readonly string[]; onShow(d: ReviewedDecision): void }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="turning-points" aria-labelledby="review-turning-title">
      <h3 id="review-turning-title">{t(`${NS}:turning.title`)}</h3>
      <p>{t(`${NS}:turning.intro`)}</p>
      <ol>
        {review.turningPoints.map((i) => {
          const d = review.decisions[i];
          if (!d) return null;
          const before = i === 0 ? review.startChances : (review.decisions[i - 1]?.chances ?? review.startChances);
          // The deciding seat's chance, before and after.
          const moved = Number(d.playerID);
          return (
            <li key={i} data-testid="turning-point">
              <span>{t(`${NS}:turning.item`, { step: d.step, name: nameOf(names, d.playerID), label: t(`${NS}:label.${d.label}`) })}</span>{' '}
              <span>{t(`${NS}:turning.change`, { from: percent(i18n.language, before[moved] ?? 0), to: percent(i18n.language, d.chances[moved] ?? 0) })}</span>{' '}
              <button type="button" onClick={() => onShow(d)}>
                {t(`${NS}:turning.show`, { step: d.step })}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * How much of each seat's result came from luck and how much from decisions: of every change of the
 * seat's chance over the match, the share that came from what was turned up (the match's luck share,
 * per seat; sums of signed changes would mostly add up the estimates' noise).
 */
export function seatLuckShare(review: MatchReviewBody, seat: number): number {
  let luck = Math.abs((review.startChances[seat] ?? 0) - 1 / review.players);
  let choice = 0;
  for (const d of review.decisions) {
    luck += Math.abs(d.luck[seat] ?? 0);
    choice += Math.abs(d.choice[seat] ?? 0);
  }
  return luck + choice > 0 ? luck / (luck + choice) : 0;
}

export function LuckAndChoices({ review, names }: { review: MatchReviewBody; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const pp = (x: number) => percent(i18n.language, x, true);
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
              <th scope="col">{t(`${NS}:luck.pointsLost`)}</th>
              <th scope="col">{t(`${NS}:luck.labels`)}</th>
            </tr>
          </thead>
          <tbody>
            {review.seats.map((s, seat) => (
              <tr key={seat} data-testid="luck-row">
                <th scope="row">
                  <LegendSample seat={seat} /> {names[seat]}
                </th>
                <td>{pp(s.result)}</td>
                <td>{percent(i18n.language, seatLuckShare(review, seat))}</td>
                <td>{percent(i18n.language, 1 - seatLuckShare(review, seat))}</td>
                <td>{new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(s.pointsLost)}</td>
                <td>{t(`${NS}:luck.labelCounts`, s.labels)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
