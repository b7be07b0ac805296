import { describe, expect, it } from 'vitest';
import {
  CARDS,
  CARD_COUNT,
  EXPEDITION_IDS,
  FIVE_PLAYER_EXPEDITION,
  PERSON_IDS,
  SHIP_COLOURS,
  SHIP_IDS,
  TAX_IDS,
  type Card,
  type PersonCard,
  type ShipCard,
} from './data.js';

const persons = CARDS.filter((c): c is PersonCard => c.type === 'person');
const ships = CARDS.filter((c): c is ShipCard => c.type === 'ship');

/** "copies x cost/points" per kind, as the edition's data file lists them. */
function personList(kind: PersonCard['kind'], colour: string | null = null): string[] {
  return persons.filter((p) => p.kind === kind && (colour === null || p.colour === colour)).map((p) => `${p.cost}/${p.points}`);
}

function shipList(colour: string): string[] {
  return ships.filter((s) => s.colour === colour).map((s) => `${s.swords ?? 'skull'}>${s.coins}`);
}

describe('the 120 cards', () => {
  it('are 60 persons, 50 ships, 6 expeditions and 4 tax increases with ids 0..119', () => {
    expect(CARD_COUNT).toBe(120);
    expect(PERSON_IDS).toHaveLength(60);
    expect(SHIP_IDS).toHaveLength(50);
    expect(EXPEDITION_IDS).toHaveLength(6);
    expect(TAX_IDS).toHaveLength(4);
    CARDS.forEach((c: Card, i) => expect(c.id).toBe(i));
    // Stable ids: persons first, then ships, expeditions, tax increases.
    expect([PERSON_IDS[0], SHIP_IDS[0], EXPEDITION_IDS[0], TAX_IDS[0]]).toEqual([0, 60, 110, 116]);
  });

  it('hold the persons of the rulebook component list', () => {
    const counts = Object.fromEntries(['trader', 'settler', 'captain', 'priest', 'jackOfAllTrades', 'sailor', 'pirate', 'mademoiselle', 'jester', 'admiral', 'governor'].map((k) => [k, persons.filter((p) => p.kind === k).length]));
    expect(counts).toEqual({ trader: 10, settler: 5, captain: 5, priest: 5, jackOfAllTrades: 3, sailor: 10, pirate: 3, mademoiselle: 4, jester: 5, admiral: 6, governor: 4 });
  });

  it('give each person the cost and points of the data file', () => {
    expect(personList('trader', 'yellow')).toEqual(['3/1', '5/2']);
    expect(personList('trader', 'blue')).toEqual(['3/1', '5/2']);
    for (const colour of ['green', 'red', 'black']) expect(personList('trader', colour)).toEqual(['3/1', '3/1']);
    for (const kind of ['settler', 'captain', 'priest'] as const) expect(personList(kind)).toEqual(Array(5).fill('4/1'));
    expect(personList('jackOfAllTrades')).toEqual(['6/1', '6/1', '6/1']);
    expect(personList('sailor')).toEqual([...Array(7).fill('3/1'), '5/2', '5/2', '7/3']);
    expect(personList('pirate')).toEqual(['5/1', '7/2', '9/3']);
    expect(personList('mademoiselle')).toEqual(['7/2', '7/2', '9/3', '9/3']);
    expect(personList('jester')).toEqual(['5/1', '7/2', '7/2', '7/2', '9/3']);
    expect(personList('admiral')).toEqual(['5/1', '7/2', '7/2', '7/2', '9/3', '9/3']);
    expect(personList('governor')).toEqual(Array(4).fill('8/0'));
    expect(persons.filter((p) => p.swords > 0).map((p) => `${p.kind}:${p.swords}`).sort()).toEqual([...Array(3).fill('pirate:2'), ...Array(10).fill('sailor:1')]);
    expect(persons.filter((p) => p.colour !== null).every((p) => p.kind === 'trader')).toBe(true);
  });

  it('hold 10 ships per colour with the swords of the rulebook table and the coins of the data file', () => {
    expect(shipList('yellow')).toEqual(['1>1', '1>1', '1>1', '1>2', '2>2', '2>2', '2>3', '4>3', '4>3', '4>4']);
    expect(shipList('blue')).toEqual(['1>1', '1>1', '1>1', '1>2', '2>2', '2>2', '2>3', '5>3', '5>3', '5>4']);
    expect(shipList('green')).toEqual(['1>1', '1>1', '1>1', '1>2', '3>2', '3>2', '3>3', '5>3', '5>3', '5>4']);
    expect(shipList('red')).toEqual(['1>1', '1>1', '1>1', '3>2', '3>2', '3>2', '6>3', '6>3', 'skull>3', 'skull>4']);
    expect(shipList('black')).toEqual(['2>1', '2>1', '2>1', '4>2', '4>2', '4>2', '7>3', '7>3', 'skull>3', 'skull>4']);
    // The rulebook's table: how many ships of each colour need how many swords.
    const swordCounts = (colour: string) => {
      const out: Record<string, number> = {};
      for (const s of ships.filter((x) => x.colour === colour)) out[String(s.swords ?? 'skull')] = (out[String(s.swords ?? 'skull')] ?? 0) + 1;
      return out;
    };
    expect(swordCounts('yellow')).toEqual({ 1: 4, 2: 3, 4: 3 });
    expect(swordCounts('blue')).toEqual({ 1: 4, 2: 3, 5: 3 });
    expect(swordCounts('green')).toEqual({ 1: 4, 3: 3, 5: 3 });
    expect(swordCounts('red')).toEqual({ 1: 3, 3: 3, 6: 2, skull: 2 });
    expect(swordCounts('black')).toEqual({ 2: 3, 4: 3, 7: 2, skull: 2 });
    expect(SHIP_COLOURS).toHaveLength(5);
  });

  it('hold the six expeditions and the four tax increases of the data file', () => {
    const expeditions = EXPEDITION_IDS.map((id) => {
      const e = CARDS[id];
      if (e?.type !== 'expedition') throw new Error('not an expedition');
      return `${e.needs.captain}c${e.needs.priest}p${e.needs.settler}s>${e.coins},${e.points}${e.fivePlayersOnly ? '!' : ''}`;
    });
    expect(expeditions).toEqual(['2c0p0s>2,4', '0c2p0s>2,4', '0c0p2s>2,4', '2c0p1s>3,6', '0c2p1s>3,6', '1c1p1s>3,5!']);
    expect(CARDS[FIVE_PLAYER_EXPEDITION]).toMatchObject({ type: 'expedition', fivePlayersOnly: true });
    expect(TAX_IDS.map((id) => (CARDS[id] as { bonus: string }).bonus)).toEqual(['mostSwords', 'mostSwords', 'fewestPoints', 'fewestPoints']);
  });
});
