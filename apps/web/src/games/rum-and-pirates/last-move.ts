import { createContext, useContext } from 'react';
import { deciders, type GameEvent, type RumState, type StackName } from '@harbour/rum-and-pirates/rules';

/**
 * The last move of another seat, for the table to mark (shared/last-move): who made a move is read
 * from the public events it appended (the first one naming a seat: "moved", "turnEnded", "rolled",
 * "tavernJoined" …; the seat's own move starts with its own name even when it hands the turn on),
 * and what it changed is the difference of the two states, as piece keys:
 * `field:<i>`, `captain`, `alley:<i>`, `dark:<i>`, `tile:<id>`, `stat:<seat>:<coins|hand|hiring|rum>`,
 * `mast`, `stack:<name>`, `rumSupply`.
 */
export function moverOf(before: RumState, after: RumState): number | null {
  const appended: readonly GameEvent[] = after.events.slice(before.events.length);
  for (const event of appended) if ('seat' in event && typeof event.seat === 'number') return event.seat;
  const waiting = deciders(before);
  return waiting.length === 1 ? (waiting[0] ?? null) : null;
}

/** `byOther` for useLastMove: the move was not the reader's (a spectator reads every move as another's). */
export function byOtherThan(reader: number | null): (before: RumState, after: RumState) => boolean {
  return (before, after) => {
    if (after.events.length <= before.events.length) return false;
    const mover = moverOf(before, after);
    return mover !== null && mover !== reader;
  };
}

const STACKS: readonly StackName[] = ['tavern', 'map', 'chest', 'scorpion', 'smallWatch', 'largeWatch', 'supplies', 'rendezvous'];

export function changedKeys(before: RumState, after: RumState): Set<string> {
  const out = new Set<string>();
  if (before.captain !== after.captain) {
    out.add('captain');
    out.add(`field:${after.captain}`);
  }
  after.alleys.forEach((seat, i) => {
    if (seat !== (before.alleys[i] ?? null)) out.add(`alley:${i}`);
  });
  after.darkAlleys.forEach((d, i) => {
    if ((d?.seat ?? null) !== (before.darkAlleys[i]?.seat ?? null)) out.add(`dark:${i}`);
  });
  // Tiles that came under a flag (from a display, a contest, a stack) or into a display.
  after.players.forEach((p, seat) => {
    const had = new Set(before.players[seat]?.tiles ?? []);
    for (const id of p.tiles) if (!had.has(id)) out.add(`tile:${id}`);
  });
  const shown = (s: RumState) => [...s.display.tavern, ...s.display.map, s.display.chest, s.display.scorpion].filter((id): id is number => id !== null && id >= 0);
  const wasShown = new Set(shown(before));
  for (const id of shown(after)) if (!wasShown.has(id)) out.add(`tile:${id}`);
  after.players.forEach((p, seat) => {
    const b = before.players[seat];
    if (!b) return;
    if (p.coins >= 0 && b.coins >= 0 && p.coins !== b.coins) out.add(`stat:${seat}:coins`);
    if (p.hand !== b.hand) out.add(`stat:${seat}:hand`);
    if (p.hiring !== b.hiring) out.add(`stat:${seat}:hiring`);
    if (p.rum !== b.rum) out.add(`stat:${seat}:rum`);
  });
  if (JSON.stringify(before.mast) !== JSON.stringify(after.mast)) out.add('mast');
  for (const stack of STACKS) if (before.stacks[stack].length !== after.stacks[stack].length) out.add(`stack:${stack}`);
  if (before.rumSupply !== after.rumSupply) out.add('rumSupply');
  return out;
}

/** The keys the last move of another seat changed, for every piece of the table below. */
export const LastMoveContext = createContext<ReadonlySet<string> | null>(null);

export function useChanged(): ReadonlySet<string> | null {
  return useContext(LastMoveContext);
}
