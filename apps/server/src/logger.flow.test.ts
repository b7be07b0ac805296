import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from './server.js';
import { TestClient } from './testing/client.js';
import { testConfig } from './testing/env.js';
import { api } from './testing/http.js';
import { ServerProcess } from './testing/process.js';
import { createLogger, LOG_FIELD_MAX, routeConsole } from './logger.js';

describe('logs', () => {
  it('are JSON lines that never contain credentials or webhook addresses, whatever happens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const server = await startServer({ config: testConfig({ STORAGE: 'memory' }), logger: pino({ level: 'trace' }, sink) });
    const client = await TestClient.connect(server.url);
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
      const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
      const webhook = 'https://hooks.example/secret-token-123';
      await http.put(`/api/matches/${host.matchID}/seats/0/webhook`, { credentials: host.credentials, url: webhook });
      await http.post('/api/seats/restore', { matchID: host.matchID, playerID: '0', credentials: guest.credentials });
      await http.post(`/api/matches/${host.matchID}/seats/1/rotate`, { credentials: `${guest.credentials}x` });
      const rotated = await http.post(`/api/matches/${host.matchID}/seats/1/rotate`, { credentials: guest.credentials });
      await client.join(host.matchID, '0', guest.credentials);
      await client.join(host.matchID, '0', host.credentials);
      await client.move(host.matchID, 'chooseSetup', [{ keep: [1, 2, 3, 4], goods: 'gray' }]);
      await http.post('/api/matches', '{"broken');
      const secrets = [host.credentials, guest.credentials, rotated.body.credentials, webhook];
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) {
        expect(() => JSON.parse(line)).not.toThrow();
        for (const secret of secrets) expect(line).not.toContain(secret);
      }
    } finally {
      client.close();
      await server.close();
    }
  });

  it('a refused move with a newline and 60 KB in its arguments writes no line of its own and no long line, in production (issue 26, finding 3)', async () => {
    const server = await ServerProcess.start({ STORAGE: 'memory', BOT_THREADS: '0' });
    const client = await TestClient.connect(server.url);
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host' });
      await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
      expect((await client.join(host.matchID, '0', host.credentials)).ok).toBe(true);
      const forged = '\n{"level":60,"msg":"FORGED: database dropped by admin"}\n';
      const before = server.output.join('').length;
      for (let i = 0; i < 5; i++) {
        const ack = await client.move(host.matchID, 'chooseSetup', [`${forged}${'x'.repeat(60_000)}`]);
        expect(ack.ok).toBe(false);
      }
      // The server is still answering (anything it printed meanwhile has been written).
      expect((await http.get(`/api/matches/${host.matchID}`)).status).toBe(200);
      const written = server.output.join('').slice(before);
      const lines = written.split('\n').filter(Boolean);
      for (const line of lines) {
        expect(() => JSON.parse(line), line.slice(0, 200)).not.toThrow();
        expect(line.length).toBeLessThan(4 * LOG_FIELD_MAX);
        expect(JSON.parse(line).msg).not.toMatch(/FORGED/);
      }
      expect(written.length).toBeLessThan(20_000);
    } finally {
      client.close();
      await server.stop();
    }
  }, 90_000);

  it('bounds every string field and the message; console output goes through the log', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const log = createLogger('debug', sink);
    log.info({ name: 'n'.repeat(10_000), nested: { list: Array.from({ length: 500 }, () => 'x'.repeat(5_000)) } }, 'm'.repeat(10_000));
    const saved = { error: console.error, warn: console.warn, log: console.log, info: console.info, debug: console.debug };
    try {
      routeConsole(log);
      console.error('ERROR:', `invalid move: chooseSetup args: ${'\n{"msg":"FORGED"}\n'}${'y'.repeat(60_000)}`);
      console.error('something else\nin two lines');
    } finally {
      Object.assign(console, saved);
    }
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.length).toBeLessThan(100 * LOG_FIELD_MAX);
    const [first, refused, other] = lines.map((l) => JSON.parse(l));
    expect(first.name).toHaveLength(LOG_FIELD_MAX + '… [9000 more characters]'.length);
    expect(first.msg.length).toBeLessThan(LOG_FIELD_MAX + 40);
    expect(first.nested.list).toHaveLength(51);
    expect(refused).toMatchObject({ level: 20, source: 'boardgame.io', msg: 'move refused by the game' });
    expect(refused.text.length).toBeLessThanOrEqual(LOG_FIELD_MAX + 40);
    expect(other).toMatchObject({ level: 40, source: 'console', text: 'something else\nin two lines' });
  });
});
