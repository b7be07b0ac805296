import { BIDDING_SPACE_REWARDS, BUILDINGS, treasureValue, type Building, type Cloud, type Colour } from '../data.js';
import { freeBuildingsOfType, freeBuildingsOn } from './board.js';
import type { GrogState, PlayerState } from './state.js';

/**
 * What a decision would bring, before it is made: the numbers the table shows next to a bid or on a
 * building. Pure questions about a state (or a seat's view of it); they change nothing and add no
 * rule: they read the same functions the moves use.
 */

/**
 * The coins claiming this building now would bring (rulebook "Claim a building", step 3): 1 per
 * other free building of the same type, none under the black cloud. 0 for a building that is not free.
 */
export function claimCoins(s: GrogState, index: number): number {
  const building = BUILDINGS[index] as Building | undefined;
  if (!building || s.occupants[index] !== null) return 0;
  if (s.clouds[building.peninsula] === 'black') return 0;
  return freeBuildingsOfType(s, building.type) - 1;
}

/**
 * The seat's real capital: the coins on the coin track plus the value of the treasure cards it holds
 * (card ids the reader cannot see count at nothing: ask this of the seat's own view). A winning bid above
 * it cannot be paid. The potential coin stock (the bidding limit) counts every card at 3 instead.
 */
export function realCapital(p: PlayerState): number {
  let value = p.coins;
  for (const card of p.treasureCards) if (card >= 0) value += treasureValue(card);
  return value;
}

/** One claim a bid would bring if it wins: the die's peninsula, its cloud and each free building with its coins. */
export interface ClaimOutlook {
  /** The bidding space (0-based) the die stands on. */
  space: number;
  peninsula: Colour;
  cloud: Cloud;
  /** The free buildings there now, with the coins each would bring. */
  buildings: { index: number; coins: number }[];
  /** No free building on the peninsula (or no crew member left for it): the claim is void. */
  void: boolean;
}

export interface BidOutlook {
  claims: ClaimOutlook[];
  piratePoints: number;
  /** The lock (space 4): its peninsula, and whether it is void (no lock left or no free building there). */
  lock: { peninsula: Colour; void: boolean } | null;
  /** Crew members the claims could place at most (limited by the seat's crew left). */
  crewPlaced: number;
  /** Winning would place the seat's last crew member: the game ends with this auction round. */
  placesLastCrew: boolean;
}

/**
 * What a bidding row would bring its maker on winning (rulebook "Winning the auction round"): claims on
 * the peninsulas of the dice on spaces 1 and 2, pirate points for spaces 3 and 5, a lock for space 4.
 * A claim is void when its peninsula has no free building; the second claim must be of another type,
 * so two claims count as two only if two buildings of different types are free.
 */
export function bidOutlook(s: GrogState, seat: number, row: readonly Colour[]): BidOutlook {
  const player = s.players[seat] as PlayerState;
  const claims: ClaimOutlook[] = [];
  let piratePoints = 0;
  let lock: BidOutlook['lock'] = null;
  row.forEach((peninsula, space) => {
    const reward = BIDDING_SPACE_REWARDS[space];
    if (reward === 'claim') {
      const buildings = freeBuildingsOn(s, peninsula).map((index) => ({ index, coins: claimCoins(s, index) }));
      claims.push({ space, peninsula, cloud: s.clouds[peninsula], buildings, void: buildings.length === 0 || player.crew === 0 });
    } else if (reward === 'piratePoint') {
      piratePoints++;
    } else if (reward === 'lock') {
      lock = { peninsula, void: s.locksLeft === 0 || freeBuildingsOn(s, peninsula).length === 0 };
    }
  });
  const possible = claimableTogether(claims);
  const crewPlaced = Math.min(player.crew, possible);
  return { claims, piratePoints, lock, crewPlaced, placesLastCrew: player.crew > 0 && crewPlaced >= player.crew };
}

/** How many of the claims can be made together: two need free buildings of two different types. */
function claimableTogether(claims: readonly ClaimOutlook[]): number {
  const [first, second] = claims;
  if (!first) return 0;
  const typesOf = (c: ClaimOutlook) => new Set(c.buildings.map((b) => (BUILDINGS[b.index] as Building).type));
  if (!second) return first.buildings.length > 0 ? 1 : 0;
  const a = typesOf(first);
  const b = typesOf(second);
  if (a.size === 0 || b.size === 0) return a.size + b.size > 0 ? 1 : 0;
  const all = new Set([...a, ...b]);
  return all.size >= 2 ? 2 : 1;
}

/**
 * The game ends with the auction round in which a player places their last crew member (rulebook
 * "End of the game"): true once that has happened this round, so the round now played is the last.
 */
export function isLastRound(s: GrogState): boolean {
  return s.lastCrewPlaced;
}

/**
 * Seats that could place their last crew member this round, so that it may be the last: at most 2 crew
 * members left (two claims win an auction round; a trade may claim as many as goods and crew allow).
 */
export function seatsNearTheEnd(s: GrogState): number[] {
  const out: number[] = [];
  s.players.forEach((p, seat) => {
    if (p.crew > 0 && p.crew <= 2) out.push(seat);
  });
  return out;
}
