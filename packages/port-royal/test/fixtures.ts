import { seededRng, type Rng } from '@harbour/game-kit';
import { expect } from 'vitest';
import {
  ALL_CARD_IDS,
  CARDS,
  CARD_COUNT,
  FIVE_PLAYER_EXPEDITION,
  type Card,
  type CardId,
  type PersonKind,
  type ShipColour,
} from '../src/data.js';
import {
  applyMove,
  checkMove,
  pointsFromCards,
  type MatchOptions,
  type PortRoyalMove,
  type PortRoyalState,
  type Stage,
} from '../src/rules/index.js';

/** Card ids matching a description, in id order. */
export function cardsWhere(pred: (c: Card) => boolean): CardId[] {
  return CARDS.filter(pred).map((c) => c.id);
}

/** A deck to take named cards from, each at most once per test. */
export class Deck {
  private used = new Set<CardId>();

  private take(what: string, pred: (c: Card) => boolean): CardId {
    const id = cardsWhere(pred).find((x) => !this.used.has(x));
    if (id === undefined) throw new Error(`no ${what} left`);
    this.used.add(id);
    return id;
  }

  person(kind: PersonKind, cost?: number, colour?: ShipColour): CardId {
    return this.take(`${kind} ${cost ?? ''}`, (c) => c.type === 'person' && c.kind === kind && (cost === undefined || c.cost === cost) && (colour === undefined || c.colour === colour));
  }

  /** A ship; swords null is a skull ship. */
  ship(colour: ShipColour, swords?: number | null, coins?: number): CardId {
    return this.take(`${colour} ship`, (c) => c.type === 'ship' && c.colour === colour && (swords === undefined || c.swords === swords) && (coins === undefined || c.coins === coins));
  }

  /** Persons worth exactly `points` victory points together (quiet kinds first: no swords, no payouts). */
  personsWorth(points: number): CardId[] {
    const kinds: PersonKind[] = ['trader', 'settler', 'captain', 'priest', 'jackOfAllTrades', 'jester', 'admiral', 'mademoiselle', 'pirate', 'sailor'];
    const out: CardId[] = [];
    for (let left = points; left > 0; ) {
      let best: CardId | undefined;
      for (const kind of kinds) {
        for (const c of CARDS) {
          if (c.type !== 'person' || c.kind !== kind || this.used.has(c.id) || c.points > left) continue;
          if (best === undefined || c.points > (CARDS[best] as { points: number }).points) best = c.id;
        }
      }
      if (best === undefined) throw new Error(`no persons worth ${left} left`);
      this.used.add(best);
      out.push(best);
      left -= (CARDS[best] as { points: number }).points;
    }
    return out;
  }

  expedition(needs: { captain?: number; priest?: number; settler?: number }): CardId {
    return this.take('expedition', (c) =>
      c.type === 'expedition' && c.needs.captain === (needs.captain ?? 0) && c.needs.priest === (needs.priest ?? 0) && c.needs.settler === (needs.settler ?? 0),
    );
  }

  tax(bonus: 'mostSwords' | 'fewestPoints'): CardId {
    return this.take('tax', (c) => c.type === 'tax' && c.bonus === bonus);
  }
}

export interface PlayerSpec {
  coins?: number;
  persons?: CardId[];
  expeditions?: CardId[];
}

export interface TableSpec {
  numPlayers?: number;
  startPlayer?: number;
  active?: number;
  stage?: Stage;
  turnedUp?: number;
  players?: PlayerSpec[];
  harbor?: CardId[];
  expeditionDisplay?: CardId[];
  discardPile?: CardId[];
  /** The top of the draw pile, top card first; the rest of the cards follow (or, with `drawPile`, exactly these). */
  top?: CardId[];
  /** The whole draw pile: every card not placed elsewhere goes to the discard pile. */
  drawPile?: CardId[];
  options?: Partial<MatchOptions>;
  endTriggered?: boolean;
}

/**
 * A table laid out for a test. Cards named go where the spec says; coins are taken from cards
 * no one named (taxes and expeditions last, so they do not hide among the coins); everything
 * else forms the draw pile below `top`, unless `drawPile` fixes it, then the rest is discarded.
 */
export function table(spec: TableSpec): PortRoyalState {
  const numPlayers = spec.numPlayers ?? 2;
  const start = spec.startPlayer ?? 0;
  const active = spec.active ?? start;
  const placed = new Set<CardId>();
  const place = (ids: readonly CardId[]): CardId[] => {
    for (const id of ids) {
      if (placed.has(id)) throw new Error(`card ${id} placed twice`);
      placed.add(id);
    }
    return ids.slice();
  };
  const box = numPlayers === 5 ? [] : [FIVE_PLAYER_EXPEDITION];
  place(box);
  const harbor = place(spec.harbor ?? []);
  const expeditionDisplay = place(spec.expeditionDisplay ?? (numPlayers === 5 && !placed.has(FIVE_PLAYER_EXPEDITION) ? [FIVE_PLAYER_EXPEDITION] : []));
  const discardPile = place(spec.discardPile ?? []);
  const top = place(spec.top ?? spec.drawPile ?? []);
  const playerSpecs = Array.from({ length: numPlayers }, (_, i) => spec.players?.[i] ?? {});
  const persons = playerSpecs.map((p) => place(p.persons ?? []));
  const expeditions = playerSpecs.map((p) => place(p.expeditions ?? []));
  const ordinary = (id: CardId): number => ((CARDS[id] as Card).type === 'tax' || (CARDS[id] as Card).type === 'expedition' ? 1 : 0);
  const rest = ALL_CARD_IDS.filter((id) => !placed.has(id)).sort((a, b) => ordinary(a) - ordinary(b) || a - b);
  const coins = playerSpecs.map((p) => rest.splice(0, p.coins ?? 0));
  const drawPile = spec.drawPile ? top : [...top, ...rest.splice(0)];
  if (spec.drawPile) discardPile.push(...rest.splice(0));
  const players = playerSpecs.map((_, i) => {
    const p = { coins: coins[i] as CardId[], persons: persons[i] as CardId[], expeditions: expeditions[i] as CardId[], points: 0 };
    p.points = pointsFromCards(p);
    return p;
  });
  return {
    numPlayers,
    options: { variantEnd: spec.options?.variantEnd ?? false },
    status: 'playing',
    startPlayer: start,
    drawPile,
    discardPile,
    harbor,
    expeditionDisplay,
    box,
    players,
    turn: { number: 1, active, stage: spec.stage ?? 'discover', turnedUp: spec.turnedUp ?? 0, ship: null, cards: 0, taker: active, taken: 0 },
    shuffles: 0,
    shuffledIn: Array<number>(CARD_COUNT).fill(0),
    endTriggered: spec.endTriggered ?? false,
    events: [],
    result: null,
  };
}

export const rng = (): Rng => seededRng('test');

/** Plays moves that must be legal, in order; returns the final state. */
export function play(s: PortRoyalState, ...moves: [number, PortRoyalMove][]): PortRoyalState {
  const r = rng();
  let state = s;
  for (const [seat, move] of moves) {
    const refusal = checkMove(state, seat, move);
    expect(refusal, `${move.type} by ${seat}`).toBeNull();
    state = applyMove(state, seat, move, r);
  }
  return state;
}

export function coins(s: PortRoyalState, seat: number): number {
  return s.players[seat]?.coins.length ?? -1;
}

/** Every place a card can be, for the invariant "each of the 120 cards exactly once". */
export function cardLocations(s: PortRoyalState): CardId[] {
  const all = [...s.drawPile, ...s.discardPile, ...s.harbor, ...s.expeditionDisplay, ...s.box];
  if (s.turn.ship !== null) all.push(s.turn.ship);
  for (const p of s.players) all.push(...p.coins, ...p.persons, ...p.expeditions);
  return all;
}
