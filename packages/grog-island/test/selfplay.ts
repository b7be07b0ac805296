import { pick, randomInt, seededRng, type Rng } from '@harbour/game-kit';
import { expect } from 'vitest';
import {
  BUILDINGS,
  GHOST_CREW,
  GOAL_CARD_COUNT,
  LOCK_COUNT,
  PARROT_CARD_COUNT,
  TREASURE_CARD_COUNT,
  crewPerPlayer,
} from '../src/data.js';
import { checkMove, checkRowShape, createGame, deciders, legalMoves, play, potentialCoinStock, sumRow, type GrogMove, type GrogState } from '../src/rules/index.js';

/** The most auction rounds a game may take before we call it stuck. */
export const ROUND_BOUND = 200;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function expectPermutation(cards: number[], count: number, what: string): void {
  if (cards.length !== count) throw new Error(`${what}: ${cards.length} cards, expected ${count}`);
  const sorted = cards.slice().sort((a, b) => a - b);
  sorted.forEach((c, i) => {
    if (c !== i) throw new Error(`${what}: card ${i} missing or duplicated`);
  });
}

/** Checks every invariant of a state; throws with a description on the first violation. */
export function checkInvariants(s: GrogState): void {
  const n = s.numPlayers;
  const onBoard = (who: number | 'ghost' | 'lock') => s.occupants.filter((o) => o === who).length;
  if (s.occupants.length !== BUILDINGS.length) throw new Error('occupants length');
  s.players.forEach((p, seat) => {
    if (p.crew < 0 || p.crew + onBoard(seat) !== crewPerPlayer(n)) throw new Error(`seat ${seat}: crew ${p.crew} + ${onBoard(seat)} on board`);
    if (p.coins < 0) throw new Error(`seat ${seat}: coins ${p.coins}`);
    if (p.piratePoints < 0) throw new Error(`seat ${seat}: pirate points ${p.piratePoints}`);
    for (const [colour, count] of Object.entries(p.goods)) if (count < 0) throw new Error(`seat ${seat}: ${count} ${colour}`);
  });
  for (const o of s.occupants) {
    if (!(o === null || o === 'ghost' || o === 'lock' || (typeof o === 'number' && o >= 0 && o < n))) throw new Error(`bad occupant ${String(o)}`);
  }
  if (onBoard('lock') + s.locksLeft !== LOCK_COUNT) throw new Error('locks not conserved');
  if (s.ghost) {
    if (s.ghost.crew + onBoard('ghost') !== GHOST_CREW) throw new Error('ghost crew not conserved');
  } else if (onBoard('ghost') !== 0) throw new Error('ghost crew without a ghost ship');

  const goal = [...s.decks.goal, ...s.players.flatMap((p) => [...p.goalCards, ...(p.setup?.dealt ?? [])])];
  for (const t of s.tasks) if (t.kind === 'keepGoalCard') goal.push(...t.drawn);
  expectPermutation(goal, GOAL_CARD_COUNT, 'goal cards');
  expectPermutation([...s.decks.treasure, ...s.box.treasure, ...s.players.flatMap((p) => p.treasureCards)], TREASURE_CARD_COUNT, 'treasure cards');
  expectPermutation([...s.decks.parrot, ...s.box.parrot, ...s.players.flatMap((p) => p.parrotCards)], PARROT_CARD_COUNT, 'parrot cards');

  const a = s.auction;
  if (a.biddingRow.length > 0) {
    if (checkRowShape(a.dice, a.biddingRow) !== null) throw new Error(`bidding row out of order: ${a.biddingRow.join()}`);
    if (sumRow(a.dice, a.biddingRow) !== a.bid) throw new Error('bid is not the pips on the bidding row');
  }
  if (a.round > ROUND_BOUND) throw new Error(`more than ${ROUND_BOUND} rounds`);
  if (s.status === 'over' && !s.result) throw new Error('over without a result');
}

export interface SelfPlayStats {
  games: number;
  moves: number;
  rounds: number;
  winners: number[];
}

/**
 * Plays `games` complete games with every move drawn from the legal-move generator, checking the
 * invariants after every move, that the input state is never changed (it is frozen), that a bid
 * never exceeds its bidder's potential coin stock, and that sampled listed moves are all accepted.
 */
export function selfPlay(numPlayers: number, games: number, seedPrefix: string): SelfPlayStats {
  const stats: SelfPlayStats = { games: 0, moves: 0, rounds: 0, winners: Array<number>(numPlayers).fill(0) };
  for (let g = 0; g < games; g++) {
    const seed = `${seedPrefix}-${numPlayers}p-${g}`;
    try {
      playOne(numPlayers, seededRng(seed), stats);
    } catch (error) {
      throw new Error(`self-play failed with seed "${seed}": ${(error as Error).message}`, { cause: error });
    }
  }
  return stats;
}

function playOne(numPlayers: number, rng: Rng, stats: SelfPlayStats): void {
  let s = deepFreeze(createGame(numPlayers, rng));
  checkInvariants(s);
  while (s.status !== 'over') {
    const seats = deciders(s);
    if (seats.length === 0) throw new Error(`nobody to move (status ${s.status}, step ${s.auction.step})`);
    const seat = pick(rng, seats);
    const moves = legalMoves(s, seat);
    if (moves.length === 0) throw new Error(`no legal move for seat ${seat} in ${JSON.stringify(s.tasks[0] ?? 'bidding')}`);
    for (let k = 0; k < 2; k++) {
      const sample = moves[randomInt(rng, moves.length)] as GrogMove;
      const refusal = checkMove(s, seat, sample);
      if (refusal) throw new Error(`listed move refused: ${JSON.stringify(sample)} → ${refusal.code}`);
    }
    for (const other of s.players.keys()) {
      if (!seats.includes(other) && moves[0] && checkMove(s, other, moves[0])?.code !== 'turn.notYours') {
        throw new Error(`seat ${other} may move out of turn`);
      }
    }
    const move = pick(rng, moves);
    const next = play(s, seat, move, rng);
    if (move.type === 'bid' && next.auction.bid > potentialCoinStock(s.players[seat]!)) throw new Error('bid over the potential coin stock');
    checkInvariants(next);
    s = deepFreeze(next);
    stats.moves++;
  }
  stats.games++;
  stats.rounds += s.auction.round;
  for (const w of s.result?.winners ?? []) stats.winners[w] = (stats.winners[w] ?? 0) + 1;
}

export function expectHealthy(stats: SelfPlayStats, games: number): void {
  expect(stats.games).toBe(games);
  // Every seat wins sometimes: nothing in the rules favours a seat systematically.
  for (const wins of stats.winners) expect(wins).toBeGreaterThan(0);
}
