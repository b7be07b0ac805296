import type { AsyncStore, ChatStore, MatchStorage, MatchSummary, NotesStore, TableEventStore } from '@harbour/storage';
import type { TableEventFrame } from '@harbour/protocol';
import type { LogEntry, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats, type BotRunner } from '../bots/runner.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { TurnNotices } from '../notices/turn-notices.js';
import type { TableFeature, TableOutlet } from '../match/table-feature.js';
import type { Ctx } from 'boardgame.io';
import { Chat, type ChatLimiters } from './chat.js';
import { ChatRelay } from './chat-relay.js';
import type { Clock } from '../clock.js';
import { ClockKeeper } from './clock-keeper.js';
import { moversOf, takeBackMarks } from './clocks.js';
import { Deadlines } from './deadlines.js';
import { HandOver } from './hand-over.js';
import { MatchTasks } from './match-tasks.js';
import { Presence } from './presence.js';
import { Away } from './away.js';
import { Pause } from './pause.js';
import { asyncSettings } from '../match/settings.js';
import { TableFields, type ViewExtras } from './table-fields.js';
import { TakeBack } from './take-back.js';
import { SeatNotes } from './notes.js';
import { TableEvents } from './table-events.js';
import type { Limiter } from '../rate-limit.js';

export interface AsyncPlayOptions {
  store: AsyncStore;
  /** The match store (seat changes go through its locked metadata update). */
  matches: MatchStorage;
  runner: MatchRunner;
  bots: BotRunner;
  clock: Clock;
  log: Logger;
  /** The sockets of the tables on this process (clocks, chat, a seat's notes go out through it). */
  sockets: TableOutlet;
  /** How often each process looks for due deadlines and reminders. */
  tickMs: number;
  /** How long a claim holds before another process may take the row over. */
  leaseMs: number;
  /** Overrides the pace's notice delay (NOTICE_DELAY_MS). */
  noticeDelayMs?: number;
  /** Where chat is kept, and its limits (chatLimiters). */
  chat: { store: ChatStore; limiters: ChatLimiters };
  /** Where each seat's private notes are kept, and the limit of their saves (notesLimiter). */
  notes: { store: NotesStore; limiter: Limiter };
  /** Where the table's events are kept (away, back, pause, resume: what the log tells). */
  tableEvents: TableEventStore;
  /** The seats whose standing orders decide now (bots/standing-orders.ts): no turn notice for them (their clocks run as any seat's). */
  orders?: { automatedSeats(live: LiveMatch): Promise<ReadonlySet<string>> };
}

/**
 * Asynchronous play on one server process, wired in one place: the clock keeper (seat clocks after
 * each commit), the deadlines (the scheduler: reminders, time running out), the hand-over (votes,
 * taking a seat back), presence, the chat relay, the turn notices (the outbox's first step) and the
 * table fields (what a table and the lobby show). Each is a collaborator of its own file.
 */
export class AsyncPlay {
  readonly presence: Presence;
  readonly chat: Chat;
  private readonly tasks: MatchTasks;
  private readonly clocks: ClockKeeper;
  private readonly deadlines: Deadlines;
  private readonly handOver: HandOver;
  private readonly relay: ChatRelay;
  private readonly notices: TurnNotices;
  private readonly fields: TableFields;
  private readonly away: Away;
  private readonly pause: Pause;
  private readonly takeBack: TakeBack;
  readonly notes: SeatNotes;
  private readonly tableEvents: TableEvents;
  private readonly orders: AsyncPlayOptions['orders'];
  /**
   * What asynchronous play adds to a table, feature by feature (features.ts puts them in the list):
   * take-backs; the clocks and turn notices after each commit; the table's fields and presence; a
   * seat's notes; chat; the seats' votes (hand-over, away, pause); the table's events they leave.
   */
  readonly features: { readonly [K in 'takeBack' | 'clocks' | 'tableFields' | 'notes' | 'chat' | 'seatVotes' | 'tableEvents']: TableFeature };

  constructor(o: AsyncPlayOptions) {
    const { store, runner, clock, log } = o;
    this.tasks = new MatchTasks(log);
    this.orders = o.orders;
    this.presence = new Presence(store, clock, log);
    this.chat = new Chat(o.chat.store, clock, o.chat.limiters);
    this.clocks = new ClockKeeper({ store, runner, clock, sockets: o.sockets });
    this.handOver = new HandOver({ store, matches: o.matches, runner, bots: o.bots, clocks: this.clocks, log });
    this.deadlines = new Deadlines({ store, matches: o.matches, runner, bots: o.bots, clock, log, clocks: this.clocks, tasks: this.tasks, presence: this.presence, tickMs: o.tickMs, leaseMs: o.leaseMs, away: { endDue: () => this.away.endDue() } });
    this.relay = new ChatRelay({ chat: this.chat, matches: o.matches, runner, sockets: o.sockets });
    this.notices = new TurnNotices({ store, clock, presence: this.presence, quiet: (id) => this.away.quiet(id), ...(o.noticeDelayMs !== undefined ? { noticeDelayMs: o.noticeDelayMs } : {}) });
    const turnsResumed = (live: LiveMatch, only: readonly string[] | null) => this.notices.resumed(live, only);
    this.tableEvents = new TableEvents({ store: o.tableEvents, runner, clock, sockets: o.sockets, log });
    const events = this.tableEvents;
    this.away = new Away({ store, runner, clock, clocks: this.clocks, handOver: this.handOver, log, turnsResumed, events });
    this.pause = new Pause({ store, runner, clock, clocks: this.clocks, log, turnsResumed, events });
    this.takeBack = new TakeBack(runner, o.matches, (live, playerID, moveStateID) => this.clocks.takeBackClock(live, playerID, moveStateID));
    this.notes = new SeatNotes({ store: o.notes.store, limiter: o.notes.limiter, runner, clock, sockets: o.sockets });
    this.fields = new TableFields({ store, clock, clocks: this.clocks, chat: this.chat, relay: this.relay, presence: this.presence, handOver: this.handOver, tasks: this.tasks });
    this.features = {
      takeBack: this.takeBack.feature,
      clocks: {
        name: 'clocks',
        // The state this commit left: the task runs later, when the held match may have moved on (a
        // standing order's move made at once); its clocks and notices are this state's.
        committed: (live, previous, deltalog) => {
          const committed: LiveMatch = { ...live };
          this.tasks.later(live.matchID, () => this.afterCommit(committed, previous, deltalog, live));
        },
        bus: { kinds: ['clocks'], changed: (live) => this.clocks.showHere(live) },
      },
      tableFields: {
        name: 'tableFields',
        joined: (live, playerID) => this.fields.joined(live, playerID),
        synced: (live) => this.fields.synced(live),
        stateChanged: (live) => this.presence.delivered(live.matchID, live.state._stateID),
        left: (id, playerID) => playerID !== null && this.presence.left(id, playerID),
      },
      notes: {
        name: 'notes',
        // A seat's own notes go only into its own answers.
        joined: (live, playerID) => this.notes.fieldsFor(live.matchID, playerID),
        synced: (live, playerID) => this.notes.fieldsFor(live.matchID, playerID),
        messages: { notes: (payload, seat) => this.notes.save(payload, seat) },
        bus: { kinds: ['notes'], changed: (live, message) => (message.kind === 'notes' ? this.notes.showHere(live.matchID, message.playerID) : undefined) },
      },
      chat: {
        name: 'chat',
        messages: { chat: (payload, seat) => this.relay.message(payload, seat) },
        bus: { kinds: ['chat'], changed: (live, message) => (message.kind === 'chat' ? this.relay.fromBus(live, message.seq) : undefined) },
      },
      seatVotes: {
        name: 'seatVotes',
        messages: {
          handOver: (payload, seat) => this.handOver.vote(payload, seat),
          away: (payload, seat) => this.away.declare(payload, seat),
          back: (payload, seat) => this.away.back(payload, seat),
          pause: (payload, seat) => this.pause.vote(payload, seat),
          resume: (payload, seat) => this.pause.resume(payload, seat),
        },
      },
      tableEvents: this.tableEvents.feature,
    };
  }

  /** Starts the scheduler (notices are delivered apart, by notices/outbox.ts on a timer of its own). */
  start(): void {
    this.deadlines.start();
  }

  async close(): Promise<void> {
    await this.deadlines.close();
    await this.tasks.settled();
  }

  /** The seats that left as the server's sockets closed, written before the store closes. */
  flushLeaves(): Promise<void> {
    return this.presence.flushLeaves();
  }

  /** Waits for the pending asynchronous work of every match (tests). */
  settled(): Promise<void> {
    return this.tasks.settled();
  }

  /** One round of the scheduler (the test clock's route runs what fell due). */
  tick(): Promise<void> {
    return this.deadlines.tick();
  }

  /** `live`: the match as the commit left it; `held`: the held match itself (what the orders' memo is kept by). */
  private async afterCommit(live: LiveMatch, previous: State, deltalog: readonly LogEntry[], held: LiveMatch = live): Promise<void> {
    const movers = moversOf(deltalog);
    const automated = (await this.orders?.automatedSeats(held)) ?? new Set<string>();
    if (asyncSettings(live.metadata).pace !== 'none') await this.clocks.write(live, actingSeats(previous.ctx as Ctx), movers, takeBackMarks(deltalog));
    await this.notices.afterCommit(live, previous, movers, automated);
  }

  /** The match has just started (every seat taken): its first clocks and turn notices. */
  matchStarted(live: LiveMatch): void {
    const previous = { ...live.state, ctx: { ...live.state.ctx, activePlayers: {}, currentPlayer: '' } } as unknown as State;
    this.tasks.later(live.matchID, () => this.afterCommit(live, previous, []));
  }

  /** Per seat (`matchID/playerID`), the number of the newest chat message someone else wrote ("my games"). */
  chatNews(seats: readonly { matchID: string; playerID: string }[]): Promise<Map<string, number>> {
    return this.fields.chatNews(seats);
  }

  /** The table's events a finished match kept, oldest first, for its replay's log. */
  replayEvents(matchID: string): Promise<TableEventFrame[]> {
    return this.tableEvents.all(matchID);
  }

  /** What match views and "my games" add: pace, chat setting, clocks, when the turn began, seats the computer played. */
  viewExtras(summaries: readonly MatchSummary[]): Promise<Map<string, ViewExtras>> {
    return this.fields.viewExtras(summaries);
  }
}
