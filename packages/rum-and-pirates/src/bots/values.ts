import { randomInt, seededRng } from '@harbour/game-kit';
import {
  FIELDS,
  ROPE_COIL_MIN_PLAYERS,
  ROUNDS,
  SUPPLY_KINDS,
  tileById,
  type TileKind,
} from '../data.js';
import { HIDDEN, mapPoints, type RumState, type TavernColour } from '../rules/index.js';
import { publicCoins, unseenTiles } from './knowledge.js';
import { sleepingOdds } from './scuffle-odds.js';

/**
 * The strong bot's sense of value: what a field's action, a pirate, a coin or a rum barrel is worth to
 * a seat now, in points, counted relative to the other players (a point an opponent loses is worth
 * 1/(n−1) of a point gained). Everything here reads only what the seat may see.
 */
export interface Outlook {
  readonly seat: number;
  readonly n: number;
  /** Weight of the other players' points against one's own. */
  readonly others: number;
  readonly coinValue: number;
  readonly rumValue: number;
  /** Rounds still to come after this one. */
  readonly roundsAfter: number;
  /** Tiles the seat cannot see, by kind (worked out when first asked). */
  readonly unseen: Record<TileKind, number[]>;
  readonly coins: number[];
}

export function outlook(s: RumState, seat: number): Outlook {
  return new SeatOutlook(s, seat);
}

/** An Outlook as a class: its unseen tiles worked out on first use (an object literal with a getter is made on V8's slow path, a tenth of a playout's time). */
class SeatOutlook implements Outlook {
  readonly n: number;
  readonly others: number;
  readonly coinValue: number;
  readonly rumValue: number;
  readonly roundsAfter: number;
  readonly coins: number[];
  private unseenTiles: Record<TileKind, number[]> | null = null;
  constructor(
    private readonly s: RumState,
    readonly seat: number,
  ) {
    const roundsAfter = Math.max(0, ROUNDS - Math.max(1, s.round));
    const hidden = s.players.some((p) => p.coins === HIDDEN);
    const counted = hidden ? publicCoins(s) : null;
    this.n = s.numPlayers;
    this.others = 1 / (s.numPlayers - 1);
    this.coinValue = roundsAfter === 0 ? 0.35 : 0.9;
    this.rumValue = roundsAfter === 0 ? 0.45 : 0.7;
    this.roundsAfter = roundsAfter;
    this.coins = s.players.map((p, i) => (p.coins === HIDDEN ? (counted?.[i] ?? 0) : p.coins));
  }
  get unseen(): Record<TileKind, number[]> {
    this.unseenTiles ??= unseenTiles(this.s, this.seat);
    return this.unseenTiles;
  }
}

// ---------------------------------------------------------------- the scuffle

const DEFAULT_SLEEPING = { bunk: 7, hammock: 4, ropeCoil: 1.4 };

/** How many pirates a player still in the action phase is expected to bring to the mast. */
function expectedBoarding(hand: number): number {
  return hand <= 0 ? 0 : Math.max(1, Math.round(hand * 0.7));
}

/**
 * The sleeping-place points `seat` can expect if it goes on board with `hand` pirates, relative to the
 * others: the mast as it is, then this seat, then those still in the action phase with the pirates
 * they are expected to bring.
 */
export function sleepingUtility(s: RumState, o: Outlook, hand: number, onBoard = false): number {
  const counts: number[] = [];
  const seats: number[] = [];
  let mine = -1;
  for (const row of s.mast) {
    if (row.seat === o.seat && onBoard) mine = counts.length;
    counts.push(row.left + row.right);
    seats.push(row.seat);
  }
  if (mine < 0) {
    mine = counts.length;
    counts.push(hand);
    seats.push(o.seat);
  }
  for (let i = 1; i < s.numPlayers; i++) {
    const q = (o.seat + i) % s.numPlayers;
    const p = s.players[q];
    if (p?.inAction) {
      counts.push(expectedBoarding(p.hand));
      seats.push(q);
    }
  }
  const odds = sleepingOdds(counts, s.numPlayers >= ROPE_COIL_MIN_PLAYERS);
  const value = (kind: 'bunk' | 'hammock' | 'ropeCoil'): number => {
    const tile = s.display.sleeping[kind];
    return tile === null ? DEFAULT_SLEEPING[kind] : tileById(tile).value;
  };
  let utility = 0;
  counts.forEach((_, row) => {
    const points = (odds.bunk[row] ?? 0) * value('bunk') + (odds.hammock[row] ?? 0) * value('hammock') + (odds.ropeCoil[row] ?? 0) * value('ropeCoil');
    utility += row === mine ? points : -o.others * points;
  });
  return utility;
}

/** What `k` pirates fewer in hand cost at the mast (k < 0: what |k| more are worth). */
export function pirateCost(s: RumState, o: Outlook, hand: number, k: number): number {
  return sleepingUtility(s, o, hand) - sleepingUtility(s, o, Math.max(0, hand - k));
}

// ---------------------------------------------------------------- tiles

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

/** Map points plus the hope of completing an odd half later. */
export function mapValue(tiles: readonly number[], roundsAfter: number): number {
  let hope = 0;
  const chance = Math.min(0.75, 0.25 + 0.15 * roundsAfter);
  for (const colour of ['red', 'green', 'yellow'] as const) {
    const halves = tiles.filter((t) => tileById(t).kind === 'map' && tileById(t).colour === colour).map((t) => tileById(t).value);
    if (halves.length % 2 === 1) hope += chance * (Math.min(...halves) + 4.5) * 0.5;
  }
  return mapPoints(tiles) + hope;
}

export function bestOfKind(supplies: readonly number[]): Record<string, number> {
  const best: Record<string, number> = Object.fromEntries(SUPPLY_KINDS.map((k) => [k, 0]));
  for (const id of supplies) {
    const t = tileById(id);
    if (t.supply !== null && t.value > (best[t.supply] ?? 0)) best[t.supply] = t.value;
  }
  return best;
}

/** The gain of keeping a supplies tile (its improvement on the best tile of its kind). */
export function suppliesGain(supplies: readonly number[], tile: number, best: Record<string, number> = bestOfKind(supplies)): number {
  const t = tileById(tile);
  return Math.max(0, t.value - (best[t.supply as string] ?? 0));
}

/** Chance that a rendezvous drawn now gets fulfilled. */
function rendezvousChance(o: Outlook): number {
  return Math.min(0.8, 0.3 + 0.15 * o.roundsAfter);
}

/** The chance that each roller position (0: the first roller) takes the scorpion, summing to `threshold`. */
const scorpionMemo = new Map<string, number[]>();
export function scorpionOdds(rollers: number, threshold: number, start = 0): number[] {
  const key = `${rollers}:${threshold}:${start}`;
  const hit = scorpionMemo.get(key);
  if (hit) return hit;
  // reach[sum] = probability the running sum is exactly `sum` before the next roll, by roller position.
  const odds = Array<number>(rollers).fill(0);
  let dist = new Map<number, number>([[start, 1]]);
  for (let roll = 0; dist.size > 0 && roll < 100; roll++) {
    const next = new Map<number, number>();
    for (const [sum, p] of dist) {
      for (let face = 1; face <= 6; face++) {
        const total = sum + face;
        if (total >= threshold) odds[roll % rollers] = (odds[roll % rollers] as number) + p / 6;
        else next.set(total, (next.get(total) ?? 0) + p / 6);
      }
    }
    dist = next;
  }
  scorpionMemo.set(key, odds);
  return odds;
}

/** Expected tavern points per roller position (0: first to roll), by sampling the drinking contest. */
const tavernMemo = new Map<string, number[]>();
export function tavernShares(stake: readonly number[], rollers: number): number[] {
  const values = stake.map((t) => tileById(t).value).sort((a, b) => b - a);
  const key = `${rollers}:${values.join(',')}`;
  const hit = tavernMemo.get(key);
  if (hit) return hit;
  const rng = seededRng(key);
  const shares = Array<number>(rollers).fill(0);
  const samples = 300;
  for (let i = 0; i < samples; i++) {
    const left = values.slice();
    for (let turn = 0; left.length > 0 && turn < 500; turn++) {
      const roll = 1 + randomInt(rng, 6);
      const j = left.findIndex((v) => v < roll);
      if (j >= 0) {
        shares[turn % rollers] = (shares[turn % rollers] as number) + (left[j] as number);
        left.splice(j, 1);
      }
    }
  }
  const out = shares.map((x) => x / samples);
  if (tavernMemo.size > 5000) tavernMemo.clear();
  tavernMemo.set(key, out);
  return out;
}

// ---------------------------------------------------------------- field actions

/** The value of the best action at `field` for `seat` arriving there with `hand` pirates (0 if none is worth taking). */
export function actionValue(s: RumState, o: Outlook, field: number, hand: number): number {
  const data = FIELDS[field];
  if (data === undefined) return 0;
  const me = s.players[o.seat];
  if (me === undefined) return 0;
  switch (data.kind) {
    case 'coin':
      return o.coinValue;
    case 'headquarters': {
      let best = 0;
      s.alleys.forEach((owner, a) => {
        if (owner === o.seat) best = Math.max(best, s.board.alleys[a]?.segments ?? 0);
      });
      s.darkAlleys.forEach((d, i) => {
        if (d?.seat === o.seat) best = Math.max(best, (s.board.darkAlleys[i]?.segments ?? 0) + (s.board.darkAlleys[d.partner]?.segments ?? 0));
      });
      return best === 0 ? 0 : pirateCost(s, o, hand + best, best);
    }
    case 'pirate':
      return me.hiring > 0 ? pirateCost(s, o, hand + 1, 1) + 0.6 * o.roundsAfter + 0.3 : 0;
    case 'supplies': {
      const pool = o.unseen.supplies;
      if (pool.length === 0) return 0;
      const best = bestOfKind(me.supplies);
      return mean(pool.map((t) => Math.max(suppliesGain(me.supplies, t, best), 2 * o.coinValue)));
    }
    case 'rendezvous': {
      const pool = o.unseen.rendezvous;
      if (pool.length === 0) return 0;
      return mean(pool.map((t) => tileById(t).value)) * rendezvousChance(o);
    }
    case 'map': {
      const base = mapValue(me.tiles, o.roundsAfter);
      let best = 0;
      for (const t of s.display.map) {
        if (tileById(t).colour !== data.colour) continue;
        best = Math.max(best, mapValue([...me.tiles, t], o.roundsAfter) - base);
      }
      return best;
    }
    case 'tavern': {
      const stake = s.display.tavern.filter((t) => tileById(t).colour === (data.colour as TavernColour));
      if (stake.length === 0) return 0;
      const total = stake.reduce((acc, t) => acc + tileById(t).value, 0);
      const joinChance = 0.5;
      const alone = Math.pow(1 - joinChance, s.numPlayers - 1);
      const shared = tavernShares(stake, 2)[0] ?? 0;
      const mine = alone * total + (1 - alone) * shared;
      return mine - o.others * (total - mine);
    }
    case 'chest': {
      if (s.display.chest === null) return 0;
      const chest = tileById(s.display.chest).value;
      if (s.display.scorpion === null) return chest;
      const p = scorpionOdds(s.numPlayers, tileById(s.display.scorpion).threshold as number)[0] ?? 0;
      return chest - 2 * p + o.others * 2 * (1 - p);
    }
    case 'rum':
      return Math.min(2, s.rumSupply) * o.rumValue;
    case 'townWatch':
      return Math.max(0, watchValue(o, 'smallWatch', hand), watchValue(o, 'largeWatch', hand));
  }
}

/** Expected points of drawing from a town watch stack with `hand` pirates in hand. */
export function watchValue(o: Outlook, kind: 'smallWatch' | 'largeWatch', hand: number): number {
  const pool = o.unseen[kind];
  if (pool.length === 0) return -Infinity;
  return mean(pool.map((t) => {
    const tile = tileById(t);
    return hand > tile.value ? tile.value + (tile.coin ? o.coinValue : 0) : 0;
  }));
}

/** Points for a rendezvous the seat holds that arriving at `field` fulfils. */
export function fulfilValue(s: RumState, seat: number, field: number): number {
  const data = FIELDS[field];
  const me = s.players[seat];
  if (data === undefined || me === undefined) return 0;
  let best = 0;
  for (const t of me.rendezvous) {
    if (t === HIDDEN) continue;
    const tile = tileById(t);
    const d = tile.destination;
    const hit = d === 'redMap' || d === 'greenMap' || d === 'yellowMap' ? data.kind === 'map' && `${data.colour}Map` === d : data.kind === d;
    if (hit) best = Math.max(best, tile.value);
  }
  return best;
}
