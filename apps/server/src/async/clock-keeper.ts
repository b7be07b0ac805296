import type { AsyncStore, PauseRow, SeatClockRow } from '@harbour/storage';
import type { Ctx, State } from 'boardgame.io';
import { forcedSeats } from '../bots/forced-moves.js';
import { actingSeats } from '../bots/runner.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { isStarted, seats } from '../match/seats.js';
import type { Clock } from '../clock.js';
import { clocksView, nextClocks, takeBackClock, type Clocks } from './clocks.js';
import { computerSeats, handedOverSeats } from '../match/seat-roles.js';
import { asyncSettings } from '../match/settings.js';
import type { TableOutlet } from '../match/table-feature.js';

export interface ClockKeeperOptions {
  store: AsyncStore;
  runner: MatchRunner;
  clock: Clock;
  sockets: TableOutlet;
}

/** The match as its clocks need it: seats from the metadata, who acts from the context. */
export type ClockedMatch = Pick<LiveMatch, 'matchID' | 'metadata'> & { state: Pick<State, 'ctx'> };

/**
 * The seat clocks of matches with a pace: computed after each commit from the rows kept in the
 * database (`nextClocks`), stored, and shown to the table's sockets here; the processes holding the
 * match elsewhere hear "clocks changed" over the bus and read them from the store.
 */
export class ClockKeeper {
  constructor(private readonly o: ClockKeeperOptions) {}

  async rowsOf(matchID: string): Promise<Map<string, SeatClockRow>> {
    return new Map((await this.o.store.seatClocks([matchID])).map((r) => [r.playerID, r]));
  }

  /** Computes and stores the clocks of the held state, then shows them. */
  async write(
    live: LiveMatch,
    previousActing: readonly string[],
    movers: ReadonlyMap<string, 'person' | 'computer'>,
    takeBack: { keep: ReadonlySet<string>; resume: ReadonlySet<string> } = { keep: new Set(), resume: new Set() },
  ): Promise<void> {
    const { state, metadata } = live;
    const settings = asyncSettings(metadata);
    if (settings.pace === 'none' || !isStarted(metadata)) return;
    // A seat whose only possible move is being made for it has no decision to time (every seat can
    // tell it has one move). A seat whose standing order decides gets its clock as any seat asked:
    // its order's move ends it at once, and a clock that did not start would show the table the order.
    const forced = forcedSeats(live);
    const writes = nextClocks({
      pace: settings.pace,
      now: this.o.clock.now(),
      stateID: state._stateID,
      numPlayers: state.ctx.numPlayers,
      acting: actingSeats(state.ctx as Ctx).filter((seat) => !forced.has(seat)),
      previousActing,
      movers,
      computerSeats: computerSeats(metadata),
      rows: await this.rowsOf(live.matchID),
      keep: takeBack.keep,
      resume: takeBack.resume,
    });
    await this.o.store.writeSeatClocks(live.matchID, state._stateID, writes);
    await this.show(live.matchID);
  }

  /** Recomputes the clocks of the current state (running decisions go on; seats without one start one). */
  async recompute(matchID: string): Promise<void> {
    const live = await this.o.runner.withMatch(matchID, async (l) => l);
    if (live !== null) await this.write(live, actingSeats(live.state.ctx as Ctx), new Map());
  }

  /** How taking back the seat's move (made on `moveStateID`) would leave its decision (clocks.ts `takeBackClock`). */
  async takeBackClock(live: Pick<LiveMatch, 'matchID' | 'metadata'>, playerID: string, moveStateID: number): Promise<ReturnType<typeof takeBackClock>> {
    const row = (await this.rowsOf(live.matchID)).get(playerID);
    return takeBackClock(asyncSettings(live.metadata).pace, row, this.o.clock.now(), moveStateID);
  }

  /** The clocks of a match as everyone sees them. */
  async clocksOf(match: ClockedMatch, rows?: Map<string, SeatClockRow>, pause?: PauseRow | null): Promise<Clocks> {
    return clocksView({
      pause: pause === undefined ? (await this.o.store.away.pauses([match.matchID]))[0] : pause,
      pace: asyncSettings(match.metadata).pace,
      now: this.o.clock.now(),
      numPlayers: seats(match.metadata).length,
      acting: isStarted(match.metadata) ? actingSeats(match.state.ctx as Ctx) : [],
      handedOver: handedOverSeats(match.metadata),
      rows: rows ?? (await this.rowsOf(match.matchID)),
    });
  }

  /**
   * Sends the current clocks to the match's sockets here and tells the other processes. Runs outside
   * the match's queue (after a commit, a vote, a deadline): it reads the match in the queue.
   */
  async show(matchID: string): Promise<void> {
    const shown = await this.o.runner.withMatch(matchID, async (live) => this.showHere(live));
    if (shown !== null) this.o.runner.tableChanged({ kind: 'clocks', matchID });
  }

  /**
   * Sends the clocks of `match` to its sockets here. Called in the match's queue when another process
   * changed them (a bus message), so it is given the match and never asks for the queue itself: a task
   * that waited on its own queue would stop the match on this process for good.
   */
  async showHere(match: ClockedMatch): Promise<void> {
    this.o.sockets.emitToMatch(match.matchID, 'clocks', { matchID: match.matchID, clocks: await this.clocksOf(match) });
  }
}
