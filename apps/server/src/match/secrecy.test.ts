import { SECRET_MOVES, type GrogState } from '@harbour/grog-island';
import type { LogEntry } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { createMatch } from './matches.js';
import type { SyncPayload, UpdatePayload } from './protocol.js';
import { TestClient, type Frame } from '../testing/client.js';
import { HIDDEN, playSeat } from '../testing/grog.js';
import { useTestServer } from '../testing/true-match.js';

const allHidden = (cards: readonly number[]) => cards.every((c) => c === HIDDEN);

/** Everything a viewer (seat or spectator) may not see in one received state or log. */
function assertNoSecrets(frame: Frame, viewer: number | null, secrets: { seed: string }): { ownCardsSeen: boolean } {
  const text = JSON.stringify(frame.payload);
  expect(text).not.toContain(secrets.seed);
  expect(text).not.toContain('prngstate');
  expect(text).not.toContain('initialState');
  let ownCardsSeen = false;
  const payload = frame.payload as Partial<SyncPayload & UpdatePayload>;
  if (payload.state !== undefined) {
    const { G, ctx, plugins } = payload.state;
    expect(Object.keys(plugins)).not.toContain('random');
    const g = G as GrogState;
    expect(allHidden(g.decks.goal) && allHidden(g.decks.treasure) && allHidden(g.decks.parrot), 'deck order').toBe(true);
    g.players.forEach((p, i) => {
      if (i === viewer) {
        ownCardsSeen ||= p.goalCards.length > 0 && !allHidden(p.goalCards);
        return;
      }
      if (ctx.gameover === undefined) {
        expect(allHidden(p.goalCards), `seat ${i}'s goal cards seen by ${viewer}`).toBe(true);
        expect(allHidden(p.treasureCards), `seat ${i}'s treasure cards seen by ${viewer}`).toBe(true);
        expect(allHidden(p.parrotCards), `seat ${i}'s parrot cards seen by ${viewer}`).toBe(true);
      }
      if (p.setup !== null) expect(p.setup).toEqual({ dealt: p.setup.dealt.map(() => HIDDEN), keep: null, goods: null });
    });
    for (const task of g.tasks) if (task.kind === 'keepGoalCard' && task.seat !== viewer) expect(allHidden(task.drawn)).toBe(true);
  }
  for (const entry of (payload.log ?? []) as LogEntry[]) {
    const { type, playerID, args } = entry.action.payload as { type: string; playerID?: string; args?: unknown };
    if (SECRET_MOVES.has(type as never) && playerID !== String(viewer)) expect(args, `${type} by ${playerID} seen by ${viewer}`).toBeNull();
  }
  return { ownCardsSeen };
}

describe('secrecy: every frame of complete games, for every seat and a spectator', () => {
  const running = useTestServer();

  it.each([2, 4])('no %i-player frame carries another seat\'s cards, deck order, seed or PRNG state', async (numPlayers) => {
    const server = running();
    const seats = Array.from({ length: numPlayers }, (_, i) => ({ name: `Seat ${i}` }));
    const created = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers, seats });
    const { initialState } = await server.store.load(created.matchID, { initialState: true });
    const seed = String((initialState?.plugins.random?.data as { seed?: unknown } | undefined)?.seed);
    expect(seed.length).toBeGreaterThanOrEqual(20);
    // Some take whole states, some patches (checked as received and as applied).
    const players = await Promise.all(seats.map((_, i) => TestClient.connect(server.url, { patches: numPlayers === 2 || i % 2 === 0 })));
    const spectator = await TestClient.connect(server.url, { patches: numPlayers === 4 });
    try {
      for (const [i, client] of players.entries()) expect((await client.join(created.matchID, String(i), created.credentials[String(i)])).ok).toBe(true);
      expect((await spectator.join(created.matchID)).ok).toBe(true);
      await Promise.all(players.map((client, i) => playSeat(client, created.matchID, i, `secrecy-${numPlayers}-${i}`)));
      const final = (await server.store.load(created.matchID, { state: true })).state;
      await spectator.waitFor(() => spectator.state(created.matchID)._stateID === final?._stateID);

      let frames = 0;
      for (const [viewer, client] of [...players.map((c, i) => [i, c] as const), [null, spectator] as const]) {
        let ownCardsSeen = false;
        for (const frame of client.frames) {
          frames++;
          ownCardsSeen = assertNoSecrets(frame, viewer, { seed }).ownCardsSeen || ownCardsSeen;
        }
        // The check is not vacuous: a seat does see its own goal cards.
        if (viewer !== null) expect(ownCardsSeen).toBe(true);
        expect(client.frames.filter((f) => f.event === 'update').length).toBeGreaterThan(10);
        if (client.patches) expect(client.frames.filter((f) => f.event === 'update-applied').length).toBeGreaterThan(10);
      }
      expect(frames).toBeGreaterThan(100);
    } finally {
      for (const c of [...players, spectator]) c.close();
    }
  });

  it('no frame of a game against three server-side bots carries a secret, for the human seat or a spectator', async () => {
    const server = running();
    const seats = [{ name: 'Human' }, { bot: 'easy' }, { bot: 'easy' }, { bot: 'easy' }];
    const created = await createMatch(server.store, server.games, { gameName: 'grog-island', numPlayers: 4, seats });
    const { initialState } = await server.store.load(created.matchID, { initialState: true });
    const seed = String((initialState?.plugins.random?.data as { seed?: unknown } | undefined)?.seed);
    const human = await TestClient.connect(server.url, { patches: true });
    const spectator = await TestClient.connect(server.url);
    try {
      await spectator.join(created.matchID);
      await human.join(created.matchID, '0', created.credentials['0']);
      await playSeat(human, created.matchID, 0, 'against-bots');
      const final = (await server.store.load(created.matchID, { state: true })).state;
      await spectator.waitFor(() => spectator.state(created.matchID)._stateID === final?._stateID);
      for (const [viewer, client] of [[0, human], [null, spectator]] as const) {
        for (const frame of client.frames) assertNoSecrets(frame, viewer, { seed });
      }
      expect(spectator.frames.filter((f) => f.event === 'update').length).toBeGreaterThan(50);
    } finally {
      human.close();
      spectator.close();
    }
  });
});
