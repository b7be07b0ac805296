/**
 * Start-up failures in words an operator can act on: "DATABASE_URL: cannot connect to db:5432
 * (connection refused)" rather than a driver's ECONNREFUSED or CONNECTION_ENDED. The address is
 * shown without user name or password.
 */

/** host:port[,host:port…] of a connection string (no credentials, no path). */
export function addressOf(connectionString: string): string {
  const match = /^[a-z]+:\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(connectionString);
  return match?.[1] || 'localhost';
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused: is it running, and listening on this address?',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name could not be resolved (DNS)',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'the connection was reset',
  CONNECT_TIMEOUT: 'timed out',
  CONNECTION_ENDED: 'the connection was closed',
  CONNECTION_CLOSED: 'the connection was closed',
  CONNECTION_DESTROYED: 'the connection was closed',
  '28P01': 'wrong user name or password',
  '28000': 'this user may not connect',
  '3D000': 'the database does not exist',
  '42501': 'permission denied',
};

/** A short, plain reason for a connection error (its code when known, else its message). */
export function reasonOf(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && REASONS[code] !== undefined) return REASONS[code];
    // Several addresses tried (AggregateError): the first tells enough.
    const inner = (current as { errors?: unknown[] }).errors?.[0] ?? (current as { cause?: unknown }).cause;
    if (inner === undefined) break;
    current = inner;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[a-z]+:\/\/[^\s]*/gi, '<address>').slice(0, 200);
}

export function cannotConnect(variable: string, connectionString: string, error: unknown): Error {
  return new Error(`${variable}: cannot connect to ${addressOf(connectionString)} (${reasonOf(error)})`, { cause: error });
}
