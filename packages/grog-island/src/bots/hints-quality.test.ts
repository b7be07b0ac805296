import { hintSentence, mergeWords, recordMatch, seededRng, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { goalTaskIndex } from '../data.js';
import { grogIslandLocales } from '../locales/index.js';
import { grogIslandHintLocales } from '../locales/hints.js';
import { grogEngine, legalMoves, stageOf, type GrogState } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { grogMoveKey, hint } from './hints.js';
import { obviousMistake } from './hints-reasons.js';
import { samplePositions } from './test-support.js';

/**
 * The teacher's quality (issue 28, "Stronger where it counts"): distinct suggestions with sentences that
 * tell them apart, at least 3 moves weighed where the seat has them (or why not), and, on seeded
 * positions from self-play, nothing a greedy look at the rules shows to be wrong.
 */

const en = mergeWords(grogIslandLocales.en as Words, grogIslandHintLocales.en as Words);
const de = mergeWords(grogIslandLocales.de as Words, grogIslandHintLocales.de as Words);
const options = { iterations: 3 };

/** A setup where a seat was dealt two goal cards of one task (cards 2k and 2k+1). */
function setupWithAlikeCards(): { s: GrogState; seat: number } {
  for (let k = 0; k < 100; k++) {
    const s = grogEngine.setup(4, seededRng(`alike:${k}`));
    const seat = s.players.findIndex((p) => {
      const tasks = (p.setup?.dealt ?? []).map(goalTaskIndex);
      return new Set(tasks).size < tasks.length;
    });
    if (seat >= 0) return { s, seat };
  }
  throw new Error('no deal with two alike goal cards');
}

/** Positions of easy-bot self-play, every `every`-th decision. */
function selfPlay(players: number, seed: string, every: number): GrogState[] {
  const bots = Array.from({ length: players }, (_, i) => createEasyBot({ seed: `${seed}:${i}` }));
  return recordMatch(grogEngine, bots, seed)
    .map((f) => f.state)
    .filter((s, i) => i % every === 0 && !grogEngine.isOver(s));
}

describe('Grog Island hints, distinct and sensible', () => {
  it('at the setup, with two alike goal cards dealt, suggest 3 different hands that read differently', () => {
    const { s, seat } = setupWithAlikeCards();
    const h = hint(grogEngine.view(s, seat), seat);
    expect(h.moves).toHaveLength(3);
    const hand = (m: (typeof h.moves)[number]): string => (m.move.type === 'chooseSetup' ? m.move.keep.map(goalTaskIndex).sort().join() + m.move.goods : '');
    expect(new Set(h.moves.map(hand)).size).toBe(3);
    for (const words of [en, de]) expect(new Set(h.moves.map((m) => hintSentence(words, m.reason))).size).toBe(3);
  });

  it('take two alike moves as one: swapped claim dice, alike goal cards, treasure cards of one value', () => {
    expect(grogMoveKey({ type: 'bid', row: ['blue', 'yellow', 'gray'], parrots: [] })).toBe(grogMoveKey({ type: 'bid', row: ['yellow', 'blue', 'gray'], parrots: [] }));
    expect(grogMoveKey({ type: 'bid', row: ['blue', 'yellow', 'gray'], parrots: [] })).not.toBe(grogMoveKey({ type: 'bid', row: ['blue', 'gray', 'yellow'], parrots: [] }));
    expect(grogMoveKey({ type: 'chooseSetup', keep: [0, 2, 4, 6], goods: 'blue' })).toBe(grogMoveKey({ type: 'chooseSetup', keep: [6, 4, 3, 1], goods: 'blue' }));
    expect(grogMoveKey({ type: 'pay', coins: 1, treasureCards: [0] })).toBe(grogMoveKey({ type: 'pay', coins: 1, treasureCards: [9] }));
  });

  // Positions of self-play and of random play (odder ones), from 2, 3 and 4 seats; few, to keep the CPU low.
  const positions = [2, 3, 4].flatMap((n) => [...selfPlay(n, `quality:${n}`, 11), ...samplePositions(n, 1, 'quality', 5).filter((s) => !grogEngine.isOver(s))]);

  it('weigh at least 3 moves where the seat has 3 sensible ones, else say why the others were left out', () => {
    let fewer = 0;
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      if (stageOf(s, seat) === 'chooseSetup') continue;
      const view = grogEngine.view(s, seat);
      const distinct = new Set(legalMoves(s, seat).map(grogMoveKey)).size;
      const h = hint(view, seat, options);
      if (h.weighed >= Math.min(3, distinct)) continue;
      fewer++;
      expect(h.leftOut, JSON.stringify(h.moves.map((m) => m.move))).toBeDefined();
      for (const words of [en, de]) expect(hintSentence(words, h.leftOut ?? { code: '?' })).not.toMatch(/\{\{|\$t\(/);
      const weighed = new Set(h.moves.map((m) => grogMoveKey(m.move)));
      for (const m of legalMoves(s, seat)) if (!weighed.has(grogMoveKey(m))) expect(obviousMistake(view, seat, m), JSON.stringify(m)).not.toBeNull();
    }
    expect(fewer).toBeGreaterThan(0);
    expect(fewer).toBeLessThan(positions.length / 4);
  });

  it('suggest only legal, distinct moves that a greedy look at the rules does not show to be wrong', () => {
    expect(positions.length).toBeGreaterThan(20);
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      const view = grogEngine.view(s, seat);
      const h = hint(view, seat, options);
      expect(new Set(h.moves.map((m) => grogMoveKey(m.move))).size).toBe(h.moves.length);
      const anySensible = legalMoves(s, seat).some((m) => obviousMistake(view, seat, m) === null);
      for (const m of h.moves) {
        expect(grogEngine.check(s, seat, m.move), JSON.stringify(m.move)).toBeNull();
        if (anySensible) expect(obviousMistake(view, seat, m.move), JSON.stringify(m.move)).toBeNull();
        // A payment the seat makes is the cheapest of its kind: no coin more than the bid needs.
        if (m.move.type === 'pay') expect(m.move.coins).toBeLessThanOrEqual(s.players[seat]?.coins ?? 0);
        // A claim goes to a free building.
        if (m.move.type === 'claimBuilding') expect(legalMoves(s, seat).some((l) => l.type === 'claimBuilding' && l.building === (m.move as { building: string }).building)).toBe(true);
      }
    }
  });
});
