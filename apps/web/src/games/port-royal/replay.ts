import { CARDS, CARD_COUNT, type CardId, type PersonCard } from '@harbour/port-royal/data';
import { checkRepelShip, cloneState, hiddenCard, type GameEvent, type PortRoyalState } from '@harbour/port-royal/rules';
import type { ReplayData } from '../../connection/frames/replay.js';

/**
 * A finished Port Royal match, step by step. The moves alone cannot be replayed: every reshuffle
 * of the discard pile drew on the server's randomness, which the replay does not get. The public
 * record can: the final state's events name every card turned up, repelled, traded, hired, paid,
 * discarded and fulfilled, and count every coin (coins are face down for everybody, their owner
 * included, so a replay has nothing more to show). The events are folded over the complete
 * initial state; the draw pile is what no other place holds (every card is always somewhere).
 * The replay checks that it ends in the stored final state.
 */
export interface ReplayFrame {
  state: PortRoyalState;
  /** Events shown so far (the step's last event is `events - 1`). */
  events: number;
}

export interface ReplayResult {
  frames: ReplayFrame[];
  complete: boolean;
}

/** Events that begin a step: a player's decision (or the start of a turn). */
const STEP_STARTS = new Set<GameEvent['type']>(['turnBegan', 'turnedUp', 'repelled', 'discoverEnded', 'traded', 'hired', 'passed', 'expeditionFulfilled', 'gameOver']);

const points = (id: CardId): number => (CARDS[id] as { points?: number }).points ?? 0;

/** Folds events over a state (changing it): the public consequences of each event. */
export class EventFolder {
  /** The tax increase being resolved: discarded after its coins, as the rulebook orders. */
  private tax: CardId | null = null;

  constructor(readonly s: PortRoyalState) {}

  /**
   * `after`: the events that follow (a reshuffle while a tax increase is resolved is told apart from
   * one after it only by what comes next).
   */
  apply(e: GameEvent, after: readonly GameEvent[] = []): void {
    const s = this.s;
    if (this.tax !== null && !this.taxResolving(e, after)) {
      s.discardPile.push(this.tax);
      this.tax = null;
    }
    // A ship waiting for the repel decision that was not repelled (nor busted the turn) was let in.
    if (s.turn.ship !== null && e.type !== 'repelled' && e.type !== 'busted') {
      s.harbor.push(s.turn.ship);
      s.turn.ship = null;
      s.turn.stage = 'discover';
    }
    s.events.push(e);
    const p = (seat: number) => s.players[seat] as PortRoyalState['players'][number];
    const coins = (seat: number, delta: number) => {
      const player = p(seat);
      player.coins = delta >= 0 ? [...player.coins, ...Array<number>(delta).fill(hiddenCard(0))] : player.coins.slice(0, Math.max(0, player.coins.length + delta));
    };
    const take = (list: CardId[], id: CardId) => list.filter((x) => x !== id);
    switch (e.type) {
      case 'turnBegan':
        s.turn = { number: e.turn, active: e.seat, stage: 'discover', turnedUp: 0, ship: null, cards: 0, taker: e.seat, taken: 0 };
        break;
      case 'turnedUp': {
        s.turn.turnedUp += 1;
        const c = CARDS[e.card];
        if (c?.type === 'expedition') s.expeditionDisplay.push(e.card);
        else if (c?.type === 'tax') this.tax = e.card;
        else if (c?.type === 'ship' && checkRepelShip(s, s.turn.active, e.card) === null) {
          // The active player could repel it: the rules asked (the next event says what was decided).
          s.turn.ship = e.card;
          s.turn.stage = 'repel';
        } else s.harbor.push(e.card);
        break;
      }
      case 'repelled':
        s.turn.ship = null;
        s.turn.stage = 'discover';
        s.discardPile.push(e.card);
        break;
      case 'busted':
        s.turn.ship = null;
        s.harbor = [];
        s.discardPile.push(...e.discarded);
        s.turn.stage = 'afterBust';
        break;
      case 'taxPaid':
        coins(e.seat, -e.cards.length);
        s.discardPile.push(...e.cards);
        break;
      case 'coinsReceived':
        coins(e.seat, e.count);
        break;
      case 'discoverEnded':
        s.turn = { ...s.turn, stage: 'tradeAndHire', cards: e.cards, taker: e.seat, taken: 0 };
        break;
      case 'traded':
        s.harbor = take(s.harbor, e.card);
        s.discardPile.push(e.card);
        s.turn.taker = e.seat;
        s.turn.taken += 1;
        break;
      case 'hired': {
        s.harbor = take(s.harbor, e.card);
        const player = p(e.seat);
        player.persons.push(e.card);
        player.points += points(e.card);
        coins(e.seat, -e.paid.length);
        s.discardPile.push(...e.paid);
        s.turn.taker = e.seat;
        s.turn.taken += 1;
        break;
      }
      case 'feePaid':
        coins(e.seat, -1);
        coins(e.to, 1);
        break;
      case 'passed':
      case 'nothingToTake':
        s.turn.taker = (e.seat + 1) % s.numPlayers;
        s.turn.taken = 0;
        break;
      case 'expeditionFulfilled': {
        const player = p(e.seat);
        s.expeditionDisplay = take(s.expeditionDisplay, e.card);
        player.expeditions.push(e.card);
        player.persons = player.persons.filter((x) => !e.persons.includes(x));
        player.points += points(e.card) - e.persons.reduce((sum, x) => sum + (CARDS[x] as PersonCard).points, 0);
        s.discardPile.push(...e.persons);
        break;
      }
      case 'harborCleared':
        s.harbor = [];
        s.discardPile.push(...e.cards);
        break;
      case 'reshuffled':
        s.discardPile = [];
        s.shuffles = e.shuffle;
        break;
      case 'endTriggered':
        s.endTriggered = true;
        break;
      case 'gameOver':
        s.status = 'over';
        break;
    }
    this.settle();
  }

  /** The draw pile holds every card no other place holds. */
  private settle(): void {
    const s = this.s;
    let elsewhere = s.discardPile.length + s.harbor.length + s.expeditionDisplay.length + s.box.length + (this.tax === null ? 0 : 1) + (s.turn.ship === null ? 0 : 1);
    for (const p of s.players) elsewhere += p.coins.length + p.persons.length + p.expeditions.length;
    s.drawPile = Array<number>(Math.max(0, CARD_COUNT - elsewhere)).fill(hiddenCard(0));
  }

  /**
   * Whether the tax increase turned up is still being resolved at `e` (it goes to the discard pile
   * after its bonus coins): its taxes paid, its bonus coins, and a reshuffle only where the draw for a
   * bonus coin made it, so a bonus coin follows (a reshuffle after the card was discarded shuffles the
   * card in: the replay once kept it out, and ended one card off the stored end).
   */
  private taxResolving(e: GameEvent, after: readonly GameEvent[]): boolean {
    if (e.type === 'taxPaid' || e.type === 'coinsReceived') return true;
    if (e.type !== 'reshuffled') return false;
    const next = after.find((x) => x.type !== 'reshuffled');
    return next?.type === 'coinsReceived' && next.reason === 'tax';
  }

  /** The tax increase being resolved, if any (shown as just turned up). */
  get pendingTax(): CardId | null {
    return this.tax;
  }
}

/** The public parts of a state, to compare a replay's end with the stored final state. */
export function publicParts(s: PortRoyalState): unknown {
  return {
    status: s.status,
    drawPile: s.drawPile.length,
    discardPile: s.discardPile,
    harbor: s.harbor,
    ship: s.turn.ship,
    expeditionDisplay: s.expeditionDisplay,
    players: s.players.map((p) => ({ coins: p.coins.length, persons: p.persons, expeditions: p.expeditions, points: p.points })),
  };
}

export function buildReplay(data: ReplayData): ReplayResult {
  const initial = data.initialState as PortRoyalState;
  const final = (data.finalState ?? null) as PortRoyalState | null;
  const start = cloneState(initial);
  // Coins are face down for everybody: the replay counts them, as the table did.
  for (const p of start.players) p.coins = p.coins.map(() => hiddenCard(0));
  start.drawPile = start.drawPile.map(() => hiddenCard(0));
  const folder = new EventFolder(start);
  const frames: ReplayFrame[] = [{ state: cloneState(start), events: start.events.length }];
  const events = final?.events.slice(initial.events.length) ?? [];
  events.forEach((event, i) => {
    const next = events[i + 1];
    folder.apply(event, events.slice(i + 1, i + 4));
    if (next === undefined || STEP_STARTS.has(next.type)) {
      const state = cloneState(folder.s);
      // A tax increase being resolved lies open beside the piles until its coins are paid.
      if (folder.pendingTax !== null && state.turn.ship === null) state.turn.ship = folder.pendingTax;
      if (next === undefined && final) state.result = final.result;
      frames.push({ state, events: state.events.length });
    }
  });
  const last = frames[frames.length - 1]?.state;
  const complete = final === null || (last !== undefined && JSON.stringify(publicParts(last)) === JSON.stringify(publicParts(final)));
  return { frames, complete };
}
