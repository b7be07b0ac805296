import { FIELDS_PER_PART, PARTS, SLOTS, SLOT_POSITIONS, type Side } from '@harbour/rum-and-pirates/data';
import { rotateSlot, type Board } from '@harbour/rum-and-pirates/rules';

/**
 * Where everything on the board is drawn, computed from the match's board (the nine parts as laid
 * out from the seed). Units: a part is PART wide; the town sits in [0, 3·PART] with a dark band of
 * MARGIN around it, into which the dark alleys lead.
 *
 * A street is drawn from field to field (through the border point where a joined alley crosses
 * from one part to the next); its segments are evenly spaced cobbles, one pirate each. A joined
 * alley's middle segment is the two half segments meeting at the border; a dark alley ends with its
 * half segment at the town's edge.
 */
export const PART = 200;
export const MARGIN = 44;
export const VIEW_SIZE = 3 * PART + 2 * MARGIN;
/** The field discs' radius. */
export const FIELD_R = 21;

export interface Point {
  x: number;
  y: number;
}

/** One segment of an alley: its centre, direction (degrees) and length along the street. */
export interface Cobble extends Point {
  angle: number;
  length: number;
  /** The half segment at the edge of a dark alley. */
  half: boolean;
}

export interface StreetShape {
  index: number;
  points: Point[];
  cobbles: Cobble[];
}

export interface DarkShape extends StreetShape {
  field: number;
  side: Side;
  /** The street's end out in the dark band. */
  outside: Point;
}

export interface BoardGeometry {
  fields: Point[];
  alleys: StreetShape[];
  darkAlleys: DarkShape[];
  parts: { place: number; part: number; x: number; y: number }[];
}

const scale = (p: { x: number; y: number }): Point => ({ x: p.x * PART, y: p.y * PART });

function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The point `d` along the segment a → b, and its direction. */
function along(a: Point, b: Point, d: number): Point & { angle: number } {
  const len = distance(a, b) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  return { x: round(a.x + ux * d), y: round(a.y + uy * d), angle: round((Math.atan2(uy, ux) * 180) / Math.PI) };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}

/** `count` full segments from a field's rim towards `to`, each `unit` long (the first starting at the rim). */
function cobblesFrom(from: Point, to: Point, count: number, unit: number): Cobble[] {
  return Array.from({ length: count }, (_, j) => ({ ...along(from, to, FIELD_R + (j + 0.5) * unit), length: unit, half: false }));
}

/** Full segments before the half segment of each stub, keyed by field and border point (from the parts' data). */
function stubFulls(board: Board): Map<string, number> {
  const out = new Map<string, number>();
  board.places.forEach(({ part, turns }, place) => {
    const data = PARTS[part - 1];
    if (!data) return;
    for (const slot of SLOTS) {
      const [field, full] = data.stubs[slot];
      const at = SLOT_POSITIONS[rotateSlot(slot, turns)];
      out.set(key((part - 1) * FIELDS_PER_PART + field, { x: (place % 3) + at.x, y: Math.floor(place / 3) + at.y }), full);
    }
  });
  return out;
}

function key(field: number, p: { x: number; y: number }): string {
  return `${field}@${Math.round(p.x * 1000)},${Math.round(p.y * 1000)}`;
}

const OUTWARD: Record<Side, Point> = { N: { x: 0, y: -1 }, E: { x: 1, y: 0 }, S: { x: 0, y: 1 }, W: { x: -1, y: 0 } };

export function boardGeometry(board: Board): BoardGeometry {
  const fields = board.fields.map((f) => scale(f));
  const fulls = stubFulls(board);
  const alleys = board.alleys.map((alley): StreetShape => {
    const a = fields[alley.a] as Point;
    const b = fields[alley.b] as Point;
    if (alley.via === null) {
      const unit = Math.max(4, distance(a, b) - 2 * FIELD_R) / alley.segments;
      return { index: alley.index, points: [a, b], cobbles: cobblesFrom(a, b, alley.segments, unit) };
    }
    const via = scale(alley.via);
    const ka = fulls.get(key(alley.a, alley.via)) ?? Math.floor((alley.segments - 1) / 2);
    const kb = alley.segments - 1 - ka;
    const unitA = Math.max(4, distance(a, via) - FIELD_R) / (ka + 0.5);
    const unitB = Math.max(4, distance(b, via) - FIELD_R) / (kb + 0.5);
    const middle = along(a, via, distance(a, via));
    const cobbles = [
      ...cobblesFrom(a, via, ka, unitA),
      { x: via.x, y: via.y, angle: middle.angle, length: (unitA + unitB) / 2, half: false },
      ...cobblesFrom(b, via, kb, unitB).reverse(),
    ];
    return { index: alley.index, points: [a, via, b], cobbles };
  });
  const darkAlleys = board.darkAlleys.map((dark): DarkShape => {
    const from = fields[dark.field] as Point;
    const edge = scale(dark.edge);
    const full = dark.segments - 1;
    const unit = Math.max(4, distance(from, edge) - FIELD_R) / (full + 0.5);
    const end = along(from, edge, distance(from, edge));
    const out = OUTWARD[dark.side];
    const outside = { x: round(edge.x + out.x * MARGIN * 0.8), y: round(edge.y + out.y * MARGIN * 0.8) };
    const cobbles = [...cobblesFrom(from, edge, full, unit), { x: round(edge.x - (Math.cos((end.angle * Math.PI) / 180) * unit) / 4), y: round(edge.y - (Math.sin((end.angle * Math.PI) / 180) * unit) / 4), angle: end.angle, length: unit / 2, half: true }];
    return { index: dark.index, field: dark.field, side: dark.side, points: [from, edge, outside], outside, cobbles };
  });
  const parts = board.places.map(({ part }, place) => ({ place, part, x: (place % 3) * PART, y: Math.floor(place / 3) * PART }));
  return { fields, alleys, darkAlleys, parts };
}
