import type { AsyncStore } from '@harbour/storage';
import type { Logger } from 'pino';
import type { Clock } from './clock.js';

/** A seat counts as at the table this long after the last heartbeat of a process where it has a socket. */
export const OPEN_FOR_MS = 90_000;

interface Here {
  sockets: number;
  /** The last state id sent to this seat's sockets here. */
  lastStateID: number;
}

/**
 * Which seats have the table open on this process, written to the database so that every process
 * knows (reminders and notices skip a seat at the table): when a seat joins, in one statement per
 * heartbeat for all seats here, and when its last socket here leaves — with the last state id its
 * sockets were sent ("since you were last here"). No write per move.
 */
export class Presence {
  private readonly matches = new Map<string, Map<string, Here>>();

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
    const here = seats.get(playerID) ?? { sockets: 0, lastStateID: stateID };
    here.sockets++;
    here.lastStateID = Math.max(here.lastStateID, stateID);
    seats.set(playerID, here);
    await this.store.writePresence([{ matchID, playerID, openUntil: this.clock.now() + OPEN_FOR_MS, lastSeenStateID: here.lastStateID }]);
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
    this.store
      .writePresence([{ matchID, playerID, openUntil: this.clock.now(), lastSeenStateID: here.lastStateID }])
      .catch((error: Error) => this.log.warn({ err: error.message, matchID }, 'could not record that a seat left'));
  }

  isOpenHere(matchID: string, playerID: string): boolean {
    return this.matches.get(matchID)?.has(playerID) === true;
  }

  /** Refreshes every seat at the table here (one statement). */
  async heartbeat(): Promise<void> {
    const until = this.clock.now() + OPEN_FOR_MS;
    const entries = [...this.matches].flatMap(([matchID, seats]) => [...seats].map(([playerID, here]) => ({ matchID, playerID, openUntil: until, lastSeenStateID: here.lastStateID })));
    await this.store.writePresence(entries);
  }
}
