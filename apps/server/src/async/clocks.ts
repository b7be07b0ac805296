import type { PauseRow, SeatClockRow, SeatClockWrite } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { AWAY_MAX_MS, type Clocks } from '@harbour/game-kit/async-protocol';
import { PACES, REMINDER_AT, type Pace } from '../match/paces.js';

export type { Clocks, SeatClock } from '@harbour/game-kit/async-protocol';

/** Who made the moves of a log: seat to 'person' or 'computer' (a move logged as the computer's). */
export function moversOf(deltalog: readonly LogEntry[]): Map<string, 'person' | 'computer'> {
  const movers = new Map<string, 'person' | 'computer'>();
  for (const entry of deltalog) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    const playerID = (entry.action.payload as { playerID?: unknown }).playerID;
    if (typeof playerID !== 'string') continue;
    const byComputer = (entry.metadata as { byComputer?: unknown } | undefined)?.byComputer === true;
    if (byComputer) movers.set(playerID, 'computer');
    else if (!movers.has(playerID)) movers.set(playerID, 'person');
  }
  return movers;
}

export interface NextClocksInput {
  pace: Pace;
  now: number;
  stateID: number;
  numPlayers: number;
  /** Seats that must act in the new state (none when the match is over). */
  acting: readonly string[];
  /** Seats that had to act before the change (empty at the start, or when unknown). */
  previousActing: readonly string[];
  movers: ReadonlyMap<string, 'person' | 'computer'>;
  /** Seats a computer plays (bots, handed-over seats): they have no deadline. */
  computerSeats: ReadonlySet<string>;
  rows: ReadonlyMap<string, SeatClockRow>;
  /** Seats whose move just made may be taken back: a decision it ended is kept, dormant, for a take-back. */
  keep?: ReadonlySet<string>;
  /** Seats that just took back a move: their kept decision resumes where it stood. */
  resume?: ReadonlySet<string>;
}

/** Which seats' moves in a log may be taken back, and which seats took one back (take-back.ts). */
export function takeBackMarks(deltalog: readonly LogEntry[]): { keep: Set<string>; resume: Set<string> } {
  const keep = new Set<string>();
  const resume = new Set<string>();
  for (const entry of deltalog) {
    const playerID = (entry.action.payload as { playerID?: unknown } | undefined)?.playerID;
    if (typeof playerID !== 'string') continue;
    const marks = entry.metadata as { takeBack?: unknown; byComputer?: unknown } | undefined;
    if (entry.action.type === 'MAKE_MOVE' && marks?.takeBack === true && marks.byComputer !== true) keep.add(playerID);
    if (entry.action.type === 'UNDO') resume.add(playerID);
  }
  return { keep, resume };
}

/**
 * A decision kept for a take-back: the row holds its state id and a start but no deadline (so
 * nothing falls due and no clock shows), the start chosen so that start + decision time + the bank
 * now left is its deadline (live: the bank the move drew on stays drawn; moving again draws only the
 * rest). While the seat waits, a pause or vacation moves the start later like a running decision's.
 */
function dormant(row: SeatClockRow | undefined): row is SeatClockRow & { decisionStateID: number; startedAt: number } {
  return row !== undefined && row.decisionStateID !== null && row.startedAt !== null && row.dueAt === null;
}

/**
 * The seat clocks after a change of state. A decision begins when a seat must act and either did
 * not have to before or has just moved; a seat that still must act and did not move keeps its
 * running decision. Live: time past the decision time is drawn from the seat's bank. A decision
 * ended by a move that may be taken back is kept (`dormant`) until the next state; a take-back
 * resumes it as it stood.
 */
export function nextClocks(input: NextClocksInput): SeatClockWrite[] {
  const rules = PACES[input.pace];
  const out: SeatClockWrite[] = [];
  for (let i = 0; i < input.numPlayers; i++) {
    const playerID = String(i);
    const row = input.rows.get(playerID);
    const moved = input.movers.get(playerID);
    let bankMs = row?.bankMs ?? rules.bankMs;
    if (moved !== undefined && bankMs !== null && row?.startedAt != null && rules.decisionMs !== null) {
      // A clock that stands still (vacation, pause) counts only up to when it stopped.
      const until = row.frozenAt === null ? input.now : Math.min(input.now, Math.max(row.frozenAt, row.startedAt));
      const over = Math.max(0, until - row.startedAt - rules.decisionMs);
      bankMs = Math.max(0, bankMs - over);
    }
    const base: SeatClockWrite = { playerID, decisionStateID: null, startedAt: null, dueAt: null, remindAt: null, bankMs };
    if (moved === 'person') base.absent = false;
    const mustAct = input.acting.includes(playerID) && !input.computerSeats.has(playerID) && rules.decisionMs !== null;
    if (!mustAct) {
      const running = row !== undefined && row.decisionStateID !== null && row.startedAt !== null && row.dueAt !== null;
      if (running && moved === 'person' && input.keep?.has(playerID) === true && rules.decisionMs !== null) {
        out.push({ ...base, decisionStateID: row.decisionStateID, startedAt: (row.dueAt as number) - rules.decisionMs - (bankMs ?? 0) });
      } else if (dormant(row) && moved === undefined && row.syncedStateID === input.stateID) {
        // The clocks of the same state again (a recompute): the kept decision stays.
        out.push({ ...base, decisionStateID: row.decisionStateID, startedAt: row.startedAt });
      } else out.push(base);
      continue;
    }
    if (input.resume?.has(playerID) === true && moved === undefined && dormant(row)) {
      // A take-back: the decision goes on with the start and deadline it had (no time back).
      const total = (rules.decisionMs ?? 0) + (bankMs ?? 0);
      const remindAt = row.startedAt + Math.round(total * REMINDER_AT);
      out.push({ ...base, decisionStateID: row.decisionStateID, startedAt: row.startedAt, dueAt: row.startedAt + total, remindAt: remindAt > input.now ? remindAt : null });
      continue;
    }
    // A take-back whose move's clocks were never written (another process, a crash): the decision still runs.
    const resumed = input.resume?.has(playerID) === true;
    const continuing = (input.previousActing.includes(playerID) || resumed) && moved === undefined && row?.decisionStateID != null && row.startedAt !== null && row.dueAt !== null;
    if (continuing) {
      out.push({ ...base, decisionStateID: row.decisionStateID, startedAt: row.startedAt, dueAt: row.dueAt, remindAt: row.remindAt });
      continue;
    }
    const total = (rules.decisionMs ?? 0) + (bankMs ?? 0);
    out.push({ ...base, decisionStateID: input.stateID, startedAt: input.now, dueAt: input.now + total, remindAt: input.now + Math.round(total * REMINDER_AT) });
  }
  return out;
}

/** The clocks everyone at the table sees. */
export function clocksView(input: {
  pace: Pace;
  now: number;
  numPlayers: number;
  acting: readonly string[];
  handedOver: ReadonlySet<string>;
  rows: ReadonlyMap<string, SeatClockRow>;
  pause?: PauseRow | null | undefined;
}): Clocks {
  const rules = PACES[input.pace];
  const pause = input.pause;
  return {
    pause: { votes: pause?.votes ?? [], since: pause?.pausedAt == null ? null : new Date(pause.pausedAt).toISOString(), by: pause?.pausedBy ?? [] },
    pace: input.pace,
    serverNow: new Date(input.now).toISOString(),
    seats: Array.from({ length: input.numPlayers }, (_, i) => {
      const playerID = String(i);
      const row = input.rows.get(playerID);
      const deciding = input.acting.includes(playerID);
      const frozenAt = row?.frozenAt ?? null;
      const stopped = frozenAt !== null && deciding && row?.dueAt != null && row.startedAt !== null;
      return {
        playerID,
        deciding,
        deadline: deciding && !stopped && row?.dueAt != null && rules.decisionMs !== null ? new Date(row.dueAt).toISOString() : null,
        decisionMs: rules.decisionMs,
        bankMs: rules.bankMs === null ? null : (row?.bankMs ?? rules.bankMs),
        absent: row?.absent === true,
        computer: input.handedOver.has(playerID),
        handOverVotes: row?.handOverVotes ?? [],
        away: row?.awayUntil == null ? null : new Date(row.awayUntil).toISOString(),
        awayLeftMs: Math.max(0, AWAY_MAX_MS - (row?.awayUsedMs ?? 0) - (row?.awaySince == null ? 0 : Math.max(0, input.now - row.awaySince))),
        stoppedLeftMs: stopped ? Math.max(0, (row.dueAt as number) - Math.max(frozenAt, row.startedAt as number)) : null,
      };
    }),
  };
}

/**
 * How a take-back of a move made on state `moveStateID` leaves the seat's decision: `untimed` (no
 * time limit), `late` (the decision it would resume has run out: the move stands), `resumes` (the
 * decision goes on with the start and deadline it had: no time is won), or `restarted` (the decision
 * was not kept — it began at the move itself, the seat deciding on, or its clocks were lost). Whatever
 * the answer, a decision is taken back at most `TAKE_BACKS_PER_DECISION` times (take-back-limit.ts).
 */
export function takeBackClock(pace: Pace, row: SeatClockRow | undefined, now: number, moveStateID: number): 'untimed' | 'late' | 'resumes' | 'restarted' {
  const rules = PACES[pace];
  if (rules.decisionMs === null) return 'untimed';
  if (row === undefined || row.decisionStateID === null || row.startedAt === null || row.decisionStateID > moveStateID) return 'restarted';
  // Running (the move's clocks not written yet) or kept for a take-back (no deadline stored).
  const dueAt = row.dueAt ?? row.startedAt + rules.decisionMs + (row.bankMs ?? 0);
  const at = row.frozenAt === null ? now : Math.max(row.frozenAt, row.startedAt);
  return dueAt > at ? 'resumes' : 'late';
}
