import type { BotFactory, GameModule } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import { HIDDEN, type GrogState } from '@harbour/grog-island';
import { MemoryStore } from '@harbour/storage';
import { describe, expect, it } from 'vitest';
import { startServer } from '../server.js';
import { TestClient } from '../testing/client.js';
import { testConfig } from '../testing/env.js';
import { mustDecide, playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';

describe('bot seats', () => {
  it('a host plays a whole match against a server-side bot (in a bot thread); the bot shows as a bot', async () => {
    const server = await startServer({ config: testConfig({ STORAGE: 'memory', BOT_THREADS: '1' }) });
    const client = await TestClient.connect(server.url);
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 2, name: 'Host', bots: [{ playerID: '1', level: 'easy' }] });
      expect(host.match.players[1]).toMatchObject({ playerID: '1', bot: 'easy' });
      expect(host.match.started).toBe(true);
      const joined = await client.join(host.matchID, '0', host.credentials);
      expect(joined.ok && joined.players[1]?.bot).toBe('easy');
      await playSeat(client, host.matchID, 0, 'vs-bot');
      const { log } = await server.store.load(host.matchID, { log: true });
      const botMoves = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '1');
      expect(botMoves.length).toBeGreaterThan(10);
      expect(client.state(host.matchID).ctx.gameover).toBeDefined();
      // Nobody can join a bot's seat.
      const other = await TestClient.connect(server.url);
      expect(await other.join(host.matchID, '1', 'anything')).toMatchObject({ ok: false, error: { code: 'auth.invalid' } });
      other.close();
    } finally {
      client.close();
      await server.close();
    }
  });

  it('a bot is given only its seat\'s view: no other seat\'s cards, no deck order', async () => {
    const views: { seat: number; view: GrogState }[] = [];
    const grog = GAME_MODULES.find((m) => m.name === 'grog-island') as GameModule;
    const easy = grog.bots.easy as BotFactory<unknown, unknown>;
    const spy: BotFactory<unknown, unknown> = (options) => {
      const bot = easy(options);
      return { chooseMove: (view, seat) => (views.push({ seat, view: structuredClone(view) as GrogState }), bot.chooseMove(view, seat)) };
    };
    const modules = GAME_MODULES.map((m) => (m === grog ? { ...grog, bots: { easy: spy } } : m));
    const server = await startServer({ config: testConfig({ STORAGE: 'memory' }), modules });
    const client = await TestClient.connect(server.url);
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Host', bots: [{ playerID: '1', level: 'easy' }, { playerID: '2', level: 'easy' }] });
      await client.join(host.matchID, '0', host.credentials);
      await playSeat(client, host.matchID, 0, 'spy');
      expect(views.length).toBeGreaterThan(20);
      for (const { seat, view } of views) {
        expect([1, 2]).toContain(seat);
        expect(Object.keys(view)).not.toContain('ctx');
        expect([...view.decks.goal, ...view.decks.treasure, ...view.decks.parrot].every((c) => c === HIDDEN)).toBe(true);
        view.players.forEach((p, i) => {
          if (i === seat) return;
          expect([...p.goalCards, ...p.treasureCards, ...p.parrotCards].every((c) => c === HIDDEN), `seat ${seat} saw seat ${i}'s cards`).toBe(true);
        });
      }
    } finally {
      client.close();
      await server.close();
    }
  });

  it('a bot added with a pace moves at that pace instead of the server default; a pace it does not know is refused', async () => {
    const store = new MemoryStore();
    // The default pause is a minute: only the chosen pace (quick, 0.5 s) lets the bot move in time.
    const server = await startServer({ config: testConfig({ BOT_DELAY_MS: '60000', BOT_THREADS: '0' }), store });
    try {
      const http = api(server.url);
      const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Host' });
      const bad = await http.post(`/api/matches/${host.matchID}/seats/2/bot`, { playerID: '0', credentials: host.credentials, level: 'easy', pace: 'instant' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('request.invalid');
      await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
      const added = await http.post(`/api/matches/${host.matchID}/seats/2/bot`, { playerID: '0', credentials: host.credentials, level: 'strong', pace: 'quick' });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ started: true, players: [{ name: 'Host' }, { name: 'Guest' }, { bot: 'strong' }] });
      const { metadata } = await store.load(host.matchID, { metadata: true });
      expect(metadata?.players[2]?.data).toEqual({ bot: { level: 'strong', pace: 'quick' } });
      const started = Date.now();
      for (;;) {
        const { state } = await store.load(host.matchID, { state: true });
        if (!mustDecide(state?.G, 2)) break;
        expect(Date.now() - started).toBeLessThan(5000);
        await new Promise<void>((r) => setImmediate(r));
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await server.close();
    }
  });

  it('a bot added before the start plays once the match starts, and resumes after a restart', async () => {
    const store = new MemoryStore();
    // A long pause: the server stops before the bot moves.
    let server = await startServer({ config: testConfig({ BOT_DELAY_MS: '60000', BOT_THREADS: '0' }), store });
    const http = api(server.url);
    const { body: host } = await http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Host' });
    const { body: guest } = await http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Guest' });
    const added = await http.post(`/api/matches/${host.matchID}/seats/2/bot`, { playerID: '0', credentials: host.credentials, level: 'easy' });
    expect(added.body).toMatchObject({ started: true, players: [{ name: 'Host' }, { name: 'Guest' }, { bot: 'easy' }] });
    // Its pause is a minute: it has not moved when the server stops.
    const { state: before } = await store.load(host.matchID, { state: true });
    expect(mustDecide(before?.G, 2)).toBe(true);
    await server.close();

    server = await startServer({ config: testConfig({ BOT_DELAY_MS: '0', BOT_THREADS: '0' }), store });
    const clients = await Promise.all([0, 1].map(() => TestClient.connect(server.url)));
    try {
      await clients[0]!.join(host.matchID, '0', host.credentials);
      await clients[1]!.join(host.matchID, '1', guest.credentials);
      await clients[0]!.waitFor(() => !mustDecide(clients[0]!.state(host.matchID).G, 2));
      // And the match plays on to its end with the resumed bot.
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `resume-${i}`)));
      expect(clients[0]!.state(host.matchID).ctx.gameover).toBeDefined();
    } finally {
      clients.forEach((c) => c.close());
      await server.close();
    }
  });
});
