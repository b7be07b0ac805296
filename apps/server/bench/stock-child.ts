// The reference: boardgame.io's stock Server (its own Koa app, socket.io transport, InMemory
// storage) running the same game, in a process of its own. Matches are created over IPC.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { GrogIsland } from '@harbour/grog-island';
import { createMatch } from 'boardgame.io/internal';
import { Server } from 'boardgame.io/server';
import type { ChildReply, ChildRequest } from './protocol.js';

const server = Server({ games: [GrogIsland], origins: [] });
const { appServer } = await server.run({ port: 0 });
const send = (reply: ChildReply) => process.send?.(reply);

process.on('message', (message: ChildRequest) => {
  if (message.type === 'create') {
    void (async () => {
      const matches = [];
      for (let n = 0; n < message.count; n++) {
        const created = createMatch({ game: GrogIsland, numPlayers: message.numPlayers, setupData: undefined, unlisted: true });
        if ('setupDataError' in created) throw new Error(created.setupDataError);
        const credentials: Record<string, string> = {};
        for (let i = 0; i < message.numPlayers; i++) {
          credentials[String(i)] = randomBytes(12).toString('hex');
          created.metadata.players[i] = { id: i, name: `P${i}`, credentials: credentials[String(i)] };
        }
        const matchID = randomBytes(8).toString('hex');
        await server.db.createMatch(matchID, created);
        matches.push({ matchID, credentials });
      }
      send({ type: 'created', id: message.id, matches });
    })();
  }
  if (message.type === 'stop') {
    server.kill({ appServer });
    process.exit(0);
  }
});
send({ type: 'ready', port: (appServer.address() as AddressInfo).port });
