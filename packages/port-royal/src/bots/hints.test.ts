import { hintSentence, mergeWords, seededRng, shuffled, turnRandomness, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { portRoyalLocales } from '../locales/index.js';
import { portRoyalHintLocales } from '../locales/hints.js';
import { applyMove, cloneState, deciders, legalMoves, portRoyalEngine, viewFor, type PortRoyalState } from '../rules/index.js';
import { hint, playPortRoyalToEnd } from './hints.js';
import { obviousMistake } from './hints-reasons.js';

/** States along a random game, sampled every few moves. */
function statesAlongAGame(numPlayers: number, seed: string, every: number): PortRoyalState[] {
  const rng = seededRng(seed);
  let s = portRoyalEngine.setup(numPlayers, rng);
  const out: PortRoyalState[] = [];
  for (let i = 0; s.status === 'playing'; i++) {
    if (i % every === 0) out.push(s);
    const seat = deciders(s)[0] as number;
    const moves = legalMoves(s, seat);
    s = applyMove(s, seat, moves[Math.floor(rng.next() * moves.length)] as (typeof moves)[number], rng);
  }
  return out;
}

/** The same table with what nobody can see dealt anew: the draw pile's order and the coins' faces (cards of one shuffle exchanged). */
function otherSecrets(s: PortRoyalState, seed: string): PortRoyalState {
  const rng = seededRng(seed);
  const t = cloneState(s);
  const places: number[][] = [t.drawPile, ...t.players.map((p) => p.coins)];
  const groups = new Map<number, number[]>();
  for (const place of places) for (const id of place) groups.set(t.shuffledIn[id] ?? 0, [...(groups.get(t.shuffledIn[id] ?? 0) ?? []), id]);
  const deals = new Map([...groups].map(([k, ids]) => [k, shuffled(rng, ids)]));
  for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deals.get(t.shuffledIn[place[i] as number] ?? 0)?.pop() as number;
  return t;
}

const positions = [2, 3, 4, 5].flatMap((n) => statesAlongAGame(n, `hints:${n}`, 17));

describe('Port Royal hints', () => {
  it('see only the seat: two states differing in the draw order and the coins\' faces give the same hint', () => {
    let differing = 0;
    for (const [k, s1] of positions.entries()) {
      const seat = deciders(s1)[0] as number;
      const s2 = otherSecrets(s1, `other:${k}`);
      if (JSON.stringify(s1.drawPile) !== JSON.stringify(s2.drawPile)) differing++;
      expect(viewFor(s2, seat)).toEqual(viewFor(s1, seat));
      expect(hint(viewFor(s2, seat), seat)).toEqual(hint(viewFor(s1, seat), seat));
    }
    expect(differing).toBeGreaterThan(positions.length / 2);
  });

  it('give up to 3 legal moves, best first, with points against the best and a sentence in English and German', () => {
    const en = mergeWords(portRoyalLocales.en as Words, portRoyalHintLocales.en as Words);
    const de = mergeWords(portRoyalLocales.de as Words, portRoyalHintLocales.de as Words);
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const h = hint(viewFor(s, seat), seat);
      expect(h.moves.length).toBeGreaterThan(0);
      expect(h.moves.length).toBeLessThanOrEqual(3);
      expect(h.moves[0]?.points).toBe(0);
      for (const m of h.moves) {
        expect(portRoyalEngine.check(s, seat, m.move)).toBeNull();
        expect(m.points).toBeLessThanOrEqual(0);
        expect(hintSentence(en, m.reason)).not.toMatch(/\{\{|\$t\(/);
        expect(hintSentence(de, m.reason)).not.toMatch(/\{\{|\$t\(/);
      }
    }
  });

  it('never suggest letting in a ship that busts the turn when it can be repelled', () => {
    let seen = 0;
    for (let g = 0; g < 40 && seen < 5; g++) {
      for (const s of statesAlongAGame(3, `bust:${g}`, 1)) {
        const seat = deciders(s)[0] as number;
        if (s.turn.stage !== 'repel' || !legalMoves(s, seat).some((m) => m.type === 'accept')) continue;
        const view = viewFor(s, seat);
        if (obviousMistake(view, seat, { type: 'accept' }) === null) continue;
        seen++;
        expect(hint(view, seat).moves[0]?.move).toEqual({ type: 'repel' });
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('Port Royal review playouts', () => {
  it('always end: a playout still going at the move limit is scored as it stands', () => {
    const s = cloneState(statesAlongAGame(4, 'circle', 50)[0] as PortRoyalState);
    const end = playPortRoyalToEnd(s, turnRandomness('circle'), 5);
    expect(end.status).toBe('over');
    const best = Math.max(...end.players.map((p) => p.points));
    for (const w of end.result?.winners ?? []) expect(end.players[w]?.points).toBe(best);
    expect(end.result?.winners.length).toBeGreaterThan(0);
    expect(playPortRoyalToEnd(cloneState(s), turnRandomness('circle')).status).toBe('over');
  });
});
