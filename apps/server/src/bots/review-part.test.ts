import { choiceSeed, moreFutures, type GameModule } from '@harbour/game-kit';
import { createDriver } from '@harbour/game-kit/bgio-driver';
import { GAME_MODULES } from '@harbour/games';
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { GameRegistry } from '../match/games.js';
import { rebuildFrames, reviewPartWith } from './review-part.js';

/** A whole match through boardgame.io's reducer, as the server stores it: initial state (seeded) and the moves. */
function recorded(module: GameModule, players: number, seed: string) {
  const driver = createDriver(module.game, players, seed);
  const initial = driver.state as State;
  const bots = Array.from({ length: players }, (_, seat) => (module.bots.easy ?? module.bots.strong)?.({ seed: `${seed}:${seat}` }));
  const actions: { playerID: string; name: string; args: unknown[] }[] = [];
  while (driver.state.ctx.gameover === undefined && actions.length < 3000) {
    const seat = module.engine.deciders(driver.state.G)[0] as number;
    const move = bots[seat]?.chooseMove(module.engine.view(driver.state.G, seat), seat);
    const { name, args } = module.engine.toAction(move);
    expect(driver.move(String(seat), name, [...args])).toBe(true);
    actions.push({ playerID: String(seat), name, args: [...args] });
  }
  return { initial, actions, final: driver.state as State };
}

describe.each(GAME_MODULES.map((m) => [m.name, m] as const))('a review part of %s', (_name, module) => {
  const match = recorded(module, 3, `part-${module.name}`);

  it('rebuilds every full state from the stored initial state and the moves, dice and shuffles as the server made them', () => {
    const hosted = new GameRegistry(GAME_MODULES).get(module.name);
    if (!hosted) throw new Error('no game');
    const frames = rebuildFrames(hosted, match.initial, match.actions);
    expect(frames).toHaveLength(match.actions.length + 1);
    expect(frames.at(-1)?.state).toEqual(match.final.G);
    expect(frames[1]?.move?.seat).toBe(Number(match.actions[0]?.playerID));
  });

  it('judges the decisions of its frames from the seat\'s view, in the recorded moves\' terms', () => {
    const part = reviewPartWith(GAME_MODULES, { gameName: module.name, initial: match.initial, actions: match.actions, from: 1, to: 4, before: null, playouts: 1, iterations: 1 });
    expect(part.startChances).toHaveLength(3);
    expect(part.decisions.map((d) => d.step)).toEqual([1, 2, 3]);
    part.decisions.forEach((d, i) => {
      expect(d.move).toEqual({ name: match.actions[i]?.name, args: match.actions[i]?.args });
      expect(typeof d.bestReason.code).toBe('string');
      expect(d.best.name).toMatch(/\w/);
      // The move made and the alternative in the teacher's words too: the best of them as the best's own sentence.
      expect(typeof d.moveReason?.code).toBe('string');
      if (d.best === d.move || JSON.stringify(d.best) === JSON.stringify(d.move)) expect(d.moveReason).toEqual(d.bestReason);
      if (d.alternative === null) expect(d.alternativeReason).toBeNull();
      else expect(typeof d.alternativeReason?.code).toBe('string');
    });
    expect(part.settings).toEqual({ playouts: 1, iterations: 1 });
    // How the game's reviews hold the luck (the review jobs settle it the game's way).
    expect(part.luck).toEqual(module.teacher?.luckSettling?.(match.initial.ctx.numPlayers));
  });

  it('weighs decisions again on more futures, as game-kit\'s reweigh does, and names the better move in the recorded terms', () => {
    const whole = reviewPartWith(GAME_MODULES, { gameName: module.name, initial: match.initial, actions: match.actions, from: 1, to: 13, before: null, playouts: 2, iterations: 1 });
    const chosen = whole.decisions.filter((d) => d.alternative !== null).slice(0, 2);
    expect(chosen.length).toBeGreaterThan(0);
    const again = reviewPartWith(GAME_MODULES, {
      gameName: module.name,
      initial: match.initial,
      actions: match.actions,
      from: 0,
      to: 0,
      before: null,
      playouts: 2,
      iterations: 1,
      reweigh: chosen.map((d) => ({ frame: d.frame, alternative: d.alternative!.move, forced: d.forced, decided: d.decided })),
    });
    expect(again.decisions).toEqual([]);
    expect(again.reweighed?.map((r) => r.frame)).toEqual(chosen.map((d) => d.frame));
    again.reweighed?.forEach((r, i) => {
      const d = chosen[i]!;
      expect(r.alternative?.move).toEqual(d.alternative!.move);
      expect(r.chanceLost).toBeCloseTo(Math.max(0, r.alternative!.chance - r.chosenChance), 3);
      expect(r.best).toEqual(r.chanceLost > 0 ? d.alternative!.move : d.move);
      expect(typeof r.bestReason.code).toBe('string');
      expect(r.chanceLost > 0 ? r.alternativeReason : r.moveReason).toEqual(r.bestReason);
      expect(typeof (r.chanceLost > 0 ? r.moveReason : r.alternativeReason)?.code).toBe('string');
      // Settled as game-kit settles them (settleWeights): with the standard error the turning points are chosen by.
      expect(r.weightSe).toBeGreaterThanOrEqual(0);
    });
  });

  it('weighs choices against the policy on twice their futures, as game-kit\'s luckToSettle asks, from the weight the part carried', () => {
    const whole = reviewPartWith(GAME_MODULES, { gameName: module.name, initial: match.initial, actions: match.actions, from: 1, to: 13, before: null, playouts: 2, iterations: 1 });
    const weighed = whole.decisions.filter((d) => d.choiceWeight !== undefined).slice(0, 2);
    expect(weighed.length).toBeGreaterThan(0);
    const request = { gameName: module.name, initial: match.initial, actions: match.actions, from: 0, to: 0, before: null, playouts: 2, iterations: 1 };
    const again = reviewPartWith(GAME_MODULES, { ...request, settleChoices: weighed.map((d) => ({ frame: d.frame, weight: d.choiceWeight! })) });
    expect(again.decisions).toEqual([]);
    const hosted = new GameRegistry(GAME_MODULES).get(module.name)!;
    const frames = rebuildFrames(hosted, match.initial, match.actions);
    again.rechosen?.forEach((r, i) => {
      const d = weighed[i]!;
      expect(r.frame).toBe(d.frame);
      expect(r.weight.futures).toBe(2 * d.choiceWeight!.futures);
      const made = frames[d.frame]!.move!;
      expect(r).toEqual({ frame: d.frame, ...moreFutures(module.engine, module.teacher!, frames[d.frame - 1]!.state, made.seat, made.move, d.choiceWeight!, choiceSeed('review', d.frame)) });
    });
    expect(again.rechosen).toHaveLength(weighed.length);
  });
});
