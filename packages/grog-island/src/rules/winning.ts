import { refuse, type Refusal } from '@harbour/game-kit';
import { BIDDING_SPACE_REWARDS, treasureValue, type Building, type Colour } from '../data.js';
import type { GrogState, PlayerState } from './state.js';

/**
 * Winning the auction round (rulebook "Winning the auction round"): the last player remaining
 * pays the bid with coins and/or treasure cards, or refuses; then takes the rewards of the
 * bidding spaces that hold a die: claims (spaces 1 and 2), pirate points (3 and 5), a lock (4).
 */

/**
 * Checks a payment. The winner chooses which treasure cards to reveal; coins on the coin track
 * pay the rest: `coins` must be exactly the bid minus the cards' value (0 if the cards cover it).
 * A card is superfluous, and refused, if the bid is covered without the cheapest card chosen.
 * Overpayment through treasure cards comes back as coins.
 */
export function checkPay(s: GrogState, seat: number, bid: number, coins: number, cards: readonly number[]): Refusal | null {
  const player = s.players[seat] as PlayerState;
  if (new Set(cards).size !== cards.length) return refuse('pay.sameCardTwice');
  let value = 0;
  let cheapest = Infinity;
  for (const card of cards) {
    if (!player.treasureCards.includes(card)) return refuse('pay.notYourCard', { card });
    const v = treasureValue(card);
    value += v;
    cheapest = Math.min(cheapest, v);
  }
  if (cards.length > 0 && value - cheapest >= bid) return refuse('pay.superfluousCard', { bid, cards: value });
  const rest = Math.max(0, bid - value);
  if (coins !== rest) return refuse('pay.coinsMustCoverRest', { bid, cards: value, coins: rest });
  if (coins > player.coins) return refuse('pay.notEnough', { bid, coins: player.coins, cards: value });
  return null;
}

export function applyPay(s: GrogState, seat: number, bid: number, coins: number, cards: readonly number[]): void {
  const player = s.players[seat] as PlayerState;
  let value = 0;
  for (const card of cards) value += treasureValue(card);
  const change = Math.max(0, value - bid);
  player.coins += change - coins;
  player.treasureCards = player.treasureCards.filter((c) => !cards.includes(c));
  s.box.treasure.push(...cards);
  s.auction.winner = seat;
  s.events.push({ type: 'paid', seat, coins, treasureCards: cards.slice(), change });
}

/** Every distinct way to pay: one per multiset of treasure values that is not superfluous and affordable. */
export function legalPayments(s: GrogState, seat: number, bid: number): { coins: number; treasureCards: number[] }[] {
  const player = s.players[seat] as PlayerState;
  const byValue = new Map<number, number[]>();
  for (const card of player.treasureCards) {
    const v = treasureValue(card);
    byValue.set(v, [...(byValue.get(v) ?? []), card]);
  }
  const groups = [...byValue.entries()].sort((a, b) => a[0] - b[0]);
  const out: { coins: number; treasureCards: number[] }[] = [];
  const chosen: number[] = [];
  const walk = (g: number): void => {
    if (g === groups.length) {
      const cards = chosen.slice();
      const value = cards.reduce((sum, c) => sum + treasureValue(c), 0);
      const coins = Math.max(0, bid - value);
      if (checkPay(s, seat, bid, coins, cards) === null) out.push({ coins, treasureCards: cards });
      return;
    }
    const [, cards] = groups[g] as [number, number[]];
    for (let n = 0; n <= cards.length; n++) {
      chosen.push(...cards.slice(0, n));
      walk(g + 1);
      chosen.length -= n;
    }
  };
  walk(0);
  return out;
}

/** Pirate points for the dice on bidding spaces 3 and 5. */
export function awardPiratePoints(s: GrogState, seat: number): void {
  let points = 0;
  s.auction.biddingRow.forEach((_, space) => {
    if (BIDDING_SPACE_REWARDS[space] === 'piratePoint') points++;
  });
  if (points === 0) return;
  (s.players[seat] as PlayerState).piratePoints += points;
  s.events.push({ type: 'piratePoints', seat, points });
}

/** The peninsulas of the dice on the claim spaces (1 and 2), left to right. */
export function claimPeninsulas(s: GrogState): Colour[] {
  return s.auction.biddingRow.filter((_, space) => BIDDING_SPACE_REWARDS[space] === 'claim');
}

/** The peninsula of the die on the lock space (4), if there is one. */
export function lockPeninsula(s: GrogState): Colour | null {
  const space = BIDDING_SPACE_REWARDS.indexOf('lock');
  return s.auction.biddingRow[space] ?? null;
}

export function applyLock(s: GrogState, seat: number, building: Building): void {
  s.occupants[building.index] = 'lock';
  s.locksLeft -= 1;
  s.events.push({ type: 'locked', seat, building: building.id });
}
