import { seededRng, type Engine } from '@harbour/game-kit';
import { grogEngine } from '@harbour/grog-island/rules';
import { portRoyalEngine } from '@harbour/port-royal/rules';
import { rumEngine } from '@harbour/rum-and-pirates/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import baseDe from './locales/de.json';
import baseEn from './locales/en.json';
import { findGame } from '../games/registry.js';
import type { GameLessons, LessonWords } from '../shared/shell/game-table.js';

/** Each game's lessons, from its declaration (games/<game>/game.ts). */
const LESSONS: Record<string, GameLessons> = {};
/** Each game's lesson words (games/<game>/locales/lessons.*.json), by language. */
const WORDS: Record<string, { en: LessonWords; de: LessonWords }> = {};
beforeAll(async () => {
  for (const game of ['grog-island', 'port-royal', 'rum-and-pirates']) {
    const entry = findGame(game)!;
    LESSONS[game] = await entry.lessons!();
    WORDS[game] = { en: await entry.lessonWords!.en(), de: await entry.lessonWords!.de() };
  }
});

type Tree = { [key: string]: unknown };

/** Plays seeded random legal moves to the end; answers every situation each seat met, from its own view. */
function situationsMet<S, M, V>(engine: Engine<S, M, V>, game: string, players: number, seed: number): Map<number, Set<string>> {
  const rng = seededRng(seed);
  let s = engine.setup(players, rng);
  const met = new Map<number, Set<string>>();
  const note = (state: S) => {
    for (let seat = 0; seat < players; seat++) {
      const seen = met.get(seat) ?? new Set<string>();
      for (const x of LESSONS[game]!.situations(engine.view(state, seat), seat)) seen.add(x);
      met.set(seat, seen);
    }
  };
  for (let i = 0; i < 20_000 && !engine.isOver(s); i++) {
    note(s);
    const seat = engine.deciders(s)[0] as number;
    const moves = engine.legalMoves(s, seat);
    s = engine.apply(s, seat, moves[Math.floor(rng.next() * moves.length)] as M, rng);
  }
  note(s);
  expect(engine.isOver(s)).toBe(true);
  return met;
}

const GAMES = [
  { game: 'grog-island', engine: grogEngine as Engine<unknown, unknown, unknown>, players: 3, expected: ['intro', 'chooseSetup', 'openingBid', 'bid', 'trade', 'pay', 'claim', 'scoring'] },
  { game: 'port-royal', engine: portRoyalEngine as Engine<unknown, unknown, unknown>, players: 3, expected: ['intro', 'discover', 'tradeAndHire', 'takeCard', 'scoring'] },
  { game: 'rum-and-pirates', engine: rumEngine as Engine<unknown, unknown, unknown>, players: 3, expected: ['intro', 'route', 'field', 'scuffle', 'scoring'] },
];

describe('the situations a teaching match explains', () => {
  it.each(GAMES)('come up in a whole game of $game, each one known and worded', ({ game, engine, players, expected }) => {
    const met = situationsMet(engine, game, players, 7);
    const lessons = LESSONS[game]!;
    const union = new Set([...met.values()].flatMap((s) => [...s]));
    for (const x of expected) expect(union, x).toContain(x);
    for (const x of union) expect(lessons.all, x).toContain(x);
  });

  it.each(GAMES)('of $game have a title, what, choices and look in English and German, and pieces to point at', ({ game }) => {
    const lessons = LESSONS[game]!;
    for (const words of [WORDS[game]!.en, WORDS[game]!.de]) {
      const tree = words.situations as Tree;
      for (const x of lessons.all) {
        const step = tree[x] as Record<string, string> | undefined;
        expect(step, `${game}.${x}`).toBeDefined();
        for (const part of ['title', 'what', 'choices', 'look']) expect(step?.[part]?.trim(), `${game}.${x}.${part}`).toBeTruthy();
      }
      expect(Object.keys(tree).sort()).toEqual([...lessons.all].sort());
    }
    for (const x of lessons.all) expect(lessons.points[x]?.length, x).toBeGreaterThan(0);
  });

  it('name the opening bid apart from a raise, and the start of the game before the decision', () => {
    const rng = seededRng(3);
    let s = grogEngine.setup(3, rng);
    expect(LESSONS['grog-island']!.situations(grogEngine.view(s, 0), 0)).toEqual(['intro', 'chooseSetup']);
    for (let seat = 0; seat < 3; seat++) s = grogEngine.apply(s, seat, grogEngine.legalMoves(s, seat)[0]!, rng);
    const opener = grogEngine.deciders(s)[0]!;
    expect(LESSONS['grog-island']!.situations(grogEngine.view(s, opener), opener)).toEqual(['intro', 'openingBid']);
    const other = (opener + 1) % 3;
    expect(LESSONS['grog-island']!.situations(grogEngine.view(s, other), other)).toEqual(['intro']);
  });
});

describe('the learn words', () => {
  const flatten = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? flatten(v as Tree, `${prefix}${k}.`) : [`${prefix}${k}${Array.isArray(v) ? `[${v.length}]` : ''}`]));
  it('exist in English and German alike (the same keys, the same number of tips)', () => {
    for (const { en, de } of Object.values(WORDS)) expect(flatten(de as unknown as Tree).sort()).toEqual(flatten(en as unknown as Tree).sort());
    expect(flatten(baseDe as Tree).sort()).toEqual(flatten(baseEn as Tree).sort());
  });
});
