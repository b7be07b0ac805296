import { seededRng } from '@harbour/game-kit';
import { MemoryStore, type MatchStorage } from '@harbour/storage';
import type { State } from 'boardgame.io';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBus } from './match/bus.js';
import { hashToken } from './match/credentials.js';
import { GameRegistry } from './match/games.js';
import { createMatch } from './match/matches.js';
import { MatchRunner } from './match/runner.js';
import type { TableFeature } from './match/table-feature.js';
import { Metrics } from './metrics.js';
import { startServer, type RunningServer } from './server.js';
import { openTestStore, storageKinds, testConfig } from './testing/env.js';
import { chooseMove, mustDecide } from './testing/grog.js';

/** The after-commit effects of server.ts's list, in order (apps/server/README.md, "After a commit"). */
const AFTER_COMMIT = ['bots', 'forcedMoves', 'standingOrders', 'webhooks', 'takeBack', 'clocks', 'reviews'];

/** Makes one legal move of a fresh Grog Island match through the runner. */
async function oneMove(runner: MatchRunner, store: MatchStorage, games: GameRegistry): Promise<void> {
  const match = await createMatch(store, games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
  const { state } = await store.load(match.matchID, { state: true });
  if (state === undefined) throw new Error('no state');
  const seat = [0, 1].find((s) => mustDecide(state.G, s)) as number;
  const { name, args } = chooseMove(state.G, seat, seededRng('features'));
  const credentials = match.credentials[String(seat)] as string;
  const outcome = await runner.submit({ matchID: match.matchID, playerID: String(seat), actor: { kind: 'seat', credentialsHash: hashToken(credentials) }, stateID: state._stateID, name, args });
  expect(outcome.ok).toBe(true);
}

describe('the runner runs the features after a commit', () => {
  it('in the order of their list, each once, one failing stopping none of the others', async () => {
    const store = new MemoryStore();
    const games = new GameRegistry();
    const runner = new MatchRunner(store, games, new LocalBus('test'), new Metrics(), pino({ level: 'silent' }));
    const seen: string[] = [];
    const effect = (name: string, fails = false): TableFeature => ({
      name,
      committed: (_live, previous: State) => {
        seen.push(`${name}@${previous._stateID}`);
        if (fails) throw new Error(`${name} failed`);
      },
    });
    runner.use([effect('first'), { name: 'socketsOnly', joined: async () => ({}) }, effect('second', true), effect('third')]);
    await oneMove(runner, store, games);
    expect(seen).toEqual(['first@0', 'second@0', 'third@0']);
    expect(() => runner.use([effect('again')])).toThrow(/once/);
  });
});

describe("server.ts's list of table features", () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestStore(storageKinds('features.test.ts').at(-1) ?? 'pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  it('lists every feature once, in its order', () => {
    expect(server.features.map((f) => f.name)).toEqual(['bots', 'forcedMoves', 'standingOrders', 'webhooks', 'takeBack', 'clocks', 'tableFields', 'notes', 'chat', 'seatVotes', 'tableEvents', 'hints', 'orderDesk', 'reviews']);
    expect(server.features.filter((f) => f.committed !== undefined).map((f) => f.name)).toEqual(AFTER_COMMIT);
  });

  it('runs their after-commit effects in that order after a move', async () => {
    const seen: string[] = [];
    for (const feature of server.features) {
      const committed = feature.committed;
      if (committed === undefined) continue;
      feature.committed = (live, previous, deltalog) => {
        seen.push(feature.name);
        committed(live, previous, deltalog);
      };
    }
    await oneMove(server.runner, server.store, server.games);
    expect(seen).toEqual(AFTER_COMMIT);
  });

  it('routes each table message of the bus to the features that read its kind, in order', () => {
    const readers = (kind: string) => server.features.filter((f) => f.bus?.kinds.some((k) => k === kind)).map((f) => f.name);
    expect(['clocks', 'chat', 'hints', 'notes', 'order', 'tableEvent'].map(readers)).toEqual([['clocks'], ['chat'], ['hints'], ['notes'], ['standingOrders', 'orderDesk'], ['tableEvents']]);
  });
});
