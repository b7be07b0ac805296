import { describe, expect, it } from 'vitest';
import { arrange, goalCardOf, startedGame, treasureOfValue } from '../../test/fixtures.js';
import { finalScoring, scorePlayer } from './scoring.js';

// Goal task indexes: building types 0-11 (anchor 4, fortune teller 8, pub 11), parrots 12,
// goods 13-17 (yellow, gray, orange, blue, green), peninsulas 18-22 (yellow, gray, orange, blue, green).
const ANCHOR = 4, FORTUNE_TELLER = 8, PUB = 11, PARROTS = 12, GOODS_BLUE = 16, GOODS_GREEN = 17;
const PENINSULA_YELLOW = 18, PENINSULA_ORANGE = 20;

describe('final scoring (rulebook example: Phil)', () => {
  const phil = () =>
    arrange(startedGame(3, 'scoring'), {
      coins: [7, 8, 8],
      treasureCards: [[treasureOfValue(1), treasureOfValue(2), treasureOfValue(3)], [], []],
      goods: [{ blue: 3, gray: 2, green: 1 }, {}, {}],
      goalCards: [
        [goalCardOf(PENINSULA_ORANGE), goalCardOf(PENINSULA_YELLOW), goalCardOf(ANCHOR), goalCardOf(FORTUNE_TELLER), goalCardOf(PUB), goalCardOf(GOODS_BLUE)],
        [],
        [],
      ],
      occupants: {
        'orange.pub': 0,
        'orange.anchorShop': 0,
        'orange.hatShop': 1,
        'yellow.anchorShop': 0,
        'yellow.swordShop': 0,
        'yellow.hookShop': 1,
        'yellow.coffinMaker': 1,
        'yellow.pegLegShop': 1,
      },
    });

  it('scores 3 for treasure cards, 1 for 7 coins, and 6 + 2 + 6 + 0 + 6 + 4 for the goal cards', () => {
    const s = phil();
    const score = scorePlayer(s, 0);
    expect(score.treasureCards).toBe(3);
    expect(score.coins).toBe(1);
    expect(score.goalCards.map((g) => g.points)).toEqual([6, 2, 6, 0, 6, 4]);
    expect(score.total).toBe(s.players[0]!.piratePoints + 3 + 1 + 24);
  });

  it('scores a task held twice only once', () => {
    const s = arrange(phil(), { goalCards: [[goalCardOf(PUB), goalCardOf(PUB, 1)], [], []] });
    expect(scorePlayer(s, 0).goalCards).toEqual([
      { card: goalCardOf(PUB), points: 6, duplicate: false },
      { card: goalCardOf(PUB, 1), points: 0, duplicate: true },
    ]);
  });

  it('scores parrot cards only with the parrot goal card; goods only with a goods goal card', () => {
    const s = arrange(phil(), { parrotCards: [[0, 1, 2], [], []], goalCards: [[goalCardOf(PARROTS)], [], []] });
    expect(scorePlayer(s, 0).goalCards[0]?.points).toBe(3);
    const noGoodsGoal = arrange(phil(), { goalCards: [[goalCardOf(PUB)], [], []] });
    expect(scorePlayer(noGoodsGoal, 0).total).toBe(3 + 1 + 6 + noGoodsGoal.players[0]!.piratePoints);
  });

  it('uses the 3:1 substitution once, with tiles of colours without a goods goal card', () => {
    const s = arrange(phil(), {
      goods: [{ blue: 3, green: 2, gray: 7 }, {}, {}],
      goalCards: [[goalCardOf(GOODS_BLUE), goalCardOf(GOODS_GREEN)], [], []],
    });
    // blue 3, green 2, and 7 gray tiles count as 2 more.
    expect(scorePlayer(s, 0).goalCards.map((g) => g.points)).toEqual([3 + 2, 2]);
  });

  it('gives the majority on a peninsula only for strictly more crew than every other player', () => {
    const s = arrange(phil(), {
      goalCards: [[goalCardOf(PENINSULA_ORANGE)], [goalCardOf(PENINSULA_ORANGE, 1)], []],
      occupants: { 'orange.hookShop': 1 },
    });
    expect(scorePlayer(s, 0).goalCards[0]?.points).toBe(2);
    expect(scorePlayer(s, 1).goalCards[0]?.points).toBe(2);
  });
});

describe('the winner', () => {
  const tied = (coins: number[]) =>
    arrange(startedGame(3, 'ties'), { coins, treasureCards: [[], [], []], goalCards: [[], [], []], goods: [{}, {}, {}] });

  it('has the most pirate points', () => {
    const s = tied([10, 5, 5]);
    expect(finalScoring(s).winners).toEqual([0]);
  });

  it('on a tie, has the most coins on the coin track', () => {
    const s = tied([9, 6, 5]);
    // Both first two reach 2 pirate points (1 during the game + 1 for 5+ coins); 9 coins beat 6.
    s.players[0]!.piratePoints = 1;
    s.players[1]!.piratePoints = 1;
    expect(finalScoring(s).scores.map((x) => x.total)).toEqual([2, 2, 1]);
    expect(finalScoring(s).winners).toEqual([0]);
  });

  it('still tied, shares the victory', () => {
    const s = tied([6, 6, 5]);
    expect(finalScoring(s).winners).toEqual([0, 1]);
  });
});
