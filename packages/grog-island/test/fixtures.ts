import { seededRng } from '@harbour/game-kit';
import { BUILDINGS, COLOURS, buildingById, type BuildingId, type Colour, type ShipId } from '../src/data.js';
import {
  advance,
  applyMove,
  checkMove,
  cloneState,
  createGame,
  noGoods,
  type GrogMove,
  type GrogState,
  type Goods,
} from '../src/rules/index.js';

/**
 * Test fixtures: games set up by the real rules, then arranged by hand (dice, ships, clouds,
 * hands) to match a situation of the rulebook.
 */

/** A game past setup, at the start of auction round 1, with every player's start player and dice arranged. */
export function startedGame(numPlayers: number, seed = 'fixture'): GrogState {
  let s = createGame(numPlayers, seededRng(seed));
  for (let seat = 0; seat < numPlayers; seat++) {
    const dealt = s.players[seat]?.setup?.dealt ?? [];
    s = applyMove(s, seat, { type: 'chooseSetup', keep: dealt.slice(0, 4), goods: 'yellow' });
  }
  s = advance(s, seededRng(`${seed}:dice`));
  return s;
}

export interface Arrangement {
  startPlayer?: number;
  dice?: Partial<Record<Colour, number>>;
  /** Ships on spaces 0..5 (5 = open sea). */
  ships?: ShipId[];
  clouds?: Partial<GrogState['clouds']>;
  coins?: number[];
  goods?: Partial<Goods>[];
  treasureCards?: number[][];
  parrotCards?: number[][];
  goalCards?: number[][];
  crew?: number[];
  occupants?: Partial<Record<BuildingId, GrogState['occupants'][number]>>;
}

/** Arranges a fresh auction round (nobody has bid yet) as described; card ids are taken out of the decks. */
export function arrange(base: GrogState, a: Arrangement): GrogState {
  const s = cloneState(base);
  if (a.startPlayer !== undefined) {
    s.auction.startPlayer = a.startPlayer;
    s.auction.turn = a.startPlayer;
  }
  if (a.dice) Object.assign(s.auction.dice, a.dice);
  if (a.ships) s.shipSpaces = a.ships.slice();
  if (a.clouds) Object.assign(s.clouds, a.clouds);
  const take = (deck: number[], held: number[]): void => {
    for (const card of held) {
      const i = deck.indexOf(card);
      if (i >= 0) deck.splice(i, 1);
    }
  };
  s.players.forEach((p, seat) => {
    if (a.coins?.[seat] !== undefined) p.coins = a.coins[seat] as number;
    if (a.goods?.[seat]) p.goods = { ...noGoods(), ...a.goods[seat] };
    if (a.crew?.[seat] !== undefined) p.crew = a.crew[seat] as number;
    if (a.treasureCards?.[seat]) {
      s.decks.treasure.push(...p.treasureCards);
      p.treasureCards = (a.treasureCards[seat] as number[]).slice();
      take(s.decks.treasure, p.treasureCards);
    }
    if (a.parrotCards?.[seat]) {
      s.decks.parrot.push(...p.parrotCards);
      p.parrotCards = (a.parrotCards[seat] as number[]).slice();
      take(s.decks.parrot, p.parrotCards);
    }
    if (a.goalCards?.[seat]) {
      s.decks.goal.push(...p.goalCards);
      p.goalCards = (a.goalCards[seat] as number[]).slice();
      take(s.decks.goal, p.goalCards);
    }
  });
  for (const [id, occupant] of Object.entries(a.occupants ?? {})) {
    const b = buildingById(id);
    if (!b) throw new Error(`no building ${id}`);
    s.occupants[b.index] = occupant ?? null;
  }
  return s;
}

/** Plays moves in order, each by the seat the rules wait for, failing loudly on a refusal. */
export function playMoves(state: GrogState, ...moves: GrogMove[]): GrogState {
  let s = state;
  for (const move of moves) {
    const seat = deciderOf(s);
    const refusal = checkMove(s, seat, move);
    if (refusal) throw new Error(`${move.type} by seat ${seat} refused: ${JSON.stringify(refusal)}`);
    s = applyMove(s, seat, move);
  }
  return s;
}

export function deciderOf(s: GrogState): number {
  const task = s.tasks[0];
  if (task === undefined) return s.auction.turn;
  return task.kind === 'chooseSetup' ? (task.seats[0] as number) : task.seat;
}

export function goods(partial: Partial<Goods>): Goods {
  return { ...noGoods(), ...partial };
}

export function occupantOf(s: GrogState, id: BuildingId): GrogState['occupants'][number] {
  const b = buildingById(id);
  if (!b) throw new Error(`no building ${id}`);
  return s.occupants[b.index] ?? null;
}

/** Ship order for tests: the given ship at the given peninsula's space, the rest filled in. */
export function shipsWith(placed: Partial<Record<number, ShipId>>): ShipId[] {
  const all: ShipId[] = ['coins2', 'coins3', 'coins4', 'treasure', 'parrot', 'goal'];
  const out: (ShipId | undefined)[] = Array.from({ length: 6 }, (_, i) => placed[i]);
  const rest = all.filter((ship) => !out.includes(ship));
  return out.map((ship) => ship ?? (rest.shift() as ShipId));
}

export const treasureOfValue = (value: 1 | 2 | 3, nth = 0): number => (value === 1 ? 0 : value === 2 ? 10 : 22) + nth;
export const keepBidParrot = (nth = 0): number => nth;
export const turnDieParrot = (colour: Colour, nth = 0): number => 8 + 4 * COLOURS.indexOf(colour) + nth;
export const goalCardOf = (taskIndex: number, copy = 0): number => taskIndex * 2 + copy;
export { BUILDINGS };
