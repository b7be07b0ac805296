import { hintSentence, mergeWords, seededRng, shuffled, type Rng, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { grogIslandLocales } from '../locales/index.js';
import { grogIslandHintLocales } from '../locales/hints.js';
import { cloneState, grogEngine, type GrogState } from '../rules/index.js';
import { candidateMoves } from './candidates.js';
import { decisionRng } from './decision-rng.js';
import { grogMoveKey, hint, rankGrogMoves } from './hints.js';
import { obviousMistake } from './hints-reasons.js';
import { samplePositions } from './test-support.js';

/** The same table with everything `seat` cannot see dealt anew: others' hands, their goal-ship draws, every deck's order. */
function otherSecrets(s: GrogState, seat: number, rng: Rng): GrogState {
  const t = cloneState(s);
  const others = t.players.filter((_, i) => i !== seat);
  const goal: number[][] = [t.decks.goal, ...others.map((p) => p.goalCards)];
  for (const p of others) if (p.setup && p.setup.keep === null) goal.push(p.setup.dealt);
  for (const task of t.tasks) if (task.kind === 'keepGoalCard' && task.seat !== seat) goal.push(task.drawn);
  for (const places of [goal, [t.decks.treasure, ...others.map((p) => p.treasureCards)], [t.decks.parrot, ...others.map((p) => p.parrotCards)]]) {
    const deal = shuffled(rng, places.flat());
    let k = 0;
    for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deal[k++] as number;
  }
  return t;
}

const positions = [2, 3, 4].flatMap((n) => samplePositions(n, 1, 'hints', 9)).filter((s) => s.status !== 'over' && s.status !== 'setup');
const options = { iterations: 6 };

describe('Grog Island hints', () => {
  it('see only the seat: two states differing in what it cannot know give the same hint', () => {
    let differing = 0;
    for (const [k, s1] of positions.entries()) {
      const seat = grogEngine.deciders(s1)[0] as number;
      const s2 = otherSecrets(s1, seat, seededRng(`other:${k}`));
      if (JSON.stringify(s1) !== JSON.stringify(s2)) differing++;
      const h1 = hint(grogEngine.view(s1, seat), seat, options);
      const h2 = hint(grogEngine.view(s2, seat), seat, options);
      expect(h2).toEqual(h1);
    }
    expect(differing).toBeGreaterThan(positions.length / 2);
  });

  it('give up to 3 legal moves, best first, with points against the best and a sentence in English and German', () => {
    const en = mergeWords(grogIslandLocales.en as Words, grogIslandHintLocales.en as Words);
    const de = mergeWords(grogIslandLocales.de as Words, grogIslandHintLocales.de as Words);
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      const h = hint(grogEngine.view(s, seat), seat, options);
      expect(h.moves.length).toBeGreaterThan(0);
      expect(h.moves.length).toBeLessThanOrEqual(3);
      expect(h.moves[0]?.points).toBe(0);
      for (const m of h.moves) {
        expect(grogEngine.check(s, seat, m.move)).toBeNull();
        expect(m.points).toBeLessThanOrEqual(0);
        expect(hintSentence(en, m.reason)).not.toMatch(/\{\{|\$t\(/);
        expect(hintSentence(de, m.reason)).not.toMatch(/\{\{|\$t\(/);
      }
    }
  });

  it('never suggest a bid the seat could not pay or one whose row brings nothing, while another move exists', () => {
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      const view = grogEngine.view(s, seat);
      const candidates = candidateMoves(view, seat, decisionRng('hint', 'strong', view, seat));
      const allWasted = candidates.every((m) => obviousMistake(view, seat, m) !== null);
      for (const m of hint(view, seat, options).moves) if (!allWasted) expect(obviousMistake(view, seat, m.move), JSON.stringify(m.move)).toBeNull();
    }
  });

  it('tell a wasted bid by a greedy look at the rules', () => {
    const s = positions.find((p) => grogEngine.deciders(p).some((seat) => grogEngine.legalMoves(p, seat).some((m) => m.type === 'bid'))) as GrogState;
    const seat = grogEngine.deciders(s)[0] as number;
    const bid = grogEngine.legalMoves(s, seat).find((m) => m.type === 'bid' && m.parrots.length === 0 && m.row.length === 2);
    if (!bid || bid.type !== 'bid') throw new Error('no two-dice bid');
    const poor = cloneState(s);
    const player = poor.players[seat] as GrogState['players'][number];
    player.coins = 0;
    player.treasureCards = [];
    expect(obviousMistake(poor, seat, bid)).toBe('bid.unaffordable');
    const crewless = cloneState(s);
    const sailor = crewless.players[seat] as GrogState['players'][number];
    sailor.crew = 0;
    sailor.coins = 99;
    // Spaces 1 and 2 are claims: with no crew member left both are void, and the row brings nothing.
    expect(obviousMistake(crewless, seat, bid)).toBe('bid.void');
  });

  it('value the move a review asks about even when it is not a candidate', () => {
    const s = positions.find((p) => grogEngine.legalMoves(p, grogEngine.deciders(p)[0] as number).length > 10) as GrogState;
    const seat = grogEngine.deciders(s)[0] as number;
    const view = grogEngine.view(s, seat);
    const odd = grogEngine.legalMoves(s, seat).at(-1);
    if (!odd) throw new Error('no move');
    const ranked = rankGrogMoves(view, seat, 4, [odd]);
    expect(ranked.some((m) => grogMoveKey(m.move) === grogMoveKey(odd))).toBe(true);
  });
});
