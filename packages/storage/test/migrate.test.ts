import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MatchStore, dropPostgresSchema, loadMigrations, migrate, openPglite, openPostgres, type Db } from '../src/index.js';
import { newMatch, nextState, uniqueID } from './fixtures.js';

/** A migration the way people write them: comments, semicolons in strings, a dollar-quoted function body. */
const SCRIPT = `-- a comment; with a semicolon
CREATE TABLE notes (body text NOT NULL DEFAULT 'a;b');
/* a block; comment */
CREATE FUNCTION shout(t text) RETURNS text AS $body$ SELECT upper(t) || ';'; $body$ LANGUAGE sql;
INSERT INTO notes (body) VALUES ('it''s; fine'), (DEFAULT);`;

const url = process.env.TEST_DATABASE_URL;
const drivers: [string, () => Promise<{ db: Db; cleanup(): Promise<void> }>][] = [
  ['PGlite', async () => ({ db: await openPglite(), cleanup: async () => {} })],
  ['PGlite in a worker thread', async () => ({ db: await openPglite({ thread: true }), cleanup: async () => {} })],
];
if (url) {
  drivers.push([
    'PostgreSQL',
    async () => {
      const schema = `migrate_test_${randomBytes(5).toString('hex')}`;
      return { db: await openPostgres({ url, schema, max: 2 }), cleanup: () => dropPostgresSchema(url, schema) };
    },
  ]);
}

describe.each(drivers)('migrations run by the driver itself (%s)', (_name, open) => {
  it('applies a whole script of several statements in one transaction, once', async () => {
    const { db, cleanup } = await open();
    try {
      expect(await migrate(db, [{ version: 1, name: 'notes', sql: SCRIPT }])).toEqual([1]);
      expect(await migrate(db, [{ version: 1, name: 'notes', sql: SCRIPT }])).toEqual([]);
      const rows = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY body');
      expect(rows.map((r) => r.body)).toEqual(['a;b', "it's; fine"]);
      expect(await db.query('SELECT shout($1::text) AS s', ['ahoy'])).toEqual([{ s: 'AHOY;' }]);
      // A failing migration leaves nothing behind, not even its first statements.
      await expect(migrate(db, [{ version: 2, name: 'broken', sql: 'CREATE TABLE half (x int); SELECT * FROM nowhere;' }])).rejects.toThrow();
      await expect(db.query('SELECT * FROM half')).rejects.toThrow();
    } finally {
      await db.close();
      await cleanup();
    }
  }, 60_000);
});

describe.each(drivers)('migration 010: a match row ends with its state id (%s)', (_name, open) => {
  it('keeps every match and its state id, and moves go on being committed', async () => {
    const { db, cleanup } = await open();
    try {
      const before = new MatchStore(db, loadMigrations().filter((m) => m.version < 10));
      await before.connect();
      const matchID = uniqueID();
      const { initialState, metadata } = newMatch();
      await before.createMatch(matchID, { initialState, metadata });
      const first = nextState(initialState);
      expect(await before.commitState(matchID, initialState._stateID, first.state, first.deltalog, initialState)).toBe(true);

      const after = new MatchStore(db);
      await after.connect();
      const columns = await db.query<{ attname: string }>(
        "SELECT attname FROM pg_attribute WHERE attrelid = 'matches'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum DESC LIMIT 1",
      );
      expect(columns.map((c) => c.attname)).toEqual(['state_id']);
      expect((await after.load(matchID, { state: true })).state).toEqual(first.state);
      expect(await after.stateIDs([matchID])).toEqual(new Map([[matchID, expect.objectContaining({ stateID: first.state._stateID })]]));
      const second = nextState(first.state);
      expect(await after.commitState(matchID, initialState._stateID, second.state, second.deltalog, first.state)).toBe(false);
      expect(await after.commitState(matchID, first.state._stateID, second.state, second.deltalog, first.state)).toBe(true);
      const got = await after.load(matchID, { state: true, log: true });
      expect(got.state).toEqual(second.state);
      expect(got.log).toEqual([...first.deltalog, ...second.deltalog]);
    } finally {
      await db.close();
      await cleanup();
    }
  }, 60_000);
});
