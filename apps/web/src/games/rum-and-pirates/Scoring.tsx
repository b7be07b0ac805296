import { SUPPLY_KINDS, tileById } from '@harbour/rum-and-pirates/data';
import type { FinalResult, PlayerScore, RumState } from '@harbour/rum-and-pirates/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../i18n/index.js';
import { FinalScoring, type ScoringRow } from '../../shared/ScoringTable.js';
import { InlineIcon } from './icons.js';
import { UI_NS } from './words.js';

interface ScoringProps {
  result: FinalResult;
  /** The final state: each cell then says where its points come from ("3 + 2"). */
  G?: RumState;
  names: readonly string[];
  letters: readonly string[];
}

const ROWS: (keyof PlayerScore)[] = ['chests', 'taverns', 'scorpions', 'townWatch', 'sleeping', 'supplies', 'rendezvous', 'maps'];

/**
 * Final scoring as the summary counts it ("Abrechnung"): chests, tavern tiles, scorpions, town watch,
 * sleeping places, the best supplies tile of each kind, fulfilled rendezvous, map pairs; the total;
 * then the tie-breakers (pirates left at the hiring place, rum barrels, coins); the winner marked.
 */
export function RumScoring({ result, names, letters, G }: ScoringProps) {
  const { t, i18n } = useTranslation();
  const scores = result.scores;
  const cell = (s: PlayerScore, key: keyof PlayerScore): ReactNode => {
    const parts = G ? pointsParts(G, s.seat, key) : [];
    return parts.length > 1 ? (
      <>
        {s[key]} <small className="muted score-why">({parts.join(' + ').replace(/\+ -/g, '− ')})</small>
      </>
    ) : (
      s[key]
    );
  };
  const rows: ScoringRow[] = [
    ...ROWS.map((key): ScoringRow => ({ key, label: t(`${UI_NS}:score.${key}`), cells: scores.map((s) => cell(s, key)) })),
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
      winnerLine={winnerLine(t, i18n.language, result, names)}
      names={names}
      letters={letters}
      rows={rows}
    />
  );
}

/** The tile kinds a scoring row adds up (maps: pairs, told by the row's own words). */
const ROW_KINDS: Partial<Record<keyof PlayerScore, readonly string[]>> = {
  chests: ['chest'],
  taverns: ['tavern'],
  scorpions: ['scorpion'],
  townWatch: ['smallWatch', 'largeWatch'],
  sleeping: ['bunk', 'hammock', 'ropeCoil'],
  rendezvous: ['rendezvous'],
};

/** The values a row's points are made of: its tiles' values, or each kind's best supplies tile. */
export function pointsParts(G: RumState, seat: number, key: keyof PlayerScore): number[] {
  const p = G.players[seat];
  if (!p) return [];
  if (key === 'supplies') {
    return SUPPLY_KINDS.flatMap((kind) => {
      const values = p.supplies.filter((id) => id >= 0 && tileById(id).supply === kind).map((id) => tileById(id).value);
      return values.length > 0 ? [Math.max(...values)] : [];
    });
  }
  const kinds = ROW_KINDS[key];
  if (!kinds) return [];
  return p.tiles.filter((id) => kinds.includes(tileById(id).kind)).map((id) => tileById(id).value);
}

/** The tie-breakers in the rulebook's order: fewer pirates at the hiring place, more rum barrels, more coins. */
const TIE_BREAKERS = [
  { key: 'hiring', fewer: true },
  { key: 'rum', fewer: false },
  { key: 'coins', fewer: false },
] as const;

/**
 * Who won and why: the most points; a tie on them is broken by the first tie-breaker that separates the
 * tied ("Bonny wins! Tied with Anne on 34 points; fewer pirates at the hiring place decide: 1 against
 * 3."); tied on all of them, shared.
 */
export function winnerLine(t: ReturnType<typeof useTranslation>['t'], language: string, result: FinalResult, names: readonly string[]): string {
  const winners = result.winners;
  const line = t(`${UI_NS}:winnerIs`, { count: winners.length, players: winners.map((w) => names[w] ?? '').join(' & ') });
  const best = Math.max(...result.scores.map((s) => s.total));
  const tied = result.scores.filter((s) => s.total === best);
  const first = result.scores.find((s) => s.seat === winners[0]);
  if (tied.length <= 1 || !first) return line;
  const losers = tied.filter((s) => !winners.includes(s.seat));
  if (losers.length === 0) return `${line} ${t(`${UI_NS}:tie.shared`, { points: best })}`;
  const reasons = TIE_BREAKERS.flatMap(({ key }, index) => {
    // Those the tie-breaker separated: equal to the winner on the ones before it.
    const earlier = TIE_BREAKERS.slice(0, index);
    const out = losers.filter((s) => s[key] !== first[key] && earlier.every((b) => s[b.key] === first[b.key]));
    if (out.length === 0) return [];
    return [
      t(`${UI_NS}:tie.${key}`, {
        others: formatList(language, out.map((s) => names[s.seat] ?? '')),
        points: best,
        mine: first[key],
        theirs: formatList(language, out.map((s) => String(s[key]))),
      }),
    ];
  });
  return [line, ...reasons].join(' ');
}
