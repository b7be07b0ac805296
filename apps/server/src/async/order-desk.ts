import type { Refusal } from '@harbour/game-kit';
import type { MatchStorage, OrderStorage, SeatOrderRow } from '@harbour/storage';
import { ORDER_MAX_BYTES, orderWithinBounds, type OrderPayload, type SeatOrderFrame } from '@harbour/protocol';
import type { StandingOrders } from '../bots/standing-orders.js';
import { AppError } from '../errors.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import type { TableMessage } from '../match/bus.js';
import { seatOf } from '../match/seats.js';
import type { SocketSeat, TableFeature, TableOutlet } from '../match/table-feature.js';
import type { Clock } from '../clock.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';

export interface OrderDeskOptions {
  store: OrderStorage;
  /** The match store: an order is checked against the seat's stored credentials, as a move is. */
  matches: MatchStorage;
  runner: MatchRunner;
  standing: StandingOrders;
  clock: Clock;
  /** The sockets of the tables on this process (an order goes to its seat's own). */
  sockets: TableOutlet;
}


export const orderErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  spectator: () => new AppError(403, 'auth.spectator', 'Only a seated player leaves orders, for its own seat.'),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one.'),
  tooLarge: () => new AppError(413, 'order.tooLarge', `An order is at most ${ORDER_MAX_BYTES} bytes of JSON.`),
  unavailable: () => new AppError(409, 'order.unavailable', 'This game takes no standing orders.'),
  over: () => new AppError(409, 'match.over', 'The match is over.'),
  invalid: (refusal: Refusal) => new AppError(422, 'order.invalid', 'The game does not understand this order.', refusal),
  notNow: () => new AppError(409, 'order.notNow', 'This order cannot stand now (for example, its auction round is over).'),
};

/**
 * The `setOrder` and `cancelOrder` socket messages, and what a seat's own table is shown of its
 * standing order: in its join and sync answers and in `order` frames after a change. An order is the
 * seat's secret: it goes to that seat's sockets alone (`emitToSeat`), never to another seat or a
 * spectator; other processes hear "seat P's order changed" over the bus and read it from the store.
 */
export class OrderDesk {
  /** What standing orders add to a table: their messages, the seat's order in its join and sync answers, other processes' changes. */
  readonly feature: TableFeature = {
    name: 'orderDesk',
    joined: (live, playerID) => this.fields(live, playerID),
    synced: (live, playerID) => this.fields(live, playerID),
    messages: {
      setOrder: (payload, seat) => this.set(payload, seat),
      cancelOrder: (payload, seat) => this.cancel(payload, seat),
    },
    bus: { kinds: ['order'], changed: (live, message) => this.fromBus(live, message) },
  };

  constructor(private readonly o: OrderDeskOptions) {
    o.standing.onDropped = (matchID, playerID) => void this.changed(matchID, playerID, true);
  }

  /** A seat's join or sync answer carries its order (`order`: null when it has none); a spectator's carries nothing. */
  async fields(live: LiveMatch, playerID: string | null): Promise<object> {
    if (playerID === null) return {};
    return { order: await this.frameOf(live, playerID) };
  }

  async set(message: ParsedMessage<'setOrder'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['setOrder']> {
    const { matchID, order, language = 'en' } = message;
    const credentialsHash = seat(matchID)?.credentialsHash ?? null;
    const playerID = await this.seatOf(matchID, seat);
    if (!orderWithinBounds(order)) throw orderErrors.tooLarge();
    const live = await this.o.runner.withMatch(matchID, async (l) => l);
    if (live === null) throw orderErrors.notJoined();
    const automation = live.hosted.module.automation;
    if (automation === undefined) throw orderErrors.unavailable();
    if (live.state.ctx.gameover !== undefined) throw orderErrors.over();
    const checked = automation.parseOrder(order);
    if (!checked.ok) throw orderErrors.invalid(checked.refusal);
    if (!automation.orderStands(live.state.G, Number(playerID), checked.order)) throw orderErrors.notNow();
    const row = await this.o.store.setOrder(matchID, playerID, checked.order, language, this.o.clock.now());
    // The link may have been rotated since it was checked (its drop may have run before this order was
    // stored): checked again after the write, an order set through a replaced link does not stand.
    if (!(await this.holdsSeat(matchID, playerID, credentialsHash))) {
      await this.o.store.removeOrder(matchID, playerID, row.version);
      throw orderErrors.revoked();
    }
    const frame = this.frame(live, row);
    this.publish(matchID, playerID, frame);
    this.o.standing.changed(live);
    return { order: frame };
  }

  async cancel(message: ParsedMessage<'cancelOrder'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['cancelOrder']> {
    const { matchID } = message;
    const playerID = await this.seatOf(matchID, seat);
    await this.o.store.removeOrder(matchID, playerID);
    this.publish(matchID, playerID, null);
    const live = await this.o.runner.withMatch(matchID, async (l) => l);
    if (live !== null) this.o.standing.changed(live);
    return { order: null };
  }

  /**
   * A seat's link was rotated (the lobby, after storing the new credentials): its standing order goes
   * with the old link, so an order left through a leaked link stops moving for the seat. The seat's
   * sockets are told it was dropped (here and on the other processes), as when an order no longer stands.
   */
  async seatLinkRotated(matchID: string, playerID: string): Promise<void> {
    if (!(await this.o.store.removeOrder(matchID, playerID))) return;
    this.publish(matchID, playerID, null, true);
    const live = await this.o.runner.withMatch(matchID, async (l) => l);
    if (live !== null) this.o.standing.changed(live);
  }

  /** The seat this connection holds in the match, checked against the stored seats (a rotated link is refused here). */
  private async seatOf(matchID: string, seat: (matchID: string) => SocketSeat | undefined): Promise<string> {
    const sub = seat(matchID);
    if (sub === undefined) throw orderErrors.notJoined();
    if (sub.playerID === null || sub.credentialsHash === null) throw orderErrors.spectator();
    const { metadata } = await this.o.matches.load(matchID, { metadata: true });
    if (metadata === undefined) throw orderErrors.notJoined();
    if (seatOf(metadata, sub.playerID)?.credentials !== sub.credentialsHash) throw orderErrors.revoked();
    return sub.playerID;
  }

  /** Whether `credentialsHash` is still the seat's stored one. */
  private async holdsSeat(matchID: string, playerID: string, credentialsHash: string | null): Promise<boolean> {
    const { metadata } = await this.o.matches.load(matchID, { metadata: true });
    return credentialsHash !== null && metadata !== undefined && seatOf(metadata, playerID)?.credentials === credentialsHash;
  }

  private frame(live: LiveMatch, row: SeatOrderRow): SeatOrderFrame {
    const automation = live.hosted.module.automation;
    let description = '';
    try {
      description = automation?.describeOrder(row.order, row.language) ?? '';
    } catch {
      description = '';
    }
    return { order: row.order, description };
  }

  private async frameOf(live: LiveMatch, playerID: string): Promise<SeatOrderFrame | null> {
    const row = (await this.o.store.orders(live.matchID)).find((r) => r.playerID === playerID);
    return row === undefined ? null : this.frame(live, row);
  }

  /** Shows the seat's sockets here its order, and tells the other processes. */
  private publish(matchID: string, playerID: string, order: SeatOrderFrame | null, dropped = false): void {
    this.send({ matchID, playerID, order, ...(dropped ? { dropped } : {}) });
    this.o.runner.tableChanged({ kind: 'order', matchID, playerID, ...(dropped ? { dropped } : {}) });
  }

  private async changed(matchID: string, playerID: string, dropped: boolean): Promise<void> {
    const live = await this.o.runner.withMatch(matchID, async (l) => l).catch(() => null);
    this.publish(matchID, playerID, live === null ? null : await this.frameOf(live, playerID), dropped);
  }

  /** Another process changed a seat's order: read it from the store and show it to the seat's sockets here. */
  private async fromBus(live: LiveMatch, message: TableMessage): Promise<void> {
    if (message.kind !== 'order') return;
    this.send({ matchID: live.matchID, playerID: message.playerID, order: await this.frameOf(live, message.playerID), ...(message.dropped === true ? { dropped: true } : {}) });
  }

  private send(payload: OrderPayload): void {
    this.o.sockets.emitToSeat(payload.matchID, payload.playerID, 'order', payload);
  }
}
