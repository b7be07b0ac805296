import type { Refusal, Rng } from '@harbour/game-kit';
import { ADMIRAL_COINS, ADMIRAL_DISPLAY_SIZE, CARDS, TAKING_FEE, card, shipCard, type CardId, type ShipCard } from '../data.js';
import { canFulfilAny } from './expeditions.js';
import { discard, giveCoins, passCoin, payCoins } from './piles.js';
import { refuse } from './refusals.js';
import { countKind, nextSeat, player, type PortRoyalState } from './state.js';
import { checkEndTrigger, endConditionMet, finishTurn } from './turn.js';

/**
 * Phase 2, Trade & Hire (Handeln & Heuern): the active player takes up to 1-3 cards by the ship
 * colours in the harbor display, then every other player clockwise may take 1, paying the active
 * player 1 coin per card; a Governor adds a card for its owner. Taking a ship is trading it
 * (coins, plus 1 per Trader of its colour); taking a person is hiring it (its cost, 1 less per
 * Mademoiselle, never below 0). Cards are taken one by one, so a card just taken helps at once.
 */

/** The active player's cards by the number of ship colours in the harbor display: 0-3 → 1, 4 → 2, 5 → 3. */
export function cardsForColours(harbor: readonly CardId[]): number {
  const colours = new Set<string>();
  for (const id of harbor) {
    const c = CARDS[id] as ShipCard;
    if (c.type === 'ship') colours.add(c.colour);
  }
  return colours.size >= 5 ? 3 : colours.size === 4 ? 2 : 1;
}

/** Cards `seat` may take in this Trade & Hire (Governors count from the moment they are hired). */
export function allowedTakes(s: PortRoyalState, seat: number): number {
  const base = seat === s.turn.active ? s.turn.cards : 1;
  return base + countKind(player(s, seat), 'governor');
}

/** The 1-coin fee a non-active player pays the active player per card taken. */
export function takingFee(s: PortRoyalState, seat: number): number {
  return seat === s.turn.active ? 0 : TAKING_FEE;
}

/** What hiring a person costs `seat`: the printed cost less 1 per Mademoiselle, never below 0. */
export function hireCost(s: PortRoyalState, seat: number, id: CardId): number {
  const c = card(id);
  if (c.type !== 'person') throw new TypeError(`card ${id} is not a person`);
  return Math.max(0, c.cost - countKind(player(s, seat), 'mademoiselle'));
}

/** Coins a player has (the number of face-down cards in front of them). */
export function coinCount(s: PortRoyalState, seat: number): number {
  return player(s, seat).coins.length;
}

function canAfford(s: PortRoyalState, seat: number, id: CardId): boolean {
  return coinCount(s, seat) >= hireCost(s, seat, id) + takingFee(s, seat);
}

/** Whether `seat` can take any card of the harbor display now. */
export function canTakeAny(s: PortRoyalState, seat: number): boolean {
  if (s.turn.taken >= allowedTakes(s, seat)) return false;
  return s.harbor.some((id) => (CARDS[id] as { type: string }).type === 'ship' || canAfford(s, seat, id));
}

/** Whether the taker has any decision to make (otherwise the opportunity passes by itself). */
function hasChoice(s: PortRoyalState, seat: number): boolean {
  return canTakeAny(s, seat) || (seat === s.turn.active && canFulfilAny(s, seat));
}

function checkTake(s: PortRoyalState, seat: number, id: CardId): Refusal | null {
  if (!s.harbor.includes(id)) return refuse('harbor.cardNotThere', { card: id });
  const allowed = allowedTakes(s, seat);
  if (s.turn.taken >= allowed) return refuse('take.noneLeft', { allowed });
  return null;
}

export function checkTrade(s: PortRoyalState, seat: number, id: CardId): Refusal | null {
  const refusal = checkTake(s, seat, id);
  if (refusal) return refusal;
  return card(id).type === 'ship' ? null : refuse('trade.notAShip', { card: id });
}

export function checkHire(s: PortRoyalState, seat: number, id: CardId): Refusal | null {
  const refusal = checkTake(s, seat, id);
  if (refusal) return refusal;
  if (card(id).type !== 'person') return refuse('hire.notAPerson', { card: id });
  const cost = hireCost(s, seat, id);
  const fee = takingFee(s, seat);
  const coins = coinCount(s, seat);
  return coins >= cost + fee ? null : refuse('hire.cannotAfford', { card: id, cost, fee, coins });
}

/** Phase 2 begins: the active player's number of cards is fixed by the ship colours now on display. */
export function beginTradeAndHire(s: PortRoyalState, rng: Rng): void {
  s.turn.stage = 'tradeAndHire';
  s.turn.cards = cardsForColours(s.harbor);
  s.events.push({ type: 'discoverEnded', seat: s.turn.active, cards: s.turn.cards });
  beginOpportunity(s, s.turn.active, rng);
}

/**
 * A player's opportunity to take cards begins: Admirals pay 2 coins each if the harbor display
 * holds 5 cards or more; a non-active player facing an empty display gets 1 coin per Jester.
 * An opportunity without any possible decision passes at once.
 */
function beginOpportunity(s: PortRoyalState, seat: number, rng: Rng): void {
  for (let taker = seat; ; ) {
    s.turn.taker = taker;
    s.turn.taken = 0;
    const p = player(s, taker);
    if (s.harbor.length >= ADMIRAL_DISPLAY_SIZE) giveCoins(s, taker, ADMIRAL_COINS * countKind(p, 'admiral'), 'admiral', rng);
    if (taker !== s.turn.active && s.harbor.length === 0) giveCoins(s, taker, countKind(p, 'jester'), 'jester', rng);
    if (hasChoice(s, taker)) return;
    s.events.push({ type: 'nothingToTake', seat: taker });
    taker = nextSeat(s, taker);
    if (taker === s.turn.active) {
      endTradeAndHire(s);
      return;
    }
  }
}

function endOpportunity(s: PortRoyalState, rng: Rng): void {
  const next = nextSeat(s, s.turn.taker);
  if (next === s.turn.active) endTradeAndHire(s);
  else beginOpportunity(s, next, rng);
}

/** Everybody has had their opportunity: the rest of the harbor display is discarded; the turn ends. */
function endTradeAndHire(s: PortRoyalState): void {
  const cards = s.harbor;
  s.harbor = [];
  discard(s, ...cards);
  s.events.push({ type: 'harborCleared', cards });
  finishTurn(s);
}

function afterTake(s: PortRoyalState, rng: Rng): void {
  s.turn.taken += 1;
  if (!hasChoice(s, s.turn.taker)) endOpportunity(s, rng);
}

/** Coins a trade of this ship brings `seat` beyond the ship's own: 1 per Trader of its colour. */
export function traderBonus(s: PortRoyalState, seat: number, id: CardId): number {
  const ship = shipCard(id);
  return player(s, seat).persons.filter((x) => {
    const c = CARDS[x] as { kind?: string; colour?: string | null };
    return c.kind === 'trader' && c.colour === ship.colour;
  }).length;
}

/** What taking a card of the harbor display would bring and cost `seat` now (whether or not allowed). */
export type TakeOutcome =
  | {
      type: 'trade';
      card: CardId;
      /** The ship's own coins. */
      coins: number;
      /** 1 per Trader of the ship's colour. */
      traderBonus: number;
      /** The coin for the active player (0 for the active player). */
      fee: number;
      /** Coins the taker has afterwards. */
      coinsAfter: number;
    }
  | {
      type: 'hire';
      card: CardId;
      /** The cost printed on the card. */
      printed: number;
      /** Coins saved by Mademoiselles (never more than the printed cost). */
      discount: number;
      /** What hiring costs the taker: printed less discount. */
      cost: number;
      fee: number;
      coinsAfter: number;
      /** The person's victory points, and the taker's total afterwards. */
      points: number;
      pointsAfter: number;
      /** Whether this hire starts the end of the game (12 victory points, and an expedition under the variant end). */
      triggersEnd: boolean;
      /** Cards more the taker may take in this Trade & Hire at once (a Governor counts from the moment it is hired). */
      extraTakes: number;
    };

export function takeOutcome(s: PortRoyalState, seat: number, id: CardId): TakeOutcome {
  const c = card(id);
  const p = player(s, seat);
  const fee = takingFee(s, seat);
  if (c.type === 'ship') {
    const bonus = traderBonus(s, seat, id);
    return { type: 'trade', card: id, coins: c.coins, traderBonus: bonus, fee, coinsAfter: p.coins.length + c.coins + bonus - fee };
  }
  if (c.type !== 'person') throw new TypeError(`card ${id} cannot be taken`);
  const cost = hireCost(s, seat, id);
  const pointsAfter = p.points + c.points;
  const triggersEnd = !s.endTriggered && endConditionMet(s, pointsAfter, p.expeditions.length);
  return { type: 'hire', card: id, printed: c.cost, discount: c.cost - cost, cost, fee, coinsAfter: p.coins.length - cost - fee, points: c.points, pointsAfter, triggersEnd, extraTakes: c.kind === 'governor' ? 1 : 0 };
}

/** Trading: the ship goes to the discard pile and earns its coins, plus 1 per Trader of its colour. */
export function applyTrade(s: PortRoyalState, seat: number, id: CardId, rng: Rng): void {
  const ship = card(id) as ShipCard;
  s.harbor = s.harbor.filter((x) => x !== id);
  discard(s, id);
  const bonus = traderBonus(s, seat, id);
  s.events.push({ type: 'traded', seat, card: id, coins: ship.coins, traderBonus: bonus });
  giveCoins(s, seat, ship.coins, 'trade', rng);
  giveCoins(s, seat, bonus, 'trader', rng);
  // The fee may come from the ship's income.
  if (takingFee(s, seat) > 0 && player(s, seat).coins.length > 0) passCoin(s, seat, s.turn.active);
  afterTake(s, rng);
}

/** Hiring: the (discounted) cost goes face up onto the discard pile, the person into the personal display. */
export function applyHire(s: PortRoyalState, seat: number, id: CardId, rng: Rng): void {
  const cost = hireCost(s, seat, id);
  s.harbor = s.harbor.filter((x) => x !== id);
  const paid = payCoins(s, seat, cost);
  const p = player(s, seat);
  p.persons.push(id);
  p.points += (CARDS[id] as { points: number }).points;
  s.events.push({ type: 'hired', seat, card: id, cost, paid });
  if (takingFee(s, seat) > 0) passCoin(s, seat, s.turn.active);
  checkEndTrigger(s, seat);
  afterTake(s, rng);
}

export function applyPass(s: PortRoyalState, seat: number, rng: Rng): void {
  s.events.push({ type: 'passed', seat });
  endOpportunity(s, rng);
}

/** After the active player fulfilled an expedition in their own part of Trade & Hire. */
export function afterFulfilInTrade(s: PortRoyalState, rng: Rng): void {
  if (!hasChoice(s, s.turn.taker)) endOpportunity(s, rng);
}
