import { useSyncExternalStore } from 'react';
import type { MatchConnection, MatchSnapshot } from './types.js';

/** The connection's current snapshot; the component renders again whenever it changes. */
export function useMatchSnapshot(connection: MatchConnection): MatchSnapshot {
  return useSyncExternalStore(
    (listener) => connection.subscribe(listener),
    () => connection.getSnapshot(),
    () => connection.getSnapshot(),
  );
}
