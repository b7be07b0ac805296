import type { AsyncStore, MatchSummary, SeatClockRow } from '@harbour/storage';
import type { LiveMatch } from '../match/runner.js';
import { seatOf } from '../match/seats.js';
import { chatFrame, type Chat } from './chat.js';
import type { ChatRelay } from './chat-relay.js';
import type { Clock } from '../clock.js';
import type { ClockKeeper } from './clock-keeper.js';
import type { Clocks } from './clocks.js';
import type { HandOver } from './hand-over.js';
import type { MatchTasks } from './match-tasks.js';
import type { Presence } from './presence.js';
import { asyncSettings, type AsyncSettings } from '../match/settings.js';

export interface TableFieldsOptions {
  store: AsyncStore;
  clock: Clock;
  clocks: ClockKeeper;
  chat: Chat;
  relay: ChatRelay;
  presence: Presence;
  handOver: HandOver;
  tasks: MatchTasks;
}

/** What match views and "my games" add for a match. */
export interface ViewExtras {
  pace: AsyncSettings['pace'];
  spectatorChat: boolean;
  clocks: Clocks;
  turnStartedAt: string | null;
  computerSeats: string[];
}

/**
 * What asynchronous play adds to what a table and the lobby show: the pace, the chat setting, the
 * clocks and the latest chat in a join's or a `sync`'s answer; "since you were last here"; the same
 * in match views and "my games". Opening the table makes the seat present (and takes it back).
 */
export class TableFields {
  constructor(private readonly o: TableFieldsOptions) {}

  /** What a `sync` answer adds (no side effects). */
  async synced(live: LiveMatch): Promise<object> {
    const settings = asyncSettings(live.metadata);
    const chat = await this.o.chat.latest(live.matchID);
    return { pace: settings.pace, spectatorChat: settings.spectatorChat, clocks: await this.o.clocks.clocksOf(live), chat: chat.map(chatFrame) };
  }

  /** What a join's sync adds; a seat that opens the table is present again (and takes a handed-over seat back). */
  async joined(live: LiveMatch, playerID: string | null): Promise<object> {
    const settings = asyncSettings(live.metadata);
    const rows = await this.o.clocks.rowsOf(live.matchID);
    const chat = await this.o.chat.latest(live.matchID);
    this.o.relay.joined(live.matchID, chat[chat.length - 1]?.seq ?? 0);
    let lastSeen: { stateID: number; awayMs: number | null } | null = null;
    if (playerID !== null) {
      const row = rows.get(playerID);
      const seen = row?.lastSeenStateID;
      // How long no table of this seat was open ("since you were last here" needs a real absence).
      const openUntil = row?.openUntil;
      const awayMs = openUntil === null || openUntil === undefined ? null : Math.max(0, this.o.clock.now() - openUntil);
      lastSeen = seen === null || seen === undefined ? null : { stateID: seen, awayMs };
      await this.o.presence.joined(live.matchID, playerID, live.state._stateID);
      await this.o.store.clearNotices(live.matchID, playerID);
      if (row?.absent === true || seatOf(live.metadata, playerID)?.data?.handedOver === true) this.o.tasks.later(live.matchID, () => this.o.handOver.reclaim(live.matchID, playerID));
    }
    return { pace: settings.pace, spectatorChat: settings.spectatorChat, clocks: await this.o.clocks.clocksOf(live, rows), chat: chat.map(chatFrame), lastSeen };
  }

  /** Per seat (`matchID/playerID`), the number of the newest chat message someone else wrote ("my games"). */
  chatNews(seats: readonly { matchID: string; playerID: string }[]): Promise<Map<string, number>> {
    return this.o.chat.newestFromOthers(seats);
  }

  /** Pace, chat setting, clocks, when the turn began and the seats the computer played, per listed match. */
  async viewExtras(summaries: readonly MatchSummary[]): Promise<Map<string, ViewExtras>> {
    const byMatch = new Map<string, Map<string, SeatClockRow>>();
    for (const row of await this.o.store.seatClocks(summaries.map((s) => s.matchID))) {
      const map = byMatch.get(row.matchID) ?? new Map<string, SeatClockRow>();
      map.set(row.playerID, row);
      byMatch.set(row.matchID, map);
    }
    const pauses = new Map((await this.o.store.away.pauses(summaries.map((s) => s.matchID))).map((p) => [p.matchID, p]));
    const out = new Map<string, ViewExtras>();
    for (const summary of summaries) {
      const settings = asyncSettings(summary.metadata);
      const rows = byMatch.get(summary.matchID) ?? new Map<string, SeatClockRow>();
      const started = [...rows.values()].map((r) => r.startedAt).filter((t): t is number => t !== null);
      out.set(summary.matchID, {
        pace: settings.pace,
        spectatorChat: settings.spectatorChat,
        clocks: await this.o.clocks.clocksOf({ matchID: summary.matchID, metadata: summary.metadata, state: { ctx: summary.ctx } }, rows, pauses.get(summary.matchID) ?? null),
        turnStartedAt: started.length === 0 ? null : new Date(Math.max(...started)).toISOString(),
        computerSeats: [...rows.values()].filter((r) => r.computerPlayed).map((r) => r.playerID),
      });
    }
    return out;
  }
}
