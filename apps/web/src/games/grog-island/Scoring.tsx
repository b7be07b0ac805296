import type { FinalResult, GrogState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { FinalScoring, type ScoringRow } from '../../shared/ScoringTable.js';
import { InlineIcon } from './icons.js';
import { GAME_NS, UI_NS, capitalise, goalTitle, goalTaskText } from './words.js';

interface ScoringProps {
  G: GrogState;
  result: FinalResult;
  names: readonly string[];
  letters: readonly string[];
}

/**
 * Final scoring as in the rulebook's example: pirate points from the game, treasure cards still
 * held, coins (1 per 5), then each goal card with its points (the second copy of a task scores
 * nothing), and the total; the winner marked.
 */
export function GrogScoring({ G, result, names, letters }: ScoringProps) {
  const { t } = useTranslation();
  const scores = result.scores;
  const maxGoal = Math.max(0, ...scores.map((s) => s.goalCards.length));
  const rows: ScoringRow[] = [
    { key: 'during', label: t(`${UI_NS}:score.duringGame`), cells: scores.map((s) => s.duringGame) },
    {
      key: 'treasure',
      label: t(`${UI_NS}:score.treasureCards`),
      cells: scores.map((s) => s.treasureCards),
    },
    {
      key: 'coins',
      label: t(`${UI_NS}:score.coins`),
      cells: scores.map((s) => (
        <>
          {s.coins} <small className="muted">({t(`${UI_NS}:score.coinsHeld`, { count: G.players[s.seat]?.coins ?? 0 })})</small>
        </>
      )),
    },
    { key: 'goal-section', label: capitalise(t(`${GAME_NS}:term.goalCards`)), cells: [], kind: 'section' },
    ...Array.from({ length: maxGoal }, (_, k): ScoringRow => ({
      key: `goal-${k}`,
      label: t(`${UI_NS}:score.goalCard`, { n: k + 1 }),
      cells: scores.map((s) => {
        const g = s.goalCards[k];
        if (!g) return '';
        return (
          <span className="goal-score" title={goalTaskText(t, g.card)}>
            <span>{goalTitle(t, g.card)}</span>
            <strong>{g.points}</strong>
            {g.duplicate ? <small className="muted">{t(`${UI_NS}:score.duplicate`)}</small> : null}
          </span>
        );
      }),
    })),
    { key: 'total', label: t(`${UI_NS}:score.total`), cells: scores.map((s) => <strong data-testid={`total-${s.seat}`}>{s.total}</strong>), kind: 'total' },
  ];
  return (
    <FinalScoring
      ns={UI_NS}
      trophy={(size) => <InlineIcon name="trophy" size={size} />}
      seats={scores.map((s) => s.seat)}
      winners={result.winners}
      names={names}
      letters={letters}
      rows={rows}
    />
  );
}
