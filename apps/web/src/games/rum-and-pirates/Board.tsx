import { memo, useMemo, useRef } from 'react';
import { FIELDS, type FieldKind } from '@harbour/rum-and-pirates/data';
import type { RumState } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { useBoardVisibleMark } from '../../shared/board-visible.js';
import { TokenShape } from '../../shared/SeatToken.js';
import { seatStyle } from '../../shared/seats.js';
import { onActivate } from '../../shared/svg.js';
import { legibleFont, useLegibleScale } from '../../shared/legible.js';
import { FIELD_R, MARGIN, PART, VIEW_SIZE, boardGeometry, type Cobble, type DarkShape, type Point, type StreetShape } from './geometry.js';
import { Icon, type IconName } from './icons.js';
import { useChanged } from './last-move.js';
import { alleyHelp, captainHelp, darkAlleyHelp, fieldHelp } from './help.js';
import { BOARD, FIELD_FILL, INK, TILE_COLOURS } from './theme.js';
import { UI_NS, costText, fieldName } from './words.js';

export interface SeatMarks {
  names: readonly string[];
  letters: readonly string[];
}

/** A field the captain can be moved to now, with the cheapest way there. */
export interface Reach {
  pirates: number;
  coins: number;
  /** How many different moves lead there. */
  ways: number;
  /** Only through dark alleys (off the board and back in elsewhere). */
  darkOnly: boolean;
}

export interface FieldChoice {
  reach: ReadonlyMap<number, Reach>;
  selected: number | null;
  onChoose(field: number): void;
}

export interface StreetChoice {
  alleys: ReadonlySet<number>;
  darkAlleys: ReadonlySet<number>;
  label(kind: 'alley' | 'dark', index: number): string;
  onChoose(kind: 'alley' | 'dark', index: number): void;
}

interface BoardProps {
  G: RumState;
  marks: SeatMarks;
  fieldChoice?: FieldChoice | undefined;
  /** Neighbouring fields the player cannot reach now, with the reason in words. */
  blocked?: ReadonlyMap<number, string> | undefined;
  streetChoice?: StreetChoice | undefined;
  /** Streets to show as the way of the move being chosen. */
  highlight?: { alleys: ReadonlySet<number>; darkAlleys: ReadonlySet<number> } | undefined;
}

/**
 * The town drawn from the match's board: the nine parts, their fields with icons and colours, the
 * alleys with a cobble per segment (showing whose pirates fill it), the dark alleys leading off the
 * edge, and the captain. Fields the captain can reach now are buttons with their cost.
 */
export function Board({ G, marks, fieldChoice, blocked, streetChoice, highlight }: BoardProps) {
  const { t, i18n } = useTranslation();
  const geometry = useMemo(() => boardGeometry(G.board), [G.board]);
  useBoardVisibleMark();
  const svg = useRef<SVGSVGElement>(null);
  // On a phone the board is drawn at about half its size: its numbers stay 11 px or more (legible.ts).
  useLegibleScale(svg, VIEW_SIZE);
  const changed = useChanged();
  const captain = geometry.fields[G.captain] as Point;
  // The help of every piece, written again only when what it tells of changed (help.ts reads, for an
  // alley, G.board and G.alleys; a dark alley, G.board and G.darkAlleys; a field, G.display, G.stacks,
  // G.rumSupply and G.captain): a move changes a few pieces, and ~100 sentences a move were most of a render.
  const alleyHelps = useMemo(() => byIndex(geometry.alleys, (i) => alleyHelp(t, { board: G.board, alleys: G.alleys } as RumState, marks.names, i)), [t, geometry, G.board, G.alleys, marks.names]);
  const darkHelps = useMemo(() => byIndex(geometry.darkAlleys, (i) => darkAlleyHelp(t, { board: G.board, darkAlleys: G.darkAlleys } as RumState, marks.names, i)), [t, geometry, G.board, G.darkAlleys, marks.names]);
  const fieldHelps = useMemo(
    () => geometry.fields.map((_, index) => fieldHelp(t, i18n.language, { display: G.display, stacks: G.stacks, rumSupply: G.rumSupply, captain: G.captain } as RumState, index)),
    [t, i18n.language, geometry, G.display, G.stacks, G.rumSupply, G.captain],
  );
  return (
    <svg ref={svg} className="rum-board" viewBox={`${-MARGIN} ${-MARGIN} ${VIEW_SIZE} ${VIEW_SIZE}`} role="group" aria-label={t(`${UI_NS}:board`)} data-testid="board">
      <rect x={-MARGIN} y={-MARGIN} width={VIEW_SIZE} height={VIEW_SIZE} rx={16} fill={BOARD.dark} aria-hidden="true" />
      {geometry.parts.map((p) => (
        <g key={p.place} aria-hidden="true">
          <rect x={p.x} y={p.y} width={PART} height={PART} fill={BOARD.ground[(p.place % 2) as 0 | 1]} stroke={BOARD.partLine} strokeWidth={1} />
        </g>
      ))}
      <g role="group" aria-label={t(`${UI_NS}:darkAlleys`)}>
        {geometry.darkAlleys.map((shape) => (
          <DarkStreet
            key={shape.index}
            shape={shape}
            occupant={G.darkAlleys[shape.index]?.seat ?? null}
            marks={marks}
            lit={highlight?.darkAlleys.has(shape.index) ?? false}
            choice={streetChoice?.darkAlleys.has(shape.index) ? streetChoice : undefined}
            help={darkHelps[shape.index] ?? ''}
            changed={changed?.has(`dark:${shape.index}`) ?? false}
          />
        ))}
      </g>
      <g role="group" aria-label={t(`${UI_NS}:alleys`)}>
        {geometry.alleys.map((shape) => (
          <Street
            key={shape.index}
            shape={shape}
            a={G.board.alleys[shape.index]?.a ?? 0}
            b={G.board.alleys[shape.index]?.b ?? 0}
            occupant={G.alleys[shape.index] ?? null}
            marks={marks}
            lit={highlight?.alleys.has(shape.index) ?? false}
            choice={streetChoice?.alleys.has(shape.index) ? streetChoice : undefined}
            help={alleyHelps[shape.index] ?? ''}
            changed={changed?.has(`alley:${shape.index}`) ?? false}
          />
        ))}
      </g>
      <g role="group" aria-label={t(`${UI_NS}:fields`)}>
        {geometry.fields.map((p, index) => {
          const reach = fieldChoice?.reach.get(index);
          return (
            <Field
              key={index}
              index={index}
              at={p}
              captain={index === G.captain}
              reach={reach}
              selected={fieldChoice?.selected === index}
              blocked={blocked?.get(index)}
              onChoose={reach && fieldChoice ? fieldChoice.onChoose : undefined}
              help={fieldHelps[index] ?? ''}
              changed={changed?.has(`field:${index}`) ?? false}
            />
          );
        })}
      </g>
      <g className={changed?.has('captain') ? 'captain last-move' : 'captain'} style={{ transform: `translate(${captain.x + FIELD_R * 0.8}px, ${captain.y - FIELD_R * 0.85}px)` }} role="img" aria-label={t(`${UI_NS}:captainAt`, { field: fieldName(t, G.captain) })} data-testid="captain" data-at={G.captain} {...helpProps(captainHelp(t, G))}>
        {changed?.has('captain') ? <circle className="last-move-ring" r={18} /> : null}
        <circle r={13} fill={BOARD.captain} stroke={BOARD.captainInk} strokeWidth={2} />
        <Icon name="captain" x={-10} y={-10} size={20} />
      </g>
    </svg>
  );
}

/** A text per street, by the street's index. */
function byIndex(shapes: readonly { index: number }[], text: (index: number) => string): string[] {
  const out: string[] = [];
  for (const shape of shapes) out[shape.index] = text(shape.index);
  return out;
}

/** The words of a street's state: empty, or whose pirates fill it. */
function occupantWords(t: ReturnType<typeof useTranslation>['t'], occupant: number | null, marks: SeatMarks): string {
  return occupant === null ? t(`${UI_NS}:empty`) : t(`${UI_NS}:piratesOf`, { player: marks.names[occupant] ?? '' });
}

const Street = memo(function Street({ shape, a, b, occupant, marks, lit, choice, help, changed }: { shape: StreetShape; a: number; b: number; occupant: number | null; marks: SeatMarks; lit: boolean; choice: StreetChoice | undefined; help: string; changed: boolean }) {
  const { t } = useTranslation();
  const d = shape.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  const description = t(`${UI_NS}:alleyLabel`, { a: fieldName(t, a), b: fieldName(t, b), count: shape.cobbles.length, state: occupantWords(t, occupant, marks) });
  const interactive = choice !== undefined;
  const choose = () => choice?.onChoose('alley', shape.index);
  return (
    <g
      className={`street${lit ? ' lit' : ''}${interactive ? ' choosable' : ''}${changed ? ' last-move' : ''}`}
      data-alley={shape.index}
      role={interactive ? 'button' : 'img'}
      {...helpProps(help)}
      aria-label={interactive ? `${choice.label('alley', shape.index)}: ${description}` : description}
      onClick={interactive ? choose : undefined}
      onKeyDown={interactive ? onActivate(choose) : undefined}
    >
      {changed ? <path d={d} className="last-move-ring" fill="none" /> : null}
      <path d={d} className="street-bed" fill="none" stroke={BOARD.street} strokeWidth={16} strokeLinecap="round" strokeLinejoin="round" />
      {interactive ? <path d={d} className="choice-ring" fill="none" /> : null}
      {lit ? <path d={d} className="street-lit" fill="none" /> : null}
      {shape.cobbles.map((c, i) => (
        <CobbleStone key={i} cobble={c} occupant={occupant} marks={marks} />
      ))}
      {interactive ? <path d={d} className="focus-ring" fill="none" /> : null}
    </g>
  );
});

const DarkStreet = memo(function DarkStreet({ shape, occupant, marks, lit, choice, help, changed }: { shape: DarkShape; occupant: number | null; marks: SeatMarks; lit: boolean; choice: StreetChoice | undefined; help: string; changed: boolean }) {
  const { t } = useTranslation();
  const [from, edge, outside] = shape.points as [Point, Point, Point];
  const d = `M${from.x} ${from.y} L${edge.x} ${edge.y}`;
  const description = t(`${UI_NS}:darkAlleyLabel`, { field: fieldName(t, shape.field), side: t(`${UI_NS}:edge.${shape.side}`), count: shape.cobbles.length, state: occupantWords(t, occupant, marks) });
  const interactive = choice !== undefined;
  const choose = () => choice?.onChoose('dark', shape.index);
  return (
    <g
      className={`street dark-street${lit ? ' lit' : ''}${interactive ? ' choosable' : ''}${changed ? ' last-move' : ''}`}
      data-dark-alley={shape.index}
      role={interactive ? 'button' : 'img'}
      {...helpProps(help)}
      aria-label={interactive ? `${choice.label('dark', shape.index)}: ${description}` : description}
      onClick={interactive ? choose : undefined}
      onKeyDown={interactive ? onActivate(choose) : undefined}
    >
      <path d={`M${edge.x} ${edge.y} L${outside.x} ${outside.y}`} stroke="#55525f" strokeWidth={16} strokeLinecap="round" strokeDasharray="2 5" />
      {changed ? <path d={d} className="last-move-ring" fill="none" /> : null}
      <path d={d} className="street-bed" fill="none" stroke={BOARD.street} strokeWidth={16} strokeLinecap="round" />
      {interactive ? <path d={`${d} L${outside.x} ${outside.y}`} className="choice-ring" fill="none" /> : null}
      {lit ? <path d={`${d} L${outside.x} ${outside.y}`} className="street-lit" fill="none" /> : null}
      {shape.cobbles.map((c, i) => (
        <CobbleStone key={i} cobble={c} occupant={occupant} marks={marks} />
      ))}
      {interactive ? <path d={`${d} L${outside.x} ${outside.y}`} className="focus-ring" fill="none" /> : null}
    </g>
  );
});

/** One segment: an empty cobble, or the pirate of the player who filled the alley. */
function CobbleStone({ cobble, occupant, marks }: { cobble: Cobble; occupant: number | null; marks: SeatMarks }) {
  const length = Math.max(6, Math.min(cobble.length - 3, 20));
  const width = cobble.half ? 9 : 12;
  if (occupant !== null) {
    const style = seatStyle(occupant);
    return (
      <g className="pirate-token">
        <TokenShape shape={style.shape} fill={style.fill} stroke={style.fill === '#ffffff' ? INK : '#ffffff'} text={style.text} letter="" cx={cobble.x} cy={cobble.y} r={cobble.half ? 5 : 6.8} />
      </g>
    );
  }
  return (
    <rect
      x={cobble.x - length / 2}
      y={cobble.y - width / 2}
      width={length}
      height={width}
      rx={3}
      transform={`rotate(${cobble.angle} ${cobble.x} ${cobble.y})`}
      fill={BOARD.cobble}
      stroke={BOARD.cobbleLine}
      strokeWidth={1}
      strokeDasharray={cobble.half ? '2 2' : undefined}
      aria-hidden="true"
    />
  );
}

const FIELD_ICON: Record<FieldKind, IconName> = {
  coin: 'coin',
  headquarters: 'headquarters',
  pirate: 'pirate',
  rum: 'rum',
  map: 'map',
  rendezvous: 'rendezvous',
  supplies: 'supplies',
  townWatch: 'townWatch',
  tavern: 'tavern',
  chest: 'chest',
};

interface FieldProps {
  index: number;
  at: Point;
  captain: boolean;
  reach: Reach | undefined;
  selected: boolean;
  blocked: string | undefined;
  onChoose: ((field: number) => void) | undefined;
  /** What the field is and does (help in place). */
  help: string;
  /** The last move of another seat brought the captain here. */
  changed: boolean;
}

const Field = memo(function Field({ index, at, captain, reach, selected, blocked, onChoose, help, changed }: FieldProps) {
  const { t } = useTranslation();
  const field = FIELDS[index];
  if (!field) return null;
  const name = fieldName(t, index);
  const colour = field.colour ? TILE_COLOURS[field.colour] : null;
  const interactive = onChoose !== undefined && reach !== undefined;
  const choose = () => onChoose?.(index);
  let label = name;
  if (captain) label = `${name}, ${t(`${UI_NS}:captainHere`)}`;
  if (interactive) label = `${t(`${UI_NS}:${reach.darkOnly ? 'moveDarkTo' : 'moveTo'}`, { field: name })}: ${costWords(t, reach)}${reach.ways > 1 ? `, ${t(`${UI_NS}:ways`, { count: reach.ways })}` : ''}`;
  else if (blocked) label = `${name}: ${blocked}`;
  // The figures drawn on a field (a coin field's part, the cost badge) stand beside its button, not in
  // it: the button's name says them in words.
  return (
    <>
      <g
        className={`field${interactive ? ' choosable' : ''}${interactive && reach.darkOnly ? ' via-dark' : ''}${selected ? ' selected' : ''}${blocked ? ' blocked' : ''}${changed ? ' last-move' : ''}`}
        data-field={index}
        data-kind={field.kind}
        role={interactive ? 'button' : 'img'}
        {...helpProps(help)}
        aria-label={label}
        aria-pressed={interactive ? selected : undefined}
        onClick={interactive ? choose : undefined}
        onKeyDown={interactive ? onActivate(choose) : undefined}
      >
        {interactive ? <circle cx={at.x} cy={at.y} r={FIELD_R + 12} fill="transparent" /> : null}
        {changed ? <circle className="last-move-ring" cx={at.x} cy={at.y} r={FIELD_R + 6} /> : null}
        <circle cx={at.x} cy={at.y} r={FIELD_R} fill={FIELD_FILL[field.kind]} stroke={BOARD.fieldLine} strokeWidth={1.5} />
        {colour ? <circle cx={at.x} cy={at.y} r={FIELD_R - 2.5} fill="none" stroke={colour.base} strokeWidth={4.5} strokeDasharray={colour.dash} /> : null}
        {field.kind === 'coin' ? <Icon name="coin" x={at.x - 15} y={at.y - 15} size={30} /> : <Icon name={FIELD_ICON[field.kind]} x={at.x - 13} y={at.y - 13} size={26} />}
        {blocked ? <circle cx={at.x} cy={at.y} r={FIELD_R + 3} fill="none" stroke={BOARD.blocked} strokeWidth={2} strokeDasharray="3 3" /> : null}
        {interactive ? <circle className="choice-ring" cx={at.x} cy={at.y} r={FIELD_R + 4} /> : null}
        {selected ? <circle cx={at.x} cy={at.y} r={FIELD_R + 5} fill="none" stroke={BOARD.choice} strokeWidth={4} /> : null}
        {interactive ? <circle className="focus-ring" cx={at.x} cy={at.y} r={FIELD_R + 8} /> : null}
      </g>
      {field.kind === 'coin' ? (
        <text x={at.x} y={at.y + 0.5} style={legibleFont(14)} fontWeight={800} fill={INK} textAnchor="middle" dominantBaseline="central" aria-hidden="true" pointerEvents="none">
          {field.part}
        </text>
      ) : null}
      {interactive ? <CostBadge at={at} reach={reach} /> : null}
    </>
  );
});

export function costWords(t: ReturnType<typeof useTranslation>['t'], cost: { pirates: number; coins: number }): string {
  return costText(t, cost);
}

/** A cost badge grows from its top where the board is drawn small, so that its 13-unit figures stay 11.2 px or more (legible.ts). */
const BADGE_STYLE = { transformBox: 'fill-box', transformOrigin: 'center top', scale: 'max(1, calc(11.2 / 13 * var(--units-per-px, 1)))' } as const;

/** The cost of reaching a field, beneath it: pirates (and coins when it costs any). */
function CostBadge({ at, reach }: { at: Point; reach: Reach }) {
  const coins = reach.coins > 0;
  // As wide as its figures (8 units a digit at 13 bold): a last figure ran into the rounded end and was cut.
  const digit = 8;
  const coinAt = 18 + digit * String(reach.pirates).length + 1;
  const w = coins ? coinAt + 15 + digit * String(reach.coins).length + 6 : 18 + digit * String(reach.pirates).length + 6;
  const x = at.x - w / 2;
  const y = at.y + FIELD_R + 2;
  // Fields reached only through dark alleys: a dark badge with a dashed edge.
  const ink = reach.darkOnly ? BOARD.darkText : INK;
  return (
    <g aria-hidden="true" className="cost-badge" pointerEvents="none" style={BADGE_STYLE}>
      <rect x={x} y={y} width={w} height={17} rx={8.5} fill={reach.darkOnly ? BOARD.dark : '#ffffff'} stroke={reach.darkOnly ? BOARD.darkText : BOARD.choice} strokeWidth={1.5} strokeDasharray={reach.darkOnly ? '3 2' : undefined} />
      <circle cx={x + 10} cy={y + 8.5} r={6.5} fill="#ffffff" />
      <Icon name="pirate" x={x + 4} y={y + 2.5} size={12} />
      <text x={x + 18} y={y + 9} fontSize={13} fontWeight={800} fill={ink} dominantBaseline="central">
        {reach.pirates}
      </text>
      {coins ? (
        <>
          <Icon name="coin" x={x + coinAt} y={y + 1.5} size={14} />
          <text x={x + coinAt + 15} y={y + 9} fontSize={13} fontWeight={800} fill={ink} dominantBaseline="central">
            {reach.coins}
          </text>
        </>
      ) : null}
    </g>
  );
}
