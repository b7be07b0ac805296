import type { MatchData } from '@harbour/storage';

/** What a match keeps about hints in its metadata (`hints`), chosen by the host at creation and kept for a rematch. */
export interface HintSettings {
  allowed: boolean;
}

type WithHints = MatchData & { hints?: Partial<HintSettings> };

export function hintSettings(metadata: MatchData): HintSettings {
  return { allowed: (metadata as WithHints).hints?.allowed === true };
}

/** The metadata fields of a new match (createMatch's `extra`). */
export function hintsExtra(allowed: boolean): { hints: HintSettings } {
  return { hints: { allowed } };
}
