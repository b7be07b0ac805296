import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AddressStore } from './address-store.js';
import { loadMigrations, migrate } from './migrate.js';
import { openPglite } from './pglite-db.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('e-mail addresses (migration 012, PGlite)', () => {
  it('normalises the e-mail subscriptions made before it, one per seat and address; "never" finds them by hash', async () => {
    const db = await openPglite();
    try {
      const all = loadMigrations();
      await migrate(db, all.filter((m) => m.version < 12));
      // Rows as an older version wrote them (the match itself is beside the point: its foreign key is not checked here).
      await db.query(`SET session_replication_role = replica`);
      const sub = (target: string, token: string) =>
        db.query(`INSERT INTO notice_subscriptions (match_id, player_id, channel, target, token, created_at) VALUES ('m1', '0', 'email', $1::text, $2::text, 0)`, [target, token]);
      await sub('Anne@Example.org', 't1');
      await sub('anne@example.org', 't2');
      await sub('BEN@example.org', 't3');
      await db.query(`SET session_replication_role = DEFAULT`);
      await migrate(db, all);
      const rows = await db.query<{ target: string }>(`SELECT target FROM notice_subscriptions ORDER BY target`);
      expect(rows.map((r) => r.target)).toEqual(['anne@example.org', 'ben@example.org']);
      const store = new AddressStore(db);
      await store.suppress(sha256('ben@example.org'), 1);
      expect((await db.query<{ target: string }>(`SELECT target FROM notice_subscriptions`)).map((r) => r.target)).toEqual(['anne@example.org']);
      expect(await store.suppressed(sha256('ben@example.org'))).toBe(true);
      expect(await store.reserveConfirmation(sha256('ben@example.org'), 'x', 2, { ttlMs: 10, resendAfterMs: 0, perDay: 3 })).toBe(false);
    } finally {
      await db.close();
    }
  }, 120_000);
});
