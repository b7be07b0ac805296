import type { AsyncStore } from '@harbour/storage';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';

/** A seat counts as at the table this long after the last heartbeat of a process where it has a socket. */
export const OPEN_FOR_MS = 90_000;

/**
 * How often a seat at the table here is written again: a third of OPEN_FOR_MS, so two heartbeats
 * may fail before the seat counts as gone. (Every scheduler round, every 2 s, used to rewrite every
 * seat here: at 4,000 matches 8,000 rows every 2 s; writing each every 30 s took the server's CPU
 * per move at human pace to 0.85x and PostgreSQL's to 0.77x.)
 */
export const REFRESH_EVERY_MS = OPEN_FOR_MS / 3;

/** The most seats one statement records as gone (a burst of leaves beyond it goes in several). */
export const LEAVES_PER_STATEMENT = 1_000;

type PresenceRow = Parameters<AsyncStore['writePresence']>[0][number];

interface Here {
  sockets: number;
  /** The last state id sent to this seat's sockets here. */
  lastStateID: number;
  /** When this seat's row was last written from here. */
  writtenAt: number;
}

/**
 * Which seats have the table open on this process, written to the database so that every process
 * knows (reminders and notices skip a seat at the table): when a seat joins, in one statement per
 * heartbeat for the seats here that are due (each every REFRESH_EVERY_MS), and when its last
 * socket here leaves — with the last state id its sockets were sent ("since you were last here").
 * No write per move. Seats that leave together (a network cut, a proxy restarting: thousands of
 * sockets closing in one turn of the event loop) are written in one statement per
 * LEAVES_PER_STATEMENT, after that turn, not one statement each while the sockets close.
 */
export class Presence {
  private readonly matches = new Map<string, Map<string, Here>>();
  /** Seats gone since the last write of leaves, by `matchID/playerID`. */
  private readonly leaving = new Map<string, PresenceRow>();
  /** Writes of leaves under way (awaited by `flushLeaves` before the store closes). */
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly store: AsyncStore,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  async joined(matchID: string, playerID: string, stateID: number): Promise<void> {
    let seats = this.matches.get(matchID);
    if (seats === undefined) {
      seats = new Map();
      this.matches.set(matchID, seats);
    }
    const now = this.clock.now();
    const here = seats.get(playerID) ?? { sockets: 0, lastStateID: stateID, writtenAt: now };
    here.sockets++;
    here.lastStateID = Math.max(here.lastStateID, stateID);
    here.writtenAt = now; // written just below
    seats.set(playerID, here);
    // Back before its leave was written: the leave is not written after the join.
    this.leaving.delete(`${matchID}/${playerID}`);
    await this.store.writePresence([{ matchID, playerID, openUntil: now + OPEN_FOR_MS, lastSeenStateID: here.lastStateID }]);
  }

  /** A new state was sent to the sockets of this match here. */
  delivered(matchID: string, stateID: number): void {
    const seats = this.matches.get(matchID);
    if (seats === undefined) return;
    for (const here of seats.values()) here.lastStateID = Math.max(here.lastStateID, stateID);
  }

  left(matchID: string, playerID: string): void {
    const seats = this.matches.get(matchID);
    const here = seats?.get(playerID);
    if (seats === undefined || here === undefined) return;
    here.sockets--;
    if (here.sockets > 0) return;
    seats.delete(playerID);
    if (seats.size === 0) this.matches.delete(matchID);
    if (this.leaving.size === 0) setImmediate(() => this.writeLeaves());
    this.leaving.set(`${matchID}/${playerID}`, { matchID, playerID, openUntil: this.clock.now(), lastSeenStateID: here.lastStateID });
  }

  /** Writes the seats gone since the last time, LEAVES_PER_STATEMENT at a time. */
  private writeLeaves(): void {
    const rows = [...this.leaving.values()];
    this.leaving.clear();
    for (let i = 0; i < rows.length; i += LEAVES_PER_STATEMENT) {
      const batch = rows.slice(i, i + LEAVES_PER_STATEMENT);
      const write = this.store
        .writePresence(batch)
        .catch((error: Error) => this.log.warn({ err: error.message, seats: batch.length }, 'could not record that seats left'))
        .finally(() => this.writes.delete(write));
      this.writes.add(write);
    }
  }

  /**
   * Writes the leaves not yet written and waits for every write of leaves under way: the server's
   * stop calls it once its sockets are closed and before the store closes, so that the other
   * processes learn at once that these seats left (not OPEN_FOR_MS later).
   */
  async flushLeaves(): Promise<void> {
    if (this.leaving.size > 0) this.writeLeaves();
    await Promise.all(this.writes);
  }

  isOpenHere(matchID: string, playerID: string): boolean {
    return this.matches.get(matchID)?.has(playerID) === true;
  }

  /**
   * Refreshes (in one statement) the seats at the table here last written REFRESH_EVERY_MS ago or
   * more, at most a tenth of the seats here (and at least 500) per round: seats that joined together
   * (a server restart: every client reconnects at once) are spread over the next rounds instead of
   * being written in one burst. Returns how many were written.
   */
  async heartbeat(): Promise<number> {
    const now = this.clock.now();
    let seatsHere = 0;
    for (const seats of this.matches.values()) seatsHere += seats.size;
    const most = Math.max(500, Math.ceil(seatsHere / 10));
    const entries: { matchID: string; playerID: string; openUntil: number; lastSeenStateID: number }[] = [];
    const written: Here[] = [];
    for (const [matchID, seats] of this.matches) {
      if (entries.length >= most) break;
      for (const [playerID, here] of seats) {
        if (now - here.writtenAt < REFRESH_EVERY_MS || entries.length >= most) continue;
        written.push(here);
        entries.push({ matchID, playerID, openUntil: now + OPEN_FOR_MS, lastSeenStateID: here.lastStateID });
      }
    }
    // Marked only once stored: a failed write is tried again at the next round.
    await this.store.writePresence(entries);
    for (const here of written) here.writtenAt = now;
    return entries.length;
  }
}
