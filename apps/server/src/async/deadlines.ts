import type { AsyncStore, MatchStorage, SeatClockRow } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats, type BotRunner } from '../bots/runner.js';
import { errInfo } from '../logger.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { Clock } from '../clock.js';
import type { ClockKeeper } from './clock-keeper.js';
import { moversOf, takeBackMarks } from './clocks.js';
import type { MatchTasks } from './match-tasks.js';
import type { Presence } from './presence.js';
import { computerLevel, computerSeats } from '../match/seat-roles.js';

export interface DeadlinesOptions {
  store: AsyncStore;
  matches: MatchStorage;
  runner: MatchRunner;
  bots: BotRunner;
  clock: Clock;
  log: Logger;
  clocks: ClockKeeper;
  tasks: MatchTasks;
  presence: Presence;
  /** How often each process looks for due deadlines and reminders. */
  tickMs: number;
  /** How long a claim holds before another process may take the row over. */
  leaseMs: number;
  /** Ends the vacations whose date has come (each round, before the deadlines). */
  away?: { endDue(): Promise<void> };
}

/**
 * The scheduler of one process: each round refreshes presence, then claims due deadlines and
 * reminders (SKIP LOCKED, with a lease, so each fires once across processes): a reminder at 80 %
 * of the time goes to the outbox; a seat whose time ran out is absent and the computer makes that
 * one decision for it. Nothing here waits on an outside address (notices are delivered apart).
 */
export class Deadlines {
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly o: DeadlinesOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.o.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.ticking;
  }

  /** One round (single-flight: a call during a round waits for that round). */
  tick(): Promise<void> {
    if (this.ticking !== null) return this.ticking;
    this.ticking = (async () => {
      try {
        await this.o.presence.heartbeat();
        await this.o.away?.endDue();
        // Rounds until nothing is due (a few at most: a row released as behind is taken again once current).
        for (let round = 0; round < 10 && !this.closed; round++) {
          const now = this.o.clock.now();
          const lease = now + this.o.leaseMs;
          const due = await this.o.store.claimDueClocks(now, lease, 20);
          if (due.length === 0) break;
          for (const row of due) {
            await this.handleDue(row, lease).catch((error: unknown) => this.o.log.error({ err: errInfo(error), matchID: row.matchID }, 'deadline not handled (another try after the lease)'));
          }
          await Promise.all(due.map((row) => this.o.tasks.pending(row.matchID)));
        }
      } catch (error) {
        this.o.log.warn({ err: errInfo(error) }, 'asynchronous play: scheduler round failed');
      } finally {
        this.ticking = null;
      }
    })();
    return this.ticking;
  }

  private async handleDue(claimed: SeatClockRow, lease: number): Promise<void> {
    const { matchID: id, playerID } = claimed;
    const look = () =>
      this.o.runner.withMatch(id, async (live) => ({
        live,
        stateID: live.state._stateID,
        acting: actingSeats(live.state.ctx as Ctx),
        over: live.state.ctx.gameover !== undefined,
        computer: computerSeats(live.metadata).has(playerID),
      }));
    let found = await look();
    if (found === null) return;
    let row: SeatClockRow | undefined = claimed;
    if (found.stateID !== row.syncedStateID) {
      // The row is behind the match: a write of this process may be pending (wait for it), or the
      // process that committed died before writing it (recompute it from the log since).
      await this.o.tasks.pending(id);
      row = (await this.o.clocks.rowsOf(id)).get(playerID);
      if (row !== undefined && row.syncedStateID < found.stateID) {
        const { log = [] } = await this.o.matches.load(id, { log: true });
        const since = log.filter((e) => e._stateID >= (row as SeatClockRow).syncedStateID);
        await this.o.clocks.write(found.live, found.acting, moversOf(since), takeBackMarks(since));
        row = (await this.o.clocks.rowsOf(id)).get(playerID);
      }
      found = await look();
      if (found === null) return;
    }
    const now = this.o.clock.now();
    const current = row !== undefined && row.claimedUntil === lease && found.stateID === row.syncedStateID && !found.over && !found.computer && found.acting.includes(playerID);
    if (!current || row === undefined) {
      await this.o.store.updateClaimedClock(id, playerID, lease, { release: true });
      return;
    }
    if (row.dueAt !== null && row.dueAt <= now) {
      await this.timeOut(found.live, row, lease);
      return;
    }
    if (row.remindAt === null || row.remindAt > now) {
      await this.o.store.updateClaimedClock(id, playerID, lease, { release: true });
      return;
    }
    // The reminder at 80 %: skipped when the seat has the table open.
    // The claim is spent first: a clock stopped meanwhile (vacation, pause) lost it and rings nothing.
    const open = row.openUntil !== null && row.openUntil > now;
    if (!(await this.o.store.updateClaimedClock(id, playerID, lease, { remindAt: null, release: true }))) return;
    if (!open) await this.o.store.enqueueNotice({ matchID: id, playerID, kind: 'reminder', stateID: row.syncedStateID, dueAt: now, now });
  }

  /** The seat's time ran out: it becomes absent and the computer makes this one decision for it. */
  private async timeOut(live: LiveMatch, row: SeatClockRow, lease: number): Promise<void> {
    const { matchID: id, playerID } = row;
    const level = computerLevel(live);
    if (!(await this.o.store.updateClaimedClock(id, playerID, lease, { absent: true, computerPlayed: level !== null }))) return;
    this.o.log.info({ matchID: id, playerID }, 'time ran out: the seat is absent');
    const outcome = level === null ? null : await this.o.bots.decideOnce(id, playerID, row.syncedStateID, level, { byComputer: true, reason: 'timeout' });
    if (outcome === null || !outcome.ok) {
      // Nothing was played. If the match moved on meanwhile (another seat's decision, made by
      // another process at the same moment, won the race), the claim is let go as it is: the next
      // round looks at the seat again against the current state. If no move could be made, again
      // in a minute.
      const stateID = await this.o.runner.withMatch(id, async (current) => current.state._stateID);
      const movedOn = stateID !== null && stateID !== row.syncedStateID;
      await this.o.store.updateClaimedClock(id, playerID, lease, movedOn ? { release: true } : { dueAt: this.o.clock.now() + 60_000, release: true });
      await this.o.clocks.show(id);
    }
    // On success the commit's listener writes the next clocks (and releases the claim).
  }
}
