import { TABLE_EVENTS_IN_SYNC, type TableEventFrame, type TableEventKind } from '@harbour/protocol';
import { TABLE_EVENTS_MAX, type TableEventRow, type TableEventStore } from '@harbour/storage';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { TableFeature, TableOutlet } from '../match/table-feature.js';

export interface TableEventsOptions {
  store: TableEventStore;
  runner: MatchRunner;
  clock: Clock;
  sockets: TableOutlet;
  log: Logger;
}

/** What happened, as Away and Pause tell it. */
export interface TableEventNote {
  kind: TableEventKind;
  playerID: string | null;
  /** away: the date of return (epoch ms). */
  until?: number;
  /** pause: the seats whose votes paused it. */
  pausedBy?: readonly string[];
}

/** How many matches' last sent event this process remembers (the oldest are forgotten). */
const REMEMBERED = 10_000;

/** An event as sent to clients (times as ISO). */
export function tableEventFrame(row: TableEventRow): TableEventFrame {
  return {
    seq: row.seq,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    playerID: row.playerID,
    until: row.until === null ? null : new Date(row.until).toISOString(),
    stateID: row.stateID,
    logAt: row.logAt,
    pausedBy: [...row.pausedBy],
  };
}

/** How many of the game's public log events (G.events) a state has: its log lines are numbered by them. */
function logLength(G: unknown): number {
  const events = typeof G === 'object' && G !== null ? (G as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? events.length : 0;
}

/**
 * The table's events (issue 36): a vacation declared or ended, a pause voted, a resume, kept with
 * the match (TableEventStore) so that the log can tell them, to every seat and spectator. An event
 * is stored, sent to the match's sockets here as a `tableEvent` frame, and the other processes
 * holding the match hear "table event N" over the bus (ids only) and send what they have not sent
 * yet, read from the store; joins and syncs carry the latest (`events`). Telling is never in the way
 * of what it tells: a failed or refused write (the match's 500 events) is logged, nothing more.
 */
export class TableEvents {
  private readonly lastSent = new Map<string, number>();
  readonly feature: TableFeature;

  constructor(private readonly o: TableEventsOptions) {
    this.feature = {
      name: 'tableEvents',
      joined: (live) => this.fieldsFor(live.matchID),
      synced: (live) => this.fieldsFor(live.matchID),
      bus: { kinds: ['tableEvent'], changed: (live, message) => (message.kind === 'tableEvent' ? this.fromBus(live, message.seq) : undefined) },
    };
  }

  /** Keeps and tells an event of `live` at the state it holds now. */
  async add(live: Pick<LiveMatch, 'matchID' | 'state'>, note: TableEventNote): Promise<void> {
    const matchID = live.matchID;
    try {
      const row = await this.o.store.add(matchID, {
        at: this.o.clock.now(),
        kind: note.kind,
        playerID: note.playerID,
        until: note.until ?? null,
        stateID: live.state._stateID,
        logAt: logLength(live.state.G),
        pausedBy: [...(note.pausedBy ?? [])],
      });
      if (row === null) return;
      this.send(matchID, row, true);
      this.o.runner.tableChanged({ kind: 'tableEvent', matchID, seq: row.seq });
    } catch (error) {
      this.o.log.warn({ err: (error as Error).message, matchID, kind: note.kind }, 'a table event was not kept');
    }
  }

  /** What a join's or a sync's answer adds: the latest events, oldest first. */
  async fieldsFor(matchID: string): Promise<{ events: TableEventFrame[] }> {
    const rows = await this.o.store.list(matchID, { limit: TABLE_EVENTS_IN_SYNC });
    const last = rows.at(-1);
    if (last !== undefined) this.note(matchID, last.seq);
    return { events: rows.map(tableEventFrame) };
  }

  /** Every event the match kept (at most TABLE_EVENTS_MAX), oldest first: a replay's log tells them all. */
  async all(matchID: string): Promise<TableEventFrame[]> {
    return (await this.o.store.list(matchID, { limit: TABLE_EVENTS_MAX })).map(tableEventFrame);
  }

  /** Another process stored event `seq`: send the events not sent here yet. */
  async fromBus(live: LiveMatch, seq: number): Promise<void> {
    const after = this.lastSent.get(live.matchID) ?? 0;
    if (seq <= after) return;
    for (const row of await this.o.store.list(live.matchID, { after, limit: TABLE_EVENTS_IN_SYNC })) this.send(live.matchID, row);
  }

  /** Sends an event to the table's sockets here once (one stored here always: it may come after a later one from elsewhere). */
  private send(matchID: string, row: TableEventRow, storedHere = false): void {
    if (!storedHere && row.seq <= (this.lastSent.get(matchID) ?? 0)) return;
    this.note(matchID, row.seq);
    this.o.sockets.emitToMatch(matchID, 'tableEvent', { matchID, event: tableEventFrame(row) });
  }

  private note(matchID: string, seq: number): void {
    const last = Math.max(seq, this.lastSent.get(matchID) ?? 0);
    this.lastSent.delete(matchID);
    this.lastSent.set(matchID, last);
    if (this.lastSent.size > REMEMBERED) this.lastSent.delete(this.lastSent.keys().next().value as string);
  }
}
