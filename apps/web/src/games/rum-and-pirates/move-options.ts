import type { Refusal } from '@harbour/game-kit';
import { checkMove, compareCost, moveOptions, otherEnd, spendsLastPirates, type MoveOption, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import type { Reach } from './Board.js';

/**
 * The moves of the captain the player can make now, from the rules' own moveOptions, arranged for
 * the table: by the field they reach (the board shows each reachable field once, with its cheapest
 * cost), and the neighbouring fields that cannot be reached, with the rules' reason.
 */
export function reachOf(options: readonly MoveOption[]): Map<number, Reach> {
  const out = new Map<number, Reach>();
  for (const o of options) {
    const seen = out.get(o.to);
    const dark = o.kind === 'dark';
    if (!seen) out.set(o.to, { pirates: o.pirates, coins: o.coins, ways: 1, darkOnly: dark });
    else {
      const cheaper = o.coins < seen.coins || (o.coins === seen.coins && o.pirates < seen.pirates);
      const darkOnly = seen.darkOnly && dark;
      out.set(o.to, cheaper ? { pirates: o.pirates, coins: o.coins, ways: seen.ways + 1, darkOnly } : { ...seen, ways: seen.ways + 1, darkOnly });
    }
  }
  return out;
}

/** The moves that lead to `field`, cheapest first by the rules' cost (so the first is the one to preselect). */
export function optionsTo(options: readonly MoveOption[], field: number): MoveOption[] {
  return options.filter((o) => o.to === field).sort(compareCost);
}

/**
 * Whether choosing `field` needs the route chooser rather than moving at once: several ways lead
 * there, or the only one spends the player's last pirates (the chooser warns first).
 */
export function needsChooser(s: RumState, seat: number, ways: readonly MoveOption[]): boolean {
  return ways.length !== 1 || ways.some((o) => spendsLastPirates(s, seat, o));
}

export function optionMove(o: MoveOption): RumMove {
  return o.kind === 'alley' ? { type: 'move', alley: o.alley } : { type: 'moveDark', exit: o.exit, entry: o.entry };
}

/** Neighbouring fields behind an empty alley the player cannot use now (too few pirates or coins), with the reason. */
export function blockedNeighbours(s: RumState, seat: number, options: readonly MoveOption[]): Map<number, Refusal> {
  const out = new Map<number, Refusal>();
  const reachable = new Set(options.map((o) => o.to));
  for (const a of s.board.fieldAlleys[s.captain] ?? []) {
    const alley = s.board.alleys[a];
    if (!alley || s.alleys[a] !== null) continue;
    const to = otherEnd(alley, s.captain);
    if (reachable.has(to) || out.has(to)) continue;
    const refusal = checkMove(s, seat, { type: 'move', alley: a });
    if (refusal) out.set(to, refusal);
  }
  return out;
}

export { moveOptions };
