import { isIP } from 'node:net';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats } from '../bots/runner.js';
import type { Metrics } from '../metrics.js';
import { AddressFilter, type Cidr } from './address-filter.js';
import { DeliveryQueue } from './delivery-queue.js';
import { AddressRefused, postJson, type PostOptions, type PostResult, type Resolver } from './post-json.js';
import { seats } from '../match/seats.js';

export interface WebhookSettings {
  publicUrl: string;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  minIntervalMs: number;
  /** Allow loopback and private addresses (tests, local relays); the refused ranges still apply. */
  allowPrivate: boolean;
  /** Ranges the operator refuses besides the special-purpose ones (WEBHOOK_REFUSED_CIDRS). */
  refusedCidrs?: readonly Cidr[];
  /** The resolver (tests); default the system's. */
  resolve?: Resolver;
}

/** The small JSON message a seat's webhook receives ("text" and "content" make it readable in chat services). */
export interface WebhookMessage {
  event: 'yourTurn' | 'gameOver';
  matchID: string;
  playerID: string;
  game: string;
  matchUrl: string;
  winners?: string[];
  text: string;
  content: string;
}

/**
 * Your-turn notices for asynchronous play: when a seat becomes able to act, and when the game
 * ends, its webhook (if any) receives a POST. Deliveries run beside the game, never in its way:
 * retried with growing pauses, at most one notice per seat per interval, only to globally routable
 * addresses (checked on the very connection, see postJson), redirects not followed, each receiver
 * with its own small queue (see DeliveryQueue); failures are only logged and counted.
 */
export class Webhooks {
  private readonly lastSent = new Map<string, number>();
  private readonly queue: DeliveryQueue;
  private readonly filter: AddressFilter | undefined;
  private closed = false;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly metrics: Metrics,
    private readonly log: Logger,
  ) {
    const refused = settings.refusedCidrs ?? [];
    this.filter = settings.allowPrivate ? (refused.length > 0 ? new AddressFilter(refused, { specialPurpose: false }) : undefined) : new AddressFilter(refused);
    this.queue = new DeliveryQueue(
      { retries: settings.retries, baseMs: settings.retryBaseMs },
      () => this.metrics.webhookDeliveries.inc({ result: 'failed' }),
      () => this.metrics.webhookDeliveries.inc({ result: 'dropped' }),
    );
  }

  /**
   * Why `url` may never be called, when that is known without asking DNS: its host is an IP address
   * this server refuses, or a `localhost` name. Null otherwise (names are checked on every delivery).
   */
  refusalOf(url: string): string | null {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) return this.filter === undefined ? null : 'a local address';
    if (isIP(host) === 0 || this.filter === undefined) return null;
    return this.filter.refusal(host);
  }

  /** The match moved from `before` (null: it had not started) to `after`: tell the seats that can act now. */
  turnChanged(matchID: string, metadata: MatchData, before: Ctx | null, after: Ctx): void {
    const hooks = seats(metadata).filter((s) => s.data?.webhook?.url);
    if (hooks.length === 0) return;
    const game = metadata.gameName;
    const matchUrl = `${this.settings.publicUrl}/match/${matchID}`;
    if (after.gameover !== undefined) {
      if (before?.gameover !== undefined) return;
      const winners = ((after.gameover as { winners?: unknown[] }).winners ?? []).map(String);
      for (const seat of hooks) {
        const text = `The ${game} match is over${winners.length ? ` (winner: ${winners.map((w) => this.nameOf(metadata, w)).join(', ')})` : ''}.`;
        this.send(matchID, String(seat.id), seat.data?.webhook?.url as string, { event: 'gameOver', matchID, playerID: String(seat.id), game, matchUrl, winners, text, content: text }, true);
      }
      return;
    }
    const was = new Set(before === null ? [] : actingSeats(before));
    for (const playerID of actingSeats(after)) {
      if (was.has(playerID)) continue;
      const seat = hooks.find((s) => String(s.id) === playerID);
      if (seat === undefined) continue;
      const text = `${seat.name ?? 'You'}: it is your turn in ${game}. ${matchUrl}`;
      this.send(matchID, playerID, seat.data?.webhook?.url as string, { event: 'yourTurn', matchID, playerID, game, matchUrl, text, content: text }, false);
    }
  }

  private nameOf(metadata: MatchData, playerID: string): string {
    return seats(metadata).find((s) => String(s.id) === playerID)?.name ?? `seat ${playerID}`;
  }

  private send(matchID: string, playerID: string, url: string, message: WebhookMessage, always: boolean): void {
    if (this.closed) return;
    const key = `${matchID}:${playerID}`;
    const now = Date.now();
    const last = this.lastSent.get(key);
    if (!always && last !== undefined && now - last < this.settings.minIntervalMs) {
      this.metrics.webhookDeliveries.inc({ result: 'rateLimited' });
      return;
    }
    this.lastSent.set(key, now);
    if (this.lastSent.size > 10_000) this.lastSent.delete(this.lastSent.keys().next().value as string);
    let target: string;
    try {
      target = new URL(url).origin;
    } catch {
      return;
    }
    this.queue.add(target, () => this.attempt(url, message));
  }

  /** How this server posts to outside addresses: its address filter, resolver and timeout. */
  get postOptions(): PostOptions {
    return {
      timeoutMs: this.settings.timeoutMs,
      ...(this.filter ? { filter: this.filter } : {}),
      ...(this.settings.resolve ? { resolve: this.settings.resolve } : {}),
    };
  }

  /** Posts a JSON body once, with this server's checks (for other notice senders); rejects with AddressRefused for refused addresses. */
  post(url: string, body: unknown): Promise<PostResult> {
    return postJson(url, body, this.postOptions);
  }

  /** One delivery attempt: 'retry' for failures worth another try (network, timeout, 5xx, 408, 429). */
  private async attempt(url: string, message: WebhookMessage): Promise<'done' | 'retry'> {
    try {
      const { status } = await this.post(url, message);
      if (status >= 200 && status < 300) {
        this.metrics.webhookDeliveries.inc({ result: 'delivered' });
        return 'done';
      }
      if (status < 500 && status !== 408 && status !== 429) {
        this.metrics.webhookDeliveries.inc({ result: 'failed' });
        this.log.warn({ matchID: message.matchID, playerID: message.playerID, event: message.event, status }, 'webhook not delivered');
        return 'done';
      }
    } catch (error) {
      if (error instanceof AddressRefused) {
        this.metrics.webhookDeliveries.inc({ result: 'blocked' });
        this.log.warn({ matchID: message.matchID, playerID: message.playerID, reason: error.reason }, 'webhook address refused');
        return 'done';
      }
    }
    this.metrics.webhookDeliveries.inc({ result: 'retry' });
    return 'retry';
  }

  /**
   * One POST for the notice outbox (Web Push's encrypted bytes, group channels' JSON) with this
   * server's address filter, resolver and timeout; the outbox retries. Resolves with the answer's
   * status, or 'blocked' (a refused address) or 'failed' (network error, timeout, closed).
   */
  async request(url: string, init: { headers: Record<string, string>; body: string | Uint8Array }): Promise<number | 'blocked' | 'failed'> {
    if (this.closed) return 'failed';
    try {
      const body = typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body;
      return (await postJson(url, body, { ...this.postOptions, headers: { 'user-agent': 'harbour-notices/1', ...init.headers } })).status;
    } catch (error) {
      return error instanceof AddressRefused ? 'blocked' : 'failed';
    }
  }

  close(): void {
    this.closed = true;
    this.queue.close();
  }
}
