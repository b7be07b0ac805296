import type { Refusal } from '@harbour/game-kit';
import { CARDS, EXPEDITION_SKILLS, type CardId, type PersonCard, type PersonKind, type ShipCard, type ShipColour } from '@harbour/port-royal/data';
import {
  allowedTakes,
  checkMove,
  legalFulfilments,
  takeOutcome,
  type PortRoyalMove,
  type TakeOutcome,
  type PortRoyalState,
} from '@harbour/port-royal/rules';

/**
 * What the table offers a seat, computed with the rules' own functions so that only legal
 * choices are offered and every other one comes with the rules' reason.
 */

export interface TakeChoice {
  card: CardId;
  move: Extract<PortRoyalMove, { type: 'trade' | 'hire' }>;
  /** null: allowed now; otherwise why not (not enough coins, no card left to take). */
  refusal: Refusal | null;
  /** What taking it brings and costs, as the rules compute it (Traders, Mademoiselles, the fee). */
  outcome: TakeOutcome;
  /** Trade: coins the ship brings (its own plus 1 per Trader of its colour). */
  income: number;
  traderBonus: number;
  /** Hire: coins it costs after Mademoiselles. */
  cost: number;
  /** 1 coin to the active player for a non-active taker, else 0. */
  fee: number;
}

/** Every card of the harbor display as this seat could take it now (in Trade & Hire). */
export function takeChoices(G: PortRoyalState, seat: number): TakeChoice[] {
  if (!G.players[seat]) return [];
  return G.harbor.map((card) => {
    const outcome = takeOutcome(G, seat, card);
    const move = outcome.type === 'trade' ? ({ type: 'trade', card } as const) : ({ type: 'hire', card } as const);
    const refusal = checkMove(G, seat, move);
    return outcome.type === 'trade'
      ? { card, move, refusal, outcome, income: outcome.coins + outcome.traderBonus, traderBonus: outcome.traderBonus, cost: 0, fee: outcome.fee }
      : { card, move, refusal, outcome, income: 0, traderBonus: 0, cost: outcome.cost, fee: outcome.fee };
  });
}

/** Cards this seat may still take in this Trade & Hire. */
export function takesLeft(G: PortRoyalState, seat: number): number {
  return Math.max(0, allowedTakes(G, seat) - G.turn.taken);
}

export interface FulfilChoice {
  card: CardId;
  persons: CardId[];
  /** The kinds given up, in the order Captain, Priest, Settler, Jack of all Trades. */
  kinds: PersonKind[];
  jacks: number;
}

const KIND_ORDER: readonly PersonKind[] = [...EXPEDITION_SKILLS, 'jackOfAllTrades'];

/**
 * The distinct ways to fulfil each expedition now. Persons of one kind are alike for an
 * expedition, so ways that differ only in which Priest is given up are offered once; the way
 * that spends the fewest Jacks of all Trades comes first for each expedition.
 */
export function fulfilChoices(G: PortRoyalState, seat: number): FulfilChoice[] {
  const seen = new Set<string>();
  const out: FulfilChoice[] = [];
  for (const f of legalFulfilments(G, seat)) {
    const kinds = f.persons.map((p) => (CARDS[p] as PersonCard).kind).sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
    const key = `${f.card}:${kinds.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ card: f.card, persons: f.persons, kinds, jacks: kinds.filter((k) => k === 'jackOfAllTrades').length });
  }
  return out.sort((a, b) => G.expeditionDisplay.indexOf(a.card) - G.expeditionDisplay.indexOf(b.card) || a.jacks - b.jacks);
}

/** The ship colours in the harbor display, in the rulebook's order. */
export function harborColours(G: PortRoyalState): ShipColour[] {
  const colours = new Set<ShipColour>();
  for (const id of G.harbor) {
    const c = CARDS[id] as ShipCard;
    if (c.type === 'ship') colours.add(c.colour);
  }
  return (['yellow', 'blue', 'green', 'red', 'black'] as const).filter((c) => colours.has(c));
}

/** Whether letting this ship into the harbor display busts the turn (its colour is there already). */
export function acceptBusts(G: PortRoyalState, ship: CardId): boolean {
  const c = CARDS[ship] as ShipCard | undefined;
  return c?.type === 'ship' && harborColours(G).includes(c.colour);
}
