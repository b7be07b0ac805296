import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { connectToMatch } from './socket.js';

type Handler = (...args: unknown[]) => void;

/** A stand-in for socket.io's client socket: the test plays the server. */
class FakeSocket {
  connected = false;
  private readonly handlers = new Map<string, Handler[]>();
  readonly sent: { event: string; payload: unknown; answer?: (err: Error | null, ack?: unknown) => void }[] = [];

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  timeout() {
    return { emit: (event: string, payload: unknown, answer: (err: Error | null, ack?: unknown) => void) => this.sent.push({ event, payload, answer }) };
  }
  emit(event: string, payload: unknown) {
    this.sent.push({ event, payload });
    return this;
  }
  connect() {
    this.serverConnect();
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  // The server's side.
  serverConnect() {
    this.connected = true;
    this.fire('connect');
  }
  serverDrop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  fire(event: string, ...args: unknown[]) {
    for (const h of this.handlers.get(event) ?? []) h(...args);
  }
  last(event: string) {
    return [...this.sent].reverse().find((m) => m.event === event);
  }
}

const sync = (stateID: number, G: unknown = { n: stateID }) => ({
  ok: true,
  protocol: 1,
  matchID: 'm1234567890abcde',
  gameName: 'grog-island',
  playerID: '0',
  state: { G, ctx: {}, plugins: {}, _stateID: stateID },
  log: [],
  players: [
    { playerID: '0', name: 'Anne', bot: null },
    { playerID: '1', name: 'Bonny', bot: null },
  ],
  started: true,
});

function open() {
  const fake = new FakeSocket();
  const connection = connectToMatch({ matchID: 'm1234567890abcde', playerID: '0', credentials: 'secret', connect: () => fake as unknown as Socket });
  fake.serverConnect();
  return { fake, connection };
}

describe('the socket connection', () => {
  it('joins as the seat with its credentials and shows the synced state', () => {
    const { fake, connection } = open();
    expect(connection.getSnapshot().status).toBe('connecting');
    const join = fake.last('join');
    expect(join?.payload).toEqual({ matchID: 'm1234567890abcde', playerID: '0', credentials: 'secret', patches: true, updateInAnswer: true });
    join?.answer?.(null, sync(3));
    expect(connection.getSnapshot()).toMatchObject({ status: 'online', stateID: 3, G: { n: 3 }, started: true, gameName: 'grog-island' });
  });

  it('learns of a rematch at once from the seats message, so every seat can join it without polling', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    expect(connection.getSnapshot().nextMatchID ?? null).toBeNull();
    fake.fire('players', { matchID: 'm1234567890abcde', players: sync(3).players, started: true, nextMatchID: 'nextMatch0000001' });
    expect(connection.getSnapshot().nextMatchID).toBe('nextMatch0000001');
  });

  it('keeps the hint counts from the join and the hints event, and asks for a hint with the match only', async () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, { ...sync(3), hints: { matchID: 'm1234567890abcde', allowed: true, used: {} } });
    expect(connection.getSnapshot().hints).toEqual({ allowed: true, used: {} });
    fake.fire('hints', { matchID: 'm1234567890abcde', allowed: true, used: { '1': 2 } });
    fake.fire('hints', { matchID: 'other-match-id-00', allowed: true, used: { '1': 9 } });
    expect(connection.getSnapshot().hints).toEqual({ allowed: true, used: { '1': 2 } });
    const asked = connection.askHint?.();
    const hint = fake.last('hint');
    expect(hint?.payload).toEqual({ matchID: 'm1234567890abcde' });
    const moves = [{ move: { type: 'pass' }, action: { name: 'pass', args: [] }, points: 0, reason: { code: 'pass', params: { tiles: 1 } } }];
    hint?.answer?.(null, { ok: true, matchID: 'm1234567890abcde', playerID: '0', stateID: 3, moves, weighed: 1, used: { '0': 1, '1': 2 } });
    expect(await asked).toMatchObject({ ok: true, answer: { stateID: 3, moves } });
    expect(connection.getSnapshot().hints).toEqual({ allowed: true, used: { '0': 1, '1': 2 } });
    // A resync without the field keeps the counts.
    connection.resync();
    fake.last('sync')?.answer?.(null, sync(3));
    expect(connection.getSnapshot().hints?.used).toEqual({ '0': 1, '1': 2 });
    const refused = connection.askHint?.();
    fake.last('hint')?.answer?.(null, { ok: false, error: { code: 'hint.notAllowed', message: 'no' } });
    expect(await refused).toEqual({ ok: false, error: { code: 'hint.notAllowed', message: 'no' } });
  });

  it('applies updates in order and asks for a sync when it missed one (never a board that skipped a step)', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    fake.fire('update', { matchID: 'm1234567890abcde', prevStateID: 3, stateID: 4, state: { G: { n: 4 }, ctx: {}, _stateID: 4 }, log: [] });
    expect(connection.getSnapshot().stateID).toBe(4);
    fake.fire('update', { matchID: 'm1234567890abcde', prevStateID: 5, stateID: 6, state: { G: { n: 6 }, ctx: {}, _stateID: 6 }, log: [] });
    expect(connection.getSnapshot().stateID).toBe(4);
    const resync = fake.last('sync');
    expect(resync?.payload).toEqual({ matchID: 'm1234567890abcde' });
    resync?.answer?.(null, sync(6));
    expect(connection.getSnapshot()).toMatchObject({ stateID: 6, G: { n: 6 } });
    // Updates of other matches are not ours.
    fake.fire('update', { matchID: 'other-match-id-00', prevStateID: 6, stateID: 7, state: { G: {}, ctx: {}, _stateID: 7 }, log: [] });
    expect(connection.getSnapshot().stateID).toBe(6);
  });

  it('applies JSON patch updates, and takes the whole state when a patch does not fit', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3, { coins: [8, 8], log: ['a'] }));
    fake.fire('update', {
      matchID: 'm1234567890abcde', prevStateID: 3, stateID: 4, log: [],
      patch: [{ op: 'replace', path: '/G/coins/1', value: 5 }, { op: 'add', path: '/G/log/1', value: 'b' }, { op: 'replace', path: '/_stateID', value: 4 }],
    });
    expect(connection.getSnapshot()).toMatchObject({ stateID: 4, G: { coins: [8, 5], log: ['a', 'b'] } });
    const syncs = fake.sent.filter((m) => m.event === 'sync').length;
    fake.fire('update', { matchID: 'm1234567890abcde', prevStateID: 4, stateID: 5, log: [], patch: [{ op: 'replace', path: '/G/nothing/here', value: 1 }] });
    expect(connection.getSnapshot().stateID).toBe(4);
    expect(fake.sent.filter((m) => m.event === 'sync').length).toBe(syncs + 1);
  });

  it('shows the drop, joins again on reconnection and takes the fresh state', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    fake.serverDrop();
    expect(connection.getSnapshot().status).toBe('offline');
    expect(connection.getSnapshot().offlineSince).toBeTypeOf('number');
    fake.serverConnect();
    expect(connection.getSnapshot().status).toBe('offline');
    fake.last('join')?.answer?.(null, sync(9));
    expect(connection.getSnapshot()).toMatchObject({ status: 'online', stateID: 9, offlineSince: null });
  });

  it('sends moves on the current state id and passes the rules\' refusal back', async () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    const pending = connection.makeMove('bid', [{ row: ['yellow'] }]);
    const move = fake.last('move');
    expect(move?.payload).toEqual({ matchID: 'm1234567890abcde', stateID: 3, move: 'bid', args: [{ row: ['yellow'] }] });
    move?.answer?.(null, { ok: false, error: { code: 'move.refused', message: 'no', refusal: { code: 'bid.notHigher', params: { current: 8, proposed: 7 } } } });
    expect(await pending).toEqual({ ok: false, error: { code: 'move.refused', message: 'no', refusal: { code: 'bid.notHigher', params: { current: 8, proposed: 7 } } } });
  });

  it('takes its own move\'s update from the answer, as from an update frame', async () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    const pending = connection.makeMove('bid', []);
    const log = [{ action: { type: 'MAKE_MOVE', payload: { type: 'bid', args: [], playerID: '0' } }, _stateID: 3, turn: 1, phase: 'bid' }];
    const update = { matchID: 'm1234567890abcde', prevStateID: 3, stateID: 4, patch: [{ op: 'replace', path: '/G/n', value: 4 }, { op: 'replace', path: '/_stateID', value: 4 }], log };
    fake.last('move')?.answer?.(null, { ok: true, stateID: 4, update });
    expect(await pending).toEqual({ ok: true });
    expect(connection.getSnapshot()).toMatchObject({ stateID: 4, G: { n: 4 } });
    // An update frame of the same step coming after it (another device's sockets get frames) changes nothing.
    fake.fire('update', update);
    expect(connection.getSnapshot()).toMatchObject({ stateID: 4, G: { n: 4 } });
    expect(fake.last('sync')).toBeUndefined();
  });

  it('refuses to send a move while offline', async () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    fake.serverDrop();
    expect(await connection.makeMove('pass', [])).toMatchObject({ ok: false, error: { code: 'connection.offline' } });
    expect(fake.last('move')).toBeUndefined();
  });

  it('stops for good when the seat link was replaced', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    fake.fire('failure', { matchID: 'm1234567890abcde', error: { code: 'auth.revoked', message: 'replaced' } });
    expect(connection.getSnapshot()).toMatchObject({ status: 'failed', error: { code: 'auth.revoked' } });
    expect(fake.connected).toBe(false);
  });
});

describe('the socket connection and asynchronous play', () => {
  const clocks = (deadline: string | null) => ({
    pace: 'daily',
    serverNow: '2026-11-24T10:00:00.000Z',
    seats: [{ playerID: '1', deciding: true, deadline, decisionMs: 86_400_000, bankMs: null, absent: false, computer: false, handOverVotes: [] }],
  });

  it('takes clocks, chat and lastSeen from the sync, and keeps the first lastSeen when it joins again', () => {
    const { fake, connection } = open();
    const chat = [{ seq: 1, playerID: '1', name: 'Bonny', text: 'Ahoy', at: '2026-11-24T09:00:00.000Z' }];
    fake.last('join')?.answer?.(null, { ...sync(7), clocks: clocks('2026-11-24T12:00:00.000Z'), chat, spectatorChat: true, lastSeen: { stateID: 4 } });
    const snap = connection.getSnapshot();
    expect(snap.clocks).toMatchObject({ pace: 'daily', seats: [{ playerID: '1', deciding: true, deadline: '2026-11-24T12:00:00.000Z' }] });
    expect(snap.chat).toEqual(chat);
    expect(snap.spectatorChat).toBe(true);
    expect(snap.lastSeen).toEqual({ stateID: 4, awayMs: null });
    fake.serverDrop();
    fake.serverConnect();
    fake.last('join')?.answer?.(null, { ...sync(8), chat, lastSeen: { stateID: 8 } });
    expect(connection.getSnapshot().lastSeen).toEqual({ stateID: 4, awayMs: null });
    expect(connection.getSnapshot().chat).toHaveLength(1);
    // A resync without the asynchronous-play fields keeps the clocks it had.
    connection.resync();
    fake.last('sync')?.answer?.(null, sync(9));
    expect(connection.getSnapshot()).toMatchObject({ stateID: 9, spectatorChat: true, clocks: { pace: 'daily' } });
  });

  it('follows clock and chat messages of its match only, each chat message once', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    expect(connection.getSnapshot().clocks).toBeNull();
    fake.fire('clocks', { matchID: 'm1234567890abcde', clocks: clocks('2026-11-25T10:00:00.000Z') });
    expect(connection.getSnapshot().clocks?.seats[0]?.deadline).toBe('2026-11-25T10:00:00.000Z');
    fake.fire('clocks', { matchID: 'other-match-id-00', clocks: clocks(null) });
    expect(connection.getSnapshot().clocks?.seats[0]?.deadline).toBe('2026-11-25T10:00:00.000Z');
    const message = { seq: 5, playerID: null, name: 'Watcher', text: '<b>hi</b>', at: '2026-11-24T09:00:00.000Z' };
    fake.fire('chat', { matchID: 'm1234567890abcde', message });
    fake.fire('chat', { matchID: 'm1234567890abcde', message });
    fake.fire('chat', { matchID: 'other-match-id-00', message: { ...message, seq: 6 } });
    expect(connection.getSnapshot().chat).toEqual([message]);
  });

  it('keeps the table events of the join and of tableEvent frames of its match, each once, in order; malformed ones left out', () => {
    const { fake, connection } = open();
    const away = { seq: 1, at: '2026-11-29T10:00:00.000Z', kind: 'away', playerID: '1', until: '2026-12-03T10:00:00.000Z', stateID: 2, logAt: 4, pausedBy: [] };
    fake.last('join')?.answer?.(null, { ...sync(3), events: [away, { ...away, seq: 2, kind: 'dance' }] });
    expect(connection.getSnapshot().tableEvents).toEqual([away]);
    const pause = { ...away, seq: 3, kind: 'pause', playerID: '0', until: null, stateID: 3, logAt: 5, pausedBy: ['0', '1'] };
    fake.fire('tableEvent', { matchID: 'm1234567890abcde', event: pause });
    fake.fire('tableEvent', { matchID: 'm1234567890abcde', event: pause });
    fake.fire('tableEvent', { matchID: 'other-match-id-00', event: { ...pause, seq: 4 } });
    const back = { ...away, seq: 2, kind: 'back', until: null };
    fake.fire('tableEvent', { matchID: 'm1234567890abcde', event: back });
    expect(connection.getSnapshot().tableEvents).toEqual([away, back, pause]);
    // A resync without events (a store without them) keeps what the table has.
    connection.resync();
    fake.last('sync')?.answer?.(null, sync(4));
    expect(connection.getSnapshot().tableEvents?.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('sends chat and hand-over votes and passes the server\'s refusals back', async () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    const sent = connection.sendChat?.('Your turn, Bonny');
    expect(fake.last('chat')?.payload).toEqual({ matchID: 'm1234567890abcde', text: 'Your turn, Bonny' });
    const message = { seq: 2, playerID: '0', name: 'Anne', text: 'Your turn, Bonny', at: '2026-11-24T09:00:00.000Z' };
    fake.last('chat')?.answer?.(null, { ok: true, message });
    expect(await sent).toEqual({ ok: true, message });
    expect(connection.getSnapshot().chat).toEqual([message]);
    const flood = connection.sendChat?.('again');
    fake.last('chat')?.answer?.(null, { ok: false, error: { code: 'chat.rateLimited', message: 'slow down' } });
    expect(await flood).toEqual({ ok: false, error: { code: 'chat.rateLimited', message: 'slow down' } });
    const vote = connection.handOver?.('1', true);
    expect(fake.last('handOver')?.payload).toEqual({ matchID: 'm1234567890abcde', playerID: '1', agree: true });
    fake.last('handOver')?.answer?.(null, { ok: false, error: { code: 'handOver.notAbsent', message: 'no' } });
    expect(await vote).toMatchObject({ ok: false, error: { code: 'handOver.notAbsent' } });
    // The seat's own requests about its time: the match id is added, the refusal passed back.
    const away = connection.seatRequest?.('away', { until: '2026-12-03T22:59:59.000Z' });
    expect(fake.last('away')?.payload).toEqual({ matchID: 'm1234567890abcde', until: '2026-12-03T22:59:59.000Z' });
    fake.last('away')?.answer?.(null, { ok: false, error: { code: 'away.tooLong', message: 'no' } });
    expect(await away).toMatchObject({ ok: false, error: { code: 'away.tooLong' } });
    const pause = connection.seatRequest?.('pause', { agree: true });
    expect(fake.last('pause')?.payload).toEqual({ matchID: 'm1234567890abcde', agree: true });
    fake.last('pause')?.answer?.(null, { ok: true, paused: false });
    expect(await pause).toEqual({ ok: true });
  });
});

describe('the socket connection and the browser network state', () => {
  it('shows a drop as soon as the browser goes offline and joins again when it is back', () => {
    const { fake, connection } = open();
    fake.last('join')?.answer?.(null, sync(3));
    window.dispatchEvent(new Event('offline'));
    expect(connection.getSnapshot().status).toBe('offline');
    expect(fake.connected).toBe(false);
    const joins = fake.sent.filter((m) => m.event === 'join').length;
    window.dispatchEvent(new Event('online'));
    expect(fake.sent.filter((m) => m.event === 'join').length).toBe(joins + 1);
    fake.last('join')?.answer?.(null, sync(5));
    expect(connection.getSnapshot()).toMatchObject({ status: 'online', stateID: 5 });
    connection.close();
  });
});

describe('the socket connection and the computer\'s decisions', () => {
  it('reads from the log which decisions the computer took for people\'s seats', () => {
    const { fake, connection } = open();
    const entry = (stateID: number, playerID: string, metadata?: unknown) => ({ action: { type: 'MAKE_MOVE', payload: { type: 'pass', args: [], playerID } }, _stateID: stateID, turn: 1, phase: 'play', ...(metadata ? { metadata } : {}) });
    const noSeat = { action: { type: 'GAME_EVENT', payload: { type: 'endTurn' } }, _stateID: 2, metadata: { byComputer: true, reason: 'timeout' } };
    fake.last('join')?.answer?.(null, { ...sync(3), log: [entry(1, '0'), entry(2, '1', { byComputer: true, reason: 'timeout' }), noSeat] });
    expect(connection.getSnapshot().computerMoves).toEqual([{ stateID: 2, playerID: '1', reason: 'timeout', move: 'pass' }]);
    fake.fire('update', { matchID: 'm1234567890abcde', prevStateID: 3, stateID: 4, state: { G: { n: 4 }, ctx: {}, _stateID: 4 }, log: [entry(3, '1', { byComputer: true, reason: 'handOver' })] });
    expect(connection.getSnapshot().computerMoves).toEqual([
      { stateID: 2, playerID: '1', reason: 'timeout', move: 'pass' },
      { stateID: 3, playerID: '1', reason: 'handOver', move: 'pass' },
    ]);
  });
});
