import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MatchStore, dropPostgresSchema, loadMigrations, openPostgres } from '../src/index.js';
import { storageContract } from './contract.js';

const url = process.env.TEST_DATABASE_URL;

if (url) {
  // One schema per run: this file can run beside any other test using the same database.
  const schema = `storage_test_${randomBytes(5).toString('hex')}`;
  storageContract('PostgreSQL', async () => {
    const db = await openPostgres({ url, schema });
    const store = new MatchStore(db, loadMigrations());
    await store.connect();
    return {
      store,
      sql: { db, openPeer: () => openPostgres({ url, schema, max: 2 }) },
      cleanup: async () => {
        await store.close();
        await dropPostgresSchema(url, schema);
      },
    };
  });

  describe('PostgreSQL connection strings', () => {
    it('a multi-host URL connects to the next host when the first does not answer', async () => {
      const parsed = new URL(url);
      // A closed port on the first host, the real server second.
      const multi = url.replace(parsed.host, `127.0.0.1:1,${parsed.host}`);
      const db = await openPostgres({ url: multi, max: 1 });
      try {
        expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await db.close();
      }
    });
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL storage contract tests are skipped (set it to run them).');
  describe.skip('storage contract: PostgreSQL (TEST_DATABASE_URL not set)', () => {
    it('needs TEST_DATABASE_URL', () => {});
  });
}
