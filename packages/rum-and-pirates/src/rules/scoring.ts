import { MAP_COLOURS, SUPPLY_KINDS, tileById } from '../data.js';
import type { FinalResult, PlayerScore, PlayerState, RumState } from './state.js';

/**
 * Final scoring (summary "Abrechnung", "Patt"; edition ruling "End after 5 rounds"): chests, tavern
 * tiles, scorpions (−2), town watch, sleeping places, the best supplies tile of each kind, fulfilled
 * rendezvous, and treasure maps made of two halves of one colour (each pair scores both halves; with an
 * odd number of halves of a colour, the least valuable one scores nothing). Ties: fewer pirates at the
 * hiring place, then more rum barrels, then more coins; still tied, shared.
 */
export function scorePlayer(p: PlayerState, seat: number): PlayerScore {
  const sum = (kinds: readonly string[]): number =>
    p.tiles.reduce((acc, id) => {
      const t = tileById(id);
      return kinds.includes(t.kind) ? acc + t.value : acc;
    }, 0);
  const chests = sum(['chest']);
  const taverns = sum(['tavern']);
  const scorpions = sum(['scorpion']);
  const townWatch = sum(['smallWatch', 'largeWatch']);
  const sleeping = sum(['bunk', 'hammock', 'ropeCoil']);
  const rendezvous = sum(['rendezvous']);
  const supplies = bestSupplies(p.supplies);
  const maps = mapPoints(p.tiles);
  return {
    seat,
    chests,
    taverns,
    scorpions,
    townWatch,
    sleeping,
    supplies,
    rendezvous,
    maps,
    total: chests + taverns + scorpions + townWatch + sleeping + supplies + rendezvous + maps,
    hiring: p.hiring,
    rum: p.rum,
    coins: p.coins,
  };
}

/** Only the most valuable supplies tile of each kind counts. */
export function bestSupplies(tiles: readonly number[]): number {
  let total = 0;
  for (const kind of SUPPLY_KINDS) {
    let best = 0;
    for (const id of tiles) {
      const t = tileById(id);
      if (t.supply === kind && t.value > best) best = t.value;
    }
    total += best;
  }
  return total;
}

/** Treasure maps: halves of one colour score in pairs, the most valuable halves paired first. */
export function mapPoints(tiles: readonly number[]): number {
  let total = 0;
  for (const colour of MAP_COLOURS) {
    const halves = tiles
      .map(tileById)
      .filter((t) => t.kind === 'map' && t.colour === colour)
      .map((t) => t.value)
      .sort((a, b) => b - a);
    const paired = halves.length - (halves.length % 2);
    for (let i = 0; i < paired; i++) total += halves[i] as number;
  }
  return total;
}

/** Orders two scores: negative when `a` ranks above `b`. */
export function compareScores(a: PlayerScore, b: PlayerScore): number {
  return b.total - a.total || a.hiring - b.hiring || b.rum - a.rum || b.coins - a.coins;
}

export function finalScoring(s: RumState): FinalResult {
  const scores = s.players.map(scorePlayer);
  const best = scores.slice().sort(compareScores)[0] as PlayerScore;
  const winners = scores.filter((x) => compareScores(x, best) === 0).map((x) => x.seat);
  return { scores, winners };
}
