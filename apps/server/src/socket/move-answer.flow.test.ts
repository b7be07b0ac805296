import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/matches.js';
import { TestClient } from '../testing/client.js';
import { chooseMove, mustDecide } from '../testing/grog.js';
import { serverForTests } from '../testing/test-server.js';
import type { UpdatePayload } from './protocol.js';

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
        // Everything the move set off (a forced move of the next seat) done before the next choice.
        await Promise.all([anne, anneAgain, bonny].map((c) => c.waitFor(() => c.state(matchID)._stateID >= ack.stateID)));
        await t.server.asyncPlay?.settled();
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
