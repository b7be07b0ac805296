import type { AsyncStore, MatchData, MatchStorage, OutboxRow, OutboxStore, SubscriptionRow } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats } from '../bots/runner.js';
import { errInfo } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { seats } from '../match/seats.js';
import { seatHookMessage, type SendResult, type Webhooks } from '../outbound/webhooks.js';
import type { Clock } from '../clock.js';
import { asyncSettings } from '../match/settings.js';
import { groupBody } from './group-body.js';
import { pushRequest, type PushPayload, type VapidKeys } from '../outbound/push.js';
import type { EmailOptIn } from './email-opt-in.js';
import { authRefusal, p256dhRefusal } from './push-subscription.js';
import { turnDigest, type Digest } from './digest.js';
import { gameTitle, noticeText, pushBody, roundOf, seatName, type NoticeEvent } from './texts.js';

/** A notice is tried this many times (with doubling pauses from RETRY_BASE_MS) before it is dropped. */
export const MAX_ATTEMPTS = 6;
export const RETRY_BASE_MS = 30_000;
/** Notices one process delivers at once (each one's calls also wait for their target's slots). */
export const ROWS_IN_FLIGHT = 32;

export interface NoticeDeliveryOptions {
  store: AsyncStore;
  matches: MatchStorage;
  clock: Clock;
  log: Logger;
  metrics: Metrics;
  /** Outside requests go through the webhook sender (address filter, per-target queue and breaker). */
  sender: Webhooks;
  vapid: () => Promise<VapidKeys>;
  /** E-mail notices go through the double opt-in (confirmed addresses, hourly cap); null: no e-mail. */
  email: EmailOptIn | null;
  publicUrl: string;
  /** How long a claim holds before another process may take the row over. */
  leaseMs: number;
  /** How often this process looks for due notices: its own timer, apart from the deadlines' scheduler. */
  tickMs: number;
  rowsInFlight?: number;
  /** A signal aborted once `ms` of the delivery budget have passed (default: real time; tests drive it with their clock). */
  budgetTimer?: (ms: number) => AbortSignal;
}

type Outcome = 'delivered' | 'skip' | 'retry';
type Channel = 'push' | 'email' | 'group' | 'webhook';
const EVENT: Record<OutboxRow['kind'], NoticeEvent> = { turn: 'yourTurn', reminder: 'reminder', over: 'gameOver', group: 'yourTurn', groupOver: 'gameOver', hook: 'yourTurn', hookOver: 'gameOver' };
const bounded = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Delivers the notice outbox on its own timer, never in the way of deadlines, reminders or presence:
 * claims due rows (SKIP LOCKED, with a lease, so each notice is handled by one process at a time and
 * by another if that one dies), at most `rowsInFlight` at once, and sends each by Web Push, e-mail,
 * the match's group channel or the seat's webhook, its calls side by side through the sender's
 * per-target queues and breakers. Every row is finished within `budgetMs` (half the lease; calls
 * still running then are aborted), so a claim never runs out while its row is being delivered: no
 * other process can take a row over and deliver it a second time because its target was slow. The
 * outcome is recorded: delivered (kept, so no second notice is written until the seat opens the
 * table), dropped, or retried later with backoff.
 */
export class NoticeDelivery {
  private readonly outbox: OutboxStore;
  private readonly running = new Map<number, Promise<void>>();
  /** The current claim of each row being delivered here. */
  private readonly leases = new Map<number, number>();
  private readonly stopping = new AbortController();
  private claiming: Promise<number> | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** The real time one row's delivery may take: half the lease, the rest is the margin for finishing it. */
  readonly budgetMs: number;

  constructor(private readonly o: NoticeDeliveryOptions) {
    this.outbox = o.store.notices;
    this.budgetMs = Math.max(500, Math.floor(o.leaseMs / 2));
  }

  start(): void {
    this.timer = setInterval(() => void this.claim(), this.o.tickMs);
    this.timer.unref();
  }

  /** Claims what is due now and resolves when every row being delivered here is finished (the test clock, tests). */
  async deliverDue(): Promise<number> {
    await this.claiming;
    const claimed = await this.claim();
    await Promise.all(this.running.values());
    return claimed;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.stopping.abort(new Error('closing'));
    await this.claiming;
    await Promise.all(this.running.values());
  }

  private claim(): Promise<number> {
    this.claiming ??= this.claimOnce().finally(() => (this.claiming = null));
    return this.claiming;
  }

  private async claimOnce(): Promise<number> {
    const free = (this.o.rowsInFlight ?? ROWS_IN_FLIGHT) - this.running.size;
    if (free <= 0 || this.stopping.signal.aborted) return 0;
    try {
      const now = this.o.clock.now();
      const lease = now + this.o.leaseMs;
      const due = await this.outbox.claimDueNotices(now, lease, free);
      for (const row of due) {
        this.leases.set(row.id, lease);
        // Still being delivered here (a test clock jumped past its lease): it finishes under the new claim.
        if (this.running.has(row.id)) continue;
        const done = this.handle(row, now).finally(() => {
          this.running.delete(row.id);
          this.leases.delete(row.id);
        });
        this.running.set(row.id, done);
      }
      return due.length;
    } catch (error) {
      this.o.log.warn({ err: errInfo(error) }, 'notices: claiming due notices failed');
      return 0;
    }
  }

  /** Delivers one claimed row within the budget and records the outcome while the claim is still ours. */
  private async handle(row: OutboxRow, now: number): Promise<void> {
    const signal = AbortSignal.any([this.stopping.signal, (this.o.budgetTimer ?? AbortSignal.timeout)(this.budgetMs)]);
    // Out of time: delivered if one of its subscriptions was reached by then, else tried again later.
    const progress = { delivered: false };
    const outOfTime = new Promise<Outcome>((resolve) => signal.addEventListener('abort', () => resolve(progress.delivered ? 'delivered' : 'retry'), { once: true }));
    const outcome = await Promise.race([
      this.deliver(row, now, signal, progress).catch((error: unknown) => {
        this.o.log.warn({ err: errInfo(error), matchID: row.matchID, kind: row.kind }, 'notice not delivered');
        return 'retry' as const;
      }),
      outOfTime,
    ]);
    const at = this.o.clock.now();
    // The next try is counted from when this one began (never before it ended): a slow answer, or a test
    // clock moved while it was awaited, does not push the retry further out.
    // A dropped notice stays when a later turn asked for it while this claim ran (it may concern the seat again).
    const finish = outcome === 'delivered' ? { delivered: at } : outcome === 'skip' || row.attempts >= MAX_ATTEMPTS ? { drop: { stateID: row.stateID, dueAt: at } } : { retryAt: Math.max(at, now + RETRY_BASE_MS * 2 ** (row.attempts - 1)) };
    try {
      if (!(await this.outbox.finishNotice(row.id, this.leases.get(row.id) ?? -1, finish))) this.o.log.warn({ matchID: row.matchID, kind: row.kind }, 'notice claim ran out before it was finished');
    } catch (error) {
      this.o.log.warn({ err: errInfo(error), matchID: row.matchID }, 'notice outcome not recorded (tried again after the lease)');
    }
  }

  private async deliver(row: OutboxRow, now: number, signal: AbortSignal, progress: { delivered: boolean }): Promise<Outcome> {
    const [summary] = await this.o.matches.summaries([row.matchID]);
    if (summary === undefined) return 'skip';
    const { metadata, ctx } = summary;
    if (row.kind === 'hook' || row.kind === 'hookOver') return this.deliverSeatHook(row, metadata, ctx as Ctx, signal);
    const seatRow = row.playerID === null ? undefined : (await this.o.store.seatClocks([row.matchID])).find((r) => r.playerID === row.playerID);
    const forTurn = row.kind === 'turn' || row.kind === 'reminder' || row.kind === 'group';
    if (forTurn && row.playerID !== null) {
      // Skipped when the seat is at the table, or no longer has to act.
      if (seatRow?.openUntil != null && seatRow.openUntil > now) return 'skip';
      if (!actingSeats(ctx as Ctx).includes(row.playerID)) return 'skip';
    }
    const game = gameTitle(summary.gameName);
    const event = EVENT[row.kind];
    const name = row.playerID === null ? '' : seatName(metadata, row.playerID);
    const round = roundOf(ctx as Ctx);
    const text = noticeText(event, game, name, round);
    const digest = () => (row.kind === 'turn' || row.kind === 'reminder' || row.kind === 'group' ? this.digest(row, summary.gameName, metadata, ctx as Ctx) : Promise.resolve(null));
    if (row.kind === 'group' || row.kind === 'groupOver') {
      const group = asyncSettings(metadata).group;
      if (group === undefined) return 'skip';
      const notice = { event, matchID: row.matchID, ...(row.playerID !== null ? { playerID: row.playerID } : {}), game, name, round: roundOf(ctx as Ctx), inviteUrl: `${this.o.publicUrl}/join/${row.matchID}` };
      const body = groupBody(group.format, { ...notice, lastMove: (await digest())?.lastMove ?? null });
      return this.outcomeOf(await this.o.sender.request(group.url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, signal), row, 'group', group.url);
    }
    if (row.playerID === null) return 'skip';
    const subs = await this.o.store.subscriptions(row.matchID, row.playerID);
    if (subs.length === 0) return 'skip';
    const told = await digest();
    const payload: PushPayload = { event, title: game, body: pushBody(text, told), matchID: row.matchID, playerID: row.playerID, game, url: `/match/${row.matchID}` };
    // Each subscription on its own: one that fails (or throws) never keeps the others from being reached.
    const outcomes = await Promise.all(
      subs.map((sub) =>
        this.send(sub, payload, row, signal, { name, round, digest: told }).then(
          (outcome) => {
            if (outcome === 'delivered') progress.delivered = true;
            return outcome;
          },
          (error: unknown) => {
            this.o.log.warn({ err: errInfo(error), matchID: row.matchID, channel: sub.channel }, 'notice not delivered to one subscription');
            this.count(sub.channel, 'retry');
            return 'retry' as const;
          },
        ),
      ),
    );
    if (outcomes.includes('delivered')) return 'delivered';
    return outcomes.includes('retry') ? 'retry' : 'skip';
  }

  /**
   * What happened since the seat's last move (turn notices and reminders): read from the match's state at delivery,
   * so a notice held back (coalesced, delayed by the pace) tells everything up to when it is sent.
   * A failure costs the digest, never the notice.
   */
  private async digest(row: OutboxRow, gameName: string, metadata: MatchData, ctx: Ctx): Promise<Digest | null> {
    if (row.playerID === null) return null;
    try {
      const { state } = await this.o.matches.load(row.matchID, { state: true });
      return state === undefined ? null : turnDigest(gameName, state.G, ctx, metadata, row.playerID);
    } catch (error) {
      this.o.log.warn({ err: errInfo(error), matchID: row.matchID }, 'notice digest not made');
      return null;
    }
  }

  /** A seat's own webhook: "your turn" while the seat can still act, "match over" once it is over. */
  private async deliverSeatHook(row: OutboxRow, metadata: MatchData, ctx: Ctx, signal: AbortSignal): Promise<Outcome> {
    const playerID = row.playerID;
    const url = playerID === null ? undefined : seats(metadata).find((s) => String(s.id) === playerID)?.data?.webhook?.url;
    if (playerID === null || typeof url !== 'string') return 'skip';
    const over = ctx.gameover !== undefined;
    if (row.kind === 'hook' ? over || !actingSeats(ctx).includes(playerID) : !over) return 'skip';
    const message = seatHookMessage(this.o.publicUrl, row.matchID, metadata, ctx, playerID, row.kind === 'hook' ? 'yourTurn' : 'gameOver');
    return this.outcomeOf(await this.o.sender.request(url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) }, signal), row, 'webhook', url);
  }

  private async send(sub: SubscriptionRow, payload: PushPayload, row: OutboxRow, signal: AbortSignal, words: { name: string; round: number; digest: Digest | null }): Promise<Outcome> {
    if (sub.channel === 'email') {
      // Only confirmed addresses, within their hourly cap (EmailOptIn decides and sends).
      if (this.o.email === null) return 'skip';
      const outcome = await this.o.email.deliver(sub, { event: payload.event, game: payload.game, name: words.name, round: words.round, path: payload.url, digest: words.digest });
      this.count('email', outcome);
      return outcome;
    }
    const unusable = sub.keys === null ? 'no keys' : (p256dhRefusal(sub.keys.p256dh) ?? authRefusal(sub.keys.auth));
    if (unusable !== null) {
      // Keys no message can be encrypted for (stored before they were checked): never usable.
      this.o.log.warn({ matchID: row.matchID, playerID: row.playerID, reason: unusable }, 'push subscription removed: its keys cannot be used');
      await this.o.store.deleteSubscription(sub.id);
      this.count('push', 'gone');
      return 'skip';
    }
    const request = pushRequest(sub, payload, await this.o.vapid(), 24 * 3600);
    const result = await this.o.sender.request(request.url, { headers: request.headers, body: request.body }, signal);
    if ('status' in result && (result.status === 404 || result.status === 410)) {
      // The push service says the subscription is gone: forget it.
      await this.o.store.deleteSubscription(sub.id);
      this.count('push', 'gone');
      return 'skip';
    }
    return this.outcomeOf(result, row, 'push', request.url);
  }

  /** What a call came to for the row; counted, and a refused address logged in one bounded line. */
  private outcomeOf(result: SendResult, row: OutboxRow, channel: Channel, url: string): Outcome {
    if ('status' in result) {
      const { status } = result;
      if (status >= 200 && status < 300) return this.count(channel, 'delivered', 'delivered');
      if (status === 408 || status === 429 || status >= 500) return this.count(channel, 'retry', 'retry');
      return this.count(channel, 'failed', 'skip');
    }
    if (result.error === 'blocked') {
      this.o.log.warn({ matchID: row.matchID, kind: row.kind, channel, host: bounded(hostOf(url)), reason: bounded(result.reason) }, 'notice address refused');
      return this.count(channel, 'blocked', 'skip');
    }
    return this.count(channel, result.error === 'failed' ? 'retry' : result.error, 'retry');
  }

  private count(channel: Channel, result: string, outcome: Outcome = 'skip'): Outcome {
    this.o.metrics.noticeDeliveries.inc({ channel, result });
    return outcome;
  }
}

/** The host only: paths of webhooks carry their secret. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
