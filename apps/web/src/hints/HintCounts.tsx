import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatInfo } from '../connection/types.js';
import { seatName } from '../shared/seat-name.js';
import { HINTS_NS, useHintWords } from './words.js';

/** "Anne used 2 hints", per seat that used any: at the end of the match, beside the scoring, and in the replay. */
export function HintCounts({ used, players }: { used: Readonly<Record<string, number>> | undefined; players: readonly SeatInfo[] }) {
  useHintWords();
  const { t } = useTranslation();
  const seats = players.map((p, i) => ({ p, i, count: used?.[p.playerID] ?? 0 })).filter((s) => s.count > 0);
  if (seats.length === 0) return null;
  return (
    <section className="hint-counts" aria-label={t(`${HINTS_NS}:countsTitle`)} data-testid="hint-counts">
      <ul>
        {seats.map(({ p, i, count }) => (
          <li key={p.playerID}>{t(`${HINTS_NS}:used`, { count, name: seatName(t, p, i) })}</li>
        ))}
      </ul>
    </section>
  );
}

/** A seat panel's chip: "2 hints" (its full sentence for screen readers and on hover). */
export function SeatHintBadge({ count, name }: { count: number | undefined; name: string }) {
  useHintWords();
  const { t } = useTranslation();
  if (!count) return null;
  const full = t(`${HINTS_NS}:used`, { count, name });
  return (
    <span className="chip hint-chip" title={full} data-testid="hint-chip">
      <span aria-hidden="true">{t(`${HINTS_NS}:badge`, { count })}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}

/** The hints each seat used, as the table or the replay knows them. */
export interface HintsUsed {
  used: Readonly<Record<string, number>>;
  players: readonly SeatInfo[];
}

/**
 * What hints add to each seat's panel, beside its clock (asynchronous play's seat badges): the chip of
 * the hints the seat used. Null when nobody used one (the panels then have no badge for it).
 */
export function hintChips(hints: HintsUsed | null | undefined): ((playerID: string) => ReactNode) | null {
  if (!hints || Object.keys(hints.used).length === 0) return null;
  return (playerID) => <SeatHintChip hints={hints} playerID={playerID} />;
}

function SeatHintChip({ hints, playerID }: { hints: HintsUsed; playerID: string }) {
  const { t } = useTranslation();
  const index = hints.players.findIndex((p) => p.playerID === playerID);
  if (index < 0) return null;
  return <SeatHintBadge count={hints.used[playerID]} name={seatName(t, hints.players[index], index)} />;
}

/** On the create-match form: whether hints are allowed. */
export function HintsOption({ checked, onChange }: { checked: boolean; onChange(on: boolean): void }) {
  useHintWords();
  const { t } = useTranslation();
  return (
    <label className="choice">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid="hints-option" />
      <span>
        {t(`${HINTS_NS}:option`)} <small>{t(`${HINTS_NS}:optionHelp`)}</small>
      </span>
    </label>
  );
}

/** On the invite page: whether the table allows hints. */
export function HintsNote({ allowed }: { allowed: boolean | undefined }) {
  useHintWords();
  const { t } = useTranslation();
  if (allowed === undefined) return null;
  return (
    <p className="hints-note" data-testid="hints-note">
      {allowed ? t(`${HINTS_NS}:allowed`) : t(`${HINTS_NS}:notAllowed`)}
    </p>
  );
}
