import { Redis } from 'ioredis';
import type { LogEntry, State } from 'boardgame.io';
import type { Logger } from 'pino';

/** What one process tells the others about a match (the database stays the source of truth). */
export type BusMessage =
  | { kind: 'state'; matchID: string; origin: string; prevStateID: number; state: State; deltalog: LogEntry[] }
  | { kind: 'metadata'; matchID: string; origin: string };

export type BusHandler = (message: BusMessage) => void;

/** Pub/sub between server processes, one channel per match. */
export interface Bus {
  readonly origin: string;
  publish(message: BusMessage): void;
  subscribe(matchID: string): Promise<void>;
  unsubscribe(matchID: string): Promise<void>;
  onMessage(handler: BusHandler): void;
  close(): Promise<void>;
}

/** A single process: nothing to tell anyone. */
export class LocalBus implements Bus {
  constructor(readonly origin: string) {}
  publish(): void {}
  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
  onMessage(): void {}
  async close(): Promise<void> {}
}

const PREFIX = 'harbour:match:';

/** Redis pub/sub (ioredis): one connection publishes, one listens to the channels of matches with local sockets. */
export class RedisBus implements Bus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private handler: BusHandler = () => {};

  constructor(
    url: string,
    readonly origin: string,
    private readonly log: Logger,
  ) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    for (const client of [this.pub, this.sub]) client.on('error', (error: Error) => this.log.warn({ err: error.message }, 'redis error'));
    this.sub.on('messageBuffer', (channel: Buffer, payload: Buffer) => this.receive(channel.toString(), payload));
  }

  async ready(): Promise<void> {
    await Promise.all([this.pub.ping(), this.sub.ping()]);
  }

  publish(message: BusMessage): void {
    this.pub.publish(PREFIX + message.matchID, JSON.stringify(message)).catch((error: Error) => this.log.warn({ err: error.message, matchID: message.matchID }, 'redis publish failed'));
  }

  async subscribe(matchID: string): Promise<void> {
    await this.sub.subscribe(PREFIX + matchID);
  }

  async unsubscribe(matchID: string): Promise<void> {
    await this.sub.unsubscribe(PREFIX + matchID);
  }

  onMessage(handler: BusHandler): void {
    this.handler = handler;
  }

  private receive(channel: string, payload: Buffer): void {
    if (!channel.startsWith(PREFIX)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(payload.toString('utf8')) as BusMessage;
    } catch {
      this.log.warn({ channel }, 'unreadable bus message');
      return;
    }
    if (message.origin === this.origin || message.matchID !== channel.slice(PREFIX.length)) return;
    this.handler(message);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
