import { randomInt, shuffled, type Rng } from '@harbour/game-kit';
import {
  CENTRE_PART,
  FACING_SLOT,
  FIELDS,
  FIELDS_PER_PART,
  PARTS,
  ROTATE_CLOCKWISE,
  SLOTS,
  SLOT_POSITIONS,
  type PartData,
  type Side,
  type Slot,
} from '../data.js';

/**
 * The town as laid out for one match: the nine parts on a 3 × 3 grid, part 1 in the centre and
 * the others shuffled around it with random quarter turns. Facing stubs of neighbouring parts join
 * into alleys; stubs on the outer border are dark alleys. The board never changes during a match,
 * so rule code shares it between states instead of copying it.
 *
 * Coordinates (x, y) are in part widths from the board's top left corner (0–3), for drawing.
 */
export interface Board {
  /** The part on each place, row by row (place 4 is the centre), and its quarter turns clockwise (0–3). */
  readonly places: readonly { readonly part: number; readonly turns: number }[];
  /** One entry per field, indexed like data.FIELDS. */
  readonly fields: readonly BoardField[];
  readonly alleys: readonly Alley[];
  readonly darkAlleys: readonly DarkAlley[];
  /** Per field: the alleys that end there. */
  readonly fieldAlleys: readonly (readonly number[])[];
  /** Per field: the dark alleys that start there. */
  readonly fieldDarkAlleys: readonly (readonly number[])[];
}

export interface BoardField {
  readonly index: number;
  readonly place: number;
  readonly x: number;
  readonly y: number;
}

export interface Alley {
  readonly index: number;
  readonly a: number;
  readonly b: number;
  /** Pirates needed to fill it (1 per segment). */
  readonly segments: number;
  /** 'inner': inside one part; 'joined': two facing stubs of neighbouring parts. */
  readonly kind: 'inner' | 'joined';
  /** Where a joined alley crosses the border between the parts (null for inner alleys). */
  readonly via: { readonly x: number; readonly y: number } | null;
}

/** A half alley leading off the board (a stub on the outer border). */
export interface DarkAlley {
  readonly index: number;
  readonly field: number;
  /** Pirates needed to fill it: 1 per full segment, and 1 for the half segment at the edge. */
  readonly segments: number;
  readonly side: Side;
  /** Where it leaves the board. */
  readonly edge: { readonly x: number; readonly y: number };
}

export const PLACES = 9;
export const CENTRE_PLACE = 4;

/** Turns a slot `turns` quarter turns clockwise. */
export function rotateSlot(slot: Slot, turns: number): Slot {
  let s = slot;
  for (let i = 0; i < turns % 4; i++) s = ROTATE_CLOCKWISE[s];
  return s;
}

/** Turns a point of a part (0–1) `turns` quarter turns clockwise about the part's centre. */
export function rotatePoint(p: { x: number; y: number }, turns: number): { x: number; y: number } {
  let { x, y } = p;
  for (let i = 0; i < turns % 4; i++) [x, y] = [1 - y, x];
  return { x: round3(x), y: round3(y) };
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

function partData(number: number): PartData {
  const part = PARTS[number - 1];
  if (part === undefined) throw new RangeError(`no board part ${number}`);
  return part;
}

/** The random layout of a match: part 1 in the centre, unturned; the other eight shuffled and turned at random. */
export function randomPlaces(rng: Rng): { part: number; turns: number }[] {
  const others = shuffled(
    rng,
    PARTS.map((p) => p.number).filter((n) => n !== CENTRE_PART),
  );
  const places: { part: number; turns: number }[] = [];
  for (let place = 0; place < PLACES; place++) {
    if (place === CENTRE_PLACE) places.push({ part: CENTRE_PART, turns: 0 });
    else places.push({ part: others.shift() as number, turns: randomInt(rng, 4) });
  }
  return places;
}

/** Builds the board of a layout (see randomPlaces); throws on a layout that is not a permutation of the parts. */
export function buildBoard(places: readonly { part: number; turns: number }[]): Board {
  if (places.length !== PLACES || new Set(places.map((p) => p.part)).size !== PLACES) {
    throw new RangeError('a layout places each of the nine parts once');
  }
  const fields: BoardField[] = Array.from({ length: FIELDS.length });
  /** Per place: the rotated slot → [field index, full segments]. */
  const stubsAt: Map<Slot, [number, number]>[] = [];
  const alleys: Alley[] = [];

  places.forEach(({ part, turns }, place) => {
    const data = partData(part);
    const base = (part - 1) * FIELDS_PER_PART;
    const ox = place % 3;
    const oy = Math.floor(place / 3);
    data.fields.forEach((field, i) => {
      const p = rotatePoint(field, turns);
      fields[base + i] = { index: base + i, place, x: round3(ox + p.x), y: round3(oy + p.y) };
    });
    for (const [a, b, segments] of data.alleys) {
      alleys.push({ index: alleys.length, a: base + a, b: base + b, segments, kind: 'inner', via: null });
    }
    const stubs = new Map<Slot, [number, number]>();
    for (const slot of SLOTS) {
      const [field, full] = data.stubs[slot];
      stubs.set(rotateSlot(slot, turns), [base + field, full]);
    }
    stubsAt.push(stubs);
  });

  const darkAlleys: DarkAlley[] = [];
  places.forEach((_, place) => {
    const stubs = stubsAt[place] as Map<Slot, [number, number]>;
    const ox = place % 3;
    const oy = Math.floor(place / 3);
    for (const slot of SLOTS) {
      const [field, full] = stubs.get(slot) as [number, number];
      const side = slot[0] as Side;
      const neighbour = neighbourPlace(place, side);
      const at = SLOT_POSITIONS[slot];
      const point = { x: round3(ox + at.x), y: round3(oy + at.y) };
      if (neighbour === null) {
        darkAlleys.push({ index: darkAlleys.length, field, segments: full + 1, side, edge: point });
      } else if (side === 'E' || side === 'S') {
        // Each joined alley once: from the west or north part of the pair.
        const [otherField, otherFull] = (stubsAt[neighbour] as Map<Slot, [number, number]>).get(FACING_SLOT[slot]) as [number, number];
        alleys.push({ index: alleys.length, a: field, b: otherField, segments: full + otherFull + 1, kind: 'joined', via: point });
      }
    }
  });

  const fieldAlleys = FIELDS.map((_, i) => alleys.filter((a) => a.a === i || a.b === i).map((a) => a.index));
  const fieldDarkAlleys = FIELDS.map((_, i) => darkAlleys.filter((d) => d.field === i).map((d) => d.index));
  return { places: places.map((p) => ({ part: p.part, turns: p.turns % 4 })), fields, alleys, darkAlleys, fieldAlleys, fieldDarkAlleys };
}

function neighbourPlace(place: number, side: Side): number | null {
  const col = place % 3;
  const row = Math.floor(place / 3);
  switch (side) {
    case 'N':
      return row > 0 ? place - 3 : null;
    case 'S':
      return row < 2 ? place + 3 : null;
    case 'W':
      return col > 0 ? place - 1 : null;
    case 'E':
      return col < 2 ? place + 1 : null;
  }
}

/** The field at the other end of an alley. */
export function otherEnd(alley: Alley, field: number): number {
  return alley.a === field ? alley.b : alley.a;
}

/** The part a field belongs to. */
export function partOfField(field: number): number {
  return Math.floor(field / FIELDS_PER_PART) + 1;
}
