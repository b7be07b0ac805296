import { useRef } from 'react';
import './last-move.css';

/** The class that marks a piece the last move of another seat changed (outlined, pulsing briefly). */
export const LAST_MOVE_CLASS = 'last-move';

export interface LastMove<S> {
  /** The state before that move; null when the latest change was the reader's own (or none yet). */
  before: S | null;
  /** The state id the move produced (restarts the pulse when it changes). */
  stateID: number;
}

/**
 * What the last move of another seat changed: the table keeps the state it showed before, and when a
 * new state arrives that another seat's move made (`byOther` decides from the two states, usually
 * from the public events the move appended), it hands that earlier state to the game, which compares
 * the two to mark its pieces. The reader's own move clears the marks; a reload starts with none; the
 * end of the game clears them too (no next move would, and the scoring is what counts then).
 */
export function useLastMove<S>(state: S, stateID: number, byOther: (before: S, after: S) => boolean, ended = false): LastMove<S> {
  const seen = useRef<{ state: S; stateID: number } | null>(null);
  const last = useRef<LastMove<S>>({ before: null, stateID });
  const prev = seen.current;
  if (prev === null) {
    seen.current = { state, stateID };
  } else if (stateID !== prev.stateID) {
    last.current = stateID > prev.stateID && byOther(prev.state, state) ? { before: prev.state, stateID } : { before: null, stateID };
    seen.current = { state, stateID };
  }
  return ended ? { before: null, stateID } : last.current;
}

/** `className` for a piece: `last-move` when its key is among the changed ones. */
export function lastMoveClass(changed: ReadonlySet<string> | null, key: string, base = ''): string {
  if (!changed?.has(key)) return base;
  return base ? `${base} ${LAST_MOVE_CLASS}` : LAST_MOVE_CLASS;
}
