import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '@harbour/game-kit';
import type { ErrorInfo } from '../connection/types.js';
import './table.css';
import './ScoringTable.css';

/** Why the last move was not made: the game's words for a rule's refusal, else the connection's error. */
export function MoveError({ error, refusalWords }: { error: ErrorInfo | null; refusalWords(refusal: Refusal): string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="move-error" role="alert">
      {error.refusal ? refusalWords(error.refusal as Refusal) : t(`ui:errors.${error.code}`, { defaultValue: error.message })}
    </p>
  );
}

/** The end of a game at the table: the scoring (the children), then the page's buttons (rematch, replay). */
export function EndOfGame({ endActions, children }: { endActions?: ReactNode; children: ReactNode }) {
  return (
    <div className="end-of-game">
      {children}
      {endActions ? <div className="actions end-actions">{endActions}</div> : null}
    </div>
  );
}
