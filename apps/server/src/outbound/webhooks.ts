import { isIP } from 'node:net';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats } from '../bots/runner.js';
import type { Clock } from '../clock.js';
import { errInfo } from '../logger.js';
import { seats } from '../match/seats.js';
import { AddressFilter, type Cidr } from './address-filter.js';
import { Breakers, DEFAULT_BREAKER, type BreakerSettings } from './breaker.js';
import { DEFAULT_DELIVERY_LIMITS, DeliveryQueue, QueueFull, type DeliveryLimits } from './delivery-queue.js';
import { AddressRefused, postJson, type PostOptions, type Resolver } from './post-json.js';

export interface WebhookSettings {
  publicUrl: string;
  /** One call, connection to answer. */
  timeoutMs: number;
  /** Allow loopback and private addresses and plain http (tests, local relays); the refused ranges still apply. */
  allowPrivate: boolean;
  /** Ranges the operator refuses besides the special-purpose ones (WEBHOOK_REFUSED_CIDRS). */
  refusedCidrs?: readonly Cidr[];
  /** The resolver (tests); default the system's. */
  resolve?: Resolver;
  limits?: DeliveryLimits;
  breaker?: BreakerSettings;
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

/** What one outside call came to: the answer's status, or why there was none. */
export type SendResult =
  | { status: number }
  | { error: 'blocked'; reason: string }
  /** Network error, timeout, or the caller's budget ran out. */
  | { error: 'failed' }
  /** The target's breaker is open: not called. */
  | { error: 'backedOff' }
  /** The target's queue was full: not called. */
  | { error: 'dropped' };

/** Where seat webhook notices are written: the notice outbox. */
export interface SeatHookOutbox {
  enqueue(notice: { matchID: string; playerID: string; kind: 'hook' | 'hookOver'; stateID: number }): Promise<unknown>;
}

/** The seats a change of the match tells by their own webhook: those that can act now and could not before, or all at the end. */
export function seatHookNotices(metadata: MatchData, before: Ctx | null, after: Ctx): { playerID: string; kind: 'hook' | 'hookOver' }[] {
  const hooked = seats(metadata).filter((s) => s.data?.webhook?.url).map((s) => String(s.id));
  if (hooked.length === 0) return [];
  if (after.gameover !== undefined) return before?.gameover !== undefined ? [] : hooked.map((playerID) => ({ playerID, kind: 'hookOver' }));
  const was = new Set(before === null ? [] : actingSeats(before));
  return actingSeats(after)
    .filter((p) => !was.has(p) && hooked.includes(p))
    .map((playerID) => ({ playerID, kind: 'hook' }));
}

/** The message of a seat webhook notice (built when it is delivered, from the match as it is then). */
export function seatHookMessage(publicUrl: string, matchID: string, metadata: MatchData, ctx: Ctx, playerID: string, event: WebhookMessage['event']): WebhookMessage {
  const game = metadata.gameName;
  const matchUrl = `${publicUrl}/match/${matchID}`;
  const nameOf = (id: string) => seats(metadata).find((s) => String(s.id) === id)?.name ?? `seat ${id}`;
  if (event === 'gameOver') {
    const winners = ((ctx.gameover as { winners?: unknown[] } | undefined)?.winners ?? []).map(String);
    const text = `The ${game} match is over${winners.length ? ` (winner: ${winners.map(nameOf).join(', ')})` : ''}.`;
    return { event, matchID, playerID, game, matchUrl, winners, text, content: text };
  }
  const name = seats(metadata).find((s) => String(s.id) === playerID)?.name ?? 'You';
  const text = `${name}: it is your turn in ${game}. ${matchUrl}`;
  return { event, matchID, playerID, game, matchUrl, text, content: text };
}

/**
 * The server's outside calls (push services, group channels, seat webhooks), all made here: only
 * to globally routable addresses (checked on the very connection, see postJson), redirects not
 * followed, a short timeout, each target (origin) with its own small queue and slots (see
 * DeliveryQueue) and its own circuit breaker (see Breakers). The notice outbox decides what to
 * send and retries; seat webhooks reach it through `turnChanged`.
 */
export class Webhooks {
  private readonly queue: DeliveryQueue;
  private readonly breakers: Breakers;
  private readonly filter: AddressFilter | undefined;
  private outbox: SeatHookOutbox | null = null;
  private closed = false;

  constructor(
    private readonly settings: WebhookSettings,
    clock: Clock,
    private readonly log: Logger,
    onDropped: () => void = () => {},
  ) {
    const refused = settings.refusedCidrs ?? [];
    this.filter = settings.allowPrivate ? (refused.length > 0 ? new AddressFilter(refused, { specialPurpose: false }) : undefined) : new AddressFilter(refused);
    this.queue = new DeliveryQueue(settings.limits ?? DEFAULT_DELIVERY_LIMITS, onDropped);
    this.breakers = new Breakers(clock, settings.breaker ?? DEFAULT_BREAKER);
  }

  /**
   * Why `url` may never be called, when that is known without asking DNS: it is not https, its host
   * is an IP address this server refuses, or a `localhost` name. Null otherwise (names are checked
   * on every delivery); always null when private addresses are allowed (tests, local relays).
   */
  refusalOf(url: string): string | null {
    const target = new URL(url);
    if (!this.settings.allowPrivate && target.protocol !== 'https:') return 'not an https address';
    if (this.filter === undefined) return null;
    // `localhost.` is `localhost`: the final dot of a fully qualified name is dropped first.
    const host = target.hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) return this.settings.allowPrivate ? null : 'a local address';
    return isIP(host) === 0 ? null : this.filter.refusal(host);
  }

  /** Seat webhook notices are written to the notice outbox (none with the memory store, which has none). */
  setOutbox(outbox: SeatHookOutbox | null): void {
    this.outbox = outbox;
  }

  /** The match moved from `before` (null: it had not started) to `after`: the outbox gets a notice for each seat webhook to tell. */
  turnChanged(matchID: string, metadata: MatchData, before: Ctx | null, after: Ctx, stateID = 0): void {
    const outbox = this.outbox;
    if (outbox === null || this.closed) return;
    for (const notice of seatHookNotices(metadata, before, after)) {
      outbox.enqueue({ matchID, stateID, ...notice }).catch((error: unknown) => this.log.warn({ err: errInfo(error), matchID }, 'seat webhook notice not written'));
    }
  }

  /** How this server posts to outside addresses: its address filter, resolver and timeout. */
  get postOptions(): PostOptions {
    return {
      timeoutMs: this.settings.timeoutMs,
      ...(this.filter ? { filter: this.filter } : {}),
      ...(this.settings.resolve ? { resolve: this.settings.resolve } : {}),
    };
  }

  /**
   * One POST (Web Push's encrypted bytes, a JSON body) through the target's queue and breaker, with
   * this server's address filter, resolver and timeout; `signal` ends it early (the caller's budget).
   */
  async request(url: string, init: { headers: Record<string, string>; body: string | Uint8Array }, signal?: AbortSignal): Promise<SendResult> {
    if (this.closed) return { error: 'failed' };
    let target: string;
    try {
      target = new URL(url).origin;
    } catch {
      return { error: 'blocked', reason: 'not a URL' };
    }
    const body = typeof init.body === 'string' ? new TextEncoder().encode(init.body) : init.body;
    let called = false;
    try {
      const status = await this.queue.run(
        target,
        async () => {
          if (!this.breakers.allow(target)) return 'backedOff' as const;
          called = true;
          return (await postJson(url, body, { ...this.postOptions, headers: { 'user-agent': 'harbour-notices/1', ...init.headers }, ...(signal ? { signal } : {}) })).status;
        },
        signal,
      );
      if (status === 'backedOff') return { error: 'backedOff' };
      if (status >= 500 || status === 408 || status === 429) this.breakers.failure(target);
      else this.breakers.success(target);
      return { status };
    } catch (error) {
      if (error instanceof AddressRefused) return { error: 'blocked', reason: error.reason };
      if (error instanceof QueueFull) return { error: 'dropped' };
      // A call that failed, or outlasted the caller's budget, counts against its target.
      if (called) this.breakers.failure(target);
      return { error: 'failed' };
    }
  }

  /** Targets whose breaker is open now. */
  backedOffTargets(): number {
    return this.breakers.openCount();
  }

  close(): void {
    this.closed = true;
    this.queue.close();
  }
}
