import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorInfo, MatchSnapshot } from '../connection/types.js';
import type { TableProps } from './shell/game-table.js';
import { seatName, type NamedSeat } from './seat-name.js';
import { seatLetters } from './seats.js';

/**
 * A move in boardgame.io's form: its name and its one argument (none for moves without fields).
 * (The game packages' toAction lives beside their move parsers, whose schema library a table need not load.)
 */
export function asAction(move: { type: string }): { name: string; args: unknown[] } {
  const { type, ...rest } = move;
  return { name: type, args: Object.keys(rest).length === 0 ? [] : [rest] };
}

/** Every seat's name ("Seat 2" while it is free), its letter, and both together for the boards. */
export function useSeatNames(players: readonly NamedSeat[]) {
  const { t } = useTranslation();
  const names = useMemo(() => players.map((p, i) => seatName(t, p, i)), [players, t]);
  const letters = useMemo(() => seatLetters(names), [names]);
  const marks = useMemo(() => ({ names, letters }), [names, letters]);
  return { names, letters, marks };
}

/**
 * Sending a table's moves: busy while a move travels or the connection is down, the refusal of the
 * last move until the next one; a new state forgets the previous decision's error (and whatever
 * `onNewState` forgets besides, the choices of that decision).
 */
export function useTableMoves<M extends { type: string }>(snapshot: Pick<MatchSnapshot, 'status' | 'stateID'>, makeMove: TableProps['makeMove'], onNewState?: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const online = snapshot.status === 'online';

  const forget = useRef(onNewState);
  forget.current = onNewState;
  const lastState = useRef(snapshot.stateID);
  useEffect(() => {
    if (lastState.current === snapshot.stateID) return;
    lastState.current = snapshot.stateID;
    forget.current?.();
    setError(null);
  }, [snapshot.stateID]);

  const send = (move: M) => {
    const action = asAction(move);
    setPending(true);
    setError(null);
    makeMove(action.name, action.args)
      .then((result) => {
        if (!result.ok) setError(result.error);
      })
      .finally(() => setPending(false));
  };

  return { online, busy: pending || !online, error, setError, send };
}
