import type { AsyncStore } from '@harbour/storage';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { SocketSeat } from '../match/table-feature.js';
import { peopleSeats, personSeat } from './away.js';
import type { Clock } from '../clock.js';
import type { ClockKeeper } from './clock-keeper.js';
import { handedOverSeats } from '../match/seat-roles.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';
import type { TableEvents } from './table-events.js';

export interface PauseOptions {
  store: AsyncStore;
  runner: MatchRunner;
  clock: Clock;
  clocks: ClockKeeper;
  log: Logger;
  /** Tells the seats that must act now that it is their turn (the pause ended). */
  turnsResumed?: (live: LiveMatch, only: readonly string[] | null) => Promise<void>;
  /** Where the table's log hears "The match is paused (Anne, Bonny)", "Bonny resumed the match". */
  events?: Pick<TableEvents, 'add'>;
}


const pauseErrors = {
  notPresent: () => new AppError(403, 'pause.notPresent', 'Only a seat at the table that is not absent or away can vote.'),
  already: () => new AppError(409, 'pause.already', 'The match is paused already.'),
  notPaused: () => new AppError(409, 'pause.notPaused', 'The match is not paused.'),
};

/**
 * Pausing a match (the `pause` and `resume` socket messages), voted as a hand-over is: the present
 * seats (people's seats neither absent, away nor handed over) vote, more than half pause it; every
 * clock stands still and no notices go out; any seat resumes it.
 */
export class Pause {
  constructor(private readonly o: PauseOptions) {}

  async vote(message: ParsedMessage<'pause'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['pause']> {
    const { matchID: id, agree } = message;
    const { live, playerID } = await personSeat(this.o.runner, id, seat(id));
    const rows = await this.o.clocks.rowsOf(id);
    const handed = handedOverSeats(live.metadata);
    const present = peopleSeats(live).filter((s) => !handed.has(s) && rows.get(s)?.absent !== true && rows.get(s)?.awayUntil == null);
    if (!present.includes(playerID)) throw pauseErrors.notPresent();
    const outcome = await this.o.store.away.votePause(id, playerID, agree, present, this.o.clock.now());
    if (outcome === null) throw pauseErrors.already();
    if (outcome.paused) {
      // Notices waiting to go out are dropped: none while paused.
      for (const s of peopleSeats(live)) await this.o.store.clearNotices(id, s);
      this.o.log.info({ matchID: id, by: outcome.row.pausedBy }, 'the match is paused');
    }
    await this.o.clocks.show(id);
    // The vote that paused it: its voter decided, the seats whose votes paused it are named.
    if (outcome.paused) await this.o.events?.add(live, { kind: 'pause', playerID, pausedBy: outcome.row.pausedBy });
    return { paused: outcome.paused };
  }

  async resume(message: ParsedMessage<'resume'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['resume']> {
    const { matchID: id } = message;
    const { live, playerID } = await personSeat(this.o.runner, id, seat(id));
    if (!(await this.o.store.away.resume(id, this.o.clock.now()))) throw pauseErrors.notPaused();
    this.o.log.info({ matchID: id, playerID }, 'the match is resumed');
    await this.o.clocks.show(id);
    await this.o.events?.add(live, { kind: 'resume', playerID });
    await this.o.turnsResumed?.(live, null);
    return {};
  }
}
