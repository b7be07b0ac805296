import { refuse, type Refusal } from '@harbour/game-kit';
import { BIDDING_SPACE_COUNT, COLOURS, parrotCard, type Colour } from '../data.js';
import { potentialCoinStock, seatsAfter } from './board.js';
import type { ParrotPlay } from './moves.js';
import type { GrogState, PlayerState } from './state.js';

/**
 * Bidding: the opening bid, raising, parrot cards (rulebook "Playing an auction round",
 * "Raise the bid", "The parrot cards").
 *
 * A bid is the list of dice colours on the bidding spaces, left to right. It is legal when
 *  - it holds 1 to 5 dice, each die once (bidding spaces are filled from the left, none skipped);
 *  - the pips descend from left to right (equal pips may stand in any order);
 *  - its total is higher than the current bid (or equal to it with a "keep the bid" parrot card);
 *  - its total does not exceed the bidder's potential coin stock.
 * "Turn the die" parrot cards change a die's value before the bid is built; the die keeps
 * its new value for the rest of the auction round.
 */

export function sumRow(dice: Record<Colour, number>, row: readonly Colour[]): number {
  let total = 0;
  for (const c of row) total += dice[c];
  return total;
}

/** Dice order rule: each die shows no more pips than the die to its left. */
export function checkRowShape(dice: Record<Colour, number>, row: readonly Colour[]): Refusal | null {
  if (row.length === 0) return refuse('bid.empty');
  if (row.length > BIDDING_SPACE_COUNT) return refuse('bid.tooManyDice', { max: BIDDING_SPACE_COUNT });
  const seen = new Set<Colour>();
  for (let i = 0; i < row.length; i++) {
    const colour = row[i] as Colour;
    if (seen.has(colour)) return refuse('bid.dieTwice', { colour });
    seen.add(colour);
    if (i > 0) {
      const left = row[i - 1] as Colour;
      if (dice[colour] > dice[left]) {
        return refuse('bid.notDescending', { space: i + 1, colour, value: dice[colour], leftColour: left, leftValue: dice[left] });
      }
    }
  }
  return null;
}

/** The parrot cards of a bid, checked, and the dice as they show after the "turn the die" cards. */
export function checkParrotPlays(
  s: GrogState,
  player: PlayerState,
  plays: readonly ParrotPlay[],
): { refusal: Refusal } | { dice: Record<Colour, number>; keepBid: boolean } {
  const dice = { ...s.auction.dice };
  let keepBid = false;
  const cards = new Set<number>();
  const turned = new Set<Colour>();
  for (const play of plays) {
    if (cards.has(play.card)) return { refusal: refuse('parrot.sameCardTwice', { card: play.card }) };
    cards.add(play.card);
    if (!player.parrotCards.includes(play.card)) return { refusal: refuse('parrot.notYours', { card: play.card }) };
    const parrot = parrotCard(play.card);
    if (parrot.kind === 'keepBid') {
      if (play.value !== undefined) return { refusal: refuse('parrot.keepBidTakesNoValue') };
      if (s.auction.bidder === null) return { refusal: refuse('parrot.noBidToKeep') };
      if (keepBid) return { refusal: refuse('parrot.keepBidTwice') };
      keepBid = true;
    } else {
      const value = play.value;
      if (value === undefined || !Number.isInteger(value) || value < 1 || value > 6) {
        return { refusal: refuse('parrot.dieValue', { colour: parrot.colour }) };
      }
      if (turned.has(parrot.colour)) return { refusal: refuse('parrot.sameDieTwice', { colour: parrot.colour }) };
      turned.add(parrot.colour);
      dice[parrot.colour] = value;
    }
  }
  return { dice, keepBid };
}

/** Checks a bid (opening or raise) by `seat`, who is to bid now. */
export function checkBid(s: GrogState, seat: number, row: readonly Colour[], plays: readonly ParrotPlay[]): Refusal | null {
  const player = s.players[seat] as PlayerState;
  const parrots = checkParrotPlays(s, player, plays);
  if ('refusal' in parrots) return parrots.refusal;
  const shape = checkRowShape(parrots.dice, row);
  if (shape) return shape;
  const total = sumRow(parrots.dice, row);
  const current = s.auction.bid;
  if (parrots.keepBid) {
    if (total !== current) return refuse('bid.keepBidMustEqual', { current, proposed: total });
  } else if (total <= current) {
    return refuse('bid.notHigher', { current, proposed: total });
  }
  const potential = potentialCoinStock(player);
  if (total > potential) return refuse('bid.overPotentialCoinStock', { potential, proposed: total });
  return null;
}

/** Places a checked bid (mutates): parrot cards go to the box, dice turn, the row is set, the turn moves on. */
export function applyBid(s: GrogState, seat: number, row: readonly Colour[], plays: readonly ParrotPlay[]): void {
  const player = s.players[seat] as PlayerState;
  let keptBid = false;
  for (const play of plays) {
    player.parrotCards = player.parrotCards.filter((c) => c !== play.card);
    s.box.parrot.push(play.card);
    const parrot = parrotCard(play.card);
    if (parrot.kind === 'keepBid') {
      keptBid = true;
    } else {
      const value = play.value as number;
      s.auction.dice[parrot.colour] = value;
      s.events.push({ type: 'dieTurned', seat, card: play.card, colour: parrot.colour, value });
    }
  }
  const opening = s.auction.bidder === null;
  s.auction.biddingRow = row.slice();
  s.auction.bid = sumRow(s.auction.dice, row);
  s.auction.bidder = seat;
  s.auction.turn = nextBidder(s, seat);
  s.events.push({ type: 'bid', seat, row: row.slice(), total: s.auction.bid, keptBid, opening });
}

/** The next player clockwise who has not passed this auction round. */
export function nextBidder(s: GrogState, seat: number): number {
  for (const next of seatsAfter(s, seat)) if (!s.auction.passed[next]) return next;
  return seat;
}

/** The lowest die: a single die on the first bidding space is the cheapest possible opening bid. */
function lowestDie(dice: Record<Colour, number>): number {
  let low = Infinity;
  for (const c of COLOURS) low = Math.min(low, dice[c]);
  return low;
}

/**
 * May `seat` pass now? Raising players may always pass. The player making the opening bid
 * must bid if their potential coin stock allows any bid (a single die); our ruling: parrot
 * cards are never forced, so a bid that would need one does not oblige them.
 */
export function checkPass(s: GrogState, seat: number): Refusal | null {
  if (s.auction.bidder !== null) return null;
  const potential = potentialCoinStock(s.players[seat] as PlayerState);
  const cheapest = lowestDie(s.auction.dice);
  if (cheapest <= potential) return refuse('pass.openingBidRequired', { potential, cheapest });
  return null;
}

/**
 * Every bidding row over the given dice whose total lies in [minTotal, maxTotal], in depth-first order.
 * Dice with equal pips are listed in every order (they claim on different peninsulas).
 * `visit` sees a row that changes after it returns: copy it to keep it.
 */
export function enumerateRows(
  dice: Record<Colour, number>,
  minTotal: number,
  maxTotal: number,
  visit: (row: readonly Colour[]) => void,
): void {
  const row: Colour[] = [];
  const used = [false, false, false, false, false];
  const extend = (total: number, cap: number): void => {
    if (row.length > 0 && total >= minTotal) visit(row);
    if (row.length === BIDDING_SPACE_COUNT) return;
    for (let i = 0; i < COLOURS.length; i++) {
      if (used[i]) continue;
      const colour = COLOURS[i] as Colour;
      const value = dice[colour];
      if (value > cap || total + value > maxTotal) continue;
      used[i] = true;
      row.push(colour);
      extend(total + value, value);
      row.pop();
      used[i] = false;
    }
  };
  extend(0, 6);
}

export interface BidChoice {
  row: Colour[];
  parrots: ParrotPlay[];
}

/**
 * The bids a seat may make now. Complete for bids without parrot cards; with parrot cards it lists
 * every bid that uses one "keep the bid" card, one "turn the die" card (to each other value), or one
 * of each. Bids combining several "turn the die" cards are legal (checkBid accepts them) but not
 * listed, since their number grows as 6^cards. Cards of the same kind are interchangeable: the
 * lowest id is used.
 */
export function legalBids(s: GrogState, seat: number): BidChoice[] {
  const player = s.players[seat] as PlayerState;
  const potential = potentialCoinStock(player);
  const current = s.auction.bid;
  const out: BidChoice[] = [];

  const keepCard = lowestCardOfKind(player, (p) => p.kind === 'keepBid');
  const canKeep = keepCard !== null && s.auction.bidder !== null && current <= potential;
  const addRows = (dice: Record<Colour, number>, parrots: ParrotPlay[]): void => {
    enumerateRows(dice, current + 1, potential, (row) => out.push({ row: row.slice(), parrots }));
    if (canKeep) {
      const withKeep = [...parrots, { card: keepCard }];
      enumerateRows(dice, current, current, (row) => out.push({ row: row.slice(), parrots: withKeep }));
    }
  };

  addRows(s.auction.dice, []);
  for (const colour of COLOURS) {
    const card = lowestCardOfKind(player, (p) => p.kind === 'turnDie' && p.colour === colour);
    if (card === null) continue;
    for (let value = 1; value <= 6; value++) {
      if (value === s.auction.dice[colour]) continue;
      addRows({ ...s.auction.dice, [colour]: value }, [{ card, value }]);
    }
  }
  return out;
}

function lowestCardOfKind(player: PlayerState, test: (p: ReturnType<typeof parrotCard>) => boolean): number | null {
  let best: number | null = null;
  for (const card of player.parrotCards) {
    if (card >= 0 && test(parrotCard(card)) && (best === null || card < best)) best = card;
  }
  return best;
}
