import { createDriver } from '@harbour/game-kit/bgio-driver';
import { seededRng } from '@harbour/game-kit';
import { GAME_MODULES } from '@harbour/games';
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { eventSpan, markLog, takeBackAllowed } from './log-marks.js';

/**
 * Through boardgame.io's reducer, as the server runs the games: a move the server lets a seat take
 * back used no randomness (no card drawn or turned up, no die rolled: the random plugin's state is
 * as it was) and did not end the match; and a computer's move carries the events it added.
 */
describe.each(GAME_MODULES.map((m) => [m.name, m] as const))('log marks of %s', (_name, module) => {
  it('marks a move as one to take back only when it consumed no randomness and did not end the match', () => {
    let allowed = 0;
    let refused = 0;
    // Moves that did draw, turn up or roll (the check above would catch them if they were marked).
    let random = 0;
    for (let g = 0; g < 3; g++) {
      const players = Math.min(module.maxPlayers, module.minPlayers + g);
      const driver = createDriver(module.game, players, `marks-${g}`);
      const rng = seededRng(`marks-choices-${g}`);
      for (let step = 0; step < 400 && driver.state.ctx.gameover === undefined; step++) {
        const G = driver.state.G;
        const seat = module.engine.deciders(G)[0];
        if (seat === undefined) break;
        const moves = module.engine.legalMoves(G, seat);
        const move = moves[Math.floor(rng.next() * moves.length)];
        const { name, args } = module.engine.toAction(move);
        const before: State = driver.state;
        expect(driver.move(String(seat), name, [...args])).toBe(true);
        const after: State = driver.state;
        if (JSON.stringify(after.plugins.random?.data) !== JSON.stringify(before.plugins.random?.data)) random++;
        if (takeBackAllowed(module, before, after, name, [...args])) {
          allowed++;
          expect(after.plugins.random?.data, `${name} used randomness`).toEqual(before.plugins.random?.data);
          expect(after.ctx.gameover).toBeUndefined();
        } else {
          refused++;
        }
      }
    }
    expect(allowed).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
    expect(random).toBeGreaterThan(5);
  });

  it('gives a computer\'s move the span of events it added, and a seat\'s move no span', () => {
    const driver = createDriver(module.game, module.minPlayers, 'marks-span');
    const G = driver.state.G;
    const seat = module.engine.deciders(G)[0] as number;
    const { name, args } = module.engine.toAction(module.engine.legalMoves(G, seat)[0]);
    const before: State = driver.state;
    driver.move(String(seat), name, [...args]);
    const after: State = driver.state;
    const entries = [{ action: { type: 'MAKE_MOVE', payload: { type: name, args, playerID: String(seat) } }, _stateID: 0, turn: 1, phase: '' }] as never[];
    markLog(module, before, after, entries, { seat: false, name, args: [...args], metadata: { byComputer: true, reason: 'onlyMove' } });
    const span = eventSpan(before.G, after.G);
    expect(span).not.toBeNull();
    expect((entries[0] as { metadata: object }).metadata).toEqual({ byComputer: true, reason: 'onlyMove', events: span });
    const own = [{ ...(entries[0] as object), metadata: undefined }] as never[];
    markLog(module, before, after, own, { seat: true, name, args: [...args] });
    expect((own[0] as { metadata?: { events?: unknown } }).metadata?.events).toBeUndefined();
  });
});
