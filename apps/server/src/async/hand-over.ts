import type { AsyncStore, MatchStorage } from '@harbour/storage';
import type { Logger } from 'pino';
import type { BotRunner } from '../bots/runner.js';
import { AppError } from '../errors.js';
import type { MatchRunner } from '../match/runner.js';
import { botLevel, seatOf, seats } from '../match/seats.js';
import type { SocketSeat } from '../match/table-feature.js';
import type { ClockKeeper } from './clock-keeper.js';
import { computerLevel } from '../match/seat-roles.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';

export interface HandOverOptions {
  store: AsyncStore;
  /** The match store (seat changes go through its locked metadata update). */
  matches: MatchStorage;
  runner: MatchRunner;
  bots: BotRunner;
  clocks: ClockKeeper;
  log: Logger;
}


const handOverErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  notAbsent: () => new AppError(409, 'handOver.notAbsent', 'This seat is not absent.'),
  notPresent: () => new AppError(403, 'handOver.notPresent', 'Only a seat at the table that is not absent can vote.'),
};

/**
 * An absent seat handed to the computer by a majority of the seats present (the `handOver` socket
 * message), and taken back by its player, who opens the seat link.
 */
export class HandOver {
  constructor(private readonly o: HandOverOptions) {}

  /** A present seat votes to hand `playerID` to the computer (or takes its vote back). */
  async vote(message: ParsedMessage<'handOver'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['handOver']> {
    const { matchID: id, playerID: target, agree } = message;
    const sub = seat(id);
    if (sub === undefined) throw handOverErrors.notJoined();
    const voter = sub.playerID;
    const found = await this.o.runner.withMatch(id, async (live) => ({ metadata: live.metadata, over: live.state.ctx.gameover !== undefined }));
    if (found === null) throw handOverErrors.notJoined();
    const { metadata } = found;
    if (voter === null || voter === target || seatOf(metadata, voter)?.credentials !== sub.credentialsHash) throw handOverErrors.notPresent();
    const rows = await this.o.clocks.rowsOf(id);
    if (rows.get(voter)?.absent === true) throw handOverErrors.notPresent();
    if (seatOf(metadata, target) === undefined || found.over || seatOf(metadata, target)?.data?.handedOver === true) throw handOverErrors.notAbsent();
    // Present seats: people's seats (not computers) that are not absent, the absent seat excepted.
    const present = seats(metadata)
      .filter((s) => botLevel(s) === undefined && String(s.id) !== target && rows.get(String(s.id))?.absent !== true)
      .map((s) => String(s.id));
    const row = await this.o.store.updateSeatClock(id, target, (r) => {
      if (!r.absent) throw handOverErrors.notAbsent();
      const votes = new Set(r.handOverVotes.filter((v) => present.includes(v)));
      if (agree) votes.add(voter);
      else votes.delete(voter);
      return { handOverVotes: [...votes].sort() };
    });
    if (row.handOverVotes.length * 2 > present.length) {
      await this.changeSeat(id, target, true);
      await this.o.store.updateSeatClock(id, target, () => ({ handOverVotes: [], computerPlayed: true, dueAt: null, remindAt: null }));
      this.o.log.info({ matchID: id, playerID: target }, 'the seat was handed to the computer');
    }
    await this.o.clocks.show(id);
    return {};
  }

  /** The absent player is back: present again; a seat handed to the computer is theirs again from its next decision. */
  async reclaim(id: string, playerID: string): Promise<void> {
    await this.o.store.updateSeatClock(id, playerID, () => ({ absent: false, handOverVotes: [] }));
    await this.changeSeat(id, playerID, false);
    await this.o.clocks.recompute(id);
    this.o.log.info({ matchID: id, playerID }, 'an absent seat is back');
  }

  /** Hands a person's seat to the computer (`computer` true) or gives it back (false); no change if it is so already. */
  private async changeSeat(id: string, playerID: string, computer: boolean): Promise<void> {
    const level = await this.o.runner.withMatch(id, async (live) => computerLevel(live));
    if (level === null) return;
    let changed = false;
    const metadata = await this.o.matches.updateMetadata(id, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined) return null;
      const handed = seat.data?.handedOver === true;
      if (computer === handed || (computer && botLevel(seat) !== undefined)) return null;
      const data = { ...(seat.data ?? {}) };
      if (computer) Object.assign(data, { bot: { level }, handedOver: true });
      else {
        delete data.bot;
        delete data.handedOver;
      }
      seat.data = data;
      changed = true;
      return m;
    });
    if (metadata === undefined || !changed) return;
    await this.o.runner.metadataUpdated(id, metadata);
    if (computer) await this.o.runner.withMatch(id, async (live) => this.o.bots.poke(live));
  }
}
