import { hintSentence, mergeWords, recordMatch, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { rumAndPiratesLocales } from '../locales/index.js';
import { rumAndPiratesHintLocales } from '../locales/hints.js';
import { TILES } from '../data.js';
import { legalMoves, rumEngine, viewFor, type RumState } from '../rules/index.js';
import { easyBot } from './easy.js';
import { hint, rumMoveKey } from './hints.js';
import { obviousMistake } from './hints-reasons.js';

/**
 * The teacher's quality (issue 28, "Stronger where it counts"), on seeded positions of self-play (few,
 * to keep the CPU low): every suggested move legal and distinct, at least 3 weighed where the seat has
 * them, and never a route to nowhere while another move exists.
 */

const en = mergeWords(rumAndPiratesLocales.en as Words, rumAndPiratesHintLocales.en as Words);
const de = mergeWords(rumAndPiratesLocales.de as Words, rumAndPiratesHintLocales.de as Words);
const options = { iterations: 2 };

function selfPlay(players: number, seed: string, every: number): RumState[] {
  const bots = Array.from({ length: players }, (_, i) => easyBot({ seed: `${seed}:${i}` }));
  return recordMatch(rumEngine, bots, seed)
    .map((f) => f.state)
    .filter((s, i) => i % every === 0 && !rumEngine.isOver(s));
}

describe('Rum & Pirates hints, distinct and sensible', () => {
  const positions = [2, 3, 4, 5].flatMap((n) => selfPlay(n, `quality:${n}`, 9));

  it('suggest only legal, distinct moves, never a route to nowhere while another move exists', () => {
    expect(positions.length).toBeGreaterThan(40);
    for (const s of positions) {
      const seat = rumEngine.deciders(s)[0] as number;
      const view = viewFor(s, seat);
      const h = hint(view, seat, options);
      expect(new Set(h.moves.map((m) => rumMoveKey(m.move))).size).toBe(h.moves.length);
      const anySensible = legalMoves(s, seat).some((m) => obviousMistake(view, seat, m) === null);
      for (const m of h.moves) {
        expect(rumEngine.check(s, seat, m.move), JSON.stringify(m.move)).toBeNull();
        if (anySensible) expect(obviousMistake(view, seat, m.move), JSON.stringify(m.move)).toBeNull();
        for (const words of [en, de]) expect(hintSentence(words, m.reason)).not.toMatch(/\{\{|\$t\(/);
      }
    }
  });

  it('take two map halves of one colour and value as one choice', () => {
    const halves = TILES.filter((t) => t.kind === 'map');
    const twin = halves.find((a) => halves.some((b) => b.id !== a.id && b.colour === a.colour && b.value === a.value));
    const other = halves.find((b) => twin && b.id !== twin.id && b.colour === twin.colour && b.value === twin.value);
    const differs = halves.find((b) => twin && b.colour === twin.colour && b.value !== twin.value);
    if (!twin || !other || !differs) throw new Error('no twin map halves');
    expect(rumMoveKey({ type: 'takeMap', tile: twin.id })).toBe(rumMoveKey({ type: 'takeMap', tile: other.id }));
    expect(rumMoveKey({ type: 'takeMap', tile: twin.id })).not.toBe(rumMoveKey({ type: 'takeMap', tile: differs.id }));
  });

  it('weigh at least 3 moves where the seat has 3, else say why', () => {
    for (const s of positions) {
      const seat = rumEngine.deciders(s)[0] as number;
      const h = hint(viewFor(s, seat), seat, options);
      const legal = new Set(legalMoves(s, seat).map(rumMoveKey)).size;
      if (h.weighed < Math.min(3, legal)) expect(h.leftOut, JSON.stringify(h.moves.map((m) => m.move))).toBeDefined();
    }
  });
});
