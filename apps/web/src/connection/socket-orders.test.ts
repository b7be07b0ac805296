import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { connectToMatch } from './socket.js';

type Handler = (...args: unknown[]) => void;
type Answer = (err: Error | null, ack?: unknown) => void;

/** Just enough of socket.io's client socket for the order messages: the test plays the server. */
class FakeSocket {
  connected = false;
  private readonly handlers = new Map<string, Handler[]>();
  readonly sent: { event: string; payload: unknown; answer?: Answer }[] = [];
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  timeout() {
    return { emit: (event: string, payload: unknown, answer: Answer) => this.sent.push({ event, payload, answer }) };
  }
  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  last(event: string) {
    return [...this.sent].reverse().find((m) => m.event === event);
  }
}

const matchID = 'm1234567890abcde';
const order = { order: { kind: 'alwaysPass' }, description: 'always pass' };

function joined(extra: object = {}) {
  const fake = new FakeSocket();
  const connection = connectToMatch({ matchID, playerID: '1', credentials: 'secret', connect: () => fake as unknown as Socket });
  fake.connected = true;
  fake.fire('connect');
  fake.last('join')?.answer?.(null, {
    ok: true, protocol: 1, matchID, gameName: 'port-royal', playerID: '1', state: { G: {}, ctx: {}, plugins: {}, _stateID: 4 }, log: [],
    players: [], started: true, ...extra,
  });
  return { fake, connection };
}

describe('standing orders over the socket', () => {
  it('takes the seat’s order from its join, and from order frames of this match only', () => {
    const { fake, connection } = joined({ order });
    expect(connection.getSnapshot().order).toEqual(order);
    fake.fire('order', { matchID: 'another-match-id', playerID: '1', order: null });
    expect(connection.getSnapshot().order).toEqual(order);
    fake.fire('order', { matchID, playerID: '1', order: null, dropped: true });
    expect(connection.getSnapshot()).toMatchObject({ order: null, orderDropped: true });
  });

  it('sends setOrder with the language, cancelOrder for null, and holds what the server answered', async () => {
    const { fake, connection } = joined();
    expect(connection.getSnapshot().order).toBeUndefined();
    const set = connection.setOrder?.({ kind: 'alwaysPass' }, 'de');
    expect(fake.last('setOrder')?.payload).toEqual({ matchID, order: { kind: 'alwaysPass' }, language: 'de' });
    fake.last('setOrder')?.answer?.(null, { ok: true, order });
    expect(await set).toEqual({ ok: true, order });
    expect(connection.getSnapshot().order).toEqual(order);
    const cancel = connection.setOrder?.(null, 'en');
    expect(fake.last('cancelOrder')?.payload).toEqual({ matchID });
    fake.last('cancelOrder')?.answer?.(null, { ok: true, order: null });
    expect(await cancel).toEqual({ ok: true, order: null });
    const refused = connection.setOrder?.({ kind: 'x' }, 'en');
    fake.last('setOrder')?.answer?.(null, { ok: false, error: { code: 'order.invalid', message: 'no' } });
    expect(await refused).toMatchObject({ ok: false, error: { code: 'order.invalid' } });
    expect(connection.getSnapshot().order).toBeNull();
  });
});
