import { useEffect, useState } from 'react';
import { findGame, loadTable } from '../games/registry.js';
import type { GameTable } from '../shared/shell/game-table.js';

export type TableLoad = { state: 'idle' | 'loading' } | { state: 'ready'; table: GameTable } | { state: 'missing'; gameName: string } | { state: 'error' };

/** Loads the table chunk of a game as soon as its name is known. */
export function useGameTable(gameName: string | null | undefined): TableLoad {
  const [load, setLoad] = useState<TableLoad>({ state: 'idle' });
  useEffect(() => {
    if (!gameName) return;
    const entry = findGame(gameName);
    if (!entry) {
      setLoad({ state: 'missing', gameName });
      return;
    }
    let live = true;
    setLoad((l) => (l.state === 'ready' ? l : { state: 'loading' }));
    loadTable(entry).then(
      (table) => live && setLoad({ state: 'ready', table }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [gameName]);
  return load;
}
