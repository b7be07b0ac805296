import { seededRng, shuffled, type Rng } from '@harbour/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arrange, playMoves, startedGame, treasureOfValue, turnDieParrot } from '../../test/fixtures.js';
import { samplePositions } from '../bots/test-support.js';
import { conservativeMove, decidedInPublic, forcedMove } from './automation.js';
import { cloneState } from './clone.js';
import { checkMove, deciders, legalMoves, play, stageOf } from './engine.js';
import { SECRET_MOVES, type GrogMove } from './moves.js';
import type { GrogState } from './state.js';
import { viewFor } from './view.js';

const SEED = Number(process.env.FC_SEED ?? 20261127);
const NUM_RUNS = Number(process.env.FC_RUNS ?? 300);

/**
 * A second full state that differs from `s` only in `seat`'s own secrets, as the other seats see it: the
 * seat's goal, treasure and parrot cards (and goal cards it drew at the goal ship) are dealt anew from
 * the same kind's deck, and every deck is shuffled. Its treasure values and parrot kinds change.
 */
export function redealSeatSecrets(s: GrogState, seat: number, rng: Rng): GrogState {
  const t = cloneState(s);
  const p = t.players[seat];
  if (p === undefined) throw new RangeError(`no seat ${seat}`);
  const goal: number[][] = [t.decks.goal, p.goalCards];
  for (const task of t.tasks) if (task.kind === 'keepGoalCard' && task.seat === seat) goal.push(task.drawn);
  for (const places of [goal, [t.decks.treasure, p.treasureCards], [t.decks.parrot, p.parrotCards]]) {
    const deal = shuffled(rng, places.flat());
    let k = 0;
    for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deal[k++] as number;
  }
  return t;
}

/** What the table sees of a forced move: who made it and, unless its argument is secret, the move itself. */
function seen(seat: number, move: GrogMove): string {
  return SECRET_MOVES.has(move.type) ? `${seat}:${move.type}` : `${seat}:${JSON.stringify(move)}`;
}

/**
 * Makes forced moves in a row from both states, each with its own dice to come (the seed is a secret too),
 * comparing them as the table sees them: while what the table sees stays the same (new dice, or cards
 * drawn, may legitimately differ: then it stops).
 */
function compareForcedChains(a0: GrogState, b0: GrogState, seed: number, limit: number): void {
  const ra = seededRng(`dice:a:${seed}`);
  const rb = seededRng(`dice:b:${seed}`);
  let a = a0;
  let b = b0;
  for (let i = 0; i < limit && a.status !== 'over'; i++) {
    const seat = deciders(a)[0];
    expect(deciders(b)[0]).toBe(seat);
    if (seat === undefined) return;
    const ma = forcedMove(a, seat);
    const mb = forcedMove(b, seat);
    expect(mb === null ? null : seen(seat, mb)).toBe(ma === null ? null : seen(seat, ma));
    if (ma === null || mb === null) return;
    a = play(a, seat, ma, ra);
    b = play(b, seat, mb, rb);
    if (JSON.stringify(viewFor(a, null).events) !== JSON.stringify(viewFor(b, null).events)) return;
  }
}

const positions: GrogState[] = [2, 3, 4].flatMap((n) => samplePositions(n, 6, 'forced', 2)).filter((s) => s.status === 'auction');

describe('forced moves', () => {
  it('are made only when the seat has exactly one legal move', () => {
    let forced = 0;
    for (const s of positions) {
      for (const seat of deciders(s)) {
        const move = forcedMove(s, seat);
        if (move === null) continue;
        forced++;
        expect(legalMoves(s, seat)).toEqual([move]);
      }
    }
    expect(forced).toBeGreaterThan(10);
  });

  it('behave the same on two states that differ only in a seat\'s secrets (its hand, the deck order, the seed)', () => {
    // Half of the samples where a move is forced (few positions of random games have one), half anywhere.
    const forcedOnes = positions.filter((s) => deciders(s).some((seat) => forcedMove(s, seat) !== null));
    const position = fc.oneof(fc.constantFrom(...forcedOnes), fc.constantFrom(...positions));
    fc.assert(
      fc.property(position, fc.nat(), (a, deal) => {
        const seat = deciders(a)[0] as number;
        const b = redealSeatSecrets(a, seat, seededRng(deal));
        // The other seats see the same table in both.
        for (let other = 0; other < a.numPlayers; other++) if (other !== seat) expect(viewFor(b, other)).toEqual(viewFor(a, other));
        expect(forcedMove(b, seat) === null).toBe(forcedMove(a, seat) === null);
        compareForcedChains(a, b, deal, 40);
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });

  it('never decide a bid for a seat holding parrot cards, nor a payment', () => {
    const s = arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice: { yellow: 6, gray: 6, orange: 6, blue: 6, green: 6 }, coins: [2, 8, 8], treasureCards: [[], [], []], parrotCards: [[turnDieParrot('green')], [], []] });
    expect(stageOf(s, 0)).toBe('bid');
    expect(decidedInPublic(s, 0, 'bid')).toBe(false);
    expect(forcedMove(s, 0)).toBeNull();
    // Without the parrot card, the pass is public: 2 coins and no treasure card cannot open with a 6.
    const plain = arrange(s, { parrotCards: [[], [], []] });
    expect(forcedMove(plain, 0)).toEqual({ type: 'pass' });
  });
});

describe('the move for a seat whose time ran out', () => {
  it('passes rather than raising the bid (issue 27: Bonny bid 5 and paid 5 of her 8 coins)', () => {
    const s = arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice: { yellow: 3, gray: 2, orange: 1, blue: 5, green: 2 }, coins: [8, 8, 8], treasureCards: [[treasureOfValue(1)], [treasureOfValue(2)], [treasureOfValue(3)]] });
    const opened = playMoves(s, { type: 'bid', row: ['yellow'], parrots: [] });
    expect(conservativeMove(viewFor(opened, 1), 1)).toEqual({ type: 'pass' });
  });

  it('opens with the lowest bid, without parrot cards, when the opening bid is compulsory', () => {
    const s = arrange(startedGame(3, 'bidding'), { startPlayer: 0, dice: { yellow: 3, gray: 2, orange: 1, blue: 5, green: 2 }, coins: [8, 8, 8] });
    expect(conservativeMove(viewFor(s, 0), 0)).toEqual({ type: 'bid', row: ['orange'], parrots: [] });
  });

  it('is legal in every position, never pays, never plays a parrot card, never bids when it could pass', () => {
    let count = 0;
    for (const s of positions) {
      for (const seat of deciders(s)) {
        const move = conservativeMove(viewFor(s, seat), seat);
        expect(move).not.toBeNull();
        const m = move as GrogMove;
        expect(checkMove(s, seat, m)).toBeNull();
        expect(m.type).not.toBe('pay');
        if (m.type === 'bid') {
          expect(m.parrots).toEqual([]);
          expect(checkMove(s, seat, { type: 'pass' })).not.toBeNull();
        }
        if (m.type === 'claimBuilding') expect(s.tasks[0]).toMatchObject({ kind: 'claim', via: 'ship' });
        count++;
      }
    }
    expect(count).toBeGreaterThan(200);
  });
});
