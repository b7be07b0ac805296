import { rollDie, type Rng } from '@harbour/game-kit';
import { ROPE_COIL_MIN_PLAYERS } from '../data.js';
import { mayReroll } from './rolls.js';
import { endRound } from './round-end.js';
import type { MastRow, MastSide, PendingRoll, PlayerState, RumState, ScuffleState } from './state.js';

/**
 * The scuffle at the mast (summary "RANGELEI"; edition ruling "Scuffle").
 *
 * Rows are the players who went on board, in boarding order (row 0 topmost); each row's pirates sit on
 * the left side, packed from the outside in. One side is resolved column by column from the outside in:
 * a lone pirate in a column crosses to the other side in its own row; several pirates roll in row order
 * (top first), and each later roll that equals or beats the best so far takes the lead; the losers'
 * pirates go back to their owners' hands and the leader's pirate crosses. A pirate crossing over takes
 * the outermost free place of its row on the other side. Then the other side, back and forth, until only
 * one player has pirates at the mast. The last one standing takes the bunk, the last to drop out the
 * hammock, the one before the rope coil (4–5 players); a lone scuffler takes the bunk and (4–5 players)
 * the rope coil.
 */

export function otherSide(side: MastSide): MastSide {
  return side === 'left' ? 'right' : 'left';
}

/** Starts the scuffle once every player has ended the action phase (no dice yet). */
export function startScuffle(s: RumState): void {
  s.status = 'scuffle';
  s.turn = null;
  s.scuffle = { side: 'left', column: 0, counts: s.mast.map((row) => row.left), fight: null, dropped: [] };
  s.events.push({ type: 'scuffleStarted', rows: s.mast.map((row) => ({ ...row })) });
}

function rowsWithPirates(s: RumState): number {
  let n = 0;
  for (const row of s.mast) if (row.left + row.right > 0) n++;
  return n;
}

/** Runs the scuffle until a roller holding rum must decide about a re-roll, or to its end (and the round's). */
export function runScuffle(s: RumState, rng: Rng): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const sc = s.scuffle;
    if (s.status !== 'scuffle' || sc === null || s.roll !== null) return;
    if (rowsWithPirates(s) <= 1) {
      finishScuffle(s, sc);
      return;
    }
    if (sc.fight !== null) {
      const fight = sc.fight;
      if (fight.rolled < fight.rows.length) {
        const row = fight.rows[fight.rolled] as number;
        const seat = (s.mast[row] as MastRow).seat;
        const value = rollDie(rng);
        s.events.push({ type: 'rolled', seat, value, purpose: 'scuffle', reroll: false });
        const roll: PendingRoll = { seat, value, rerolls: 0, purpose: 'scuffle' };
        if (mayReroll(s, roll)) s.roll = roll;
        else resolveScuffleRoll(s, value);
      } else {
        cross(s, sc, fight.leader, true);
        sc.fight = null;
        sc.column += 1;
      }
      continue;
    }
    const rows: number[] = [];
    sc.counts.forEach((count, row) => count > sc.column && rows.push(row));
    if (rows.length === 0) {
      sc.side = otherSide(sc.side);
      sc.column = 0;
      sc.counts = s.mast.map((row) => row[sc.side]);
      s.events.push({ type: 'sideStarted', side: sc.side });
    } else if (rows.length === 1) {
      cross(s, sc, rows[0] as number, false);
      sc.column += 1;
    } else {
      sc.fight = { rows, rolled: 0, leader: -1, best: 0 };
    }
  }
  throw new Error('scuffle did not end');
}

/** A scuffle roll counts: the first sets the mark; each later one that equals or beats it takes the lead. */
export function resolveScuffleRoll(s: RumState, value: number): void {
  const sc = s.scuffle as ScuffleState;
  const fight = sc.fight;
  if (fight === null) throw new Error('no fight in progress');
  const row = fight.rows[fight.rolled] as number;
  const seat = (s.mast[row] as MastRow).seat;
  s.events.push({ type: 'rollKept', seat, value, purpose: 'scuffle' });
  fight.rolled += 1;
  if (fight.leader < 0) {
    fight.leader = row;
    fight.best = value;
  } else if (value >= fight.best) {
    lose(s, sc, fight.leader);
    fight.leader = row;
    fight.best = value;
  } else {
    lose(s, sc, row);
  }
}

function cross(s: RumState, sc: ScuffleState, row: number, fought: boolean): void {
  const r = s.mast[row] as MastRow;
  r[sc.side] -= 1;
  r[otherSide(sc.side)] += 1;
  s.events.push({ type: 'pirateCrossed', seat: r.seat, row, column: sc.column, side: sc.side, fought });
}

function lose(s: RumState, sc: ScuffleState, row: number): void {
  const r = s.mast[row] as MastRow;
  r[sc.side] -= 1;
  (s.players[r.seat] as PlayerState).hand += 1;
  s.events.push({ type: 'pirateLost', seat: r.seat, row, column: sc.column, side: sc.side });
  if (r.left + r.right === 0) {
    sc.dropped.push(r.seat);
    s.events.push({ type: 'droppedOut', seat: r.seat });
  }
}

/** Hands out this round's sleeping places, then ends the round. */
function finishScuffle(s: RumState, sc: ScuffleState): void {
  const winner = s.mast.find((row) => row.left + row.right > 0)?.seat ?? null;
  const ropeCoils = s.numPlayers >= ROPE_COIL_MIN_PLAYERS;
  const { bunk, hammock, ropeCoil } = s.display.sleeping;
  const award = (seat: number | undefined | null, tile: number | null): boolean => {
    if (seat === undefined || seat === null || tile === null) return false;
    (s.players[seat] as PlayerState).tiles.push(tile);
    s.events.push({ type: 'sleepingPlace', seat, tile });
    return true;
  };
  const given = new Set<number>();
  if (award(winner, bunk) && bunk !== null) given.add(bunk);
  const dropped = sc.dropped;
  if (winner !== null && dropped.length === 0) {
    // A lone scuffler takes the bunk and, with 4 or 5 players, the rope coil.
    if (ropeCoils && award(winner, ropeCoil) && ropeCoil !== null) given.add(ropeCoil);
  } else {
    if (award(dropped[dropped.length - 1], hammock) && hammock !== null) given.add(hammock);
    if (ropeCoils && award(dropped[dropped.length - 2], ropeCoil) && ropeCoil !== null) given.add(ropeCoil);
  }
  for (const tile of [bunk, hammock, ropeCoil]) if (tile !== null && !given.has(tile)) s.box.push(tile);
  s.display.sleeping = { bunk: null, hammock: null, ropeCoil: null };
  endRound(s);
}
