import { seededRng, type GameModule } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { GAME_MODULES } from './index.js';

/**
 * The play-over-days contract every hosted game fills (game-kit's Automation), checked the same way for
 * each, on positions of a seeded random 4-player game: the forced move is the only legal move; the move
 * for a seat out of time is legal; every legal move survives the trip through boardgame.io's action form
 * (moveOf); a refused order is refused with a code the game's words name.
 */
function positions(module: GameModule, numPlayers: number): unknown[] {
  const { engine } = module;
  const rng = seededRng(`contract:${module.name}`);
  let state = engine.setup(numPlayers, rng);
  const out: unknown[] = [];
  for (let i = 0; !engine.isOver(state) && i < 3000; i++) {
    if (i % 3 === 0) out.push(state);
    const seat = engine.deciders(state)[0] as number;
    const moves = engine.legalMoves(state, seat);
    state = engine.apply(state, seat, moves[Math.floor(rng.next() * moves.length)], rng);
  }
  return out;
}

describe.each(GAME_MODULES.map((m) => [m.name, m] as const))('%s: play over days', (_name, module) => {
  const automation = module.automation;
  it('has the automation contract', () => {
    expect(automation).toBeDefined();
  });
  if (automation === undefined) return;
  const { engine } = module;

  it('forces only the only legal move, decides legally for a seat out of time, and reads back every legal move', () => {
    let forced = 0;
    for (const state of positions(module, 4)) {
      for (const seat of engine.deciders(state)) {
        const legal = engine.legalMoves(state, seat);
        const move = automation.forcedMove(state, seat);
        if (move !== null) {
          forced++;
          expect(legal).toEqual([move]);
        }
        const conservative = automation.conservativeMove(engine.view(state, seat), seat);
        expect(conservative).not.toBeNull();
        expect(engine.check(state, seat, conservative)).toBeNull();
        for (const m of legal.slice(0, 20)) expect(automation.moveOf(engine.toAction(m))).toEqual(m);
      }
    }
    expect(forced).toBeGreaterThan(0);
    expect(automation.moveOf({ name: 'noSuchMove', args: [] })).toBeNull();
  });

  it('refuses a malformed order with order.invalid', () => {
    for (const raw of [null, 42, 'pass', { kind: 'noSuchOrder' }]) {
      const parsed = automation.parseOrder(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.refusal.code).toBe('order.invalid');
    }
  });
});
