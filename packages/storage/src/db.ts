/**
 * The little the storage needs from a PostgreSQL connection, implemented once for the `postgres`
 * client (a server) and once for PGlite (embedded). Every statement is written once, in `sql.ts`,
 * with explicitly typed parameters (`$1::text`), so both drivers send the same thing.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements, without parameters (the driver's simple query protocol: migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction (committed when it resolves, rolled back when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
