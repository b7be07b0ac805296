import { canonicalKey, hintSentence, mergeWords, recordMatch, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { portRoyalLocales } from '../locales/index.js';
import { portRoyalHintLocales } from '../locales/hints.js';
import { deciders, legalMoves, portRoyalEngine, viewFor, type PortRoyalState } from '../rules/index.js';
import { easyBot } from './easy.js';
import { hint } from './hints.js';
import { obviousMistake } from './hints-reasons.js';
import { distinctFulfilments } from './policy.js';

/**
 * The teacher's quality (issue 28, "Stronger where it counts"), on seeded positions of self-play (few,
 * to keep the CPU low): every suggested move legal and distinct, at least 3 weighed where the seat has
 * them, and nothing a greedy look at the rules shows to be wrong.
 */

const en = mergeWords(portRoyalLocales.en as Words, portRoyalHintLocales.en as Words);
const de = mergeWords(portRoyalLocales.de as Words, portRoyalHintLocales.de as Words);

function selfPlay(players: number, seed: string, every: number): PortRoyalState[] {
  const bots = Array.from({ length: players }, (_, i) => easyBot({ seed: `${seed}:${i}` }));
  return recordMatch(portRoyalEngine, bots, seed)
    .map((f) => f.state)
    .filter((s, i) => i % every === 0 && !portRoyalEngine.isOver(s));
}

/** The seat's moves of different effect (expeditions fulfilled with the same persons' kinds count once). */
function distinctLegal(s: PortRoyalState, seat: number): number {
  return legalMoves(s, seat).filter((m) => m.type !== 'fulfilExpedition').length + distinctFulfilments(s, seat).length;
}

describe('Port Royal hints, distinct and sensible', () => {
  const positions = [2, 3, 4, 5].flatMap((n) => selfPlay(n, `quality:${n}`, 9));

  it('suggest only legal, distinct moves that a greedy look at the rules does not show to be wrong', () => {
    expect(positions.length).toBeGreaterThan(40);
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const view = viewFor(s, seat);
      const h = hint(view, seat);
      expect(new Set(h.moves.map((m) => canonicalKey(m.move))).size).toBe(h.moves.length);
      const anySensible = legalMoves(s, seat).some((m) => obviousMistake(view, seat, m) === null);
      for (const m of h.moves) {
        expect(portRoyalEngine.check(s, seat, m.move), JSON.stringify(m.move)).toBeNull();
        if (anySensible) expect(obviousMistake(view, seat, m.move), JSON.stringify(m.move)).toBeNull();
        for (const words of [en, de]) expect(hintSentence(words, m.reason)).not.toMatch(/\{\{|\$t\(/);
      }
    }
  });

  it('weigh at least 3 moves where the seat has 3 of different effect, else say why', () => {
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      const h = hint(viewFor(s, seat), seat);
      if (h.weighed < Math.min(3, distinctLegal(s, seat))) expect(h.leftOut, JSON.stringify(h.moves.map((m) => m.move))).toBeDefined();
    }
  });

  it('as the active player, never put ending the turn first while a ship can be taken for coins', () => {
    let seen = 0;
    for (const s of positions) {
      const seat = deciders(s)[0] as number;
      if (s.turn.stage !== 'tradeAndHire' || seat !== s.turn.active || !legalMoves(s, seat).some((m) => m.type === 'trade')) continue;
      seen++;
      const best = hint(viewFor(s, seat), seat).moves[0]?.move;
      expect(best?.type, JSON.stringify(best)).not.toBe('pass');
      expect(best?.type, JSON.stringify(best)).not.toBe('endTurn');
    }
    expect(seen).toBeGreaterThan(0);
  });
});
