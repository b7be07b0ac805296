import type { AsyncStore, MatchStorage, OutboxRow, SubscriptionRow } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats } from '../bots/runner.js';
import { errInfo } from '../logger.js';
import type { Webhooks } from '../outbound/webhooks.js';
import type { Clock } from '../async/clock.js';
import { asyncSettings } from '../async/settings.js';
import type { EmailSender } from '../outbound/email.js';
import { groupBody } from '../outbound/group.js';
import { pushRequest, type PushPayload, type VapidKeys } from '../outbound/push.js';
import { gameTitle, noticeText, roundOf, seatName, type NoticeEvent } from './texts.js';

/** A notice is tried this many times (with doubling pauses from RETRY_BASE_MS) before it is dropped. */
export const MAX_ATTEMPTS = 6;
export const RETRY_BASE_MS = 30_000;

export interface NoticeDeliveryOptions {
  store: AsyncStore;
  matches: MatchStorage;
  clock: Clock;
  log: Logger;
  /** Outside requests go through the webhook sender (address filter, queue). */
  sender: Webhooks;
  vapid: () => Promise<VapidKeys>;
  email: EmailSender | null;
  publicUrl: string;
  leaseMs: number;
}

type Outcome = 'delivered' | 'skip' | 'retry';

const EVENT: Record<OutboxRow['kind'], NoticeEvent> = { turn: 'yourTurn', reminder: 'reminder', over: 'gameOver', group: 'yourTurn', groupOver: 'gameOver' };

/**
 * Delivers the notice outbox: claims due rows (SKIP LOCKED, with a lease, so each notice is
 * handled by one process at a time and by another if that one dies), sends them by Web Push,
 * e-mail or the match's group channel, and records the outcome: delivered (kept, so no second
 * notice is written until the seat opens the table), dropped, or retried later with backoff.
 */
export class NoticeDelivery {
  constructor(private readonly o: NoticeDeliveryOptions) {}

  async deliverDue(): Promise<number> {
    const now = this.o.clock.now();
    const lease = now + this.o.leaseMs;
    const due = await this.o.store.claimDueNotices(now, lease, 50);
    for (const row of due) {
      const outcome = await this.deliver(row, now).catch((error: unknown) => {
        this.o.log.warn({ err: errInfo(error), matchID: row.matchID }, 'notice not delivered');
        return 'retry' as const;
      });
      if (outcome === 'delivered') await this.o.store.finishNotice(row.id, lease, { delivered: this.o.clock.now() });
      else if (outcome === 'skip' || row.attempts >= MAX_ATTEMPTS) await this.o.store.finishNotice(row.id, lease, { drop: true });
      else await this.o.store.finishNotice(row.id, lease, { retryAt: this.o.clock.now() + RETRY_BASE_MS * 2 ** (row.attempts - 1) });
    }
    return due.length;
  }

  private async deliver(row: OutboxRow, now: number): Promise<Outcome> {
    const [summary] = await this.o.matches.summaries([row.matchID]);
    if (summary === undefined) return 'skip';
    const { metadata, ctx } = summary;
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
    const text = noticeText(event, game, name, roundOf(ctx as Ctx));
    if (row.kind === 'group' || row.kind === 'groupOver') {
      const group = asyncSettings(metadata).group;
      if (group === undefined) return 'skip';
      const body = groupBody(group.format, { event, matchID: row.matchID, ...(row.playerID !== null ? { playerID: row.playerID } : {}), game, name, round: roundOf(ctx as Ctx), inviteUrl: `${this.o.publicUrl}/join/${row.matchID}` });
      return this.outcomeOf(await this.o.sender.request(group.url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    }
    if (row.playerID === null) return 'skip';
    const subs = await this.o.store.subscriptions(row.matchID, row.playerID);
    if (subs.length === 0) return 'skip';
    const outcomes: Outcome[] = [];
    for (const sub of subs) outcomes.push(await this.send(sub, { event, title: game, body: text, matchID: row.matchID, playerID: row.playerID, game, url: `/match/${row.matchID}` }));
    if (outcomes.includes('delivered')) return 'delivered';
    return outcomes.includes('retry') ? 'retry' : 'skip';
  }

  private async send(sub: SubscriptionRow, payload: PushPayload): Promise<Outcome> {
    if (sub.channel === 'email') {
      if (this.o.email === null) return 'skip';
      await this.o.email.send({
        to: sub.target,
        subject: payload.body,
        text: payload.body,
        tableUrl: `${this.o.publicUrl}${payload.url}`,
        unsubscribeUrl: `${this.o.publicUrl}/api/notices/unsubscribe?token=${sub.token}`,
      });
      return 'delivered';
    }
    const request = pushRequest(sub, payload, await this.o.vapid(), 24 * 3600);
    const status = await this.o.sender.request(request.url, { headers: request.headers, body: request.body });
    if (status === 404 || status === 410) {
      // The push service says the subscription is gone: forget it.
      await this.o.store.deleteSubscription(sub.id);
      return 'skip';
    }
    return this.outcomeOf(status);
  }

  private outcomeOf(status: number | 'blocked' | 'failed'): Outcome {
    if (status === 'blocked') return 'skip';
    if (status === 'failed' || status === 408 || status === 429 || status >= 500) return 'retry';
    return status >= 200 && status < 300 ? 'delivered' : 'skip';
  }
}
