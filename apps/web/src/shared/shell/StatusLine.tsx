import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { formatList } from '../../i18n/index.js';

/**
 * The table's one line of what it waits for, in every game's toolbar: the game's chips (its round,
 * phase, last round), then the sentence; marked as the reader's own when the decision is theirs.
 */
export function StatusLine({ yours, chips, text }: { yours: boolean; chips?: ReactNode; text: string }) {
  return (
    <p className={`status-line${yours ? ' yours' : ''}`} role="status" data-testid="status-line">
      {chips}
      <span>{text}</span>
    </p>
  );
}

/** Ends a sentence built around a prompt with a full stop, unless the prompt ends it already ("…for 1 coin?"). */
export function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

/** What a table whose seats decide in named stages is told (Grog Island, Rum & Pirates: several seats may decide at once). */
export interface StagedTable {
  /** The game's table words (`yourTurn`, `waitingFor`, `waitingForPlayers`, `gameOver`, `stageOther.<stage>`). */
  ui: string;
  /** The game's own words (`stage.<stage>`: the prompt to the seat deciding). */
  game: string;
  started: boolean;
  over: boolean;
  /** The reader's seat (null: a spectator). */
  seat: number | null;
  /** The seats deciding now, in seat order. */
  waiting: readonly number[];
  stageOf: (seat: number) => string | null;
  names: readonly string[];
  /** The key (in `ui`) of the sentence while no seat decides (the table moves on by itself). */
  between: string;
  /** The reader's own prompt where the game words it otherwise than `stage.<stage>`. */
  ownPrompt?: (stage: string) => string | undefined;
}

/** The status sentence of a staged table, and whether the decision is the reader's. */
export function stagedStatus(t: TFunction, language: string, table: StagedTable): { text: string; yours: boolean } {
  const { ui, game } = table;
  if (!table.started) return { text: t(`${ui}:waitingForPlayers`), yours: false };
  if (table.over) return { text: t(`${ui}:gameOver`), yours: false };
  const own = table.seat !== null ? table.stageOf(table.seat) : null;
  if (own !== null) {
    const prompt = table.ownPrompt?.(own) ?? t(`${game}:stage.${own}`);
    return { text: sentence(t(`${ui}:yourTurn`, { prompt })), yours: true };
  }
  const first = table.waiting[0];
  if (first === undefined) return { text: t(`${ui}:${table.between}`), yours: false };
  const their = table.stageOf(first);
  const players = formatList(language, table.waiting.map((s) => table.names[s] ?? ''));
  const prompt = their ? t(`${ui}:stageOther.${their}`, { defaultValue: t(`${game}:stage.${their}`) }) : '';
  return { text: sentence(t(`${ui}:waitingFor`, { players, prompt })), yours: false };
}
