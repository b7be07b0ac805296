import type { PauseRow, SeatClockRow, SeatClockWrite } from '@harbour/storage';
import type { LogEntry } from 'boardgame.io';
import { AWAY_MAX_MS, type Clocks } from '@harbour/game-kit/async-protocol';
import { PACES, REMINDER_AT, type Pace } from './paces.js';

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
}

/**
 * The seat clocks after a change of state. A decision begins when a seat must act and either did
 * not have to before or has just moved; a seat that still must act and did not move keeps its
 * running decision. Live: time past the decision time is drawn from the seat's bank.
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
      out.push(base);
      continue;
    }
    const continuing = input.previousActing.includes(playerID) && moved === undefined && row?.decisionStateID != null && row.startedAt !== null && row.dueAt !== null;
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
