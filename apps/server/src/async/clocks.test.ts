import type { SeatClockRow } from '@harbour/storage';
import { describe, expect, it } from 'vitest';
import { clocksView, nextClocks } from './clocks.js';

const row = (playerID: string, over: Partial<SeatClockRow>): SeatClockRow => ({
  matchID: 'm',
  playerID,
  syncedStateID: 0,
  decisionStateID: null,
  startedAt: null,
  dueAt: null,
  remindAt: null,
  bankMs: null,
  claimedUntil: null,
  absent: false,
  handOverVotes: [],
  computerPlayed: false,
  openUntil: null,
  lastSeenStateID: null,
  awaySince: null,
  awayUntil: null,
  awayUsedMs: 0,
  frozenAt: null,
  ...over,
});

describe('seat clocks', () => {
  const base = { numPlayers: 2, computerSeats: new Set<string>(), rows: new Map<string, SeatClockRow>() };

  it('live: 90 s per decision plus a 10 min bank; time past the 90 s comes out of the bank', () => {
    const start = nextClocks({ ...base, pace: 'live', now: 0, stateID: 1, acting: ['0'], previousActing: [], movers: new Map() });
    expect(start[0]).toMatchObject({ startedAt: 0, dueAt: 90_000 + 600_000, remindAt: Math.round(690_000 * 0.8), bankMs: 600_000 });
    expect(start[1]).toMatchObject({ dueAt: null, bankMs: 600_000 });
    // Seat 0 took 2 min: 30 s from the bank; seat 1 begins its decision.
    const rows = new Map(start.map((w) => [w.playerID, row(w.playerID, w)]));
    const next = nextClocks({ ...base, rows, pace: 'live', now: 120_000, stateID: 2, acting: ['1'], previousActing: ['0'], movers: new Map([['0', 'person']]) });
    expect(next[0]).toMatchObject({ dueAt: null, bankMs: 570_000, absent: false });
    expect(next[1]).toMatchObject({ startedAt: 120_000, dueAt: 120_000 + 690_000 });
  });

  it('daily: a seat that still must act and did not move keeps its running decision; a seat that moved starts a new one', () => {
    const rows = new Map([
      ['0', row('0', { decisionStateID: 1, startedAt: 0, dueAt: 86_400_000, remindAt: 69_120_000 })],
      ['1', row('1', { decisionStateID: 1, startedAt: 0, dueAt: 86_400_000, remindAt: 69_120_000 })],
    ]);
    const next = nextClocks({ ...base, rows, pace: 'daily', now: 1000, stateID: 2, acting: ['0', '1'], previousActing: ['0', '1'], movers: new Map([['1', 'person']]) });
    expect(next[0]).toMatchObject({ decisionStateID: 1, startedAt: 0, dueAt: 86_400_000 });
    expect(next[0]?.absent).toBeUndefined();
    expect(next[1]).toMatchObject({ decisionStateID: 2, startedAt: 1000, dueAt: 1000 + 86_400_000 });
  });

  it('no deadline for pace none or for seats a computer plays', () => {
    expect(nextClocks({ ...base, pace: 'none', now: 0, stateID: 1, acting: ['0'], previousActing: [], movers: new Map() })[0]?.dueAt).toBeNull();
    expect(nextClocks({ ...base, computerSeats: new Set(['0']), pace: 'daily', now: 0, stateID: 1, acting: ['0'], previousActing: [], movers: new Map() })[0]?.dueAt).toBeNull();
  });

  it('shows deadlines only for seats that must decide', () => {
    const view = clocksView({ pace: 'relaxed', now: 0, numPlayers: 2, acting: ['1'], handedOver: new Set(['0']), rows: new Map([['1', row('1', { dueAt: 259_200_000, handOverVotes: [] })]]) });
    expect(view.seats).toMatchObject([
      { playerID: '0', deciding: false, deadline: null, decisionMs: 259_200_000, bankMs: null, absent: false, computer: true, handOverVotes: [] },
      { playerID: '1', deciding: true, deadline: new Date(259_200_000).toISOString(), decisionMs: 259_200_000, bankMs: null, absent: false, computer: false, handOverVotes: [] },
    ]);
  });

  it('a stopped clock (vacation, pause) shows no deadline but the time left, and draws no bank for the time it stood still', () => {
    const DAY = 86_400_000;
    const stopped = row('1', { decisionStateID: 1, startedAt: 0, dueAt: DAY, remindAt: 0.8 * DAY, frozenAt: 6 * 3_600_000, awaySince: 6 * 3_600_000, awayUntil: 3 * DAY, awayUsedMs: DAY });
    const view = clocksView({ pace: 'daily', now: DAY * 2, numPlayers: 2, acting: ['1'], handedOver: new Set(), rows: new Map([['1', stopped]]), pause: null });
    expect(view.seats[1]).toMatchObject({ deadline: null, stoppedLeftMs: 18 * 3_600_000, away: new Date(3 * DAY).toISOString(), awayLeftMs: 14 * DAY - DAY - (2 * DAY - 6 * 3_600_000) });
    expect(view.pause).toEqual({ votes: [], since: null, by: [] });
    // Live: the seat moved while paused; only the time before the pause counts against its bank.
    const live = row('0', { decisionStateID: 1, startedAt: 0, dueAt: 690_000, bankMs: 600_000, frozenAt: 100_000 });
    const next = nextClocks({ numPlayers: 1, computerSeats: new Set(), rows: new Map([['0', live]]), pace: 'live', now: 5_000_000, stateID: 2, acting: [], previousActing: ['0'], movers: new Map([['0', 'person']]) });
    expect(next[0]?.bankMs).toBe(590_000);
  });
});
