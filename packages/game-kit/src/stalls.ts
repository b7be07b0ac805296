import type { Automation } from './automation.js';
import type { Engine } from './engine.js';
import type { Bot } from './module.js';
import { pick, seededRng } from './random.js';

/**
 * A match at a daily pace on a simulated clock, for the stalls benchmark (issue 27): bots stand in for
 * people who reply after a random delay of hours. Counted: how many times a decision waits on a
 * person, and the simulated days to the end.
 *  - before: every decision waits for its seat, as today;
 *  - after: a forced move is made at once; every seat leaves a standing order (for its coming decisions
 *    on other players' turns) when it first opens the table and renews it whenever it replies; a
 *    decision its order makes is made at once.
 * A person who replies stays at the table for the decisions that come to its seat before anybody else
 * is waited for (a turn of several steps is one sitting; moves made at once in between do not send it
 * away). Decisions asked of several seats at once (a simultaneous setup) wait for the slowest of them.
 */

export interface StallsGame<State, Move, View, Order> {
  readonly engine: Engine<State, Move, View>;
  readonly automation: Automation<State, Move, View, Order>;
  /** The simulated person at `seat`, with its habits drawn from `seed`. */
  person(seat: number, seed: string): SimulatedPerson<View, Move, Order>;
}

/** A bot standing in for a person: it decides from its seat's view, and leaves standing orders as it likes. */
export interface SimulatedPerson<View, Move, Order> extends Bot<View, Move> {
  /** The standing order it leaves when it opens the table first and after each reply, from its view (null: none). */
  standingOrder(view: View, seat: number): Order | null;
}

export interface StallsOptions {
  players: number;
  seed: string;
  mode: 'before' | 'after';
  /** A person replies after a delay drawn uniformly from this range, in hours. */
  replyHours?: readonly [number, number];
  maxDecisions?: number;
}

export interface StallsRun {
  /** Decisions that waited on a person (not at the table). */
  waits: number;
  /** Decisions made at once: forced, or by a standing order. */
  forced: number;
  ordered: number;
  /** Simulated time from the first decision to the end, in hours. */
  hours: number;
  finished: boolean;
}

export const DEFAULT_REPLY_HOURS: readonly [number, number] = [1, 20];

export function playOverDays<State, Move, View, Order>(game: StallsGame<State, Move, View, Order>, o: StallsOptions): StallsRun {
  const { engine, automation } = game;
  const rules = seededRng(`${o.seed}:rules`);
  const clock = seededRng(`${o.seed}:clock:${o.mode}`);
  const [low, high] = o.replyHours ?? DEFAULT_REPLY_HOURS;
  const people = Array.from({ length: o.players }, (_, seat) => game.person(seat, `${o.seed}:person:${seat}`));
  const orders: (Order | null)[] = Array.from({ length: o.players }, () => null);
  const run: StallsRun = { waits: 0, forced: 0, ordered: 0, hours: 0, finished: false };
  /** The seat whose person is at the table now (it has just replied and nobody else was waited for since). */
  let present: number | null = null;
  let state = engine.setup(o.players, rules);
  if (o.mode === 'after') people.forEach((person, seat) => (orders[seat] = person.standingOrder(engine.view(state, seat), seat)));
  for (let n = 0; n < (o.maxDecisions ?? 100_000) && !engine.isOver(state); ) {
    const seats = engine.deciders(state);
    if (seats.length === 0) throw new Error(`seed ${o.seed}: nobody to decide`);
    // Decisions made at once, one at a time (the state changes with each).
    if (o.mode === 'after') {
      const quick = quickMove(automation, state, seats, orders);
      if (quick !== null) {
        state = engine.apply(state, quick.seat, quick.move, rules);
        if (quick.by === 'forced') run.forced++;
        else run.ordered++;
        n++;
        continue;
      }
    }
    // A seat whose person has just replied (nobody else has been waited for since) decides in the same
    // sitting; every other seat asked now waits on its person, and they reply in parallel.
    const waiting = seats.filter((seat) => seat !== present);
    if (waiting.length > 0) {
      let longest = 0;
      for (let i = 0; i < waiting.length; i++) longest = Math.max(longest, low + (high - low) * clock.next());
      run.waits += waiting.length;
      run.hours += longest;
    }
    present = seats.length === 1 ? (seats[0] as number) : null;
    for (const seat of seats) {
      if (!engine.deciders(state).includes(seat)) continue;
      const view = engine.view(state, seat);
      let move = (people[seat] as SimulatedPerson<View, Move, Order>).chooseMove(view, seat);
      if (engine.check(state, seat, move) !== null) move = pick(rules, engine.legalMoves(state, seat));
      state = engine.apply(state, seat, move, rules);
      n++;
      if (o.mode === 'after') orders[seat] = (people[seat] as SimulatedPerson<View, Move, Order>).standingOrder(engine.view(state, seat), seat);
    }
  }
  run.finished = engine.isOver(state);
  return run;
}

function quickMove<State, Move, View, Order>(
  automation: Automation<State, Move, View, Order>,
  state: State,
  seats: readonly number[],
  orders: (Order | null)[],
): { seat: number; move: Move; by: 'forced' | 'order' } | null {
  for (const seat of seats) {
    const forced = automation.forcedMove(state, seat);
    if (forced !== null) return { seat, move: forced, by: 'forced' };
    const order = orders[seat] ?? null;
    if (order === null) continue;
    if (!automation.orderStands(state, seat, order)) {
      orders[seat] = null;
      continue;
    }
    const move = automation.orderMove(state, seat, order);
    if (move !== 'ask') return { seat, move, by: 'order' };
  }
  return null;
}

export interface StallsFigures {
  game: string;
  players: number;
  waitsBefore: number;
  waitsAfter: number;
  daysBefore: number;
  daysAfter: number;
}

/** Averages over `seeds` matches, before and after (figures rounded to one decimal). */
export function stallsFigures<State, Move, View, Order>(game: StallsGame<State, Move, View, Order>, players: number, seeds: readonly string[]): StallsFigures & { unfinished: number; forcedAfter: number; orderedAfter: number } {
  const sum = { waitsBefore: 0, waitsAfter: 0, hoursBefore: 0, hoursAfter: 0, forced: 0, ordered: 0, unfinished: 0 };
  for (const seed of seeds) {
    const before = playOverDays(game, { players, seed, mode: 'before' });
    const after = playOverDays(game, { players, seed, mode: 'after' });
    sum.waitsBefore += before.waits;
    sum.waitsAfter += after.waits;
    sum.hoursBefore += before.hours;
    sum.hoursAfter += after.hours;
    sum.forced += after.forced;
    sum.ordered += after.ordered;
    if (!before.finished || !after.finished) sum.unfinished++;
  }
  const avg = (x: number): number => Math.round((x / seeds.length) * 10) / 10;
  return {
    game: game.engine.name,
    players,
    waitsBefore: avg(sum.waitsBefore),
    waitsAfter: avg(sum.waitsAfter),
    daysBefore: avg(sum.hoursBefore / 24),
    daysAfter: avg(sum.hoursAfter / 24),
    unfinished: sum.unfinished,
    forcedAfter: avg(sum.forced),
    orderedAfter: avg(sum.ordered),
  };
}
