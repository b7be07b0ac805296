import { useEffect, useState } from 'react';
import type { Connect, ConnectOptions, MatchConnection } from './types.js';

/**
 * Opening a match's connection before React has rendered the table (the page's address says which
 * match), and handing it to the table when it asks for the same one. Every other connection is
 * opened by the table itself and closed when it goes.
 */
type Options = ConnectOptions;

let early: { key: string; connection: MatchConnection } | null = null;

const keyOf = (o: Options) => `${o.matchID}|${o.playerID ?? ''}|${o.credentials ?? ''}`;

export function preconnect(connect: Connect, options: Options): MatchConnection {
  early = { key: keyOf(options), connection: connect(options) };
  return early.connection;
}

function open(services: { connect: Connect }, options: Options): MatchConnection {
  if (early && early.key === keyOf(options)) {
    const { connection } = early;
    early = null;
    return connection;
  }
  return services.connect(options);
}

/** The connection for these options, opened on mount and closed on unmount or when they change. */
export function useConnection(services: { connect: Connect }, options: Options): MatchConnection | null {
  const [connection, setConnection] = useState<MatchConnection | null>(null);
  const { matchID, playerID, credentials } = options;
  useEffect(() => {
    const c = open(services, { matchID, playerID, credentials });
    setConnection(c);
    return () => c.close();
  }, [services, matchID, playerID, credentials]);
  return connection;
}
