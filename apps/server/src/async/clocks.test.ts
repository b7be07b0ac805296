import type { SeatClockRow } from '@harbour/storage';
import { describe, expect, it } from 'vitest';
import { clocksView, nextClocks, takeBackClock } from './clocks.js';

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

  it('a take-back resumes the decision its move ended, with the start and deadline it had (live: the bank drawn stays drawn)', () => {
    // Seat 0's live decision began at 0 with the full bank; it moved at 120 s (30 s from the bank), a move that may be taken back.
    const start = nextClocks({ ...base, pace: 'live', now: 0, stateID: 1, acting: ['0'], previousActing: [], movers: new Map() });
    let rows = new Map(start.map((w) => [w.playerID, row(w.playerID, { ...w, syncedStateID: 1 })]));
    const moved = nextClocks({ ...base, rows, pace: 'live', now: 120_000, stateID: 2, acting: ['1'], previousActing: ['0'], movers: new Map([['0', 'person']]), keep: new Set(['0']) });
    // Kept without a deadline (nothing falls due), its start such that start + 90 s + the bank left is the old deadline.
    expect(moved[0]).toMatchObject({ decisionStateID: 1, dueAt: null, remindAt: null, bankMs: 570_000, startedAt: 690_000 - 90_000 - 570_000 });
    rows = new Map(moved.map((w) => [w.playerID, row(w.playerID, { ...w, syncedStateID: 2 })]));
    expect(takeBackClock('live', rows.get('0'), 150_000, 1)).toBe('resumes');
    expect(takeBackClock('live', rows.get('0'), 690_000, 1)).toBe('late');
    // A recompute of the same state keeps it; the take-back at 150 s resumes it: the deadline it had, not a fresh one.
    expect(nextClocks({ ...base, rows, pace: 'live', now: 130_000, stateID: 2, acting: ['1'], previousActing: ['1'], movers: new Map() })[0]).toMatchObject({ decisionStateID: 1, startedAt: 30_000 });
    const back = nextClocks({ ...base, rows, pace: 'live', now: 150_000, stateID: 3, acting: ['0'], previousActing: ['1'], movers: new Map(), resume: new Set(['0']) });
    expect(back[0]).toMatchObject({ decisionStateID: 1, startedAt: 30_000, dueAt: 690_000, remindAt: 30_000 + Math.round(660_000 * 0.8), bankMs: 570_000 });
    expect(back[1]).toMatchObject({ decisionStateID: null, dueAt: null });
    // Moving again at 200 s draws what the whole decision took past 90 s: 110 s in all.
    rows = new Map(back.map((w) => [w.playerID, row(w.playerID, { ...w, syncedStateID: 3 })]));
    const again = nextClocks({ ...base, rows, pace: 'live', now: 200_000, stateID: 4, acting: ['1'], previousActing: ['0'], movers: new Map([['0', 'person']]) });
    expect(again[0]).toMatchObject({ bankMs: 600_000 - 110_000, decisionStateID: null, startedAt: null });
  });

  it('daily: another seat acting clears a kept decision; without one, or for a decision begun at the move, the take-back is once per decision', () => {
    const DAY = 86_400_000;
    const kept = row('0', { syncedStateID: 2, decisionStateID: 1, startedAt: 1000, bankMs: null });
    expect(takeBackClock('daily', kept, 1000 + DAY - 1, 1)).toBe('resumes');
    expect(takeBackClock('daily', kept, 1000 + DAY, 1)).toBe('late');
    // Frozen (a pause) before it ran out: it resumes, whatever the hour now.
    expect(takeBackClock('daily', { ...kept, frozenAt: 5000 }, 1000 + 5 * DAY, 1)).toBe('resumes');
    // Pending: the move's clocks are not written yet, the running decision is the one to resume.
    expect(takeBackClock('daily', row('0', { decisionStateID: 1, startedAt: 1000, dueAt: 1000 + DAY }), 2000, 1)).toBe('resumes');
    expect(takeBackClock('daily', row('0', { decisionStateID: 2, startedAt: 1000, dueAt: 1000 + DAY }), 2000, 1)).toBe('restarted');
    expect(takeBackClock('daily', row('0', {}), 2000, 1)).toBe('restarted');
    expect(takeBackClock('none', kept, 2000, 1)).toBe('untimed');
    const rows = new Map([['0', kept]]);
    const next = nextClocks({ ...base, rows, pace: 'daily', now: 5000, stateID: 3, acting: ['0'], previousActing: ['1'], movers: new Map([['1', 'person']]) });
    expect(next[0]).toMatchObject({ decisionStateID: 3, startedAt: 5000, dueAt: 5000 + DAY });
    expect(nextClocks({ ...base, rows, pace: 'daily', now: 5000, stateID: 3, acting: ['1'], previousActing: ['1'], movers: new Map([['1', 'person']]) })[0]).toMatchObject({ decisionStateID: null, startedAt: null });
  });
});
