import { BUILDINGS, BUILDINGS_ON_PENINSULA, COLOURS, SHIP_SPACE_COUNT, type Colour } from '@harbour/grog-island/data';

/**
 * Where everything on the board is drawn, computed from the data module. Two arrangements of the
 * same board: `wide` is the printed board (peninsulas side by side, the ships in a row beneath,
 * open sea on the right) for tablets and desktops; `tall` stacks the peninsulas for phones, each
 * with its seven buildings and the ship anchored there, open sea last.
 */
export type Orientation = 'wide' | 'tall';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface BoardLayout {
  orientation: Orientation;
  width: number;
  height: number;
  /** The coloured ground of each peninsula and its title bar. */
  peninsula: Record<Colour, { area: Rect; header: Rect }>;
  cloud: Record<Colour, Rect>;
  /** By building index (data.BUILDINGS order). */
  building: Rect[];
  /** The six ship spaces; space 5 is open sea. */
  shipSpace: Rect[];
  /** Open sea's ground (a title and the supply: locks and decks). */
  openSea: { area: Rect; header: Rect; supply: Rect };
}

const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

function wideLayout(): BoardLayout {
  const margin = 8;
  const col = 140;
  const gap = 8;
  const cellH = 42;
  const cellGap = 4;
  const x = (i: number) => margin + i * (col + gap);
  const headerY = 66;
  const cellsY = headerY + 34;
  const areaBottom = cellsY + 7 * (cellH + cellGap) + 4;
  const shipY = areaBottom + 10;
  const shipH = 136;
  const peninsula = {} as BoardLayout['peninsula'];
  const cloud = {} as BoardLayout['cloud'];
  const building: Rect[] = Array.from({ length: BUILDINGS.length }, () => rect(0, 0, 0, 0));
  COLOURS.forEach((colour, i) => {
    peninsula[colour] = { area: rect(x(i), headerY, col, areaBottom - headerY), header: rect(x(i), headerY, col, 30) };
    cloud[colour] = rect(x(i) + 3, 4, col - 6, 58);
    BUILDINGS_ON_PENINSULA[colour].forEach((index, row) => {
      building[index] = rect(x(i) + 4, cellsY + row * (cellH + cellGap), col - 8, cellH);
    });
  });
  const shipSpace = Array.from({ length: SHIP_SPACE_COUNT }, (_, i) => rect(x(i), shipY, col, shipH));
  const seaX = x(5);
  return {
    orientation: 'wide',
    width: seaX + col + margin,
    height: shipY + shipH + margin,
    peninsula,
    cloud,
    building,
    shipSpace,
    openSea: { area: rect(seaX, headerY, col, shipY + shipH - headerY), header: rect(seaX, headerY, col, 30), supply: rect(seaX + 6, cellsY, col - 12, areaBottom - cellsY - 4) },
  };
}

/**
 * The phone's board is as wide in its units as the place it has on a 360 px phone (344 px): drawn at
 * 1:1 there (and larger on wider phones), so that its 11-unit words are never under 11 px.
 */
export const TALL_BOARD_WIDTH = 344;

function tallLayout(): BoardLayout {
  const width = TALL_BOARD_WIDTH;
  const margin = 4;
  const headerH = 28;
  const cellW = (width - 2 * margin - 3 * 4 - 8) / 4;
  const cellH = 56;
  const bandH = headerH + 4 + 2 * cellH + 4 + 4;
  const bandGap = 8;
  const peninsula = {} as BoardLayout['peninsula'];
  const cloud = {} as BoardLayout['cloud'];
  const building: Rect[] = Array.from({ length: BUILDINGS.length }, () => rect(0, 0, 0, 0));
  const shipSpace: Rect[] = [];
  const cell = (y0: number, k: number) => rect(margin + 4 + (k % 4) * (cellW + 4), y0 + headerH + 4 + Math.floor(k / 4) * (cellH + 4), cellW, cellH);
  COLOURS.forEach((colour, i) => {
    const y0 = margin + i * (bandH + bandGap);
    peninsula[colour] = { area: rect(margin, y0, width - 2 * margin, bandH), header: rect(margin, y0, width - 2 * margin, headerH) };
    cloud[colour] = rect(width / 2 + 4, y0 + 2, width / 2 - margin - 6, headerH - 4);
    BUILDINGS_ON_PENINSULA[colour].forEach((index, k) => {
      building[index] = cell(y0, k);
    });
    shipSpace.push(cell(y0, 7));
  });
  const seaY = margin + COLOURS.length * (bandH + bandGap);
  const seaH = headerH + 4 + cellH + 8;
  shipSpace.push(cell(seaY, 0));
  return {
    orientation: 'tall',
    width,
    height: seaY + seaH + margin,
    peninsula,
    cloud,
    building,
    shipSpace,
    openSea: {
      area: rect(margin, seaY, width - 2 * margin, seaH),
      header: rect(margin, seaY, width - 2 * margin, headerH),
      supply: rect(margin + 4 + cellW + 8, seaY + headerH + 4, width - 2 * margin - cellW - 16, cellH),
    },
  };
}

const LAYOUTS: Record<Orientation, BoardLayout> = { wide: wideLayout(), tall: tallLayout() };

export function boardLayout(orientation: Orientation): BoardLayout {
  return LAYOUTS[orientation];
}

/**
 * Text lines for a name in a box about `maxChars` wide: words kept whole; long words split at a
 * hyphen or at a soft hyphen (U+00AD, shown as "-" where the line breaks, dropped elsewhere).
 */
export function wrapWords(text: string, maxChars: number, maxLines = 2): string[] {
  const SOFT = '\u00ad';
  const pieces = text.split(/\s+/).flatMap((word) => {
    if (word.replaceAll(SOFT, '').length <= maxChars) return [{ text: word.replaceAll(SOFT, ''), glue: ' ' }];
    const parts = word.replace(/-/g, `-${SOFT}`).split(SOFT).filter((p) => p !== '');
    return parts.map((p, i) => ({ text: p, glue: i === 0 ? ' ' : '' }));
  });
  const lines: string[] = [];
  for (const piece of pieces) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? piece.text : last + piece.glue + piece.text;
    if (last !== undefined && joined.length <= maxChars) {
      lines[lines.length - 1] = joined;
    } else {
      if (last !== undefined && piece.glue === '' && !last.endsWith('-')) lines[lines.length - 1] = `${last}-`;
      lines.push(piece.text);
    }
  }
  // Too many lines: allow longer ones (the drawing condenses a line that comes out too wide).
  return lines.length <= maxLines || maxChars >= text.length ? lines : wrapWords(text, maxChars + 2, maxLines);
}
