import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from './server.js';
import { TestClient } from './testing/client.js';
import { testConfig } from './testing/env.js';
import { api } from './testing/http.js';

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
});
