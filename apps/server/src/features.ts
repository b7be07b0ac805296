import type { AsyncPlay } from './async/play.js';
import type { OrderDesk } from './async/order-desk.js';
import type { BotRunner } from './bots/runner.js';
import type { ForcedMoves } from './bots/forced-moves.js';
import type { StandingOrders } from './bots/standing-orders.js';
import type { TableHints } from './hints/table-hints.js';
import type { TableFeature } from './match/table-feature.js';
import type { Webhooks } from './outbound/webhooks.js';
import type { ReviewJobs } from './review/jobs.js';

/** The collaborators that add to a table (made in server.ts). */
export interface TableParts {
  bots: BotRunner;
  forcedMoves: ForcedMoves;
  standingOrders: StandingOrders;
  webhooks: Webhooks;
  /** With a database store only. */
  asyncPlay: AsyncPlay | null;
  hints: TableHints;
  orderDesk: OrderDesk;
  reviews: ReviewJobs;
}

/**
 * The table features, in one list (issue 37): the order here is the order in which the runner runs
 * their effects after a commit (`committed`, in the match's queue, none awaited: each starts its own
 * work), the order of the fields they add to a join's and a sync's answer, and the order in which a
 * bus message reaches those that read its kind. apps/server/README.md ("After a commit") says what
 * each does; `features.test.ts` holds the order.
 */
export function tableFeatures(p: TableParts): readonly TableFeature[] {
  const async = p.asyncPlay?.features;
  return [
    // A bot whose turn it is moves after its pace.
    p.bots.feature,
    // A person's seat with one possible move gets it made (queued first: its commit comes next).
    p.forcedMoves.feature,
    // Orders that no longer stand are dropped; a seat whose order decides gets its move.
    p.standingOrders.feature,
    // A seat webhook hears that the seat must decide (through the notice outbox).
    { name: 'webhooks', committed: (live, previous) => p.webhooks.turnChanged(live.matchID, live.metadata, previous.ctx, live.state.ctx, live.state._stateID) },
    ...(async
      ? [
          // The state before a move that may be taken back is kept; the `takeBack` message.
          async.takeBack,
          // The seat clocks are written and shown, then the turn notices queued (behind the match's earlier async work).
          async.clocks,
          // What a table shows (pace, clocks, chat, last seen) in join and sync answers; presence.
          async.tableFields,
          async.notes,
          async.chat,
          async.seatVotes,
          // What the votes leave in the log (away, back, pause, resume): join and sync fields, frames, bus `tableEvent`.
          async.tableEvents,
        ]
      : []),
    p.hints.feature,
    p.orderDesk.feature,
    // A match that has just ended is queued for its review.
    { name: 'reviews', committed: (live, previous) => live.state.ctx.gameover !== undefined && previous.ctx.gameover === undefined && p.reviews.matchEnded(live.matchID) },
  ];
}
