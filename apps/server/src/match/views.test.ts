import { seededRng } from '@harbour/game-kit';
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { GameRegistry, initialState, reduceMove, type HostedGame } from './games.js';
import { markLog, takeBackAllowed } from './log-marks.js';
import { seatView } from './views.js';

/** The first state and move of a random game whose move the server would let its seat take back (a click then carries `takeBack`). */
function undoableMove(hosted: HostedGame): { state: State; seat: string; name: string; args: unknown[] } {
  const { engine } = hosted.module;
  const rng = seededRng(`views-${hosted.name}`);
  let state = initialState(hosted, hosted.module.minPlayers, {});
  for (let step = 0; step < 400 && state.ctx.gameover === undefined; step++) {
    const seat = engine.deciders(state.G)[0];
    if (seat === undefined) break;
    const moves = engine.legalMoves(state.G, seat);
    for (const move of moves) {
      const { name, args } = engine.toAction(move);
      const next = reduceMove(hosted, state, String(seat), name, [...args]);
      if (next.transients?.error === undefined && takeBackAllowed(hosted.module, state, next, name, [...args])) return { state, seat: String(seat), name, args: [...args] };
    }
    const { name, args } = engine.toAction(moves[Math.floor(rng.next() * moves.length)]);
    const { deltalog: _log, transients: _t, ...next } = reduceMove(hosted, state, String(seat), name, [...args]);
    state = next as State;
  }
  throw new Error(`${hosted.name}: no move to take back`);
}

/** The move's log entries as the runner marks them: a click (`seat`) or a move made for the seat (an order's: no metadata). */
function logged(hosted: HostedGame, at: ReturnType<typeof undoableMove>, seat: boolean, metadata?: Record<string, unknown>): { state: State; log: LogEntry[] } {
  const { deltalog = [], transients: _t, ...after } = reduceMove(hosted, at.state, at.seat, at.name, at.args);
  markLog(hosted.module, at.state, after as State, deltalog, { seat, name: at.name, args: at.args, ...(metadata ? { metadata } : {}) });
  return { state: after as State, log: deltalog };
}

describe.each(new GameRegistry().list().map((h) => [h.name, h] as const))('what others see of a seat\u2019s move in %s', (_name, hosted) => {
  it('is the same whether the seat clicked it or its standing order made it', () => {
    const at = undoableMove(hosted);
    const click = logged(hosted, at, true);
    const order = logged(hosted, at, false);
    // The seat itself is shown that it may take its click back.
    expect(seatView(hosted, 'm', click.state, click.log, at.seat).log.some((e) => (e.metadata as { takeBack?: unknown } | undefined)?.takeBack === true)).toBe(true);
    const others = [...Array.from({ length: at.state.ctx.numPlayers }, (_, i) => String(i)).filter((p) => p !== at.seat), null];
    for (const viewer of others) {
      const fromClick = seatView(hosted, 'm', click.state, click.log, viewer).log;
      const fromOrder = seatView(hosted, 'm', order.state, order.log, viewer).log;
      expect(JSON.stringify(fromClick), `seen by ${viewer ?? 'a spectator'}`).toBe(JSON.stringify(fromOrder));
      for (const entry of fromClick) expect('metadata' in entry, `seen by ${viewer ?? 'a spectator'}`).toBe(false);
    }
  });

  it('keeps the public marks of a move the computer made (the only possible move, a time-out)', () => {
    const at = undoableMove(hosted);
    for (const reason of ['onlyMove', 'timeout'] as const) {
      const made = logged(hosted, at, false, { byComputer: true, reason });
      const seen = seatView(hosted, 'm', made.state, made.log, null).log;
      expect(seen.every((e) => (e.metadata as { byComputer?: unknown; reason?: unknown }).byComputer === true && (e.metadata as { reason?: unknown }).reason === reason)).toBe(true);
    }
  });
});
