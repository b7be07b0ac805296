import { describe, expect, it } from 'vitest';
import { loadMigrations, splitStatements } from './migrate.js';

describe('migrations', () => {
  it('splits a script on semicolons outside quotes, comments and dollar-quoted bodies', () => {
    const script = `-- a comment; with a semicolon
CREATE TABLE a (x text DEFAULT 'a;b');
/* block; comment */ CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql;
SELECT 'it''s';`;
    expect(splitStatements(script)).toEqual([
      "CREATE TABLE a (x text DEFAULT 'a;b')",
      'CREATE FUNCTION f() RETURNS int AS $body$ SELECT 1; $body$ LANGUAGE sql',
      "SELECT 'it''s'",
    ]);
  });

  it('reads the numbered files of migrations/ in order', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0]?.version).toBe(1);
    migrations.forEach((m, i) => i > 0 && expect(m.version).toBeGreaterThan(migrations[i - 1]!.version));
  });
});
