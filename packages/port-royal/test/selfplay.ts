import { pick, seededRng } from '@harbour/game-kit';
import { expect } from 'vitest';
import { CARDS, type CardId, type ShipCard } from '../src/data.js';
import {
  checkMove,
  deciders,
  isHidden,
  legalMoves,
  meetsEndCondition,
  pointsFromCards,
  portRoyalEngine,
  viewFor,
  type PortRoyalState,
} from '../src/rules/index.js';
import { cardLocations } from './fixtures.js';

/** Games end well within this many turns (random play averages about 70). */
export const MAX_TURNS = 600;
const ALL_IDS = CARDS.map((c) => c.id).join(',');

/** Why the state breaks an invariant, or null. */
export function brokenInvariant(s: PortRoyalState): string | null {
  const where = cardLocations(s);
  if (where.length !== 120 || [...where].sort((a, b) => a - b).join(',') !== ALL_IDS) return 'the 120 cards are not each in exactly one place';
  for (const [seat, p] of s.players.entries()) {
    if (p.coins.some((id) => !Number.isInteger(id) || id < 0)) return `seat ${seat} holds a coin that is no card`;
    if (p.points !== pointsFromCards(p)) return `seat ${seat} has ${p.points} victory points, its cards say ${pointsFromCards(p)}`;
    if (p.persons.some((id) => CARDS[id]?.type !== 'person')) return `seat ${seat} displays a non-person`;
    if (p.expeditions.some((id) => CARDS[id]?.type !== 'expedition')) return `seat ${seat} holds a non-expedition`;
  }
  if (s.harbor.some((id) => CARDS[id]?.type !== 'person' && CARDS[id]?.type !== 'ship')) return 'the harbor display holds an expedition or a tax increase';
  const colours = s.harbor.filter((id) => CARDS[id]?.type === 'ship').map((id) => (CARDS[id] as ShipCard).colour);
  if (new Set(colours).size !== colours.length) return 'two ships of a colour in the harbor display';
  if (s.expeditionDisplay.some((id) => CARDS[id]?.type !== 'expedition')) return 'the expedition display holds a non-expedition';
  if ((s.turn.stage === 'repel') !== (s.turn.ship !== null)) return 'a ship waits outside stage repel (or none inside)';
  if (s.drawPile.some((id) => s.shuffledIn[id] !== s.shuffles)) return 'a card of an older shuffle in the draw pile';
  if (!s.endTriggered && s.players.some((_, seat) => meetsEndCondition(s, seat))) return 'the end condition is met but the end did not begin';
  if (s.status === 'playing') {
    const seats = deciders(s);
    if (seats.length !== 1) return 'not exactly one player to decide';
    if (legalMoves(s, seats[0] as number).length === 0) return 'the player to decide has no legal move';
  } else {
    const result = s.result;
    if (!result) return 'over without a result';
    if (s.events.filter((e) => e.type === 'endTriggered').length !== 1) return 'the end did not begin exactly once';
    const eligible = result.scores.filter((x) => x.eligible);
    const best = Math.max(...eligible.map((x) => x.points));
    const bestCoins = Math.max(...eligible.filter((x) => x.points === best).map((x) => x.coins));
    const expected = eligible.filter((x) => x.points === best && x.coins === bestCoins).map((x) => x.seat);
    if (result.winners.join() !== expected.join()) return 'the winners are not those with the most points, then coins';
  }
  return null;
}

/** Whether a view shows any coin face or any draw pile card. */
export function viewLeaks(view: PortRoyalState): boolean {
  return view.drawPile.some((id: CardId) => !isHidden(id)) || view.players.some((p) => p.coins.some((id) => !isHidden(id)));
}

/** Plays one random game with invariants checked after every move; returns the number of moves. */
export function randomGame(numPlayers: number, seed: string): number {
  const rng = seededRng(seed);
  let s = portRoyalEngine.setup(numPlayers, rng, { variantEnd: rng.next() < 0.5 });
  expect(brokenInvariant(s), `seed ${seed} at setup`).toBeNull();
  let moves = 0;
  while (s.status === 'playing') {
    const seat = deciders(s)[0] as number;
    const move = pick(rng, legalMoves(s, seat));
    const refusal = checkMove(s, seat, move);
    if (refusal !== null) expect.fail(`seed ${seed} move ${moves}: legal move ${JSON.stringify(move)} refused: ${refusal.code}`);
    s = portRoyalEngine.apply(s, seat, move, rng);
    moves++;
    const broken = brokenInvariant(s);
    if (broken !== null) expect.fail(`seed ${seed} after move ${moves} (${JSON.stringify(move)} by seat ${seat}): ${broken}`);
    if (moves % 7 === 0 && viewLeaks(viewFor(s, seat))) expect.fail(`seed ${seed} move ${moves}: a view shows a secret`);
    if (s.turn.number > MAX_TURNS) expect.fail(`seed ${seed}: no end after ${MAX_TURNS} turns`);
  }
  return moves;
}
