import type { AsyncStore, NoticeKind } from '@harbour/storage';
import type { Ctx, State } from 'boardgame.io';
import { forcedSeats } from '../bots/forced-moves.js';
import { actingSeats } from '../bots/runner.js';
import type { Clock } from '../clock.js';
import { PACES } from '../match/paces.js';
import { computerSeats } from '../match/seat-roles.js';
import { asyncSettings } from '../match/settings.js';
import type { LiveMatch } from '../match/runner.js';
import { botLevel, seats } from '../match/seats.js';

export interface TurnNoticesOptions {
  store: AsyncStore;
  clock: Clock;
  /** Whether a seat has its table open on this process (then no notice is needed). */
  presence: { isOpenHere(matchID: string, playerID: string): boolean };
  /** Overrides the pace's notice delay (NOTICE_DELAY_MS). */
  noticeDelayMs?: number;
  /** The seats that get no turn notice now (away, or every seat of a paused match). */
  quiet?: (matchID: string) => Promise<ReadonlySet<string> | 'all'>;
}

/**
 * The first step of a notice: after a commit, writes to the outbox that a person's seat must now
 * decide (or that the match is over), due after the pace's delay; the outbox (outbox.ts) delivers
 * it later unless the seat opened the table meanwhile. Coalesced in the outbox: one per seat until
 * the seat opens the table.
 */
export class TurnNotices {
  constructor(private readonly o: TurnNoticesOptions) {}

  async afterCommit(live: LiveMatch, previous: State, movers: ReadonlyMap<string, unknown>, automated: ReadonlySet<string> = new Set()): Promise<void> {
    const settings = asyncSettings(live.metadata);
    if (!settings.notices && settings.group === undefined) return;
    const state = live.state;
    const now = this.o.clock.now();
    const delay = this.o.noticeDelayMs ?? PACES[settings.pace].noticeDelayMs;
    const notice = (playerID: string | null, kind: NoticeKind, dueAt: number) =>
      this.o.store.enqueueNotice({ matchID: live.matchID, playerID, kind, stateID: state._stateID, dueAt, now });
    if (state.ctx.gameover !== undefined) {
      if (previous.ctx.gameover !== undefined) return;
      if (settings.notices) for (const seat of seats(live.metadata)) if (botLevel(seat) === undefined) await notice(String(seat.id), 'over', now);
      if (settings.group !== undefined) await notice(null, 'groupOver', now);
      return;
    }
    const before = actingSeats(previous.ctx as Ctx);
    const computers = computerSeats(live.metadata);
    const forced = forcedSeats(live);
    const quiet = (await this.o.quiet?.(live.matchID)) ?? new Set<string>();
    if (quiet === 'all') return;
    for (const playerID of actingSeats(state.ctx as Ctx)) {
      // A turn begins for a person's seat (not one whose only possible move is made for it).
      if (computers.has(playerID) || forced.has(playerID) || automated.has(playerID) || quiet.has(playerID) || (before.includes(playerID) && !movers.has(playerID))) continue;
      if (this.o.presence.isOpenHere(live.matchID, playerID)) continue;
      if (settings.notices) await notice(playerID, 'turn', now + delay);
      if (settings.group !== undefined) await notice(playerID, 'group', now + delay);
    }
  }

  /**
   * A pause or a seat's vacation ended: the people's seats (of `only`, or all) that must act now are
   * told it is their turn, as when it began (their notice was held back meanwhile).
   */
  async resumed(live: LiveMatch, only: readonly string[] | null): Promise<void> {
    const settings = asyncSettings(live.metadata);
    if (!settings.notices || live.state.ctx.gameover !== undefined) return;
    const quiet = (await this.o.quiet?.(live.matchID)) ?? new Set<string>();
    if (quiet === 'all') return;
    const now = this.o.clock.now();
    const delay = this.o.noticeDelayMs ?? PACES[settings.pace].noticeDelayMs;
    const computers = computerSeats(live.metadata);
    const forced = forcedSeats(live);
    for (const playerID of actingSeats(live.state.ctx as Ctx)) {
      if ((only !== null && !only.includes(playerID)) || computers.has(playerID) || forced.has(playerID) || quiet.has(playerID)) continue;
      if (this.o.presence.isOpenHere(live.matchID, playerID)) continue;
      await this.o.store.enqueueNotice({ matchID: live.matchID, playerID, kind: 'turn', stateID: live.state._stateID, dueAt: now + delay, now });
    }
  }
}
