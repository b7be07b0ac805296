import { BIDDING_SPACE_REWARDS, COLOURS, parrotCard, type Colour } from '@harbour/grog-island/data';
import { legalBids, sumRow, type GrogState, type ParrotPlay } from '@harbour/grog-island/rules';

/**
 * The bid a player is building, before it is sent: the dice in the bidding row (left to right)
 * and the parrot cards played with it. Pure functions, so the bid builder's logic is tested
 * without a browser.
 */
export interface BidDraft {
  row: Colour[];
  /** Parrot cards to play: card id → the die's new value ("turn the die") or null ("keep the bid"). */
  parrots: ReadonlyMap<number, number | null>;
}

export function startDraft(G: GrogState): BidDraft {
  return { row: G.auction.biddingRow.slice(), parrots: new Map() };
}

export function parrotPlays(draft: BidDraft): ParrotPlay[] {
  return [...draft.parrots.entries()].map(([card, value]) => (value === null ? { card } : { card, value }));
}

/** The dice as they show with the draft's "turn the die" cards. */
export function draftDice(G: GrogState, draft: BidDraft): Record<Colour, number> {
  const dice = { ...G.auction.dice };
  for (const [card, value] of draft.parrots) {
    const parrot = parrotCard(card);
    if (parrot.kind === 'turnDie' && value !== null) dice[parrot.colour] = value;
  }
  return dice;
}

export function draftTotal(G: GrogState, draft: BidDraft): number {
  return sumRow(draftDice(G, draft), draft.row);
}

/**
 * A die into the bidding row or back to its goods space. A die moved up goes to the first space
 * that keeps the row descending (after every die showing as many pips or more), so the common
 * case needs no sorting; the arrow keys still move it anywhere.
 */
export function toggleDie(G: GrogState, draft: BidDraft, colour: Colour): BidDraft {
  if (draft.row.includes(colour)) return { ...draft, row: draft.row.filter((c) => c !== colour) };
  const dice = draftDice(G, draft);
  let at = 0;
  while (at < draft.row.length && dice[draft.row[at] as Colour] >= dice[colour]) at++;
  const row = draft.row.slice();
  row.splice(at, 0, colour);
  return { ...draft, row };
}

/** Swaps a die in the row with its neighbour to the left (-1) or right (+1). */
export function shiftDie(draft: BidDraft, colour: Colour, direction: -1 | 1): BidDraft {
  const i = draft.row.indexOf(colour);
  const j = i + direction;
  if (i < 0 || j < 0 || j >= draft.row.length) return draft;
  const row = draft.row.slice();
  row[i] = row[j] as Colour;
  row[j] = colour;
  return { ...draft, row };
}

/** Plays or takes back a parrot card; a "turn the die" card is played with the die's value. */
export function setParrot(draft: BidDraft, card: number, value: number | null | undefined): BidDraft {
  const parrots = new Map(draft.parrots);
  if (value === undefined) parrots.delete(card);
  else parrots.set(card, value);
  return { ...draft, parrots };
}

/** What the bidding spaces the draft fills would give its maker on winning. */
export function draftRewards(row: readonly Colour[]): { claims: Colour[]; piratePoints: number; lock: Colour | null } {
  const claims: Colour[] = [];
  let piratePoints = 0;
  let lock: Colour | null = null;
  row.forEach((colour, k) => {
    const reward = BIDDING_SPACE_REWARDS[k];
    if (reward === 'claim') claims.push(colour);
    else if (reward === 'piratePoint') piratePoints++;
    else if (reward === 'lock') lock = colour;
  });
  return { claims, piratePoints, lock };
}

/** The cheapest legal bid (fewest parrot cards first), to start from; null if there is none. */
export function cheapestBid(G: GrogState, seat: number): BidDraft | null {
  let best: { total: number; cards: number; draft: BidDraft } | null = null;
  for (const bid of legalBids(G, seat)) {
    const draft: BidDraft = { row: bid.row, parrots: new Map(bid.parrots.map((p) => [p.card, p.value ?? null])) };
    const total = draftTotal(G, draft);
    const cards = bid.parrots.length;
    if (best === null || cards < best.cards || (cards === best.cards && total < best.total)) best = { total, cards, draft };
  }
  return best?.draft ?? null;
}

/** The player's parrot cards grouped by kind (cards of a kind are interchangeable): one representative each. */
export function parrotKinds(cards: readonly number[]): { card: number; count: number; colour: Colour | null }[] {
  const byKind = new Map<string, { card: number; count: number; colour: Colour | null }>();
  for (const card of cards) {
    if (card < 0) continue;
    const parrot = parrotCard(card);
    const key = parrot.kind === 'keepBid' ? 'keep' : parrot.colour;
    const entry = byKind.get(key);
    if (entry) {
      entry.count++;
      entry.card = Math.min(entry.card, card);
    } else {
      byKind.set(key, { card, count: 1, colour: parrot.kind === 'keepBid' ? null : parrot.colour });
    }
  }
  const order = (c: Colour | null) => (c === null ? -1 : COLOURS.indexOf(c));
  return [...byKind.values()].sort((a, b) => order(a.colour) - order(b.colour));
}
