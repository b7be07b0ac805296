import { describe, expect, it } from 'vitest';
import { defaultBotThreads, loadConfig } from './config.js';
import { addressOf, reasonOf } from './connection-errors.js';
import { startServer } from './server.js';

const base = { LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' };

describe('configuration', () => {
  it('names the variable of a wrong value, without repeating a connection string', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'harbour.example.org' })).toThrow(/^configuration: PUBLIC_URL: must be an http:\/\/ or https:\/\/ address/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'localhost:8000' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://harbour.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://root:hunter2@db/harbour' })).toThrow(/^configuration: DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://root:hunter2@db/harbour' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'db.example:5432' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(/^configuration: REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
  });

  it('accepts PostgreSQL URLs of both schemes, multi-host ones, Redis with a password, and empty values as unset', () => {
    const multi = 'postgres://harbour:pw@db1.example:5432,db2.example:5433/harbour?target_session_attrs=read-write';
    expect(loadConfig({ ...base, DATABASE_URL: multi }).databaseUrl).toBe(multi);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgresql://h@db/harbour' }).databaseUrl).toBe('postgresql://h@db/harbour');
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://:s3cret@redis.example:6380/0' }).redisUrl).toBe('rediss://:s3cret@redis.example:6380/0');
    expect(loadConfig({ ...base, DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({ databaseUrl: undefined, redisUrl: undefined });
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://192.168.1.20:8000/' }).publicUrl).toBe('http://192.168.1.20:8000');
  });

  it('says where a connection failed, in words, without credentials', () => {
    expect(addressOf('postgres://harbour:pw@db1:5432,db2:5433/harbour')).toBe('db1:5432,db2:5433');
    expect(addressOf('redis://:pw@redis.example:6379/0')).toBe('redis.example:6379');
    expect(reasonOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toMatch(/^connection refused/);
    expect(reasonOf(new AggregateError([Object.assign(new Error('x'), { code: 'ENOTFOUND' })]))).toBe('host name not found');
    expect(reasonOf(new Error('failed for postgres://u:pw@h/db'))).not.toContain('pw');
  });

  it('start-up reports an unreachable database or Redis by its variable', async () => {
    await expect(startServer({ config: loadConfig({ ...base, DATABASE_URL: 'postgres://harbour:pw@127.0.0.1:1/harbour' }) })).rejects.toThrow(
      /^DATABASE_URL: cannot connect to 127\.0\.0\.1:1 \(connection refused/,
    );
    await expect(startServer({ config: loadConfig({ ...base, STORAGE: 'memory', REDIS_URL: 'redis://:pw@127.0.0.1:1' }) })).rejects.toThrow(
      /^REDIS_URL: cannot connect to 127\.0\.0\.1:1 \(connection refused/,
    );
  }, 30_000);
});

describe('bot threads by default', () => {
  it('uses every core but one, at least one thread and at most four', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultBotThreads(cores))).toEqual([1, 1, 2, 3, 4, 4]);
  });
});
