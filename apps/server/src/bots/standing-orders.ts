import type { OrderStorage, SeatOrderRow } from '@harbour/storage';
import type { Ctx, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { errInfo } from '../logger.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { TableFeature } from '../match/table-feature.js';
import { botLevel, isStarted, seatOf } from '../match/seats.js';
import { forcedSeats } from './forced-moves.js';
import { actingSeats } from './runner.js';

/** What the stored orders of a match say about one of its states. */
interface Judgement {
  stateID: number;
  /** The moves orders make now, by seat (people's seats that must decide and have no forced move). */
  moves: Map<string, { name: string; args: unknown[] }>;
  /** Orders that no longer stand (expired, impossible, or the match is over): dropped. */
  dropped: SeatOrderRow[];
}

const NOTHING = (stateID: number): Judgement => ({ stateID, moves: new Map(), dropped: [] });

/**
 * Standing orders carried out (issue 27): after every commit here (and when a match starts), the
 * match's orders are read from the store (the authority); an order that no longer stands is dropped
 * (its seat's table is told, and the seat is asked as usual), and a seat that must decide now and
 * whose order decides gets that move submitted at once, through the runner's compare-and-swap, as
 * its own move (no computer marker in the log: the same words as its click). A second process
 * carrying out the same order finds its state stale, so nothing happens twice. The turn notices skip
 * the seats an order decides for (`automatedSeats`: they are the seat's own); their clocks start as
 * any asked seat's and end with the order's move, so the table cannot tell an order from a click.
 */
export class StandingOrders {
  /** The latest judgement per held match (one per state, shared with the clocks). */
  private readonly judged = new WeakMap<LiveMatch, { stateID: number; generation: number; result: Promise<Judgement> }>();
  /**
   * The orders of each held match as last read: read again only when an order changed (here, or on
   * another process as the bus says), so a move of a match without orders reads nothing.
   */
  private readonly known = new WeakMap<LiveMatch, { generation: number; rows: Promise<readonly SeatOrderRow[]> }>();
  /** Grows whenever an order changes on this process: judgements made before are not used again. */
  private generation = 0;
  /** Called when an order was dropped here (once per order, across processes). */
  onDropped: (matchID: string, playerID: string) => void = () => {};

  constructor(
    private readonly runner: MatchRunner,
    private readonly store: OrderStorage,
    private readonly log: Logger,
  ) {}

  /** After a commit here: orders that no longer stand are dropped, the first an order decides is moved. */
  readonly feature: TableFeature = {
    name: 'standingOrders',
    committed: (live) => this.check(live),
    // Another process changed an order, or the bus was away (a message may be lost): read the orders again.
    bus: {
      kinds: ['order'],
      changed: () => {
        this.generation += 1;
      },
    },
    busReconnected: () => {
      this.generation += 1;
    },
  };

  /** The seats whose orders make their decision in the held state: no turn notice for them. */
  async automatedSeats(live: LiveMatch): Promise<ReadonlySet<string>> {
    try {
      return new Set((await this.judge(live)).moves.keys());
    } catch {
      return new Set();
    }
  }

  /** An order of the match changed (set or cancelled): judge its current state again. */
  changed(live: LiveMatch): void {
    this.generation += 1;
    this.check(live);
  }

  /** Drops the orders that no longer stand and makes the first move an order decides (the next after its commit). */
  check(live: LiveMatch): void {
    void this.carryOut(live).catch((error: unknown) => this.log.warn({ err: errInfo(error), matchID: live.matchID }, 'standing orders not carried out'));
  }

  private async carryOut(live: LiveMatch): Promise<void> {
    const { matchID } = live;
    const judgement = await this.judge(live);
    for (const row of judgement.dropped) await this.drop(matchID, row);
    for (const [playerID, action] of judgement.moves) {
      const outcome = await this.runner.submit({ matchID, playerID, actor: { kind: 'computer' }, stateID: judgement.stateID, name: action.name, args: action.args });
      if (!outcome.ok && outcome.error.code !== 'state.stale' && outcome.error.code !== 'match.over') {
        // The rules refused what the order chose (it should not happen): the seat decides itself.
        this.log.warn({ matchID, playerID, code: outcome.error.code }, 'a standing order was refused; dropped');
        const row = (await this.store.orders(matchID)).find((r) => r.playerID === playerID);
        if (row !== undefined) await this.drop(matchID, row);
      }
      // One at a time: the next is found after this one's commit.
      return;
    }
  }

  private async drop(matchID: string, row: SeatOrderRow): Promise<void> {
    if (await this.store.removeOrder(matchID, row.playerID, row.version)) {
      this.generation += 1;
      this.onDropped(matchID, row.playerID);
    }
  }

  private ordersOf(live: LiveMatch): Promise<readonly SeatOrderRow[]> {
    const memo = this.known.get(live);
    if (memo !== undefined && memo.generation === this.generation) return memo.rows;
    const rows = this.store.orders(live.matchID);
    this.known.set(live, { generation: this.generation, rows });
    rows.catch(() => this.known.delete(live));
    return rows;
  }

  private judge(live: LiveMatch): Promise<Judgement> {
    const stateID = live.state._stateID;
    const memo = this.judged.get(live);
    if (memo !== undefined && memo.stateID === stateID && memo.generation === this.generation) return memo.result;
    const result = this.judgeNow(live, live.state, live.metadata);
    this.judged.set(live, { stateID, generation: this.generation, result });
    result.catch(() => this.judged.delete(live));
    return result;
  }

  private async judgeNow(live: LiveMatch, state: State, metadata: LiveMatch['metadata']): Promise<Judgement> {
    const judgement = NOTHING(state._stateID);
    const { automation, engine } = live.hosted.module;
    if (automation === undefined || !isStarted(metadata)) return judgement;
    const rows = await this.ordersOf(live);
    if (rows.length === 0) return judgement;
    const over = state.ctx.gameover !== undefined;
    const acting = new Set(actingSeats(state.ctx as Ctx));
    const forced = forcedSeats({ hosted: live.hosted, state, metadata });
    for (const row of rows) {
      const seat = seatOf(metadata, row.playerID);
      // A seat handed to the computer keeps its order for when its player is back.
      if (seat !== undefined && botLevel(seat) !== undefined && !over) continue;
      const parsed = automation.parseOrder(row.order);
      let stands = false;
      try {
        stands = seat !== undefined && !over && parsed.ok && automation.orderStands(state.G, Number(row.playerID), parsed.order);
      } catch (error) {
        this.log.warn({ err: errInfo(error), matchID: live.matchID }, 'orderStands failed');
      }
      if (!stands || !parsed.ok) {
        judgement.dropped.push(row);
        continue;
      }
      if (!acting.has(row.playerID) || forced.has(row.playerID)) continue;
      try {
        const move = automation.orderMove(state.G, Number(row.playerID), parsed.order);
        if (move === 'ask') continue;
        const { name, args } = engine.toAction(move);
        judgement.moves.set(row.playerID, { name, args: [...args] });
      } catch (error) {
        this.log.warn({ err: errInfo(error), matchID: live.matchID }, 'orderMove failed');
      }
    }
    return judgement;
  }
}
