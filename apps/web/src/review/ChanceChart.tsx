import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS, percent } from './words.js';

/**
 * Each seat's estimated winning chance after every decision, as an SVG line chart that reads in
 * greyscale: every seat has its own dash pattern and its own marker shape (as well as a colour), its
 * name at the end of its line and in the legend. Dashed verticals mark the turning points (numbered),
 * a solid one the decision the replay shows.
 */
export interface ChanceChartProps {
  names: readonly string[];
  /** Chances after the deal, then after every decision. */
  start: readonly number[];
  decisions: readonly { readonly chances: readonly number[] }[];
  /** Indices into `decisions`. */
  turningPoints: readonly number[];
  /** The decision shown (index into `decisions`; -1: the deal), if any. */
  current: number | null;
}

type Marker = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross';
export const SEAT_STYLES: readonly { dash: string | undefined; marker: Marker; colour: string }[] = [
  { dash: undefined, marker: 'circle', colour: '#1d4f7a' },
  { dash: '9 4', marker: 'square', colour: '#8c3a0e' },
  { dash: '2 3', marker: 'triangle', colour: '#2b6430' },
  { dash: '12 3 2 3', marker: 'diamond', colour: '#6a2c6a' },
  { dash: '5 2 1 2 1 2', marker: 'cross', colour: '#3d3d3d' },
];
export const seatStyle = (seat: number) => SEAT_STYLES[seat % SEAT_STYLES.length] as (typeof SEAT_STYLES)[number];

const H = 220;
const LEFT = 44;
const TOP = 12;
const BOTTOM = 26;
/** Below this width the names stay in the legend and the lines end in their chance alone. */
const NARROW = 520;
/** A generous width of one character of an end label (12 px bold): a label is never cut at the chart's edge. */
const LABEL_CHAR = 7.4;
/** The most of the chart's width the end labels may take; longer names stay in the legend. */
const LABELS_SHARE = 0.36;

/** The element's width in CSS pixels, followed as it changes (the chart is drawn at its real size: text stays 11–12 px). */
function useWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(Math.max(280, Math.round(el.clientWidth) || fallback)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

export function MarkerShape({ shape, x, y, colour }: { shape: Marker; x: number; y: number; colour: string }) {
  const r = 4;
  const common = { stroke: colour, strokeWidth: 1.5, fill: '#fff' };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...common} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...common} />;
    case 'triangle':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} {...common} />;
    case 'diamond':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`} {...common} />;
    case 'cross':
      return <path d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`} stroke={colour} strokeWidth={2} />;
  }
}

/** A seat's line and marker as the legend shows it. */
export function LegendSample({ seat }: { seat: number }) {
  const style = seatStyle(seat);
  return (
    <svg width="44" height="14" viewBox="0 0 44 14" aria-hidden="true" focusable="false">
      <line x1="2" y1="7" x2="42" y2="7" stroke={style.colour} strokeWidth="2.5" strokeDasharray={style.dash} />
      <MarkerShape shape={style.marker} x={22} y={7} colour={style.colour} />
    </svg>
  );
}

/** End labels moved apart so no two overlap (at least `gap` apart), kept inside the plot. */
export function spreadLabels(ys: readonly number[], gap: number, low: number, high: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  order.forEach((o, k) => (placed[k] = Math.max(o.y, k > 0 ? (placed[k - 1] as number) + gap : low)));
  for (let k = order.length - 1; k >= 0; k--) placed[k] = Math.min(placed[k] as number, k < order.length - 1 ? (placed[k + 1] as number) - gap : high);
  const out: number[] = [];
  order.forEach((o, k) => (out[o.i] = placed[k] as number));
  return out;
}

export function ChanceChart({ names, start, decisions, turningPoints, current }: ChanceChartProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { ref, width: W } = useWidth<HTMLElement>(640);
  const series = [start, ...decisions.map((d) => d.chances)];
  const final = series[series.length - 1] ?? start;
  // The lines end in the seat's name and chance when the longest of those fits beside the plot
  // ("Computer 3 (strong) 45 %" was cut to "Computer 3 (stron"); else in the chance alone.
  const endLabel = (seat: number, withName: boolean) => (withName ? `${names[seat]} ${percent(i18n.language, final[seat] ?? 0)}` : percent(i18n.language, final[seat] ?? 0));
  const labelsWidth = 8 + Math.max(0, ...names.map((_, seat) => endLabel(seat, true).length)) * LABEL_CHAR + 4;
  const narrow = W < NARROW || labelsWidth > W * LABELS_SHARE;
  const RIGHT = narrow ? 44 : Math.max(64, Math.ceil(labelsWidth));
  const n = Math.max(1, series.length - 1);
  const x = (i: number) => LEFT + (i / n) * (W - LEFT - RIGHT);
  const y = (c: number) => TOP + (1 - c) * (H - TOP - BOTTOM);
  const endY = spreadLabels(names.map((_, seat) => y(final[seat] ?? 0)), 15, TOP + 4, H - BOTTOM);
  const markerEvery = Math.max(1, Math.round(n / 8));
  const finalText = names.map((name, seat) => `${name} ${percent(i18n.language, final[seat] ?? 0)}`).join(', ');
  return (
    <figure className="chance-chart" ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="chart-plot" role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="chance-chart">
        <title id={`${id}-t`}>{t(`${NS}:chart.title`)}</title>
        <desc id={`${id}-d`}>{t(`${NS}:chart.desc`, { final: finalText })}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((c) => (
          <g key={c}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(c)} y2={y(c)} stroke="#c8c8c8" strokeWidth={c === 0.5 ? 1.2 : 0.6} />
            <text x={LEFT - 6} y={y(c) + 4} textAnchor="end" className="chart-axis">
              {percent(i18n.language, c)}
            </text>
          </g>
        ))}
        <text x={LEFT} y={H - 6} className="chart-axis">
          {t(`${NS}:chart.start`)}
        </text>
        <text x={(LEFT + W - RIGHT) / 2} y={H - 6} textAnchor="middle" className="chart-axis">
          {t(`${NS}:chart.axis`)}
        </text>
        <text x={W - RIGHT} y={H - 6} textAnchor="end" className="chart-axis">
          {t(`${NS}:chart.end`)}
        </text>
        {turningPoints.map((tp, k) => (
          <g key={tp} data-testid="chart-turning-point">
            <line x1={x(tp + 1)} x2={x(tp + 1)} y1={TOP} y2={H - BOTTOM} stroke="#555" strokeWidth={1} strokeDasharray="3 3" />
            <circle cx={x(tp + 1)} cy={TOP} r={8} fill="#fff" stroke="#555" />
            <text x={x(tp + 1)} y={TOP + 4} textAnchor="middle" className="chart-tp">
              <title>{t(`${NS}:chart.turningPoint`, { n: k + 1 })}</title>
              {k + 1}
            </text>
          </g>
        ))}
        {current !== null ? <line x1={x(current + 1)} x2={x(current + 1)} y1={TOP} y2={H - BOTTOM} stroke="#000" strokeWidth={2} data-testid="chart-current" /> : null}
        {names.map((_, seat) => {
          const style = seatStyle(seat);
          const points = series.map((c, i) => `${x(i).toFixed(1)},${y(c[seat] ?? 0).toFixed(1)}`).join(' ');
          // Markers spread along the line, each seat's a little shifted, so overlapping lines still show theirs.
          const marks = series.map((_, i) => i).filter((i) => (i + seat) % markerEvery === 0 || i === series.length - 1);
          return (
            <g key={seat} data-testid="chart-seat">
              <polyline points={points} fill="none" stroke={style.colour} strokeWidth={2.5} strokeDasharray={style.dash} strokeLinejoin="round" />
              {marks.map((i) => (
                <MarkerShape key={i} shape={style.marker} x={x(i)} y={y(series[i]?.[seat] ?? 0)} colour={style.colour} />
              ))}
              <text x={W - RIGHT + 8} y={(endY[seat] ?? 0) + 4} className="chart-label">
                {endLabel(seat, !narrow)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="chance-legend" aria-label={t(`${NS}:chart.legend`)}>
        {names.map((name, seat) => (
          <li key={seat}>
            <LegendSample seat={seat} /> {name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
