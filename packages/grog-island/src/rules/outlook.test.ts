import { describe, expect, it } from 'vitest';
import { BUILDINGS, buildingById, type BuildingId } from '../data.js';
import { arrange, playMoves, startedGame, treasureOfValue, type Arrangement } from '../../test/fixtures.js';
import { applyMove, legalMoves } from './engine.js';
import type { GrogMove } from './moves.js';
import { bidOutlook, claimCoins, isLastRound, realCapital, seatsNearTheEnd } from './outlook.js';

const index = (id: BuildingId) => buildingById(id)!.index;

/** The rulebook's example of Phil's win: yellow 3, gray 2, green 2, orange 2, blue 1; Frank on the green sword shop. */
const rulebookExample: Arrangement = {
  startPlayer: 0,
  dice: { yellow: 3, gray: 2, green: 2, orange: 2, blue: 1 },
  clouds: { yellow: 'piratePoint', gray: 'black', orange: 'none', blue: 'parrot', green: 'goalSwap' },
  coins: [6, 8, 8],
  treasureCards: [[treasureOfValue(3)], [], []],
  occupants: { 'green.swordShop': 2 },
};

describe('claimCoins: what claiming a building brings now', () => {
  const s = arrange(startedGame(3, 'outlook'), rulebookExample);
  it('1 coin per other free building of the type (the yellow sword shop: gray and blue are free, green is taken)', () => {
    expect(claimCoins(s, index('yellow.swordShop'))).toBe(2);
  });
  it('nothing under the black cloud, nothing for a building that is taken', () => {
    expect(claimCoins(s, index('gray.hatShop'))).toBe(0);
    expect(claimCoins(s, index('green.swordShop'))).toBe(0);
  });
  it('the one pub: no other of its type, no coins', () => {
    expect(claimCoins(s, index('orange.pub'))).toBe(0);
  });
  it('agrees with the coins the claim then gives', () => {
    let t = playMoves(s, { type: 'bid', row: ['yellow', 'gray', 'green', 'orange'], parrots: [] });
    for (const seat of [1, 2]) {
      t = playMoves(t, { type: 'pass' });
      t = applyMove(t, seat, legalMoves(t, seat)[0] as GrogMove);
    }
    t = playMoves(t, { type: 'pay', coins: 6, treasureCards: [treasureOfValue(3)] });
    const predicted = claimCoins(t, index('yellow.swordShop'));
    const before = t.players[0]!.coins;
    t = playMoves(t, { type: 'claimBuilding', building: 'yellow.swordShop' });
    expect(t.players[0]!.coins - before).toBe(predicted);
  });
});

describe('bidOutlook: what a bid brings if it wins', () => {
  it("Phil's row yellow–gray–green–orange: claims on yellow (cloud: 1 pirate point) and gray (black cloud), 1 pirate point, a lock on orange", () => {
    const s = arrange(startedGame(3, 'outlook'), rulebookExample);
    const o = bidOutlook(s, 0, ['yellow', 'gray', 'green', 'orange']);
    expect(o.claims.map((c) => [c.space, c.peninsula, c.cloud, c.void])).toEqual([
      [0, 'yellow', 'piratePoint', false],
      [1, 'gray', 'black', false],
    ]);
    expect(o.claims[0]!.buildings.find((b) => b.index === index('yellow.swordShop'))?.coins).toBe(2);
    expect(o.claims[1]!.buildings.every((b) => b.coins === 0)).toBe(true);
    expect(o.piratePoints).toBe(1);
    expect(o.lock).toEqual({ peninsula: 'orange', void: false });
    expect(o.crewPlaced).toBe(2);
    expect(o.placesLastCrew).toBe(false);
  });

  it('a claim on a peninsula without a free building is void', () => {
    const full: Arrangement['occupants'] = {};
    for (const b of BUILDINGS) if (b.peninsula === 'yellow') full[b.id] = 1;
    const s = arrange(startedGame(3, 'outlook'), { ...rulebookExample, occupants: full });
    const o = bidOutlook(s, 0, ['yellow', 'gray']);
    expect(o.claims[0]).toMatchObject({ peninsula: 'yellow', void: true, buildings: [] });
    expect(o.claims[1]).toMatchObject({ peninsula: 'gray', void: false });
    expect(o.crewPlaced).toBe(1);
  });

  it('a lock is void without a free building there', () => {
    const full: Arrangement['occupants'] = {};
    for (const b of BUILDINGS) if (b.peninsula === 'orange') full[b.id] = 'lock';
    const s = arrange(startedGame(3, 'outlook'), { ...rulebookExample, occupants: full });
    expect(bidOutlook(s, 0, ['yellow', 'gray', 'green', 'orange']).lock).toEqual({ peninsula: 'orange', void: true });
  });

  it('winning with 2 claims and 2 crew members left places the last one: the game ends with the round', () => {
    const s = arrange(startedGame(3, 'outlook'), { ...rulebookExample, crew: [2, 5, 5] });
    expect(bidOutlook(s, 0, ['yellow', 'gray']).placesLastCrew).toBe(true);
    expect(bidOutlook(s, 0, ['yellow']).placesLastCrew).toBe(false);
    expect(seatsNearTheEnd(s)).toEqual([0]);
  });

  it('without crew members left every claim is void', () => {
    const s = arrange(startedGame(3, 'outlook'), { ...rulebookExample, crew: [0, 5, 5] });
    const o = bidOutlook(s, 0, ['yellow', 'gray']);
    expect(o.claims.every((c) => c.void)).toBe(true);
    expect(o.crewPlaced).toBe(0);
  });
});

describe('realCapital and the last round', () => {
  it('coins plus the true values of the treasure cards; hidden cards count nothing', () => {
    const s = arrange(startedGame(3, 'outlook'), { coins: [6, 8, 8], treasureCards: [[treasureOfValue(1), treasureOfValue(2)], [], []] });
    expect(realCapital(s.players[0]!)).toBe(9);
    expect(realCapital({ ...s.players[0]!, treasureCards: [-1, -1] })).toBe(6);
  });
  it('the round is the last once someone has placed their last crew member', () => {
    const s = arrange(startedGame(3, 'outlook'), {});
    expect(isLastRound(s)).toBe(false);
    expect(isLastRound({ ...s, lastCrewPlaced: true })).toBe(true);
  });
});
