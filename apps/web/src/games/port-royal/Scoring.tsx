import { CARDS, type PersonCard } from '@harbour/port-royal/data';
import type { FinalResult, PortRoyalState } from '@harbour/port-royal/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { FinalScoring, type ScoringRow } from '../../shared/ScoringTable.js';
import { PrIcon } from './icons.js';
import { GAME_NS, UI_NS } from './words.js';

interface ScoringProps {
  G: PortRoyalState;
  result: FinalResult;
  names: readonly string[];
  letters: readonly string[];
}

/**
 * The end of the game: victory points from persons and from expeditions, their total, then the
 * coins that break a tie; under the variant end, who could win at all. The winner marked.
 */
export function PortRoyalScoring({ G, result, names, letters }: ScoringProps) {
  const { t, i18n } = useTranslation();
  const scores = result.scores;
  const fromPersons = (seat: number) => (G.players[seat]?.persons ?? []).reduce((sum, id) => sum + (CARDS[id] as PersonCard).points, 0);
  const fromExpeditions = (seat: number) => (G.players[seat]?.expeditions ?? []).reduce((sum, id) => sum + (CARDS[id] as { points: number }).points, 0);
  const rows: ScoringRow[] = [
    { key: 'persons', label: t(`${UI_NS}:score.persons`), cells: scores.map((s) => fromPersons(s.seat)) },
    { key: 'expeditions', label: t(`${UI_NS}:score.expeditions`), cells: scores.map((s) => `${fromExpeditions(s.seat)} (${s.expeditions})`) },
    { key: 'total', label: t(`${UI_NS}:score.total`), cells: scores.map((s) => <strong data-testid={`total-${s.seat}`}>{s.points}</strong>), kind: 'total' },
    { key: 'coins', label: t(`${UI_NS}:score.coins`), cells: scores.map((s) => s.coins) },
    ...(G.options.variantEnd
      ? [{ key: 'eligible', label: t(`${UI_NS}:score.eligible`), cells: scores.map((s) => (s.eligible ? t(`${UI_NS}:score.yes`) : t(`${UI_NS}:score.no`))) }]
      : []),
  ];
  const winners = result.winners;
  const best = scores.find((s) => s.seat === winners[0]);
  const line =
    winners.length === 1
      ? t(`${GAME_NS}:result.winner`, { player: names[winners[0] as number] ?? '', points: best?.points ?? 0 })
      : t(`${GAME_NS}:result.sharedVictory`, { players: formatList(i18n.language, winners.map((w) => names[w] ?? '')) });
  const tieBroken = winners.length === 1 && scores.filter((s) => s.eligible && s.points === best?.points).length > 1;
  return (
    <FinalScoring
      ns={UI_NS}
      titleId="pr-scoring-title"
      winnerLine={
        <>
          {line}
          {tieBroken ? ` ${t(`${UI_NS}:tieBrokenByCoins`)}` : ''}
        </>
      }
      trophy={(size) => <PrIcon name="trophy" size={size} />}
      seats={scores.map((s) => s.seat)}
      winners={winners}
      names={names}
      letters={letters}
      rows={rows}
    >
      {G.options.variantEnd ? <p className="hint">{t(`${GAME_NS}:option.variantEndHelp`)}</p> : null}
    </FinalScoring>
  );
}
