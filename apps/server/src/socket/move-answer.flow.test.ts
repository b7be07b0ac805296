import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/matches.js';
import { TestClient } from '../testing/client.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { quiet, serverForTests } from '../testing/test-server.js';
import type { UpdatePayload } from '../match/protocol.js';

const updatesOf = (client: TestClient, event: string) => client.frames.filter((f) => f.event === event).map((f) => (f.payload as UpdatePayload).stateID);

describe('a move answered with its update (updateInAnswer)', () => {
  const t = serverForTests('postgres');

  it.each([
    { patches: true, kind: 'patches' },
    { patches: false, kind: 'whole states' },
  ])('gives the mover its update in the answer and no frame, and every other socket the frame ($kind)', async ({ patches }) => {
    const created = await createMatch(t.server.store, t.server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Bonny' }] });
    const { matchID, credentials } = created;
    // Anne on two devices: the first takes its moves' updates in the answers, the second as frames.
    const anne = await TestClient.connect(t.server.url, { patches, updateInAnswer: true });
    const anneAgain = await TestClient.connect(t.server.url, { patches });
    const bonny = await TestClient.connect(t.server.url, { patches: true, updateInAnswer: true });
    const clients = [anne, bonny];
    try {
      for (const [client, seat] of [[anne, '0'], [anneAgain, '0'], [bonny, '1']] as const) expect((await client.join(matchID, seat, credentials[seat])).ok).toBe(true);
      const rng = seededRng('move-answer');
      const made: { seat: number; stateID: number }[] = [];
      while (made.length < 12) {
        const seat = [0, 1].find((s) => mustDecide(clients[s]!.state(matchID).G, s));
        if (seat === undefined) {
          await TestClient.nextFrameOnAny(clients);
          continue;
        }
        const client = clients[seat]!;
        const { name, args } = chooseMove(client.state(matchID).G, seat, rng);
        const ack = await client.move(matchID, name, args);
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
        if (!ack.ok) return;
        // The answer carried the state the move made: the mover holds it as the answer arrives.
        expect(client.state(matchID)._stateID).toBe(ack.stateID);
        made.push({ seat, stateID: ack.stateID });
        // Everything the move set off (a forced move of the next seat) done and heard before the next choice.
        await quiet(t.server, [anne, anneAgain, bonny], matchID);
      }
      const last = Math.max(...made.map((m) => m.stateID));
      await Promise.all([anne, anneAgain, bonny].map((c) => c.waitFor(() => c.state(matchID)._stateID >= last)));
      for (const { seat, stateID } of made) {
        const [mover, other] = seat === 0 ? [anne, bonny] : [bonny, anne];
        expect(updatesOf(mover, 'update-answer')).toContain(stateID);
        expect(updatesOf(mover, 'update'), `no frame to the mover for ${stateID}`).not.toContain(stateID);
        expect(updatesOf(other, 'update')).toContain(stateID);
        if (seat === 0) expect(updatesOf(anneAgain, 'update')).toContain(stateID);
      }
      // Nobody had to ask for the whole state again, and every socket of a seat holds the same view.
      for (const client of [anne, anneAgain, bonny]) expect(client.frames.filter((f) => f.event === 'sync')).toEqual([]);
      expect(anne.state(matchID)).toEqual(anneAgain.state(matchID));
      const fresh = await TestClient.connect(t.server.url);
      await fresh.join(matchID, '1', credentials['1']);
      expect(bonny.state(matchID)).toEqual(fresh.state(matchID));
      fresh.close();
    } finally {
      for (const c of [anne, anneAgain, bonny]) c.close();
    }
  });
});

describe('a stale move from a socket that was sent the current state', () => {
  const t = serverForTests('postgres');

  it('is refused without a second copy of the state (no sync) when the socket takes patches and its seat was sent the current state; otherwise a sync comes first', async () => {
    const created = await createMatch(t.server.store, t.server.games, { gameName: 'grog-island', numPlayers: 2, seats: [{ name: 'Anne' }, { name: 'Bonny' }] });
    const { matchID, credentials } = created;
    const anne = await TestClient.connect(t.server.url, { patches: true, updateInAnswer: true });
    const bonny = await TestClient.connect(t.server.url, { patches: true, updateInAnswer: true });
    const anneWhole = await TestClient.connect(t.server.url);
    const clients = [anne, bonny];
    const syncs = (client: TestClient) => client.frames.filter((f) => f.event === 'sync').length;
    try {
      for (const [client, seat] of [[anne, '0'], [bonny, '1'], [anneWhole, '0']] as const) expect((await client.join(matchID, seat, credentials[seat])).ok).toBe(true);
      const rng = seededRng('stale-answer');
      const first = anne.state(matchID);
      // Play until the match has moved past the state Anne first held.
      while (anne.state(matchID)._stateID < first._stateID + 3) {
        const seat = [0, 1].find((s) => mustDecide(clients[s]!.state(matchID).G, s));
        if (seat === undefined) {
          await TestClient.nextFrameOnAny(clients);
          continue;
        }
        const client = clients[seat]!;
        const move = chooseMove(client.state(matchID).G, seat, rng);
        const ack = await client.move(matchID, move.name, move.args);
        if (!ack.ok) continue;
        await quiet(t.server, [anne, bonny, anneWhole], matchID);
      }
      const current = anne.state(matchID)._stateID;
      const { name, args } = chooseMove(first.G, 0, seededRng('stale'));
      // Behind, with every update received: refused, no sync, and the socket holds the current state as the answer arrives.
      const before = syncs(anne);
      const stale = await anne.move(matchID, name, args, first._stateID);
      expect(stale).toMatchObject({ ok: false, error: { code: 'state.stale' } });
      expect(syncs(anne)).toBe(before);
      expect(anne.state(matchID)._stateID).toBe(current);
      // Ahead of the match (a state it never sent): the sync comes first, as before.
      const ahead = await anne.move(matchID, name, args, current + 5);
      expect(ahead).toMatchObject({ ok: false, error: { code: 'state.stale' } });
      expect(syncs(anne)).toBe(before + 1);
      // A socket that takes whole states: the sync comes first, as before.
      const wholeBefore = syncs(anneWhole);
      expect(await anneWhole.move(matchID, name, args, first._stateID)).toMatchObject({ ok: false, error: { code: 'state.stale' } });
      expect(syncs(anneWhole)).toBe(wholeBefore + 1);
      expect(anneWhole.state(matchID)._stateID).toBe(current);
    } finally {
      for (const c of [anne, bonny, anneWhole]) c.close();
    }
  });
});
