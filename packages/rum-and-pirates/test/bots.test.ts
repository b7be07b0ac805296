import { seededRng, shuffled, simulate } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { determinize } from '../src/bots/determinize.js';
import { easyBot } from '../src/bots/easy.js';
import { publicCoins, unseenTiles } from '../src/bots/knowledge.js';
import { sampleOdds } from '../src/bots/scuffle-odds.js';
import { createStrongBot } from '../src/bots/strong.js';
import { HIDDEN, checkMove, cloneState, randomMove, rumEngine, viewFor, type RumState } from '../src/rules/index.js';
import { invariantProblems } from './invariants.js';

/** States along a seeded random game (every `every`-th state where someone must decide). */
function statesOf(numPlayers: number, seed: string, every: number): RumState[] {
  const rng = seededRng(seed);
  let s = rumEngine.setup(numPlayers, rng);
  const out: RumState[] = [];
  for (let i = 0; !rumEngine.isOver(s); i++) {
    if (i % every === 0) out.push(s);
    const seat = rumEngine.deciders(s)[0] as number;
    s = rumEngine.apply(s, seat, randomMove(s, seat, rng), rng);
  }
  return out;
}

/** The same game with everything `seat` cannot see changed: stacks reshuffled, others' secret tiles swapped with stack tiles, others' coins. */
function otherSecrets(s: RumState, seat: number, seed: string): RumState {
  const rng = seededRng(seed);
  const t = cloneState(s);
  for (const name of Object.keys(t.stacks) as (keyof RumState['stacks'])[]) t.stacks[name] = shuffled(rng, t.stacks[name]);
  t.players.forEach((p, i) => {
    if (i === seat) return;
    p.coins += 3 + i;
    for (const [held, stack] of [
      [p.supplies, t.stacks.supplies],
      [p.rendezvous, t.stacks.rendezvous],
    ] as const) {
      if (held.length > 0 && stack.length > 0) {
        const a = held[0] as number;
        held[0] = stack[stack.length - 1] as number;
        stack[stack.length - 1] = a;
      }
    }
  });
  if (t.drawn !== null && t.drawn.seat !== seat && t.stacks.supplies.length > 0) {
    const a = t.drawn.tile;
    t.drawn = { seat: t.drawn.seat, tile: t.stacks.supplies[0] as number };
    t.stacks.supplies[0] = a;
  }
  return t;
}

describe('what a bot knows', () => {
  it('counts every player’s coins exactly from the public events', () => {
    for (const n of [2, 3, 5]) {
      for (const s of statesOf(n, `coins-${n}`, 7)) expect(publicCoins(viewFor(s, null))).toEqual(s.players.map((p) => p.coins));
    }
  });

  it('samples full states that agree with its view and conserve every tile', () => {
    for (const n of [2, 4, 5]) {
      for (const s of statesOf(n, `det-${n}`, 11)) {
        const seat = rumEngine.deciders(s)[0] as number;
        const view = viewFor(s, seat);
        const sample = determinize(view, seat, seededRng('d'));
        expect(invariantProblems(sample)).toEqual([]);
        expect({ ...viewFor(sample, seat), events: view.events }).toEqual(view);
        expect(sample.players.map((p) => p.coins)).toEqual(s.players.map((p) => p.coins));
        expect(JSON.stringify(sample.stacks)).not.toContain(String(HIDDEN));
        // Nothing it could see is guessed: the unseen tiles are exactly those filled in.
        const unseen = Object.values(unseenTiles(view, seat)).flat().sort((a, b) => a - b);
        const filled = [
          ...Object.values(sample.stacks).flat(),
          ...sample.players.flatMap((p, i) => (i === seat ? [] : [...p.supplies, ...p.rendezvous])),
          ...(sample.drawn !== null && sample.drawn.seat !== seat ? [sample.drawn.tile] : []),
        ].sort((a, b) => a - b);
        expect(filled).toEqual(unseen);
      }
    }
  });

  it('estimates the scuffle: more pirates win more often, and a lone pirate of a later row wins ties', () => {
    const even = sampleOdds([3, 3], false, 2000);
    const ahead = sampleOdds([5, 3], false, 2000);
    expect(ahead.bunk[0]).toBeGreaterThan(even.bunk[0] as number);
    const duel = sampleOdds([1, 1], false, 3000);
    // The second roller wins on 21 of 36 throws (ties included).
    expect(duel.bunk[1]).toBeGreaterThan(0.53);
    expect(duel.bunk[1]).toBeLessThan(0.64);
  });
});

describe('the bots', () => {
  it('choose only legal moves, seeing only their seat’s view (2–5 players)', () => {
    for (const n of [2, 3, 4, 5]) {
      const report = simulate({
        engine: rumEngine,
        bots: Array.from({ length: n }, (_, seat) => (seat % 2 === 0 ? createStrongBot({ seed: `l${seat}`, iterations: 2 }) : easyBot({ seed: `l${seat}` }))),
        games: 2,
        seed: `legal-${n}`,
      });
      expect(report.rejectedMoves).toBe(0);
      expect(report.unfinishedGames).toBe(0);
    }
  });

  it('choose identically in two states that differ only in what their seat cannot see', () => {
    let compared = 0;
    for (const n of [2, 4]) {
      for (const s of statesOf(n, `secret-${n}`, 3)) {
        const seat = rumEngine.deciders(s)[0] as number;
        const t = otherSecrets(s, seat, `swap-${compared}`);
        expect(t).not.toEqual(s);
        expect(invariantProblems(t)).toEqual([]);
        const [viewS, viewT] = [viewFor(s, seat), viewFor(t, seat)];
        expect(viewT).toEqual(viewS);
        // A still clock: the full search (3 determinizations), never one a busy machine's clock cut short.
        const strong = (view: RumState) => createStrongBot({ seed: 'same', iterations: 3, now: () => 0 }).chooseMove(view, seat);
        const easy = (view: RumState) => easyBot({ seed: 'same' }).chooseMove(view, seat);
        const move = strong(viewS);
        expect(strong(viewT)).toEqual(move);
        expect(checkMove(s, seat, move)).toBeNull();
        expect(easy(viewT)).toEqual(easy(viewS));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('the strong bot repeats its choice for the same seed and view', () => {
    for (const s of statesOf(3, 'repeat', 9)) {
      const seat = rumEngine.deciders(s)[0] as number;
      const view = viewFor(s, seat);
      const a = createStrongBot({ seed: 7, iterations: 4 });
      expect(a.chooseMove(view, seat)).toEqual(a.chooseMove(view, seat));
    }
  });

  it('the strong bot beats the easy bot', () => {
    const report = simulate({
      engine: rumEngine,
      bots: [createStrongBot({ seed: 'w', iterations: 2 }), easyBot({ seed: 'w' })],
      games: 16,
      seed: 'beats',
    });
    expect(report.rejectedMoves).toBe(0);
    expect(report.wins[0]).toBeGreaterThanOrEqual(13);
  });
});
