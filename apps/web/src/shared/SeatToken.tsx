import { legibleUnits } from './legible.js';
import type { SeatShape } from './seats.js';

interface TokenShapeProps {
  shape: SeatShape | 'ghost';
  fill: string;
  stroke: string;
  text: string;
  letter: string;
  /** Centre and radius in the surrounding SVG's units. */
  cx: number;
  cy: number;
  r: number;
  dashed?: boolean;
  /** The letter's size in the SVG's units (default: from the radius, 11 at least). */
  letterSize?: number;
}

/** A player's piece inside an SVG: a shape (one per seat), its colour and a letter. */
export function TokenShape({ shape, fill, stroke, text, letter, cx, cy, r, dashed, letterSize }: TokenShapeProps) {
  const common = { fill, stroke, strokeWidth: Math.max(1.5, r / 6), strokeDasharray: dashed ? `${r / 3} ${r / 5}` : undefined };
  let body;
  switch (shape) {
    case 'circle':
      body = <circle cx={cx} cy={cy} r={r} {...common} />;
      break;
    case 'square':
      body = <rect x={cx - r * 0.9} y={cy - r * 0.9} width={r * 1.8} height={r * 1.8} rx={r * 0.2} {...common} />;
      break;
    case 'diamond':
      body = <polygon points={`${cx},${cy - r * 1.15} ${cx + r * 1.15},${cy} ${cx},${cy + r * 1.15} ${cx - r * 1.15},${cy}`} {...common} />;
      break;
    case 'triangle':
      body = <polygon points={`${cx},${cy - r * 1.2} ${cx + r * 1.1},${cy + r * 0.8} ${cx - r * 1.1},${cy + r * 0.8}`} {...common} />;
      break;
    case 'star': {
      // A broad five-pointed star, so that the letter still fits inside.
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? r * 1.3 : r * 0.8;
        const angle = -Math.PI / 2 + (i * Math.PI) / 5;
        return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
      });
      body = <polygon points={points.join(' ')} {...common} />;
      break;
    }
    case 'ghost':
      body = (
        <path
          d={`M${cx - r},${cy + r} V${cy} a${r},${r} 0 0 1 ${2 * r},0 V${cy + r} l${-r / 2},${-r / 3} l${-r / 2},${r / 3} l${-r / 2},${-r / 3} z`}
          {...common}
        />
      );
      break;
  }
  const dy = shape === 'triangle' ? r * 0.25 : shape === 'star' ? r * 0.08 : 0;
  if (shape === 'ghost') {
    return (
      <g aria-hidden="true">
        {body}
        <circle cx={cx - r * 0.38} cy={cy - r * 0.05} r={r * 0.17} fill={text} />
        <circle cx={cx + r * 0.38} cy={cy - r * 0.05} r={r * 0.17} fill={text} />
      </g>
    );
  }
  return (
    <g aria-hidden="true">
      {body}
      <text x={cx} y={cy + dy} fill={text} fontSize={letterSize ?? Math.max(11, r * (letter.length > 1 ? 0.95 : 1.2))} fontWeight={700} textAnchor="middle" dominantBaseline="central">
        {letter}
      </text>
    </g>
  );
}

interface SeatBadgeProps extends Omit<TokenShapeProps, 'cx' | 'cy' | 'r'> {
  size?: number;
  label?: string;
}

/**
 * The same piece as a small inline picture (panels, log, lists). Its letter is drawn at 11.2 px or
 * more whatever the badge's size (a 16 px badge in the log drew it at 7.3 px).
 */
export function SeatBadge({ size = 20, label, ...shape }: SeatBadgeProps) {
  return (
    <svg className="seat-badge" width={size} height={size} viewBox="0 0 24 24" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <TokenShape {...shape} cx={12} cy={12} r={9} letterSize={legibleUnits(size)} />
    </svg>
  );
}
