import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.js';

/**
 * The scripted client must take frames in the order they arrive. A server answers a join and sends
 * the next update at once (both reach the client in one network read): the client ends on the
 * update's state, not on the join's (it once did, which made the HAProxy check fail now and then).
 */
describe('TestClient', () => {
  let io: Server;
  let url: string;
  const state = (n: number) => ({ G: { n }, ctx: { numPlayers: 2 }, _stateID: n, plugins: {} });

  beforeAll(async () => {
    const http = createServer();
    io = new Server(http);
    io.on('connection', (socket) => {
      socket.on('join', (message: { matchID: string }, ack: (answer: unknown) => void) => {
        ack({ ok: true, protocol: 1, matchID: message.matchID, gameName: 'g', playerID: null, state: state(1), log: [], players: [], started: true });
        socket.emit('update', { matchID: message.matchID, prevStateID: 1, stateID: 2, state: state(2), log: [] });
      });
      socket.on('sync', (message: { matchID: string }, ack: (answer: unknown) => void) => {
        // An answer overtaken by a newer update must not take the client back.
        socket.emit('update', { matchID: message.matchID, prevStateID: 2, stateID: 3, state: state(3), log: [] });
        ack({ ok: true, protocol: 1, matchID: message.matchID, gameName: 'g', playerID: null, state: state(2), log: [], players: [], started: true });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await io.close();
  });

  it('applies an update that arrives right behind the answer to its join', async () => {
    for (let i = 0; i < 20; i++) {
      const client = await TestClient.connect(url);
      try {
        await client.join(`m${i}`);
        await client.waitFor(() => client.state(`m${i}`)._stateID === 2, 2_000);
        expect(client.state(`m${i}`)._stateID).toBe(2);
      } finally {
        client.close();
      }
    }
  });

  it('keeps a newer state than the answer to a resync', async () => {
    const client = await TestClient.connect(url);
    try {
      await client.join('m');
      await client.waitFor(() => client.state('m')._stateID === 2, 2_000);
      expect((await client.resync('m')).ok).toBe(true);
      expect(client.state('m')._stateID).toBe(3);
    } finally {
      client.close();
    }
  });
});
