import { describe, expect, it } from 'vitest';
import { loadMigrations } from './migrate.js';

describe('migrations', () => {
  it('reads the numbered files of migrations/ in order', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0]?.version).toBe(1);
    migrations.forEach((m, i) => i > 0 && expect(m.version).toBeGreaterThan(migrations[i - 1]!.version));
  });
});
