import { seededRng } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { FIELDS, PARTS, ROTATE_CLOCKWISE, SLOTS, SLOT_POSITIONS, type Slot } from '../src/data.js';
import { CENTRE_PLACE, buildBoard, otherEnd, randomPlaces, rotatePoint, rotateSlot, type Board } from '../src/rules/index.js';
import { LAYOUT, field } from './fixtures.js';

function reachableFrom(board: Board, start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const f = queue.shift() as number;
    for (const a of board.fieldAlleys[f] ?? []) {
      const next = otherEnd(board.alleys[a] as Board['alleys'][number], f);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('the board parts (edition data)', () => {
  it('has nine parts of 4 fields each, every kind at most once per part, and one stub per slot', () => {
    expect(PARTS.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const part of PARTS) {
      expect(part.fields).toHaveLength(4);
      expect(new Set(part.fields.map((f) => f.kind)).size).toBe(4);
      expect(Object.keys(part.stubs).sort()).toEqual([...SLOTS].sort());
      for (const [a, b, segments] of part.alleys) {
        expect(a).not.toBe(b);
        expect(segments).toBeGreaterThanOrEqual(1);
        expect(segments).toBeLessThanOrEqual(3);
      }
      for (const [f, full] of Object.values(part.stubs)) {
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(4);
        expect([0, 1, 2]).toContain(full);
      }
      expect(part.fields.filter((f) => f.kind === 'coin')).toHaveLength(1);
    }
    expect(FIELDS).toHaveLength(36);
    expect(FIELDS.filter((f) => f.kind === 'headquarters').map((f) => f.id)).toEqual(['1.headquarters']);
    const count = (kind: string, colour?: string) => FIELDS.filter((f) => f.kind === kind && (colour === undefined || f.colour === colour)).length;
    expect([count('coin'), count('rum'), count('pirate'), count('supplies'), count('rendezvous'), count('townWatch'), count('chest')]).toEqual([9, 3, 3, 3, 3, 3, 2]);
    expect([count('map', 'red'), count('map', 'green'), count('map', 'yellow')]).toEqual([2, 2, 2]);
    expect([count('tavern', 'red'), count('tavern', 'blue'), count('tavern', 'green')]).toEqual([1, 1, 1]);
  });

  it('turns slots as the edition table says, consistently with turning the part', () => {
    for (const slot of SLOTS) {
      expect(rotateSlot(slot, 1)).toBe(ROTATE_CLOCKWISE[slot]);
      expect(rotateSlot(slot, 4)).toBe(slot);
      expect(rotatePoint(SLOT_POSITIONS[slot], 1)).toEqual(SLOT_POSITIONS[ROTATE_CLOCKWISE[slot] as Slot]);
    }
  });
});

describe('building the board', () => {
  it('gives 36 fields, 64 alleys of 1–5 segments and 24 dark alleys for many seeds, part 1 in the centre', () => {
    for (let seed = 0; seed < 500; seed++) {
      const places = randomPlaces(seededRng(`board-${seed}`));
      const board = buildBoard(places);
      expect(places[CENTRE_PLACE]).toEqual({ part: 1, turns: 0 });
      expect(new Set(places.map((p) => p.part)).size).toBe(9);
      expect(board.fields).toHaveLength(36);
      expect(board.alleys).toHaveLength(64);
      expect(board.darkAlleys).toHaveLength(24);
      expect(board.alleys.filter((a) => a.kind === 'joined')).toHaveLength(24);
      for (const a of board.alleys) {
        expect(a.segments, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        expect(a.segments, `seed ${seed}`).toBeLessThanOrEqual(5);
      }
      for (const d of board.darkAlleys) {
        expect(d.segments).toBeGreaterThanOrEqual(1);
        expect(d.segments).toBeLessThanOrEqual(3);
        // A dark alley leaves the board at its outer edge.
        expect(d.edge.x === 0 || d.edge.x === 3 || d.edge.y === 0 || d.edge.y === 3).toBe(true);
      }
      // Every field is in its part's square and can be reached from the headquarters.
      for (const f of board.fields) {
        const place = board.places.findIndex((p) => p.part === (FIELDS[f.index]?.part ?? 0));
        expect(f.place).toBe(place);
        expect(Math.floor(f.x)).toBe(place % 3);
        expect(Math.floor(f.y)).toBe(Math.floor(place / 3));
      }
      expect(reachableFrom(board, field('1.headquarters')).size, `seed ${seed}`).toBe(36);
    }
  });

  it('varies the layout with the seed and repeats it for the same seed', () => {
    const a = randomPlaces(seededRng('x'));
    expect(randomPlaces(seededRng('x'))).toEqual(a);
    const layouts = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(randomPlaces(seededRng(`v${i}`)))));
    expect(layouts.size).toBe(50);
  });

  it('joins facing stubs into one alley of k1 + k2 + 1 segments and makes outer stubs dark alleys of k + 1', () => {
    const board = buildBoard(LAYOUT);
    const between = (a: string, b: string) =>
      board.alleys.find((x) => (x.a === field(a) && x.b === field(b)) || (x.a === field(b) && x.b === field(a)));
    // Part 1 (centre) pirate→Ea 1 meets part 6 (east) rum→Wa 1: 1 + 1 + 1.
    expect(between('1.pirate', '6.rum')?.segments).toBe(3);
    // Part 1 HQ→Eb 2 meets part 6 coin→Wb 0: 2 + 0 + 1.
    expect(between('1.headquarters', '6.coin')?.segments).toBe(3);
    // Part 1 coin→Na 1 meets part 3 (north) rendezvous→Sa 1; pirate→Nb 0 meets watch→Sb 1.
    expect(between('1.coin', '3.rendezvous')?.segments).toBe(3);
    expect(between('1.pirate', '3.townWatch')?.segments).toBe(2);
    // Part 8 (south) chest→Na 2 meets part 1 rum→Sa 1.
    expect(between('1.rum', '8.chest')?.segments).toBe(4);
    // Part 2 (top left) map→Na 1 and map→Wa 0 are dark alleys of 2 and 1.
    const mapDark = board.darkAlleys.filter((d) => d.field === field('2.map'));
    expect(mapDark.map((d) => [d.side, d.segments])).toEqual([
      ['N', 2],
      ['W', 1],
    ]);
  });

  it('turns a part with its stubs: part 5 turned once at the top left sends its tavern east', () => {
    const layout = [5, 3, 4, 2, 1, 6, 7, 8, 9].map((part, place) => ({ part, turns: place === 0 ? 1 : 0 }));
    const board = buildBoard(layout);
    // Part 5 tavern→Na 2 turns to Ea and meets part 3's coin→Wa 1: 2 + 1 + 1.
    const joined = board.alleys.find((a) => a.kind === 'joined' && [a.a, a.b].includes(field('5.tavern')) && [a.a, a.b].includes(field('3.coin')));
    expect(joined?.segments).toBe(4);
    // Its tavern→Wa 2 turns to Nb: a dark alley of 3 on the north edge.
    expect(board.darkAlleys.filter((d) => d.field === field('5.tavern')).map((d) => [d.side, d.segments])).toEqual([['N', 3]]);
    // Field positions turn too: the tavern at (.53, .36) is drawn at (1 − .36, .53).
    expect(board.fields[field('5.tavern')]).toMatchObject({ x: 0.64, y: 0.53 });
  });

  it('refuses a layout that is not the nine parts once each', () => {
    expect(() => buildBoard(LAYOUT.slice(0, 8))).toThrow();
    expect(() => buildBoard([...LAYOUT.slice(0, 8), { part: 2, turns: 0 }])).toThrow();
  });
});
