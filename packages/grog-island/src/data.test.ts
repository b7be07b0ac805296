import { describe, expect, it } from 'vitest';
import {
  BUILDING_TYPES,
  BUILDINGS,
  BUILDINGS_OF_TYPE,
  BUILDINGS_ON_PENINSULA,
  CLOUDS,
  COLOURS,
  GOAL_CARD_COUNT,
  GOAL_TASKS,
  PARROT_CARDS,
  SHIP_IDS,
  SHIPS,
  TREASURE_VALUES,
  buildingById,
  goalTask,
} from './data.js';

describe('the edition data', () => {
  it('has 35 buildings, 7 on each of the 5 peninsulas', () => {
    expect(BUILDINGS).toHaveLength(35);
    for (const c of COLOURS) expect(BUILDINGS_ON_PENINSULA[c]).toHaveLength(7);
  });

  it('has 12 building types, each at most once per peninsula, with the printed counts', () => {
    expect(BUILDING_TYPES).toHaveLength(12);
    const counts = Object.fromEntries(BUILDING_TYPES.map((t) => [t, BUILDINGS_OF_TYPE[t].length]));
    expect(counts).toEqual({
      swordShop: 4, pegLegShop: 4, hatShop: 4, hookShop: 4,
      anchorShop: 3, figureheadStudio: 3, voodooDollWorkshop: 3, cannonballFoundry: 3,
      fortuneTellerStudio: 2, coffinMaker: 2, eyePatchShop: 2, pub: 1,
    });
    for (const c of COLOURS) {
      const types = BUILDINGS_ON_PENINSULA[c].map((i) => BUILDINGS[i]?.type);
      expect(new Set(types).size).toBe(types.length);
    }
  });

  it('matches the buildings the rulebook examples name', () => {
    for (const id of ['yellow.swordShop', 'gray.swordShop', 'blue.swordShop', 'gray.hatShop', 'orange.hookShop', 'orange.pub']) {
      expect(buildingById(id), id).toBeDefined();
    }
    expect(buildingById('yellow.hatShop')).toBeUndefined();
  });

  it('has 46 goal cards: two of each of 23 tasks', () => {
    expect(GOAL_TASKS).toHaveLength(23);
    expect(GOAL_CARD_COUNT).toBe(46);
    expect(goalTask(0)).toEqual(goalTask(1));
    expect(goalTask(45)).toEqual({ kind: 'peninsula', colour: 'green' });
    expect(goalTask(24)).toEqual({ kind: 'parrots' });
    expect(() => goalTask(46)).toThrow();
  });

  it('has 32 treasure cards (10 × 1, 12 × 2, 10 × 3) and 28 parrot cards (8 keep the bid, 4 turn the die per colour)', () => {
    expect(TREASURE_VALUES).toHaveLength(32);
    expect(TREASURE_VALUES.filter((v) => v === 1)).toHaveLength(10);
    expect(TREASURE_VALUES.filter((v) => v === 2)).toHaveLength(12);
    expect(TREASURE_VALUES.filter((v) => v === 3)).toHaveLength(10);
    expect(PARROT_CARDS).toHaveLength(28);
    expect(PARROT_CARDS.filter((p) => p.kind === 'keepBid')).toHaveLength(8);
    for (const c of COLOURS) {
      expect(PARROT_CARDS.filter((p) => p.kind === 'turnDie' && p.colour === c)).toHaveLength(4);
    }
  });

  it('has six ships with one main trade action each, and five clouds with the black one', () => {
    expect(SHIP_IDS).toHaveLength(6);
    expect(SHIPS.coins2).toMatchObject({ perTile: 2, maxTiles: 4 });
    expect(SHIPS.coins3).toMatchObject({ perTile: 3, maxTiles: 2 });
    expect(SHIPS.coins4).toMatchObject({ perTile: 4, maxTiles: 1 });
    expect(SHIPS.treasure).toMatchObject({ reward: 'treasureCard', maxTiles: 2 });
    expect(SHIPS.parrot).toMatchObject({ reward: 'parrotCard', maxTiles: 3 });
    expect(SHIPS.goal.maxTiles).toBe(Infinity);
    expect(CLOUDS).toEqual(['goalSwap', 'piratePoint', 'parrot', 'none', 'black']);
  });
});
