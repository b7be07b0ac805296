import type { LogEntry, State } from 'boardgame.io';
import type { GameModule } from '@harbour/game-kit';

/**
 * What a move's log entries say beyond boardgame.io's own fields, for the tables to read:
 * - `events: [from, to]`: the game's public events (`G.events`, told by every game's log) the move
 *   added, on a move the computer made (`byComputer`), so a table can say which log lines were
 *   automatic ("… (automatic: the only possible move)") whatever state it joined at;
 * - `takeBack: true`: a seat's own move that revealed nothing (the game's `automation.canTakeBack`),
 *   which its seat may take back while nobody has acted since. Only that seat's frames carry it
 *   (views.ts takes it out of everyone else's).
 */
export function markLog(module: Pick<GameModule, 'automation'>, before: State, after: State, deltalog: LogEntry[], by: { seat: boolean; name: string; args: unknown[]; metadata?: Record<string, unknown> }): void {
  const marks: Record<string, unknown> = { ...by.metadata };
  if (by.metadata?.byComputer === true) {
    const span = eventSpan(before.G, after.G);
    if (span !== null) marks.events = span;
  }
  if (by.seat && takeBackAllowed(module, before, after, by.name, by.args)) marks.takeBack = true;
  if (Object.keys(marks).length === 0) return;
  for (const entry of deltalog) entry.metadata = { ...(entry.metadata as object | undefined), ...marks };
}

/** The public events a move added: indexes `from` (inclusive) to `to` (exclusive) of `G.events`. */
export function eventSpan(before: unknown, after: unknown): [number, number] | null {
  const from = eventsOf(before);
  const to = eventsOf(after);
  return from === null || to === null || to < from ? null : [from, to];
}

function eventsOf(G: unknown): number | null {
  const events = typeof G === 'object' && G !== null ? (G as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? events.length : null;
}

/** Whether the game says the move from `before` to `after` revealed nothing (false where it cannot tell). */
export function takeBackAllowed(module: Pick<GameModule, 'automation'>, before: State, after: State, name: string, args: unknown[]): boolean {
  const { automation } = module;
  if (automation === undefined || after.ctx.gameover !== undefined) return false;
  try {
    const move = automation.moveOf({ name, args });
    return move !== null && automation.canTakeBack(before.G, after.G, move);
  } catch {
    return false;
  }
}
