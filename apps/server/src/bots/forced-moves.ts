import type { Ctx } from 'boardgame.io';
import type { Logger } from 'pino';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { TableFeature } from '../match/table-feature.js';
import { botLevel, isStarted, seatOf } from '../match/seats.js';
import { actingSeats } from './runner.js';

/** The log metadata of a move the server made because it was the seat's only possible one. */
export const ONLY_MOVE = { byComputer: true, reason: 'onlyMove' } as const;

/**
 * The people's seats that must decide now and have exactly one possible move, as the game's rules
 * say only where what makes it the only one is known to every seat (game-kit's `forcedMove`): no
 * clock, reminder or notice is started for them.
 */
export function forcedSeats(live: Pick<LiveMatch, 'hosted' | 'state' | 'metadata'>): Map<string, { name: string; args: unknown[] }> {
  const forced = new Map<string, { name: string; args: unknown[] }>();
  const { automation, engine } = live.hosted.module;
  const { state, metadata } = live;
  if (automation === undefined || state.ctx.gameover !== undefined || !isStarted(metadata)) return forced;
  for (const playerID of actingSeats(state.ctx as Ctx)) {
    if (botLevel(seatOf(metadata, playerID)) !== undefined) continue;
    const move = automation.forcedMove(state.G, Number(playerID));
    if (move === null) continue;
    const { name, args } = engine.toAction(move);
    forced.set(playerID, { name, args: [...args] });
  }
  return forced;
}

/**
 * Forced moves are made at once: after every commit here (and when a match starts), a person's
 * seat whose decision has only one possible move gets it made for it, logged as automatic. The
 * move goes through the runner's compare-and-swap like any other (another process making the same
 * move first makes this one stale, and nothing happens twice).
 */
export class ForcedMoves {
  constructor(
    private readonly runner: MatchRunner,
    private readonly log: Logger,
  ) {}

  /** After a commit here: a person's seat with one possible move gets it made. */
  readonly feature: TableFeature = { name: 'forcedMoves', committed: (live) => this.check(live) };

  /** Makes the forced moves of the held state (each its own commit, which checks again). */
  check(live: LiveMatch): void {
    const stateID = live.state._stateID;
    for (const [playerID, action] of forcedSeats(live)) {
      void this.runner
        .submit({ matchID: live.matchID, playerID, actor: { kind: 'computer' }, stateID, name: action.name, args: action.args, logMetadata: ONLY_MOVE })
        .then((outcome) => {
          if (!outcome.ok && outcome.error.code !== 'state.stale') this.log.warn({ matchID: live.matchID, playerID, code: outcome.error.code }, 'a forced move was refused');
        });
      // One at a time: the next is found after this one's commit.
      return;
    }
  }
}
