import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { MatchData } from '@harbour/storage';
import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import { actingSeats } from './bots/runner.js';
import type { Metrics } from './metrics.js';
import { seats } from './seats.js';

export interface WebhookSettings {
  publicUrl: string;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  minIntervalMs: number;
  allowPrivate: boolean;
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

const PRIVATE = new BlockList();
for (const [net, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

const MAX_IN_FLIGHT = 8;

/**
 * Your-turn notices for asynchronous play: when a seat becomes able to act, and when the game
 * ends, its webhook (if any) receives a POST. Deliveries run beside the game, never in its way:
 * retried with growing pauses, at most one notice per seat per interval, loopback and private
 * addresses refused (unless allowed), redirects not followed; failures are only logged and counted.
 */
export class Webhooks {
  private readonly lastSent = new Map<string, number>();
  private readonly queue: (() => Promise<void>)[] = [];
  private inFlight = 0;
  private closed = false;

  constructor(
    private readonly settings: WebhookSettings,
    private readonly metrics: Metrics,
    private readonly log: Logger,
  ) {}

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
    this.queue.push(() => this.deliver(url, message));
    this.pump();
  }

  private pump(): void {
    while (this.inFlight < MAX_IN_FLIGHT && this.queue.length > 0) {
      const job = this.queue.shift() as () => Promise<void>;
      this.inFlight++;
      void job().finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async deliver(url: string, message: WebhookMessage): Promise<void> {
    const body = JSON.stringify(message);
    for (let attempt = 0; attempt <= this.settings.retries && !this.closed; attempt++) {
      if (attempt > 0) await sleep(this.settings.retryBaseMs * 2 ** (attempt - 1));
      try {
        if (!(await this.allowed(url))) {
          this.metrics.webhookDeliveries.inc({ result: 'blocked' });
          this.log.warn({ matchID: message.matchID, playerID: message.playerID }, 'webhook address refused (private network)');
          return;
        }
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'harbour-webhook/1' },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        });
        await res.body?.cancel().catch(() => {});
        if (res.status >= 200 && res.status < 300) {
          this.metrics.webhookDeliveries.inc({ result: 'delivered' });
          return;
        }
        if (res.status < 500 && res.status !== 408 && res.status !== 429) break;
      } catch {
        // Network error or timeout: try again.
      }
      this.metrics.webhookDeliveries.inc({ result: 'retry' });
    }
    this.metrics.webhookDeliveries.inc({ result: 'failed' });
    this.log.warn({ matchID: message.matchID, playerID: message.playerID, event: message.event }, 'webhook not delivered');
  }

  /**
   * One POST for the notice outbox (Web Push, group channels), through the same queue and address
   * filter as the seats' webhooks; the outbox retries. Resolves with the answer's status, or
   * 'blocked' (a private address) or 'failed' (network error, timeout, closed).
   */
  request(url: string, init: { headers: Record<string, string>; body: string | Uint8Array }): Promise<number | 'blocked' | 'failed'> {
    if (this.closed) return Promise.resolve('failed');
    return new Promise((resolve) => {
      this.queue.push(async () => {
        try {
          if (!(await this.allowed(url))) return resolve('blocked');
          const res = await fetch(url, { method: 'POST', headers: { 'user-agent': 'harbour-notices/1', ...init.headers }, body: init.body, redirect: 'manual', signal: AbortSignal.timeout(this.settings.timeoutMs) });
          await res.body?.cancel().catch(() => {});
          resolve(res.status);
        } catch {
          resolve('failed');
        }
      });
      this.pump();
    });
  }

  private async allowed(url: string): Promise<boolean> {
    if (this.settings.allowPrivate) return true;
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    return addresses.length > 0 && !addresses.some(isPrivate);
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
