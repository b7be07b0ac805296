import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { DATABASE_URL } from '../testing/env.js';
import { policy as grogIsland } from '../testing/grog.js';
import type { SeatPolicy } from '../testing/play.js';
import { policy as portRoyal } from '../testing/port-royal.js';
import { policy as rumAndPirates } from '../testing/rum-and-pirates.js';
import { onTwoProcesses, type TwoProcessMatch } from '../testing/two-processes.js';

const POLICIES = { 'grog-island': grogIsland, 'port-royal': portRoyal, 'rum-and-pirates': rumAndPirates } satisfies Record<NonNullable<TwoProcessMatch['game']>, SeatPolicy>;
const PACES = ['live', 'daily', 'relaxed'] as const;
/** Moves played per match: each process stores some, and the other must show every one of them. */
const MOVES = 16;
/** Longer than any answer of a healthy pair of servers on a loaded machine; a frozen match never answers. */
const ANSWER_MS = 10_000;

const cases = Object.keys(POLICIES).flatMap((game) => PACES.map((pace) => ({ game: game as keyof typeof POLICIES, pace })));

describe.runIf(DATABASE_URL !== undefined)('paced matches on two processes (PostgreSQL and Redis)', () => {
  it.each(cases)('$game at a $pace pace: both processes store moves and show every one, clocks included, to a seat and a spectator on each', async ({ game, pace }) => {
    await onTwoProcesses(
      'paced_two',
      async ({ matchID, credentials, connect, stores }) => {
        // Anne plays on process 0, Ben on process 1; a spectator watches on each.
        const seats = [await connect(0), await connect(1)] as const;
        const spectators = [await connect(0), await connect(1)] as const;
        for (const [seat, client] of seats.entries()) expect((await client.join(matchID, String(seat), credentials[seat])).ok).toBe(true);
        for (const spectator of spectators) expect((await spectator.join(matchID)).ok).toBe(true);
        const everyone: TestClient[] = [...seats, ...spectators];
        const rng = seededRng(`paced-two-${game}-${pace}`);
        const policyOf = POLICIES[game];
        const nextFrameOnEither = () =>
          TestClient.nextFrameOnAny(seats, ANSWER_MS).catch(async () => {
            const stored = (await stores[0].load(matchID, { state: true })).state?._stateID;
            const held = everyone.map((c) => c.state(matchID)._stateID).join(', ');
            throw new Error(`no frame on either seat in ${ANSWER_MS} ms: stored state ${stored}, held by the seats and spectators ${held}`);
          });

        const storedBy = [0, 0];
        for (let moves = 0; moves < MOVES; ) {
          const seat = [0, 1].find((s) => policyOf.mustDecide(seats[s]!.state(matchID).G, s));
          if (seats[0].state(matchID).ctx.gameover !== undefined) break;
          if (seat === undefined) {
            // The server is making a move for a seat (its only one), or one seat has heard of it and
            // the other not yet (the process that did not make it hears over the bus): the next
            // frame on either seat moves the match on.
            await nextFrameOnEither();
            continue;
          }
          const client = seats[seat]!;
          const state = client.state(matchID);
          const { name, args } = policyOf.chooseMove(state.G, seat, rng);
          const ack = await client.request<{ stateID: number }>('move', { matchID, stateID: state._stateID, move: name, args }, ANSWER_MS);
          if (!ack.ok) {
            expect(ack.error.code, `${name} ${JSON.stringify(args)}`).toBe('state.stale');
            continue;
          }
          moves++;
          storedBy[seat]!++;
          // Every client, on either process, hears of the move (a frozen match's clients never do).
          await Promise.all(everyone.map((c) => c.waitFor(() => c.state(matchID)._stateID >= ack.stateID, ANSWER_MS)));
        }
        expect(storedBy[0], 'process 0 stored moves').toBeGreaterThan(0);
        expect(storedBy[1], 'process 1 stored moves').toBeGreaterThan(0);

        // The last move may leave the server a move to make for a seat (its only one): wait for it first.
        const serverMoving = () => seats[0].state(matchID).ctx.gameover === undefined && [0, 1].every((s) => !policyOf.mustDecide(seats[s]!.state(matchID).G, s));
        while (serverMoving()) await nextFrameOnEither();
        const { state } = await stores[0].load(matchID, { state: true });
        await Promise.all(everyone.map((c) => c.waitFor(() => c.state(matchID)._stateID >= (state?._stateID ?? 0), ANSWER_MS)));
        for (const client of everyone) {
          // A sync answers on both processes, with the stored state (at a live pace the server may
          // make a seat's only move meanwhile: the state stored before the sync or a later one).
          const synced = await client.resync(matchID);
          expect(synced.ok).toBe(true);
          const after = (await stores[0].load(matchID, { state: true })).state?._stateID ?? 0;
          expect(client.state(matchID)._stateID).toBeGreaterThanOrEqual(state?._stateID ?? 0);
          expect(client.state(matchID)._stateID).toBeLessThanOrEqual(after);
          // The seat clocks reached the clients of both processes.
          expect(client.frames.some((f) => f.event === 'clocks')).toBe(true);
        }
        // A new socket can still join on either process.
        for (const at of [0, 1] as const) expect((await (await connect(at)).join(matchID)).ok).toBe(true);
      },
      { game, pace },
    );
  }, 120_000);
});
