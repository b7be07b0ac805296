import type { FinalResult, PlayerScore } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { FinalScoring, type ScoringRow } from '../../shared/ScoringTable.js';
import { InlineIcon } from './icons.js';
import { UI_NS } from './words.js';

interface ScoringProps {
  result: FinalResult;
  names: readonly string[];
  letters: readonly string[];
}

const ROWS: (keyof PlayerScore)[] = ['chests', 'taverns', 'scorpions', 'townWatch', 'sleeping', 'supplies', 'rendezvous', 'maps'];

/**
 * Final scoring as the summary counts it ("Abrechnung"): chests, tavern tiles, scorpions, town watch,
 * sleeping places, the best supplies tile of each kind, fulfilled rendezvous, map pairs; the total;
 * then the tie-breakers (pirates left at the hiring place, rum barrels, coins); the winner marked.
 */
export function RumScoring({ result, names, letters }: ScoringProps) {
  const { t } = useTranslation();
  const scores = result.scores;
  const rows: ScoringRow[] = [
    ...ROWS.map((key): ScoringRow => ({ key, label: t(`${UI_NS}:score.${key}`), cells: scores.map((s) => s[key]) })),
    { key: 'total', label: t(`${UI_NS}:score.total`), cells: scores.map((s) => <strong data-testid={`total-${s.seat}`}>{s.total}</strong>), kind: 'total' },
    { key: 'ties', label: t(`${UI_NS}:score.ties`), cells: [], kind: 'section' },
    { key: 'hiring', label: t(`${UI_NS}:score.hiring`), cells: scores.map((s) => s.hiring) },
    { key: 'rum', label: t(`${UI_NS}:score.rum`), cells: scores.map((s) => s.rum) },
    { key: 'coins', label: t(`${UI_NS}:score.coins`), cells: scores.map((s) => s.coins) },
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
