import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seededRng, shuffled, simulate, type Bot, type Rng, type SearchReport } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { cloneState, grogEngine, HIDDEN, type GrogMove, type GrogState } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { createStrongBot } from './strong.js';
import { samplePositions } from './test-support.js';

/**
 * A second full state that differs from `s` only in what `seat` cannot see: the cards in the other
 * players' hands, in the decks and in others' goal-ship draws are exchanged at random (per kind),
 * which also changes the other players' treasure values and every deck order.
 */
function scrambleSecrets(s: GrogState, seat: number, rng: Rng): GrogState {
  const t = cloneState(s);
  const others = t.players.filter((_, i) => i !== seat);
  const goal: number[][] = [t.decks.goal, ...others.map((p) => p.goalCards)];
  for (const p of others) if (p.setup && p.setup.keep === null) goal.push(p.setup.dealt);
  for (const task of t.tasks) if (task.kind === 'keepGoalCard' && task.seat !== seat) goal.push(task.drawn);
  const kinds = [goal, [t.decks.treasure, ...others.map((p) => p.treasureCards)], [t.decks.parrot, ...others.map((p) => p.parrotCards)]];
  for (const places of kinds) {
    const deal = shuffled(rng, places.flat());
    let k = 0;
    for (const place of places) for (let i = 0; i < place.length; i++) place[i] = deal[k++] as number;
  }
  return t;
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

const positions = [2, 4].flatMap((n) => samplePositions(n, 5, 'secrecy', 9)).filter((s) => s.status !== 'over' && s.status !== 'setup');

describe('bots see only their seat', () => {
  // The strong bot on a still clock: the moves compared come from its full search (6 determinizations),
  // never from one that a busy machine's clock cut short (its safety net, search-limit.ts).
  const searches: SearchReport[] = [];
  const bots: [string, () => Bot<GrogState, GrogMove>][] = [
    ['easy', () => createEasyBot({ seed: 'secret' })],
    ['strong', () => createStrongBot({ seed: 'secret', iterations: 6, now: () => 0, onSearch: (r) => searches.push(r) })],
  ];
  for (const [level, make] of bots) {
    it(`${level}: two states differing only in hidden information get the same move`, () => {
      let differing = 0;
      for (const [k, s1] of positions.entries()) {
        const seat = grogEngine.deciders(s1)[0] as number;
        const s2 = scrambleSecrets(s1, seat, seededRng(`scramble:${k}`));
        if (JSON.stringify(s1) !== JSON.stringify(s2)) differing++;
        const v1 = grogEngine.view(s1, seat);
        const v2 = grogEngine.view(s2, seat);
        expect(v2).toEqual(v1);
        const m1 = make().chooseMove(v1, seat);
        const m2 = make().chooseMove(v2, seat);
        expect(m2).toEqual(m1);
        expect(grogEngine.check(s1, seat, m1)).toBeNull();
        expect(grogEngine.check(s2, seat, m2)).toBeNull();
      }
      expect(positions.length).toBeGreaterThan(40);
      expect(differing).toBe(positions.length);
      if (level === 'strong') expect(searches.length > 20 && searches.every((r) => r.iterations === 6 && !r.cutShort)).toBe(true);
    });
  }

  it('hands the bots frozen views with every foreign secret hidden, and they never write to them', () => {
    const spy = (bot: Bot<GrogState, GrogMove>): Bot<GrogState, GrogMove> => ({
      chooseMove(view, seat) {
        view.players.forEach((p, i) => {
          if (i !== seat && view.status !== 'over') expect([...p.goalCards, ...p.treasureCards, ...p.parrotCards].every((c) => c === HIDDEN)).toBe(true);
        });
        expect([...view.decks.goal, ...view.decks.treasure, ...view.decks.parrot].every((c) => c === HIDDEN)).toBe(true);
        return bot.chooseMove(deepFreeze(view), seat);
      },
    });
    const report = simulate({
      engine: grogEngine,
      bots: [spy(createStrongBot({ seed: 's', iterations: 3 })), spy(createEasyBot({ seed: 'e1' })), spy(createEasyBot({ seed: 'e2' }))],
      games: 4,
      seed: 'frozen',
    });
    expect(report.rejectedMoves).toBe(0);
    expect(report.unfinishedGames).toBe(0);
  });

  it('have no way to a full state: bot modules import only the pure rules, the data and the game kit', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const allowed = new Set(['../rules/index.js', '../data.js', '@harbour/game-kit']);
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files).toContain('strong.ts');
    for (const file of files) {
      const source = readFileSync(dir + file, 'utf8');
      for (const [, from] of source.matchAll(/from '([^']+)'/g)) {
        expect(allowed.has(from as string) || /^\.\/[\w-]+\.js$/.test(from as string), `${file} imports ${from}`).toBe(true);
      }
    }
  });
});

