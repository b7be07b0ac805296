import { seededRng } from '@harbour/game-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { openTestStore, storageKinds, testConfig } from '../testing/env.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { hashToken } from './credentials.js';
import { createMatch } from './matches.js';

describe('move metrics', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const opened = await openTestStore(storageKinds('runner-metrics.test.ts').at(-1) ?? 'pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig(), store: opened.store });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
  });

  it('a move in a match no socket holds here is counted under its game, not "unknown"', async () => {
    const match = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'A' }, { name: 'B' }] });
    const { state } = await server.store.load(match.matchID, { state: true });
    if (state === undefined) throw new Error('no state');
    const seat = [0, 1].find((s) => mustDecide(state.G, s)) as number;
    const { name, args } = chooseMove(state.G, seat, seededRng('metrics'));
    const credentials = match.credentials[String(seat)] as string;
    const outcome = await server.runner.submit({ matchID: match.matchID, playerID: String(seat), actor: { kind: 'seat', credentialsHash: hashToken(credentials) }, stateID: state._stateID, name, args });
    expect(outcome.ok).toBe(true);
    const counted = await server.metrics.moves.get();
    expect(counted.values.find((v) => v.labels.outcome === 'ok')?.labels.game).toBe('grog-island');
  });
});
