import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { storageKinds } from '../testing/env.js';
import { mustDecide, playSeat } from '../testing/grog.js';
import { api } from '../testing/http.js';
import { serverForTests } from '../testing/test-server.js';

describe.each(storageKinds('lobby-flow.test.ts'))('lobby: the whole flow (%s)', (kind) => {
  const t = serverForTests(kind, { config: { PUBLIC_URL: 'https://harbour.example' } });

  it('the whole flow: create → invite → two joins → seat link on a second device → moves → my games → rematch', async () => {
    const created = await t.http.post('/api/matches', { game: 'grog-island', numPlayers: 3, name: 'Anne' });
    expect(created.status).toBe(201);
    const host = created.body;
    expect(host).toMatchObject({ playerID: '0', name: 'Anne', game: 'grog-island', credentials: expect.any(String) });
    expect(host.inviteLink).toBe(`https://harbour.example/join/${host.matchID}`);
    expect(host.seatLink).toBe(`https://harbour.example/seat/${host.matchID}/0#${host.credentials}`);
    expect(host.match).toMatchObject({ public: false, started: false, freeSeats: ['1', '2'] });

    // The invite page: the match, who sits where, free seats; never anyone's credentials.
    const invite = await t.http.get(`/api/matches/${host.matchID}`);
    expect(invite.status).toBe(200);
    expect(invite.body).toMatchObject({ game: 'grog-island', numPlayers: 3, players: [{ playerID: '0', name: 'Anne', bot: null }, { name: null }, { name: null }], freeSeats: ['1', '2'], started: false });
    expect(JSON.stringify(invite.body)).not.toContain(host.credentials);

    const bonny = await t.http.post(`/api/matches/${host.matchID}/join`, { playerID: '1', name: 'Bonny' });
    expect(bonny.status).toBe(200);
    const calico = await t.http.post(`/api/matches/${host.matchID}/join`, { playerID: '2', name: '  Calico ' });
    expect(calico.status).toBe(200);
    expect(calico.body.name).toBe('Calico');
    expect((await t.http.get(`/api/matches/${host.matchID}`)).body).toMatchObject({ started: true, freeSeats: [], players: [{ name: 'Anne' }, { name: 'Bonny' }, { name: 'Calico' }] });

    // Bonny opens her seat link on a second device.
    const restored = await t.http.post('/api/seats/restore', { link: bonny.body.seatLink });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ matchID: host.matchID, playerID: '1', credentials: bonny.body.credentials, name: 'Bonny' });

    const seatsHeld = [host, bonny.body, calico.body];
    const clients = await Promise.all(seatsHeld.map(() => TestClient.connect(t.server.url)));
    const second = await TestClient.connect(t.server.url);
    try {
      for (const [i, c] of clients.entries()) expect((await c.join(host.matchID, String(i), seatsHeld[i].credentials)).ok).toBe(true);
      expect((await second.join(host.matchID, '1', restored.body.credentials)).ok).toBe(true);
      // A few moves.
      let moves = 0;
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `flow-${i}`, { stopAt: () => moves >= 8, onAck: () => moves++ })));
      await second.waitFor(() => second.state(host.matchID)._stateID === clients[0]!.state(host.matchID)._stateID);

      // My games: whose turn it is.
      const mine = await t.http.post('/api/my-games', { seats: seatsHeld.map((s) => ({ matchID: s.matchID, playerID: s.playerID, credentials: s.credentials })) });
      expect(mine.status).toBe(200);
      const G = clients[0]!.state(host.matchID).G;
      for (const game of mine.body.games) {
        expect(game).toMatchObject({ matchID: host.matchID, game: 'grog-island', started: true, finished: false });
        expect(game.myTurn).toBe(mustDecide(G, Number(game.playerID)));
      }
      expect(mine.body.games.filter((g: { myTurn: boolean }) => g.myTurn).length).toBeGreaterThan(0);
      const wrong = await t.http.post('/api/my-games', { seats: [{ matchID: host.matchID, playerID: '0', credentials: bonny.body.credentials }] });
      expect(wrong.body).toEqual({ games: [], unknown: [{ matchID: host.matchID, playerID: '0' }] });

      // Finish the match, then play again with the same players.
      const early = await t.http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '0', credentials: host.credentials });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('match.notOver');
      await Promise.all(clients.map((c, i) => playSeat(c, host.matchID, i, `flow-end-${i}`)));
      const over = await t.http.get(`/api/matches/${host.matchID}`);
      expect(over.body.finished).toBe(true);
      expect(over.body.winners.length).toBeGreaterThan(0);
      const playersFrame = second.frames.length;

      const again = await Promise.all(seatsHeld.map((s) => t.http.post(`/api/matches/${host.matchID}/rematch`, { playerID: s.playerID, credentials: s.credentials })));
      for (const r of again) expect(r.status).toBe(200);
      const nextID = again[0]!.body.matchID;
      expect(nextID).not.toBe(host.matchID);
      expect(new Set(again.map((r) => r.body.matchID))).toEqual(new Set([nextID]));
      expect(again.map((r) => r.body.seatLink)).toEqual(again.map((r, i) => `https://harbour.example/seat/${nextID}/${i}#${encodeURIComponent(r.body.credentials)}`));
      // The second device of Bonny gets the same new seat.
      const bonnyAgain = await t.http.post(`/api/matches/${host.matchID}/rematch`, { playerID: '1', credentials: restored.body.credentials });
      expect(bonnyAgain.body).toMatchObject({ matchID: nextID, playerID: '1', credentials: again[1]!.body.credentials });
      const next = await t.http.get(`/api/matches/${nextID}`);
      expect(next.body).toMatchObject({ started: true, finished: false, players: [{ name: 'Anne' }, { name: 'Bonny' }, { name: 'Calico' }] });
      expect((await t.http.get(`/api/matches/${host.matchID}`)).body.nextMatchID).toBe(nextID);
      // Watchers of the old match hear of the rematch.
      await second.waitFor(() => second.frames.slice(playersFrame).some((f) => f.event === 'players' && (f.payload as { nextMatchID?: string }).nextMatchID === nextID));
      const newClient = await TestClient.connect(t.server.url);
      expect((await newClient.join(nextID, '2', again[2]!.body.credentials)).ok).toBe(true);
      newClient.close();
      // The replay of the finished match reveals everything, in order.
      const replay = await t.http.get(`/api/matches/${host.matchID}/replay`);
      expect(replay.status).toBe(200);
      expect(replay.body.moves.length).toBeGreaterThan(20);
      expect(replay.body.moves[0]).toMatchObject({ playerID: expect.any(String), name: 'chooseSetup', args: [expect.any(Object)] });
      expect((await t.http.get(`/api/matches/${nextID}/replay`)).status).toBe(409);
    } finally {
      [...clients, second].forEach((c) => c.close());
    }
  });
});
