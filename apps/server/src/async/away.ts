import type { AsyncStore } from '@harbour/storage';
import { AWAY_MAX_MS } from '@harbour/game-kit/async-protocol';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { botLevel, seatOf, seats } from '../match/seats.js';
import type { SocketSeat } from '../match/table-feature.js';
import type { Clock } from '../clock.js';
import type { ClockKeeper } from './clock-keeper.js';
import type { HandOver } from './hand-over.js';
import { asyncSettings } from '../match/settings.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';
import type { TableEvents } from './table-events.js';

export interface AwayOptions {
  store: AsyncStore;
  runner: MatchRunner;
  clock: Clock;
  clocks: ClockKeeper;
  handOver: HandOver;
  log: Logger;
  /** Tells the seats (or all) that must act now that it is their turn (a vacation or pause ended). */
  turnsResumed?: (live: LiveMatch, only: readonly string[] | null) => Promise<void>;
  /** Where the table's log hears "Anne is away until …", "Anne is back". */
  events?: Pick<TableEvents, 'add'>;
}


export const seatErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  notSeated: () => new AppError(403, 'seat.notSeated', 'Only a player at the table can do this.'),
  over: () => new AppError(409, 'match.over', 'The match is over.'),
};

const awayErrors = {
  past: () => new AppError(400, 'away.past', 'The date of return must be later than now.'),
  live: () => new AppError(409, 'away.livePace', 'A live match cannot be left for a vacation: pause it instead.'),
  tooLong: (leftMs: number) => new AppError(409, 'away.tooLong', `At most 14 days of vacation per match: ${Math.floor(leftMs / 86_400_000)} days are left.`),
};

/** The socket's seat in a running match, checked against the seat's credentials (a person's seat, not a computer's). */
export async function personSeat(runner: MatchRunner, id: string, sub: SocketSeat | undefined): Promise<{ live: LiveMatch; playerID: string }> {
  if (sub === undefined) throw seatErrors.notJoined();
  const live = await runner.withMatch(id, async (l) => l);
  if (live === null) throw seatErrors.notJoined();
  const playerID = sub.playerID;
  const seat = playerID === null ? undefined : seatOf(live.metadata, playerID);
  if (playerID === null || seat === undefined || seat.credentials !== sub.credentialsHash || (botLevel(seat) !== undefined && seat.data?.handedOver !== true)) throw seatErrors.notSeated();
  if (live.state.ctx.gameover !== undefined) throw seatErrors.over();
  return { live, playerID };
}

/** The people's seats of a match (handed-over seats included: they are still their players'). */
export function peopleSeats(live: Pick<LiveMatch, 'metadata'>): string[] {
  return seats(live.metadata)
    .filter((s) => botLevel(s) === undefined || s.data?.handedOver === true)
    .map((s) => String(s.id));
}

/**
 * A seat's vacation (the `away` and `back` socket messages): until its date its clock stands still
 * and it gets no notices; at most 14 days per match, counted as they are used. `back` ends a vacation
 * early and also brings back a seat that was absent (the "I'm back" of its own table). The scheduler
 * ends the vacations whose date has come (`endDue`, each once across processes).
 */
export class Away {
  constructor(private readonly o: AwayOptions) {}

  async declare(message: ParsedMessage<'away'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['away']> {
    const { matchID: id } = message;
    const { live, playerID } = await personSeat(this.o.runner, id, seat(id));
    if (asyncSettings(live.metadata).pace === 'live') throw awayErrors.live();
    const now = this.o.clock.now();
    const until = Date.parse(message.until);
    if (!(until > now)) throw awayErrors.past();
    const outcome = await this.o.store.away.declareAway(id, playerID, until, now, AWAY_MAX_MS);
    if (!outcome.ok) throw awayErrors.tooLong(outcome.leftMs);
    // Notices waiting to go out to the seat are dropped: it gets none while away.
    await this.o.store.clearNotices(id, playerID);
    this.o.log.info({ matchID: id, playerID, until: new Date(until).toISOString() }, 'a seat is away');
    await this.o.clocks.show(id);
    await this.o.events?.add(live, { kind: 'away', playerID, until });
    return { until: new Date(until).toISOString() };
  }

  /** The seat is back: its vacation ends (counted up to now) and, if it was absent, it is present again. */
  async back(message: ParsedMessage<'back'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['back']> {
    const { matchID: id } = message;
    const { live, playerID } = await personSeat(this.o.runner, id, seat(id));
    const ended = await this.o.store.away.endAway(id, playerID, this.o.clock.now());
    const row = (await this.o.clocks.rowsOf(id)).get(playerID);
    const returned = row?.absent === true || seatOf(live.metadata, playerID)?.data?.handedOver === true;
    if (returned) await this.o.handOver.reclaim(id, playerID);
    else await this.o.clocks.show(id);
    if (ended) this.o.log.info({ matchID: id, playerID }, 'a seat came back from its vacation');
    // Only a vacation that ended or an absent seat that came back is news at the table.
    if (ended || returned) await this.o.events?.add(live, { kind: 'back', playerID });
    return {};
  }

  /** Ends the vacations whose date has come and shows the clocks of their matches. */
  async endDue(): Promise<void> {
    const ended = await this.o.store.away.endDueAways(this.o.clock.now(), 50);
    for (const id of new Set(ended.map((e) => e.matchID))) {
      await this.o.clocks.show(id);
      const seatsBack = ended.filter((e) => e.matchID === id).map((e) => e.playerID);
      await this.o.runner.withMatch(id, async (live) => {
        for (const playerID of seatsBack) await this.o.events?.add(live, { kind: 'back', playerID });
        await this.o.turnsResumed?.(live, seatsBack);
      });
    }
  }

  /** The seats that get no turn notices now: every seat while the match is paused, else the seats away. */
  async quiet(matchID: string): Promise<ReadonlySet<string> | 'all'> {
    const [pause] = await this.o.store.away.pauses([matchID]);
    if (pause?.pausedAt != null) return 'all';
    const rows = await this.o.clocks.rowsOf(matchID);
    return new Set([...rows.values()].filter((r) => r.awayUntil !== null).map((r) => r.playerID));
  }
}
