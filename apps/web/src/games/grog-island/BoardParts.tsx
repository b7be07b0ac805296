import { memo, useLayoutEffect, type RefObject } from 'react';
import { onActivate } from '../../shared/svg.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import { type Building, type Cloud, type Colour } from '@harbour/grog-island/data';
import type { Occupant } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { TokenShape } from '../../shared/SeatToken.js';
import { seatStyle } from '../../shared/seats.js';
import { Icon, type IconName } from './icons.js';
import { wrapWords, type Rect } from './layout.js';
import { COLOUR_STYLES, GHOST_STYLE, INK } from './theme.js';
import { GAME_NS, UI_NS, breakableBuildingWord, buildingTypeWord, capitalise, colourWord, plain } from './words.js';

export { onActivate } from '../../shared/svg.js';

/**
 * Lines of text in an SVG, centred vertically on `cy`. With `maxWidth`, a line that comes out wider
 * (long German compounds such as "Kanonenkugelgießerei") is condensed to fit by `useFitText`.
 */
export function TextLines({ lines, x, cy, size, anchor = 'start', weight = 400, fill = INK, maxWidth }: { lines: string[]; x: number; cy: number; size: number; anchor?: 'start' | 'middle' | 'end'; weight?: number; fill?: string; maxWidth?: number }) {
  const lh = size * 1.15;
  const top = cy - ((lines.length - 1) * lh) / 2;
  return (
    <text x={x} fontSize={size} fontWeight={weight} fill={fill} textAnchor={anchor} aria-hidden="true" data-fit={maxWidth}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} y={top + i * lh} dominantBaseline="central">
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** What each line was last fitted for: its width, size, weight and words (a line that kept them keeps its fit). */
const fitted = new WeakMap<SVGTSpanElement, string>();
/** A canvas to measure text with: no layout of the page is needed (an SVG line's own measure forces one). */
let measurer: CanvasRenderingContext2D | null | undefined;
const families = new WeakMap<Element, string>();

/** The width of `text` drawn in the drawing's font at `size` user units; null where no canvas can tell (jsdom). */
function textWidth(root: SVGSVGElement, text: string, size: string, weight: string): number | null {
  if (measurer === undefined) {
    // jsdom has a canvas element without a 2D context (and complains when asked for one).
    if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')) return null;
    try {
      measurer = document.createElement('canvas').getContext('2d');
    } catch {
      measurer = null;
    }
  }
  if (!measurer) return null;
  let family = families.get(root);
  if (family === undefined) families.set(root, (family = getComputedStyle(root).fontFamily || 'sans-serif'));
  measurer.font = `${weight} ${size}px ${family}`;
  return measurer.measureText(text).width;
}

/**
 * Condenses every text line of an SVG that would come out wider than its `data-fit` width. Only lines
 * that are new or changed are measured, on a canvas in the drawing's font: measuring the SVG lines
 * themselves (getComputedTextLength) forced a layout of the whole page inside every move's render,
 * before the frame that shows the move. (Checked in Chromium against getComputedTextLength for every
 * line in English and German, wide and tall: the same lines are condensed, within 0.1 user units.)
 */
export function useFitText(svg: RefObject<SVGSVGElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const root = svg.current;
    if (!root) return;
    for (const span of Array.from(root.querySelectorAll<SVGTSpanElement>('text[data-fit] > tspan'))) {
      const text = span.parentElement;
      const max = text?.getAttribute('data-fit') ?? '';
      const size = text?.getAttribute('font-size') ?? '';
      const weight = text?.getAttribute('font-weight') ?? '400';
      const words = span.textContent ?? '';
      const fit = `${max}|${size}|${weight}|${words}`;
      if (fitted.get(span) === fit) continue;
      const width = textWidth(root, words, size, weight);
      if (width === null) continue;
      fitted.set(span, fit);
      if (width > Number(max)) {
        span.setAttribute('textLength', max);
        span.setAttribute('lengthAdjust', 'spacingAndGlyphs');
      } else if (span.hasAttribute('textLength')) {
        span.removeAttribute('textLength');
        span.removeAttribute('lengthAdjust');
      }
    }
  }, [svg, key]);
}

export interface SeatMarks {
  names: readonly string[];
  letters: readonly string[];
}

export function CrewToken({ occupant, cx, cy, r, marks }: { occupant: Exclude<Occupant, null | 'lock'>; cx: number; cy: number; r: number; marks: SeatMarks }) {
  if (occupant === 'ghost') {
    return <TokenShape shape="ghost" fill={GHOST_STYLE.fill} stroke={GHOST_STYLE.stroke} text={GHOST_STYLE.text} letter="" cx={cx} cy={cy} r={r} dashed />;
  }
  const style = seatStyle(occupant);
  return <TokenShape shape={style.shape} fill={style.fill} stroke={style.fill === '#ffffff' ? INK : '#ffffff'} text={style.text} letter={marks.letters[occupant] ?? '?'} cx={cx} cy={cy} r={r} />;
}

interface BuildingCellProps {
  building: Building;
  rect: Rect;
  occupant: Occupant;
  marks: SeatMarks;
  /** The building can be chosen now: its action's words and what happens on a click. */
  choice?: { label: string; onChoose: () => void };
  /** The crew member (or lock) arrived with the last change: it lands. */
  landing: boolean;
  /** What the building is and does now (help in place). */
  help: string;
  /** Changed by another seat's last move: marked. */
  changed?: boolean;
}

/** One building: its icon and name on the peninsula's colour, the crew member or lock on it. */
export const BuildingCell = memo(function BuildingCell({ building, rect, occupant, marks, choice, landing, help, changed = false }: BuildingCellProps) {
  const { t } = useTranslation();
  const { x, y, w, h } = rect;
  const colours = COLOUR_STYLES[building.peninsula];
  const name = buildingTypeWord(t, building.type);
  // Where a long name may break (German compounds), from the table's own words.
  const shown = breakableBuildingWord(t, building.type);
  const horizontal = w / h > 2;
  const iconSize = horizontal ? 26 : 20;
  const fontSize = horizontal ? 12 : 11;
  const textWidth = horizontal ? w - iconSize - 34 : w - 6;
  const lines = wrapWords(shown, Math.max(6, Math.floor(textWidth / (fontSize * 0.55))));
  const whose =
    occupant === null
      ? plain(t, `${UI_NS}:free`)
      : occupant === 'lock'
        ? plain(t, `${GAME_NS}:term.lock`)
        : occupant === 'ghost'
          ? plain(t, `${GAME_NS}:term.ghostCrew`)
          : t(`${UI_NS}:crewOf`, { player: marks.names[occupant] ?? '' });
  const description = `${name}, ${colourWord(t, building.peninsula)}: ${whose}`;
  const tokenR = horizontal ? 11 : 9.5;
  const tokenX = x + w - tokenR - 4;
  const tokenY = horizontal ? y + h / 2 : y + tokenR + 3;
  const interactive = choice !== undefined;
  return (
    <g
      className={`building${interactive ? ' choosable' : ''}${changed ? ' last-move' : ''}`}
      data-building={building.id}
      role={interactive ? 'button' : 'img'}
      {...helpProps(help)}
      aria-label={interactive ? `${choice.label}: ${description}` : description}
      onClick={choice?.onChoose}
      onKeyDown={choice ? onActivate(choice.onChoose) : undefined}
    >
      <rect className="cell-bg" x={x} y={y} width={w} height={h} rx={5} fill={colours.tint} stroke={colours.line} strokeWidth={1} />
      {horizontal ? (
        <>
          <Icon name={building.type as IconName} x={x + 4} y={y + (h - iconSize) / 2} size={iconSize} />
          <TextLines lines={lines} x={x + iconSize + 8} cy={y + h / 2} size={fontSize} maxWidth={w - iconSize - 12 - (occupant === null ? 0 : tokenR * 2 + 2)} />
        </>
      ) : (
        <>
          <Icon name={building.type as IconName} x={x + 4} y={y + 3} size={iconSize} />
          <TextLines lines={lines} x={x + w / 2} cy={y + h - 14} size={fontSize} anchor="middle" maxWidth={w - 6} />
        </>
      )}
      {occupant === 'lock' ? (
        <g className={landing ? 'landing' : undefined}>
          <rect x={x + 1} y={y + 1} width={w - 2} height={h - 2} rx={5} fill="#3b3024" opacity={0.25} />
          <Icon name="lock" x={tokenX - tokenR - 2} y={tokenY - tokenR - 2} size={tokenR * 2 + 4} />
        </g>
      ) : occupant !== null ? (
        <g className={landing ? 'landing' : undefined}>
          <CrewToken occupant={occupant} cx={tokenX} cy={tokenY} r={tokenR} marks={marks} />
        </g>
      ) : null}
      {interactive ? <rect className="choice-ring" x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={7} /> : null}
      <rect className="last-move-ring" x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={7} />
      <rect className="focus-ring" x={x - 4} y={y - 4} width={w + 8} height={h + 8} rx={8} />
    </g>
  );
});

const CLOUD_ICON: Record<Cloud, IconName | null> = { goalSwap: 'goalSwap', piratePoint: 'piratePoint', parrot: 'parrotCard', none: null, black: null };

/** A cloud over a peninsula with its reward for claiming a building there. */
export function CloudTile({ cloud, rect, peninsula, help, changed }: { cloud: Cloud; rect: Rect; peninsula: Colour; help: string; changed?: ReadonlySet<string> | null }) {
  const { t } = useTranslation();
  const { x, y, w, h } = rect;
  const black = cloud === 'black';
  const fill = black ? '#2b2d31' : '#ffffff';
  const ink = black ? '#ffffff' : INK;
  const icon = CLOUD_ICON[cloud];
  const text = t(`${GAME_NS}:cloud.${cloud}`);
  const compact = h < 36;
  // The wide board is drawn at about 0.92 at 1366×768: 12 units there, as its buildings' names.
  const fontSize = compact ? 11 : 12;
  const lines = wrapWords(text, Math.floor((w - (icon ? (compact ? h : 30) : 0) - 12) / (fontSize * 0.55)), 2);
  return (
    <g className={lastMoveClass(changed ?? null, `cloud:${peninsula}`, 'cloud')} data-cloud={peninsula} role="img" aria-label={t(`${UI_NS}:cloudOver`, { peninsula: colourWord(t, peninsula), reward: text })} {...helpProps(help)}>
      {compact ? (
        <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={fill} stroke={INK} strokeWidth={1} />
      ) : (
        <g>
          <g fill={fill} stroke={INK} strokeWidth={1.2}>
            <circle cx={x + w * 0.27} cy={y + h * 0.42} r={h * 0.3} />
            <circle cx={x + w * 0.5} cy={y + h * 0.34} r={h * 0.34} />
            <circle cx={x + w * 0.73} cy={y + h * 0.44} r={h * 0.28} />
            <rect x={x} y={y + h * 0.42} width={w} height={h * 0.58} rx={h * 0.29} />
          </g>
          <rect x={x + 1} y={y + h * 0.43} width={w - 2} height={h * 0.55} rx={h * 0.27} fill={fill} />
          <rect x={x + w * 0.2} y={y + h * 0.3} width={w * 0.6} height={h * 0.3} fill={fill} />
        </g>
      )}
      {icon ? <Icon name={icon} x={x + (compact ? 4 : 7)} y={y + (compact ? (h - 20) / 2 : h * 0.5)} size={compact ? 20 : 21} /> : null}
      <TextLines lines={lines} x={x + (icon ? (compact ? h + 4 : 31) : w / 2)} cy={y + (compact ? h / 2 : h * 0.7)} size={fontSize} anchor={icon ? 'start' : 'middle'} fill={ink} weight={black ? 600 : 400} maxWidth={w - (icon ? (compact ? h + 10 : 37) : 12)} />
      <rect className="last-move-ring" x={x - 2} y={y - 2} width={w + 4} height={h + 4} rx={Math.min(h / 2, 10)} />
    </g>
  );
}

/**
 * A peninsula's ground and its header. The header's title ends where its cloud begins when the
 * cloud shares the header's row (the phone's board): the long name ("orangefarbene Halbinsel") when
 * it fits there, else the colour alone, and condensed if even that is too wide.
 */
export function PeninsulaGround({ colour, area, header, help, cloud }: { colour: Colour; area: Rect; header: Rect; help: string; cloud?: Rect }) {
  const { t } = useTranslation();
  const style = COLOUR_STYLES[colour];
  const titleX = header.x + 31;
  const sharesRow = cloud !== undefined && cloud.x > header.x && cloud.y < header.y + header.h && cloud.y + cloud.h > header.y;
  const room = (sharesRow && cloud ? cloud.x : header.x + header.w) - titleX - 6;
  const long = t(`${GAME_NS}:peninsula.${colour}`);
  // Bold 12.5 px letters are about 0.6 of their size wide.
  const title = header.w > 200 && long.length * 12.5 * 0.6 <= room ? long : capitalise(colourWord(t, colour));
  return (
    <>
      <rect x={area.x} y={area.y} width={area.w} height={area.h} rx={8} fill={style.tint} opacity={0.55} stroke={style.line} strokeWidth={1.5} aria-hidden="true" />
      <g className="peninsula-header" data-peninsula={colour} role="img" aria-label={t(`${GAME_NS}:peninsula.${colour}`)} {...helpProps(help)}>
        <rect x={header.x} y={header.y} width={header.w} height={header.h} rx={8} fill={style.base} stroke={style.line} strokeWidth={1.5} />
        <Icon name={`goods.${colour}`} x={header.x + 5} y={header.y + (header.h - 22) / 2} size={22} />
        <TextLines lines={[title]} x={titleX} cy={header.y + header.h / 2} size={12.5} weight={700} maxWidth={room} />
      </g>
    </>
  );
}
