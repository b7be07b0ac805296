import { BUILDING_GOAL_POINTS, BUILDINGS_OF_TYPE, goalTask } from '@harbour/grog-island/data';
import type { FinalResult, GrogState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
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
            {g.duplicate ? <small className="muted">{t(`${UI_NS}:score.duplicate`)}</small> : <small className="muted score-why">({goalWhy(t, G, s.seat, g.card, g.points)})</small>}
          </span>
        );
      }),
    })),
    { key: 'total', label: t(`${UI_NS}:score.total`), cells: scores.map((s) => <strong data-testid={`total-${s.seat}`}>{s.total}</strong>), kind: 'total' },
  ];
  return (
    <FinalScoring
      ns={UI_NS}
      winnerLine={<WinnerLine G={G} result={result} names={names} />}
      trophy={(size) => <InlineIcon name="trophy" size={size} />}
      seats={scores.map((s) => s.seat)}
      winners={result.winners}
      names={names}
      letters={letters}
      rows={rows}
    />
  );
}

/** Where a goal card's points come from: "3 buildings × 2", "4 parrot cards", "the most crew there". */
export function goalWhy(t: ReturnType<typeof useTranslation>['t'], G: GrogState, seat: number, card: number, points: number): string {
  const task = goalTask(card);
  const player = G.players[seat];
  switch (task.kind) {
    case 'building': {
      const crew = BUILDINGS_OF_TYPE[task.type].filter((i) => G.occupants[i] === seat).length;
      return t(`${UI_NS}:score.why.building`, { count: crew, per: BUILDING_GOAL_POINTS[task.type] });
    }
    case 'parrots':
      return t(`${UI_NS}:score.why.parrots`, { count: player?.parrotCards.length ?? 0 });
    case 'goods': {
      // The first goods card also counts the other goods, three tiles for one point.
      const tiles = player?.goods[task.colour] ?? 0;
      const swapped = points - tiles;
      const why = t(`${UI_NS}:score.why.goods`, { count: tiles });
      return swapped > 0 ? `${why} ${t(`${UI_NS}:score.why.goodsSwap`, { points: swapped })}` : why;
    }
    case 'peninsula':
      return t(`${UI_NS}:score.why.${points >= 6 ? 'peninsulaMost' : points > 0 ? 'peninsulaPresent' : 'peninsulaNone'}`);
  }
}

/**
 * Who won and why: most pirate points; a tie on them goes to the most coins on the coin track
 * ("Bonny wins! Tied with Anne on 34 pirate points; more coins decide: 7 against 5."); still tied, shared.
 */
function WinnerLine({ G, result, names }: { G: GrogState; result: FinalResult; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const winners = result.winners;
  const winnerNames = winners.map((w) => names[w] ?? '');
  const line = t(`${UI_NS}:winnerIs`, { count: winners.length, players: winnerNames.join(' & ') });
  const best = Math.max(...result.scores.map((s) => s.total));
  const tied = result.scores.filter((s) => s.total === best).map((s) => s.seat);
  const coins = (seat: number) => G.players[seat]?.coins ?? 0;
  if (tied.length <= 1) return <>{line}</>;
  if (winners.length > 1) return <>{`${line} ${t(`${UI_NS}:tieShared`, { points: best })}`}</>;
  const winner = winners[0] as number;
  const others = tied.filter((s) => s !== winner);
  const why = t(`${UI_NS}:tieBrokenByCoins`, {
    points: best,
    others: formatList(i18n.language, others.map((s) => names[s] ?? '')),
    coins: coins(winner),
    otherCoins: formatList(i18n.language, others.map((s) => String(coins(s)))),
  });
  return <>{`${line} ${why}`}</>;
}
