import type { Refusal, Rng } from '@harbour/game-kit';
import { CARDS, TAX_THRESHOLD, card, shipCard, type CardId, type ShipCard, type TaxCard } from '../data.js';
import { canFulfilAny } from './expeditions.js';
import { canDraw, discard, drawCard, giveCoins, payCoins } from './piles.js';
import { refuse } from './refusals.js';
import { countKind, player, seatsFrom, swordsOf, type PortRoyalState } from './state.js';
import { beginTradeAndHire } from './trade.js';
import { finishTurn } from './turn.js';

/**
 * Phase 1, Discover (Entdecken): the active player turns up cards one by one. Persons go to the
 * harbor display, ships too unless repelled, expeditions to their own display, tax increases are
 * resolved at once. A second ship of a colour already in the harbor display busts the turn.
 */

export function checkTurnUp(s: PortRoyalState): Refusal | null {
  return canDraw(s) ? null : refuse('discover.noCardLeft');
}

export function checkStop(s: PortRoyalState): Refusal | null {
  // The first card is compulsory, unless no card is left to turn up.
  return s.turn.turnedUp === 0 && canDraw(s) ? refuse('discover.mustTurnUp') : null;
}

/** Whether the active player may repel this ship: never a skull, otherwise enough swords. */
export function checkRepelShip(s: PortRoyalState, seat: number, id: CardId): Refusal | null {
  const ship = shipCard(id);
  if (ship.swords === null) return refuse('repel.skull', { card: id });
  const swords = swordsOf(player(s, seat));
  return swords >= ship.swords ? null : refuse('repel.notEnoughSwords', { card: id, needed: ship.swords, swords });
}

export function applyTurnUp(s: PortRoyalState, rng: Rng): void {
  const id = drawCard(s, rng);
  if (id === null) throw new Error('no card to turn up');
  const seat = s.turn.active;
  s.turn.turnedUp += 1;
  s.events.push({ type: 'turnedUp', seat, card: id });
  const c = card(id);
  switch (c.type) {
    case 'person':
      s.harbor.push(id);
      break;
    case 'expedition':
      s.expeditionDisplay.push(id);
      break;
    case 'tax':
      resolveTax(s, c, rng);
      break;
    case 'ship':
      // Repelling is the active player's choice, asked only when it is possible.
      if (checkRepelShip(s, seat, id) === null) {
        s.turn.stage = 'repel';
        s.turn.ship = id;
      } else {
        placeShip(s, c, rng);
      }
      break;
  }
}

export function applyRepel(s: PortRoyalState): void {
  const id = s.turn.ship as CardId;
  s.turn.ship = null;
  s.turn.stage = 'discover';
  discard(s, id);
  s.events.push({ type: 'repelled', seat: s.turn.active, card: id, swords: swordsOf(player(s, s.turn.active)) });
}

export function applyAccept(s: PortRoyalState, rng: Rng): void {
  const id = s.turn.ship as CardId;
  s.turn.ship = null;
  s.turn.stage = 'discover';
  placeShip(s, shipCard(id), rng);
}

export function applyStop(s: PortRoyalState, rng: Rng): void {
  beginTradeAndHire(s, rng);
}

/** A ship not repelled joins the harbor display, unless its colour is there already: then the turn busts. */
function placeShip(s: PortRoyalState, ship: ShipCard, rng: Rng): void {
  const sameColour = s.harbor.some((id) => {
    const c = CARDS[id] as ShipCard;
    return c.type === 'ship' && c.colour === ship.colour;
  });
  if (sameColour) bust(s, ship.id, rng);
  else s.harbor.push(ship.id);
}

/**
 * Too much risked: the whole harbor display (with the second ship) goes to the discard pile,
 * expeditions stay, there is no Trade & Hire, and every player gets 1 coin per Jester. The active
 * player may still fulfil expeditions (stage afterBust) before the next player's turn.
 */
function bust(s: PortRoyalState, ship: CardId, rng: Rng): void {
  const seat = s.turn.active;
  const discarded = [...s.harbor, ship];
  s.harbor = [];
  discard(s, ...discarded);
  s.events.push({ type: 'busted', seat, card: ship, discarded });
  for (const other of seatsFrom(s, seat)) {
    giveCoins(s, other, countKind(player(s, other), 'jester'), 'jester', rng);
  }
  if (canFulfilAny(s, seat)) s.turn.stage = 'afterBust';
  else finishTurn(s);
}

/**
 * A tax increase: every player with 12 coins or more gives up half of them, rounded down, then
 * the player(s) with the most swords or the fewest victory points (as the card says) get 1 coin,
 * every tied player one (also when all are tied at 0). Then the card goes to the discard pile.
 */
function resolveTax(s: PortRoyalState, tax: TaxCard, rng: Rng): void {
  const order = seatsFrom(s, s.turn.active);
  for (const seat of order) {
    const coins = player(s, seat).coins.length;
    if (coins >= TAX_THRESHOLD) s.events.push({ type: 'taxPaid', seat, cards: payCoins(s, seat, Math.floor(coins / 2)) });
  }
  const measure = (seat: number): number =>
    tax.bonus === 'mostSwords' ? swordsOf(player(s, seat)) : -player(s, seat).points;
  const best = Math.max(...order.map(measure));
  for (const seat of order) if (measure(seat) === best) giveCoins(s, seat, 1, 'tax', rng);
  discard(s, tax.id);
}
