import { describe, expect, it } from 'vitest';
import { seededRng } from '@harbour/game-kit';
import { FIELD_COUNT } from '@harbour/rum-and-pirates/data';
import { buildBoard, randomPlaces } from '@harbour/rum-and-pirates/rules';
import { FIELD_R, MARGIN, PART, boardGeometry } from './geometry.js';

describe('the board drawing', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('puts every field, alley segment and dark alley where the layout says (seed %i)', (seed) => {
    const board = buildBoard(randomPlaces(seededRng(seed)));
    const g = boardGeometry(board);
    expect(g.fields).toHaveLength(FIELD_COUNT);
    // Fields lie inside the town, at their board coordinates.
    g.fields.forEach((p, i) => {
      expect(p.x).toBeCloseTo((board.fields[i]?.x ?? -1) * PART, 5);
      expect(p.y).toBeCloseTo((board.fields[i]?.y ?? -1) * PART, 5);
    });
    // One cobble per segment, each on the street between its ends, none under a field disc.
    expect(g.alleys).toHaveLength(64);
    g.alleys.forEach((shape, i) => {
      const alley = board.alleys[i]!;
      expect(shape.cobbles, `alley ${i}`).toHaveLength(alley.segments);
      for (const c of shape.cobbles) {
        for (const f of g.fields) expect(Math.hypot(c.x - f.x, c.y - f.y), `alley ${i}`).toBeGreaterThan(FIELD_R - 1);
      }
      // A joined alley's middle segment sits on the border between the parts.
      if (alley.via) expect(shape.cobbles.some((c) => Math.abs(c.x - alley.via!.x * PART) < 0.1 && Math.abs(c.y - alley.via!.y * PART) < 0.1)).toBe(true);
    });
    // Dark alleys: a cobble per segment, the last one the half segment at the town's edge, leading out into the dark band.
    expect(g.darkAlleys).toHaveLength(24);
    g.darkAlleys.forEach((shape, i) => {
      const dark = board.darkAlleys[i]!;
      expect(shape.cobbles).toHaveLength(dark.segments);
      expect(shape.cobbles.filter((c) => c.half)).toHaveLength(1);
      expect(shape.cobbles[shape.cobbles.length - 1]?.half).toBe(true);
      const out = shape.outside;
      const beyond = out.x < 0 || out.y < 0 || out.x > 3 * PART || out.y > 3 * PART;
      expect(beyond).toBe(true);
      expect(Math.max(-out.x, -out.y, out.x - 3 * PART, out.y - 3 * PART)).toBeLessThanOrEqual(MARGIN);
    });
  });
});
