import { shuffled, type Rng } from '@harbour/game-kit';
import type { CardId } from '../data.js';
import { player, type CoinReason, type PortRoyalState } from './state.js';

/**
 * The draw pile, the discard pile and coins (mutating helpers for the rule modules).
 *
 * Coins are cards taken face down from the draw pile. When the draw pile runs out, the discard
 * pile is shuffled into a new draw pile at once (rulebook: "Ist im Laufe des Spiels der
 * Nachziehstapel aufgebraucht, wird der Ablagestapel gemischt"). If both are empty when a card
 * is needed, no card can be had: a coin owed then is not received (our ruling; the event says
 * how many were missing).
 */

/** Shuffles the discard pile into a new draw pile if the draw pile is empty. */
export function refillIfEmpty(s: PortRoyalState, rng: Rng): void {
  if (s.drawPile.length > 0 || s.discardPile.length === 0) return;
  s.shuffles += 1;
  for (const id of s.discardPile) s.shuffledIn[id] = s.shuffles;
  s.drawPile = shuffled(rng, s.discardPile);
  s.events.push({ type: 'reshuffled', cards: s.drawPile.length, shuffle: s.shuffles });
  s.discardPile = [];
}

/** Whether a card can be drawn now (from the draw pile or, after shuffling, the discard pile). */
export function canDraw(s: PortRoyalState): boolean {
  return s.drawPile.length > 0 || s.discardPile.length > 0;
}

/** Takes the top card of the draw pile, or null if neither pile holds a card. */
export function drawCard(s: PortRoyalState, rng: Rng): CardId | null {
  refillIfEmpty(s, rng);
  const id = s.drawPile.shift();
  if (id === undefined) return null;
  refillIfEmpty(s, rng);
  return id;
}

/** Gives a player coins from the draw pile; returns how many they actually received. */
export function giveCoins(s: PortRoyalState, seat: number, count: number, reason: CoinReason, rng: Rng): number {
  if (count <= 0) return 0;
  const coins = player(s, seat).coins;
  let received = 0;
  for (; received < count; received++) {
    const id = drawCard(s, rng);
    if (id === null) break;
    coins.push(id);
  }
  s.events.push({ type: 'coinsReceived', seat, reason, count: received, missing: count - received });
  return received;
}

/** A player pays coins onto the discard pile, face up; returns the cards paid (now public). */
export function payCoins(s: PortRoyalState, seat: number, count: number): CardId[] {
  const coins = player(s, seat).coins;
  if (count > coins.length) throw new Error(`seat ${seat} cannot pay ${count} coins with ${coins.length}`);
  const paid = coins.splice(coins.length - count, count);
  s.discardPile.push(...paid);
  return paid;
}

/** A coin goes from one player to another, still face down (the 1-coin fee in Trade & Hire). */
export function passCoin(s: PortRoyalState, from: number, to: number): void {
  const id = player(s, from).coins.pop();
  if (id === undefined) throw new Error(`seat ${from} has no coin to pay`);
  player(s, to).coins.push(id);
  s.events.push({ type: 'feePaid', seat: from, to });
}

export function discard(s: PortRoyalState, ...ids: CardId[]): void {
  s.discardPile.push(...ids);
}
