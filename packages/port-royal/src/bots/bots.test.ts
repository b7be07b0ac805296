import { seededRng, simulate } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../data.js';
import { applyMove, checkMove, deciders, isHidden, hiddenShuffle, legalMoves, portRoyalEngine, viewFor, type PortRoyalState } from '../rules/index.js';
import { determinize, nextCardCandidates, unseenCards } from './determinize.js';
import { easyBot } from './easy.js';
import { strongBot } from './strong.js';

/** States along a random game, sampled every few moves. */
function statesAlongAGame(numPlayers: number, seed: string, every = 5): PortRoyalState[] {
  const rng = seededRng(seed);
  let s = portRoyalEngine.setup(numPlayers, rng);
  const out: PortRoyalState[] = [];
  for (let i = 0; s.status === 'playing'; i++) {
    if (i % every === 0) out.push(s);
    const seat = deciders(s)[0] as number;
    const moves = legalMoves(s, seat);
    s = applyMove(s, seat, moves[Math.floor(rng.next() * moves.length)] as (typeof moves)[number], rng);
  }
  return out;
}

describe('hidden information for the bots', () => {
  it('deals the unseen cards into the hidden places consistently with the view', () => {
    for (const s of statesAlongAGame(4, 'determinize', 11)) {
      const view = viewFor(s, 0);
      const full = determinize(view, seededRng(s.turn.number), true);
      // The same public table: its view is the view we started from.
      expect(viewFor(full, 0)).toEqual(view);
      // Every hidden place holds an unseen card of the shuffle it is marked with.
      const unseen = unseenCards(view);
      view.players.forEach((p, seat) =>
        p.coins.forEach((marker, i) => {
          expect(isHidden(marker)).toBe(true);
          expect(unseen.get(hiddenShuffle(marker))).toContain(full.players[seat]?.coins[i]);
        }),
      );
      // The next card can be any unseen card of the current shuffle, the true one among them.
      if (s.drawPile.length > 0) expect(nextCardCandidates(view)).toContain(s.drawPile[0]);
    }
  });

  it('knows the draw pile holds only the shuffled discard pile after a reshuffle', () => {
    const s = statesAlongAGame(2, 'reshuffle', 1).find((x) => x.shuffles >= 1 && x.drawPile.length > 20);
    expect(s).toBeDefined();
    const state = s as PortRoyalState;
    const candidates = new Set(nextCardCandidates(viewFor(state, 0)));
    for (const id of state.drawPile) expect(candidates.has(id)).toBe(true);
    // Cards drawn as coins before the shuffle are not candidates.
    const older = state.players.flatMap((p) => p.coins).filter((id) => state.shuffledIn[id] !== state.shuffles);
    for (const id of older) expect(candidates.has(id)).toBe(false);
  });
});

describe('the bots', () => {
  it('choose identically from two states that differ only in what their seat cannot see', () => {
    let compared = 0;
    for (const [n, seed] of [[2, 'twin-2'], [3, 'twin-3'], [5, 'twin-5']] as const) {
      for (const s of statesAlongAGame(n, seed, 3)) {
        const seat = deciders(s)[0] as number;
        // Another deal of the face-down cards: different coin faces and draw order, same public table.
        const twin = determinize(viewFor(s, seat), seededRng(`${seed}:${s.turn.number}`), true);
        expect(viewFor(twin, seat)).toEqual(viewFor(s, seat));
        for (const make of [strongBot, easyBot]) {
          // A still clock: the strong bot's full look-ahead, never one a busy machine's clock cut short.
          const a = make({ seed: 'same', iterations: 1, now: () => 0 }).chooseMove(viewFor(s, seat), seat);
          const b = make({ seed: 'same', iterations: 1, now: () => 0 }).chooseMove(viewFor(twin, seat), seat);
          expect(b).toEqual(a);
          expect(checkMove(s, seat, a)).toBeNull();
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('see only views: no coin face and no draw pile card reaches them', () => {
    const seen: PortRoyalState[] = [];
    const spy = (inner: ReturnType<typeof strongBot>) => ({
      chooseMove(view: PortRoyalState, seat: number) {
        seen.push(view);
        return inner.chooseMove(view, seat);
      },
    });
    simulate({ engine: portRoyalEngine, bots: [spy(strongBot({ seed: 1 })), spy(easyBot({ seed: 2 }))], games: 2, seed: 'views' });
    expect(seen.length).toBeGreaterThan(50);
    for (const view of seen) {
      expect(view.drawPile.every(isHidden)).toBe(true);
      expect(view.players.every((p) => p.coins.every(isHidden))).toBe(true);
    }
  });

  it('only ever make legal moves, in games of 2 to 5 players', () => {
    for (let n = 2; n <= 5; n++) {
      const bots = Array.from({ length: n }, (_, seat) => (seat % 2 === 0 ? strongBot({ seed: seat }) : easyBot({ seed: seat })));
      const report = simulate({ engine: portRoyalEngine, bots, games: 3, seed: `legal-${n}`, options: { variantEnd: n % 2 === 1 } });
      expect(report.rejectedMoves).toBe(0);
      expect(report.unfinishedGames).toBe(0);
    }
  });

  it('the strong bot always repels a ship that would bust its turn', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const rng = seededRng(`tactics-${g}`);
      let s = portRoyalEngine.setup(2, rng);
      const bot = strongBot({ seed: 'tactics', iterations: 1 });
      while (s.status === 'playing') {
        const seat = deciders(s)[0] as number;
        const move = bot.chooseMove(viewFor(s, seat), seat);
        if (s.turn.stage === 'repel') {
          const ship = CARDS[s.turn.ship as number] as { colour: string };
          const busts = s.harbor.some((id) => CARDS[id]?.type === 'ship' && (CARDS[id] as { colour: string }).colour === ship.colour);
          if (busts) {
            expect(move).toEqual({ type: 'repel' });
            checked++;
          }
        }
        s = applyMove(s, seat, move, rng);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
