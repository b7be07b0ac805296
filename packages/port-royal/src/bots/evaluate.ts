import { CARDS, END_POINTS, TAX_THRESHOLD, type CardId, type ExpeditionCard, type PersonCard } from '../data.js';
import type { PlayerState, PortRoyalState } from '../rules/state.js';

/**
 * A static evaluation in coins: what a player's position is worth. Victory points are worth
 * the most; coins count at face value (less above the tax threshold); persons with an ongoing
 * skill are worth their expected payouts over the rounds likely left; persons an expedition on
 * display asks for are worth a share of that expedition. The weights were tuned by self-play
 * against the easy bot (see the package README).
 */

export interface Weights {
  point: number;
  /** Per round left: */
  governor: number;
  admiral: number;
  jester: number;
  mademoiselle: number;
  trader: number;
  sword: number;
  /** Share of an expedition's net worth held by having some of its persons (see expeditionPotential). */
  expedition: number;
  /** What a coin is still worth when no round is left (a coin only breaks ties then). */
  coinFloor: number;
  /** Rounds left from which a coin is worth its full value. */
  coinHorizon: number;
  /** Variant end: what holding a first expedition is worth (only such players can win). */
  firstExpedition: number;
  /** Whom a seat measures itself against: 1 the best other player, 0 the others' average. */
  leaderShare: number;
  /**
   * A finished game, if set: its standing (as during the game) plus this many coins for a win (shared
   * among winners), less as many for a loss. Unset (the bots): 1000 for a win, -1000 for a loss, plus the
   * seat's own value. A hint sets it to a few victory points' worth, so its points stay in victory points.
   */
  win?: number;
}

export const DEFAULT_WEIGHTS: Weights = {
  point: 4,
  governor: 0.6,
  admiral: 0.8,
  jester: 0.5,
  mademoiselle: 0.8,
  trader: 0.35,
  sword: 0.45,
  expedition: 0.35,
  coinFloor: 1,
  coinHorizon: 2,
  firstExpedition: 30,
  leaderShare: 0.5,
};

/** Rounds likely left: none once the end is triggered (the last round is under way). */
export function roundsLeft(s: PortRoyalState): number {
  if (s.endTriggered || s.status === 'over') return 0.3;
  let leader = 0;
  for (const p of s.players) leader = Math.max(leader, p.points);
  return Math.max(0.5, (END_POINTS - leader) / 1.3);
}

interface Tally {
  governor: number;
  admiral: number;
  jester: number;
  mademoiselle: number;
  trader: number;
  swords: number;
  captain: number;
  priest: number;
  settler: number;
  jacks: number;
}

function tally(persons: readonly CardId[]): Tally {
  const t: Tally = { governor: 0, admiral: 0, jester: 0, mademoiselle: 0, trader: 0, swords: 0, captain: 0, priest: 0, settler: 0, jacks: 0 };
  for (const id of persons) {
    const c = CARDS[id] as PersonCard;
    t.swords += c.swords;
    switch (c.kind) {
      // Each kind by name: a store by key (t[c.kind]) is a slow generic store in this hot loop.
      case 'governor':
        t.governor += 1;
        break;
      case 'admiral':
        t.admiral += 1;
        break;
      case 'jester':
        t.jester += 1;
        break;
      case 'mademoiselle':
        t.mademoiselle += 1;
        break;
      case 'trader':
        t.trader += 1;
        break;
      case 'captain':
        t.captain += 1;
        break;
      case 'priest':
        t.priest += 1;
        break;
      case 'settler':
        t.settler += 1;
        break;
      case 'jackOfAllTrades':
        t.jacks += 1;
        break;
      default:
        break;
    }
  }
  return t;
}

/** What the persons an expedition on display asks for are worth beyond their own points. */
function expeditionPotential(s: PortRoyalState, t: Tally, w: Weights): number {
  let best = 0;
  for (const id of s.expeditionDisplay) {
    const e = CARDS[id] as ExpeditionCard;
    // The three skills by name: read by key in a loop over EXPEDITION_SKILLS they cost a third of a review's CPU.
    const { captain, priest, settler } = e.needs;
    let missing = Math.max(0, captain - t.captain) + Math.max(0, priest - t.priest) + Math.max(0, settler - t.settler);
    let held = Math.min(captain, t.captain) + Math.min(priest, t.priest) + Math.min(settler, t.settler);
    held += Math.min(t.jacks, missing);
    missing = Math.max(0, missing - t.jacks);
    const total = e.needs.captain + e.needs.priest + e.needs.settler;
    const worth = (e.points - total) * w.point + e.coins;
    best = Math.max(best, worth * w.expedition * (held / total) * (missing === 0 ? 1.5 : 1));
  }
  return best;
}

/** What a player holds, as far as the evaluation cares: also for positions one take ahead. */
export interface Holding {
  persons: readonly CardId[];
  expeditions: number;
  points: number;
  coins: number;
}

export function holdingOf(p: PlayerState): Holding {
  return { persons: p.persons, expeditions: p.expeditions.length, points: p.points, coins: p.coins.length };
}

/** A player's position, in coins. */
export function playerValue(s: PortRoyalState, seat: number, w: Weights = DEFAULT_WEIGHTS, rounds = roundsLeft(s)): number {
  return holdingValue(s, holdingOf(s.players[seat] as PlayerState), w, rounds);
}

/** The value of a holding at this table (the displays and the rounds left are the table's). */
export function holdingValue(s: PortRoyalState, h: Holding, w: Weights = DEFAULT_WEIGHTS, rounds = roundsLeft(s)): number {
  const coins = h.coins;
  let value = h.points * w.point;
  const coinWorth = w.coinFloor + (1 - w.coinFloor) * Math.min(1, rounds / w.coinHorizon);
  value += coinWorth * (coins < TAX_THRESHOLD ? coins : TAX_THRESHOLD - 1 + (coins - TAX_THRESHOLD + 1) * 0.6);
  if (s.status === 'over') return value;
  const t = tally(h.persons);
  const n = s.numPlayers;
  const perRound =
    t.governor * w.governor * n * 0.5 +
    t.admiral * w.admiral * n * 0.5 +
    t.jester * w.jester * n * 0.5 +
    t.mademoiselle * w.mademoiselle +
    t.trader * w.trader +
    w.sword * (Math.min(t.swords, 2) + 0.5 * Math.min(Math.max(t.swords - 2, 0), 3));
  value += perRound * rounds;
  const needsExpedition = s.options.variantEnd && h.expeditions === 0;
  if (s.options.variantEnd && !needsExpedition) value += w.firstExpedition;
  value += expeditionPotential(s, t, w) * (needsExpedition ? 2 : 1);
  return value;
}

/** A seat's standing: its value less the best other player's (the game is won against the leader). */
export function relativeValue(s: PortRoyalState, seat: number, w: Weights = DEFAULT_WEIGHTS): number {
  if (s.status === 'over' && s.result) {
    const won = s.result.winners.includes(seat);
    if (w.win !== undefined) return (won ? w.win / s.result.winners.length : -w.win) + standing(s, seat, w);
    return (won ? 1000 / s.result.winners.length : -1000) + playerValue(s, seat, w);
  }
  return standing(s, seat, w);
}

/** A seat's value less its rivals' (the best other player's and the others' average, by `leaderShare`). */
function standing(s: PortRoyalState, seat: number, w: Weights): number {
  const rounds = roundsLeft(s);
  let best = -Infinity;
  let sum = 0;
  for (let other = 0; other < s.numPlayers; other++) {
    if (other === seat) continue;
    const value = playerValue(s, other, w, rounds);
    best = Math.max(best, value);
    sum += value;
  }
  const rival = w.leaderShare * best + (1 - w.leaderShare) * (sum / (s.numPlayers - 1));
  return playerValue(s, seat, w, rounds) - rival;
}
