import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { MatchID, PlayerID } from '@harbour/protocol/catalogue';
import { z } from 'zod';

/**
 * What one process tells the others about a match: only that it changed ("match X has a new state
 * id N", "its seats changed", "its clocks changed", "it has chat message N", "seat P's standing order changed", "it has table event N"). No state, seed, hand
 * or text crosses Redis; a receiver reads the store (the authority), so a forged or replayed message
 * costs a read and changes nothing.
 */
export type BusMessage =
  | { kind: 'state'; matchID: string; origin: string; stateID: number }
  | { kind: 'metadata'; matchID: string; origin: string }
  | { kind: 'clocks'; matchID: string; origin: string }
  | { kind: 'chat'; matchID: string; origin: string; seq: number }
  | { kind: 'hints'; matchID: string; origin: string }
  | { kind: 'notes'; matchID: string; origin: string; playerID: string }
  | { kind: 'order'; matchID: string; origin: string; playerID: string; dropped?: boolean }
  | { kind: 'tableEvent'; matchID: string; origin: string; seq: number };

/** The messages about a table's surroundings (not its state or seats); `notes`/`order`: a seat saved its notes or order (never their text). */
export type TableMessage = Extract<BusMessage, { kind: 'clocks' | 'chat' | 'hints' | 'notes' | 'order' | 'tableEvent' }>;

const matchID = MatchID;
const origin = z.string().max(200);
const MessageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('state'), matchID, origin, stateID: z.number().int().nonnegative() }),
  z.strictObject({ kind: z.literal('metadata'), matchID, origin }),
  z.strictObject({ kind: z.literal('clocks'), matchID, origin }),
  z.strictObject({ kind: z.literal('chat'), matchID, origin, seq: z.number().int().positive() }),
  z.strictObject({ kind: z.literal('hints'), matchID, origin }),
  z.strictObject({ kind: z.literal('notes'), matchID, origin, playerID: PlayerID }),
  z.strictObject({ kind: z.literal('order'), matchID, origin, playerID: PlayerID, dropped: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('tableEvent'), matchID, origin, seq: z.number().int().positive() }),
]);

/** How long a subscription is waited for before the caller goes on without it (it is kept trying). */
const SUBSCRIBE_WAIT_MS = 2_000;

/** Messages are a few dozen bytes; anything much larger is not ours. */
const MAX_MESSAGE_BYTES = 1024;

export type BusHandler = (message: BusMessage) => void;

/** Pub/sub between server processes, one channel per match. */
export interface Bus {
  readonly origin: string;
  publish(message: BusMessage): void;
  /**
   * Listens to a match's channel. Resolves once listening, or at once while the bus is down (it
   * listens as soon as it is back, then reports a reconnect): never fails, so a match can be held
   * from the store alone; the periodic store check catches up meanwhile.
   */
  subscribe(matchID: string): Promise<void>;
  unsubscribe(matchID: string): Promise<void>;
  onMessage(handler: BusHandler): void;
  /** Called after the connection came back from a drop (messages may have been missed meanwhile). */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
}

/** A single process: nothing to tell anyone. */
export class LocalBus implements Bus {
  constructor(readonly origin: string) {}
  publish(): void {}
  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
  onMessage(): void {}
  onReconnect(): void {}
  async close(): Promise<void> {}
}

const PREFIX = 'harbour:match:';

/** Redis pub/sub (ioredis): one connection publishes, one listens to the channels of matches with local sockets. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private handler: BusHandler = () => {};
  private reconnected: () => void = () => {};
  private connectedOnce = false;
  /** Channels wanted but not subscribed yet (asked while Redis was down, or the subscription failed). */
  private readonly pending = new Set<string>();
  /** The last connection error (what start-up reports when Redis cannot be reached). */
  lastError: Error | undefined;

  constructor(
    url: string,
    readonly origin: string,
    private readonly log: Logger,
  ) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true };
    // Named connections: an operator (or a test) can tell them apart in CLIENT LIST.
    this.pub = new Redis(url, { ...options, connectionName: `harbour-pub-${origin}` });
    this.sub = new Redis(url, { ...options, connectionName: `harbour-sub-${origin}` });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (error: Error) => {
        this.lastError = error;
        this.log.warn({ err: error.message }, 'redis error');
      });
    }
    this.sub.on('messageBuffer', (channel: Buffer, payload: Buffer) => this.receive(channel.toString(), payload));
    // ioredis resubscribes before it emits 'ready'; the ping answers after those subscriptions, so
    // nothing published after the reload below can be missed.
    this.sub.on('ready', () => {
      const first = !this.connectedOnce;
      this.connectedOnce = true;
      if (first && this.pending.size === 0) return;
      if (!first) this.log.warn('redis subscription restored');
      const channels = [...this.pending];
      this.pending.clear();
      const subscribed = channels.length === 0 ? Promise.resolve() : this.sub.subscribe(...channels).then(() => {}, () => channels.forEach((c) => this.pending.add(c)));
      void subscribed.then(() => this.sub.ping()).then(
        () => this.reconnected(),
        () => this.reconnected(),
      );
    });
  }

  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  publish(message: BusMessage): void {
    this.pub.publish(PREFIX + message.matchID, JSON.stringify(message)).catch((error: Error) => this.log.warn({ err: error.message, matchID: message.matchID }, 'redis publish failed'));
  }

  async subscribe(matchID: string): Promise<void> {
    const channel = PREFIX + matchID;
    if (this.sub.status !== 'ready') {
      this.pending.add(channel);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), SUBSCRIBE_WAIT_MS)));
    const subscribed = this.sub.subscribe(channel).then(
      () => 'ok' as const,
      () => 'failed' as const,
    );
    const outcome = await Promise.race([subscribed, waited]);
    clearTimeout(timer);
    if (outcome === 'ok') return;
    this.log.warn({ matchID, outcome }, 'redis subscription not confirmed: the match is held from the store until it is');
    // Tried again when the connection is (back) up; a late success meanwhile makes that a no-op.
    if (outcome === 'failed' || this.sub.status !== 'ready') this.pending.add(channel);
  }

  async unsubscribe(matchID: string): Promise<void> {
    const channel = PREFIX + matchID;
    if (this.pending.delete(channel)) return;
    await this.sub.unsubscribe(channel);
  }

  onMessage(handler: BusHandler): void {
    this.handler = handler;
  }

  onReconnect(handler: () => void): void {
    this.reconnected = handler;
  }

  private receive(channel: string, payload: Buffer): void {
    if (!channel.startsWith(PREFIX)) return;
    let message: BusMessage;
    try {
      if (payload.length > MAX_MESSAGE_BYTES) throw new Error('too large');
      message = MessageSchema.parse(JSON.parse(payload.toString('utf8')));
    } catch {
      this.log.warn({ channel }, 'unreadable bus message');
      return;
    }
    if (message.origin === this.origin || message.matchID !== channel.slice(PREFIX.length)) return;
    this.handler(message);
  }

  async close(): Promise<void> {
    // quit() waits for a reply that an unreachable server never sends: disconnect those instead.
    await Promise.allSettled(
      [this.pub, this.sub].map((client) => (client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()))),
    );
  }
}
