import type { AsyncStore, MatchData, MatchStorage, MatchSummary, SeatClockRow } from '@harbour/storage';
import type { Ctx, LogEntry, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { z } from 'zod';
import { actingSeats, type BotRunner } from '../bots/runner.js';
import { AppError } from '../errors.js';
import { errInfo } from '../logger.js';
import { MATCH_ID_PATTERN } from '../credentials.js';
import type { LiveMatch, MatchRunner } from '../runner.js';
import { botLevel, isStarted, seatOf, seats } from '../seats.js';
import type { SocketSeat, SocketTransport } from '../transport.js';
import type { Limiter } from '../rate-limit.js';
import { Chat, chatFrame } from './chat.js';
import type { Clock } from './clock.js';
import { clocksView, moversOf, nextClocks, type Clocks } from './clocks.js';
import { PACES } from './paces.js';
import { Presence } from './presence.js';
import { asyncSettings, type AsyncSettings } from './settings.js';

/** Delivers the notices the outbox holds (see notices.ts); the scheduler calls it on every tick. */
export interface NoticeDelivery {
  deliverDue(): Promise<number>;
}

export interface AsyncPlayOptions {
  store: AsyncStore;
  /** The match store (seat changes go through its locked metadata update). */
  matches: MatchStorage;
  runner: MatchRunner;
  bots: BotRunner;
  clock: Clock;
  log: Logger;
  /** How often each process looks for due deadlines and notices. */
  tickMs: number;
  /** How long a claim holds before another process may take the row over. */
  leaseMs: number;
  /** Several processes: tell the others (over the bus, as a metadata change) when clocks or chat change. */
  multiProcess: boolean;
  /** Overrides the pace's notice delay (NOTICE_DELAY_MS). */
  noticeDelayMs?: number;
  /** The per-seat chat limit (CHAT_LIMIT, shared by all processes when Redis is configured). */
  chatLimiter: Limiter;
}

const matchID = z.string().regex(MATCH_ID_PATTERN);
const ChatMessageIn = z.strictObject({ matchID, text: z.unknown().optional() });
const HandOverMessage = z.strictObject({ matchID, playerID: z.string().regex(/^(0|[1-9]\d?)$/), agree: z.boolean() });

const asyncErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  notAbsent: () => new AppError(409, 'handOver.notAbsent', 'This seat is not absent.'),
  notPresent: () => new AppError(403, 'handOver.notPresent', 'Only a seat at the table that is not absent can vote.'),
  bad: (message: string) => new AppError(400, 'request.invalid', message),
};

/** The bot level that decides for absent seats and plays handed-over seats. */
function computerLevel(live: LiveMatch): string | null {
  const levels = Object.keys(live.hosted.module.bots);
  return levels.includes('easy') ? 'easy' : (levels[0] ?? null);
}

/** Seats a computer plays: bots and seats handed over. */
function computerSeats(metadata: MatchData): Set<string> {
  return new Set(seats(metadata).filter((s) => botLevel(s) !== undefined).map((s) => String(s.id)));
}

function handedOverSeats(metadata: MatchData): Set<string> {
  return new Set(seats(metadata).filter((s) => s.data?.handedOver === true).map((s) => String(s.id)));
}

/**
 * Asynchronous play on one server process: seat clocks written after each commit (off the move's
 * path, only for matches with a pace or notices), a scheduler that claims due deadlines and
 * reminders with SKIP LOCKED and a lease, the computer deciding once for a seat whose time ran
 * out, hand-over votes, taking a seat back, presence, chat, and the notice outbox.
 */
export class AsyncPlay {
  readonly presence: Presence;
  readonly chat: Chat;
  private readonly chains = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private delivery: NoticeDelivery | null = null;
  private closed = false;
  private transport: SocketTransport | null = null;

  constructor(private readonly o: AsyncPlayOptions) {
    this.presence = new Presence(o.store, o.clock, o.log);
    this.chat = new Chat(o.store, o.clock, o.chatLimiter);
    o.runner.addListener({
      committed: (live, previous, deltalog) => this.later(live.matchID, () => this.afterCommit(live, previous, deltalog)),
      stateChanged: (live) => this.presence.delivered(live.matchID, live.state._stateID),
      metadataChanged: (live) => (o.multiProcess ? this.refreshTable(live) : undefined),
    });
  }

  /** Adds chat, hand-over votes, clocks and presence to the socket protocol. */
  attach(transport: SocketTransport): void {
    this.transport = transport;
    transport.extend({
      joined: (live, playerID) => this.joined(live, playerID),
      synced: (live) => this.tableFields(live),
      left: (id, playerID) => playerID !== null && this.presence.left(id, playerID),
      messages: {
        chat: (payload, seat) => this.chatMessage(payload, seat),
        handOver: (payload, seat) => this.handOverMessage(payload, seat),
      },
    });
  }

  private emit(id: string, event: string, payload: unknown): void {
    this.transport?.emitToMatch(id, event, payload);
  }

  setDelivery(delivery: NoticeDelivery): void {
    this.delivery = delivery;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.o.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.ticking;
    await Promise.all(this.chains.values());
  }

  /** Runs `task` after the earlier async work of the same match (never in the match's move queue). */
  private later(matchID: string, task: () => Promise<void>): void {
    const previous = this.chains.get(matchID) ?? Promise.resolve();
    const next = previous.then(task).catch((error: unknown) => this.o.log.warn({ err: errInfo(error), matchID }, 'asynchronous play: task failed'));
    this.chains.set(matchID, next);
    void next.then(() => {
      if (this.chains.get(matchID) === next) this.chains.delete(matchID);
    });
  }

  /** Waits for the pending async work of every match (tests). */
  async settled(): Promise<void> {
    while (this.chains.size > 0) await Promise.all(this.chains.values());
  }

  // --- after a move --------------------------------------------------------------------------------

  private async afterCommit(live: LiveMatch, previous: State, deltalog: readonly LogEntry[]): Promise<void> {
    const settings = asyncSettings(live.metadata);
    const state = live.state;
    const acting = actingSeats(state.ctx as Ctx);
    const before = actingSeats(previous.ctx as Ctx);
    const movers = moversOf(deltalog);
    if (settings.pace !== 'none') await this.writeClocks(live, before, movers);
    if (!settings.notices && settings.group === undefined) return;
    const now = this.o.clock.now();
    const delay = this.o.noticeDelayMs ?? PACES[settings.pace].noticeDelayMs;
    const bots = computerSeats(live.metadata);
    const notice = (playerID: string | null, kind: 'turn' | 'over' | 'group' | 'groupOver', dueAt: number) =>
      this.o.store.enqueueNotice({ matchID: live.matchID, playerID, kind, stateID: state._stateID, dueAt, now });
    if (state.ctx.gameover !== undefined) {
      if (previous.ctx.gameover !== undefined) return;
      if (settings.notices) for (const seat of seats(live.metadata)) if (botLevel(seat) === undefined) await notice(String(seat.id), 'over', now);
      if (settings.group !== undefined) await notice(null, 'groupOver', now);
      return;
    }
    for (const playerID of acting) {
      // A turn begins for a person's seat (coalesced in the outbox: one until the seat opens the table).
      if (bots.has(playerID) || (before.includes(playerID) && !movers.has(playerID))) continue;
      if (this.presence.isOpenHere(live.matchID, playerID)) continue;
      if (settings.notices) await notice(playerID, 'turn', now + delay);
      if (settings.group !== undefined) await notice(playerID, 'group', now + delay);
    }
  }

  /** Computes and stores the seat clocks for the held state, then shows them. */
  private async writeClocks(live: LiveMatch, previousActing: readonly string[], movers: ReadonlyMap<string, 'person' | 'computer'>): Promise<void> {
    const { state, metadata } = live;
    const settings = asyncSettings(metadata);
    if (settings.pace === 'none' || !isStarted(metadata)) return;
    const rows = await this.rowsOf(live.matchID);
    const writes = nextClocks({
      pace: settings.pace,
      now: this.o.clock.now(),
      stateID: state._stateID,
      numPlayers: state.ctx.numPlayers,
      acting: actingSeats(state.ctx as Ctx),
      previousActing,
      movers,
      computerSeats: computerSeats(metadata),
      rows,
    });
    await this.o.store.writeSeatClocks(live.matchID, state._stateID, writes);
    await this.showClocks(live.matchID);
  }

  /** The match has just started (every seat taken): its first clocks and turn notices. */
  matchStarted(live: LiveMatch): void {
    const previous = { ...live.state, ctx: { ...live.state.ctx, activePlayers: {}, currentPlayer: '' } } as unknown as State;
    this.later(live.matchID, () => this.afterCommit(live, previous, []));
  }

  private async rowsOf(id: string): Promise<Map<string, SeatClockRow>> {
    return new Map((await this.o.store.seatClocks([id])).map((r) => [r.playerID, r]));
  }

  /** The clocks of a match as everyone sees them. */
  async clocksOf(live: Pick<LiveMatch, 'matchID' | 'metadata'> & { state: Pick<State, 'ctx'> }, rows?: Map<string, SeatClockRow>): Promise<Clocks> {
    const settings = asyncSettings(live.metadata);
    return clocksView({
      pace: settings.pace,
      now: this.o.clock.now(),
      numPlayers: seats(live.metadata).length,
      acting: isStarted(live.metadata) ? actingSeats(live.state.ctx as Ctx) : [],
      handedOver: handedOverSeats(live.metadata),
      rows: rows ?? (await this.rowsOf(live.matchID)),
    });
  }

  /** Sends the current clocks to the match's sockets here (and tells other processes). */
  private async showClocks(id: string, tellOthers = true): Promise<void> {
    const clocks = await this.o.runner.withMatch(id, async (live) => this.clocksOf(live));
    if (clocks === null) return;
    this.emit(id, 'clocks', { matchID: id, clocks });
    if (tellOthers && this.o.multiProcess) await this.tellOthers(id);
  }

  private async tellOthers(id: string): Promise<void> {
    const { metadata } = await this.o.runner.withMatch(id, async (live) => ({ metadata: live.metadata })) ?? {};
    if (metadata !== undefined) await this.o.runner.metadataUpdated(id, metadata);
  }

  /** Another process changed something of this match: send the clocks and the chat messages not seen here. */
  private readonly lastChat = new Map<string, number>();
  private async refreshTable(live: LiveMatch): Promise<void> {
    const clocks = await this.clocksOf(live);
    this.emit(live.matchID, 'clocks', { matchID: live.matchID, clocks });
    const after = this.lastChat.get(live.matchID);
    if (after === undefined) return;
    for (const message of await this.chat.after(live.matchID, after)) this.sendChat(live.matchID, message, false);
  }

  /** The last chat message sent to a match's sockets here (bounded: the oldest entries are forgotten). */
  private noteChat(id: string, seq: number): void {
    const last = Math.max(seq, this.lastChat.get(id) ?? 0);
    this.lastChat.delete(id);
    this.lastChat.set(id, last);
    if (this.lastChat.size > 10_000) this.lastChat.delete(this.lastChat.keys().next().value as string);
  }

  private sendChat(id: string, message: Awaited<ReturnType<Chat['latest']>>[number], tellOthers: boolean): void {
    if (message.seq <= (this.lastChat.get(id) ?? 0) && !tellOthers) return;
    this.noteChat(id, message.seq);
    this.emit(id, 'chat', { matchID: id, message: chatFrame(message) });
  }

  // --- the scheduler ---------------------------------------------------------------------------------

  /** One round: refresh presence, handle due deadlines and reminders, deliver due notices. */
  tick(): Promise<void> {
    if (this.ticking !== null) return this.ticking;
    this.ticking = (async () => {
      try {
        await this.presence.heartbeat();
        // Rounds until nothing is due (a few at most: a row released as behind is taken again once current).
        for (let round = 0; round < 10 && !this.closed; round++) {
          const now = this.o.clock.now();
          const lease = now + this.o.leaseMs;
          const due = await this.o.store.claimDueClocks(now, lease, 20);
          if (due.length === 0) break;
          for (const row of due) {
            await this.handleDue(row, lease).catch((error: unknown) => this.o.log.error({ err: errInfo(error), matchID: row.matchID }, 'deadline not handled (another try after the lease)'));
          }
          await Promise.all(due.map((row) => this.chains.get(row.matchID)));
        }
        await this.delivery?.deliverDue();
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
      await this.chains.get(id);
      row = (await this.rowsOf(id)).get(playerID);
      if (row !== undefined && row.syncedStateID < found.stateID) {
        const { log = [] } = await this.o.matches.load(id, { log: true });
        const since = log.filter((e) => e._stateID >= (row as SeatClockRow).syncedStateID);
        await this.writeClocks(found.live, found.acting, moversOf(since));
        row = (await this.rowsOf(id)).get(playerID);
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
    const open = row.openUntil !== null && row.openUntil > now;
    if (!open) await this.o.store.enqueueNotice({ matchID: id, playerID, kind: 'reminder', stateID: row.syncedStateID, dueAt: now, now });
    await this.o.store.updateClaimedClock(id, playerID, lease, { remindAt: null, release: true });
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
      // round of this tick looks at the seat again against the current state. If no move could be
      // made, again in a minute.
      const stateID = await this.o.runner.withMatch(id, async (current) => current.state._stateID);
      const movedOn = stateID !== null && stateID !== row.syncedStateID;
      await this.o.store.updateClaimedClock(id, playerID, lease, movedOn ? { release: true } : { dueAt: this.o.clock.now() + 60_000, release: true });
      await this.showClocks(id);
    }
    // On success the commit's listener writes the next clocks (and releases the claim).
  }

  // --- the table -------------------------------------------------------------------------------------

  /** What a `sync` answer adds: pace, chat setting, clocks, the latest chat. */
  private async tableFields(live: LiveMatch, rows?: Map<string, SeatClockRow>): Promise<object> {
    const settings = asyncSettings(live.metadata);
    const chat = await this.chat.latest(live.matchID);
    return { pace: settings.pace, spectatorChat: settings.spectatorChat, clocks: await this.clocksOf(live, rows ?? (await this.rowsOf(live.matchID))), chat: chat.map(chatFrame) };
  }

  /** Extra sync fields for a join; a seat that opens the table is present again (and takes a handed-over seat back). */
  private async joined(live: LiveMatch, playerID: string | null): Promise<object> {
    const settings = asyncSettings(live.metadata);
    const rows = await this.rowsOf(live.matchID);
    const chat = await this.chat.latest(live.matchID);
    const last = chat[chat.length - 1];
    this.noteChat(live.matchID, last?.seq ?? 0);
    let lastSeen: { stateID: number; awayMs: number | null } | null = null;
    if (playerID !== null) {
      const seen = rows.get(playerID)?.lastSeenStateID;
      // How long no table of this seat was open ("since you were last here" needs a real absence).
      const openUntil = rows.get(playerID)?.openUntil;
      const awayMs = openUntil === null || openUntil === undefined ? null : Math.max(0, this.o.clock.now() - openUntil);
      lastSeen = seen === null || seen === undefined ? null : { stateID: seen, awayMs };
      await this.presence.joined(live.matchID, playerID, live.state._stateID);
      await this.o.store.clearNotices(live.matchID, playerID);
      const row = rows.get(playerID);
      if (row?.absent === true || seatOf(live.metadata, playerID)?.data?.handedOver === true) this.later(live.matchID, () => this.reclaim(live.matchID, playerID));
    }
    return { pace: settings.pace, spectatorChat: settings.spectatorChat, clocks: await this.clocksOf(live, rows), chat: chat.map(chatFrame), lastSeen };
  }

  /** The absent player is back: present again; a seat handed to the computer is theirs again from its next decision. */
  private async reclaim(id: string, playerID: string): Promise<void> {
    await this.o.store.updateSeatClock(id, playerID, () => ({ absent: false, handOverVotes: [] }));
    await this.changeSeat(id, playerID, false);
    await this.recomputeClocks(id);
    this.o.log.info({ matchID: id, playerID }, 'an absent seat is back');
  }

  /** Recomputes the clocks of the current state (running decisions go on; seats without one start one). */
  private async recomputeClocks(id: string): Promise<void> {
    const live = await this.o.runner.withMatch(id, async (l) => l);
    if (live !== null) await this.writeClocks(live, actingSeats(live.state.ctx as Ctx), new Map());
  }

  /** Hands a person's seat to the computer (`computer` true) or gives it back (false); no change if it is so already. */
  private async changeSeat(id: string, playerID: string, computer: boolean): Promise<void> {
    let level: string | null = null;
    await this.o.runner.withMatch(id, async (live) => {
      level = computerLevel(live);
    });
    if (level === null) return;
    let changed = false;
    const metadata = await this.o.matches.updateMetadata(id, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined) return null;
      const handed = seat.data?.handedOver === true;
      if (computer === handed || (computer && botLevel(seat) !== undefined)) return null;
      const data = { ...(seat.data ?? {}) };
      if (computer) Object.assign(data, { bot: { level }, handedOver: true });
      else {
        delete data.bot;
        delete data.handedOver;
      }
      seat.data = data;
      changed = true;
      return m;
    });
    if (metadata === undefined || !changed) return;
    await this.o.runner.metadataUpdated(id, metadata);
    if (computer) await this.o.runner.withMatch(id, async (live) => this.o.bots.poke(live));
  }

  private async chatMessage(payload: unknown, seat: (matchID: string) => SocketSeat | undefined): Promise<object> {
    const parsed = ChatMessageIn.safeParse(payload);
    if (!parsed.success) throw asyncErrors.bad('chat: { matchID, text }');
    const sub = seat(parsed.data.matchID);
    if (sub === undefined) throw asyncErrors.notJoined();
    const metadata = await this.o.runner.withMatch(sub.matchID, async (live) => live.metadata);
    if (metadata === null) throw asyncErrors.notJoined();
    const message = await this.chat.write(sub.matchID, metadata, sub, parsed.data.text);
    this.sendChat(sub.matchID, message, true);
    if (this.o.multiProcess) await this.tellOthers(sub.matchID);
    return { message: chatFrame(message) };
  }

  private async handOverMessage(payload: unknown, seat: (matchID: string) => SocketSeat | undefined): Promise<object> {
    const parsed = HandOverMessage.safeParse(payload);
    if (!parsed.success) throw asyncErrors.bad('handOver: { matchID, playerID, agree }');
    const { matchID: id, playerID: target, agree } = parsed.data;
    const sub = seat(id);
    if (sub === undefined) throw asyncErrors.notJoined();
    const voter = sub.playerID;
    const found = await this.o.runner.withMatch(id, async (live) => ({ metadata: live.metadata, over: live.state.ctx.gameover !== undefined }));
    if (found === null) throw asyncErrors.notJoined();
    const { metadata } = found;
    if (voter === null || voter === target || seatOf(metadata, voter)?.credentials !== sub.credentialsHash) throw asyncErrors.notPresent();
    const rows = await this.rowsOf(id);
    if (rows.get(voter)?.absent === true) throw asyncErrors.notPresent();
    if (seatOf(metadata, target) === undefined || found.over || seatOf(metadata, target)?.data?.handedOver === true) throw asyncErrors.notAbsent();
    // Present seats: people's seats (not computers) that are not absent, the absent seat excepted.
    const present = seats(metadata).filter((s) => botLevel(s) === undefined && String(s.id) !== target && rows.get(String(s.id))?.absent !== true).map((s) => String(s.id));
    const row = await this.o.store.updateSeatClock(id, target, (r) => {
      if (!r.absent) throw asyncErrors.notAbsent();
      const votes = new Set(r.handOverVotes.filter((v) => present.includes(v)));
      if (agree) votes.add(voter);
      else votes.delete(voter);
      return { handOverVotes: [...votes].sort() };
    });
    if (row.handOverVotes.length * 2 > present.length) {
      await this.changeSeat(id, target, true);
      await this.o.store.updateSeatClock(id, target, () => ({ handOverVotes: [], computerPlayed: true, dueAt: null, remindAt: null }));
      this.o.log.info({ matchID: id, playerID: target }, 'the seat was handed to the computer');
    }
    await this.showClocks(id);
    return {};
  }

  // --- views -----------------------------------------------------------------------------------------

  /** What match views and "my games" add: pace, chat setting, clocks, when the turn began, seats the computer played. */
  async viewExtras(summaries: readonly MatchSummary[]): Promise<Map<string, { pace: AsyncSettings['pace']; spectatorChat: boolean; clocks: Clocks; turnStartedAt: string | null; computerSeats: string[] }>> {
    const rows = await this.o.store.seatClocks(summaries.map((s) => s.matchID));
    const byMatch = new Map<string, Map<string, SeatClockRow>>();
    for (const row of rows) {
      const map = byMatch.get(row.matchID) ?? new Map<string, SeatClockRow>();
      map.set(row.playerID, row);
      byMatch.set(row.matchID, map);
    }
    const out = new Map();
    for (const summary of summaries) {
      const settings = asyncSettings(summary.metadata);
      const seatRows = byMatch.get(summary.matchID) ?? new Map<string, SeatClockRow>();
      const clocks = await this.clocksOf({ matchID: summary.matchID, metadata: summary.metadata, state: { ctx: summary.ctx } }, seatRows);
      const started = [...seatRows.values()].map((r) => r.startedAt).filter((t): t is number => t !== null);
      out.set(summary.matchID, {
        pace: settings.pace,
        spectatorChat: settings.spectatorChat,
        clocks,
        turnStartedAt: started.length === 0 ? null : new Date(Math.max(...started)).toISOString(),
        computerSeats: [...seatRows.values()].filter((r) => r.computerPlayed).map((r) => r.playerID),
      });
    }
    return out;
  }
}
