import type { ReactNode } from 'react';
import { DIE_PIPS, InlinePicture, PlacedPicture } from '../../shared/Picture.js';
import { INK } from './theme.js';

/**
 * Small pictures on a 24 × 24 grid: the ten field kinds, the tiles, the player's things. They carry
 * no text, so they read the same in every language; names sit beside them or in their labels.
 */
export type IconName =
  | 'coin'
  | 'headquarters'
  | 'pirate'
  | 'rum'
  | 'map'
  | 'rendezvous'
  | 'supplies'
  | 'townWatch'
  | 'tavern'
  | 'chest'
  | 'scorpion'
  | 'bunk'
  | 'hammock'
  | 'ropeCoil'
  | 'hiring'
  | 'flag'
  | 'captain'
  | 'trophy'
  | 'mast'
  | 'rules'
  | 'stepFirst'
  | 'stepBack'
  | 'stepNext'
  | 'stepLast'
  | 'zoom';

const S = { fill: 'none', stroke: INK, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const F = { fill: INK, stroke: 'none' } as const;
const LIGHT = '#ffffff';

const ICONS: Record<IconName, () => ReactNode> = {
  coin: () => (
    <>
      <circle cx={12} cy={12} r={8.5} fill="#e8b923" stroke={INK} strokeWidth={1.8} />
      <circle cx={12} cy={12} r={5.3} {...S} strokeWidth={1.2} />
    </>
  ),
  headquarters: () => (
    <>
      <path d="M6 21.5 V3" {...S} strokeWidth={2.2} />
      <path d="M6.6 3.5 H19 L15.8 7.8 L19 12 H6.6 Z" fill="#c62828" stroke={INK} strokeWidth={1.4} strokeLinejoin="round" />
      <path d="M3 21.5 h6" {...S} strokeWidth={2.2} />
    </>
  ),
  pirate: () => (
    <>
      <circle cx={12} cy={8} r={4.2} {...F} />
      <path d="M7.4 6.6 C9 3 15 3 16.6 6.6 Z" fill="#c62828" stroke={INK} strokeWidth={1.2} />
      <path d="M5 21.5 C5 15.5 8 13.3 12 13.3 C16 13.3 19 15.5 19 21.5 Z" {...F} />
      <path d="M9.3 17 h5.4 M9.3 19.3 h5.4" stroke={LIGHT} strokeWidth={1.3} />
    </>
  ),
  rum: () => (
    <>
      <path d="M6.5 3.5 Q5 12 6.5 20.5 H17.5 Q19 12 17.5 3.5 Z" fill="#a8753f" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M5.9 8 H18.1 M5.9 16 H18.1" {...S} strokeWidth={1.5} />
      <circle cx={12} cy={12} r={1.5} {...F} />
    </>
  ),
  map: () => (
    <>
      <path d="M3.5 5.5 L9 3.5 L15 5.5 L20.5 3.5 V18.5 L15 20.5 L9 18.5 L3.5 20.5 Z" fill="#f3e3b5" stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M12 9 l4 4 m0-4 l-4 4" stroke="#c62828" strokeWidth={2} strokeLinecap="round" />
      <path d="M6 15 q2-3 5-1.5" {...S} strokeWidth={1.1} strokeDasharray="1.6 1.6" />
    </>
  ),
  rendezvous: () => (
    <path d="M12 20.5 C6 16 3 12.5 3 8.6 C3 5.7 5.2 3.8 7.7 3.8 C9.6 3.8 11.1 5 12 6.6 C12.9 5 14.4 3.8 16.3 3.8 C18.8 3.8 21 5.7 21 8.6 C21 12.5 18 16 12 20.5 Z" fill="#d81b60" stroke={INK} strokeWidth={1.5} />
  ),
  supplies: () => (
    <>
      <path d="M2.5 14 C4.5 7.5 8.5 5 12 5 C15.5 5 19.5 7.5 21.5 14 C17 11.8 7 11.8 2.5 14 Z" {...F} />
      <path d="M4 17 Q12 12.5 20 17" {...S} strokeWidth={2.2} />
      <path d="M10.5 7.6 l3 3 m0-3 l-3 3" stroke={LIGHT} strokeWidth={1.3} strokeLinecap="round" />
    </>
  ),
  townWatch: () => (
    <>
      <path d="M12 2.5 V21.5" {...S} strokeWidth={2} />
      <path d="M12 3 C16 4 18.5 7 18 10.5 C15.5 9.2 13.5 9 12 9.6 Z" {...F} />
      <path d="M12 5 C9 5.5 7 7.5 7 9.6 C9 8.8 10.6 8.8 12 9.2 Z" {...F} />
      <path d="M9 13.5 h6" {...S} strokeWidth={1.6} />
    </>
  ),
  tavern: () => (
    <>
      <path d="M5 6.5 H15.5 V19.5 Q15.5 21 14 21 H6.5 Q5 21 5 19.5 Z" fill="#e8b923" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M15.5 9.5 H18 Q20 9.5 20 11.5 V14.5 Q20 16.5 18 16.5 H15.5" {...S} strokeWidth={1.6} />
      <path d="M4.3 6.8 C4 4 6.5 3 8 4 C9 2.5 12 2.5 13 4 C14.5 3 17 4 16.2 6.8 Z" fill={LIGHT} stroke={INK} strokeWidth={1.3} />
      <path d="M8.3 10 V18 M12.2 10 V18" {...S} strokeWidth={1.2} />
    </>
  ),
  chest: () => (
    <>
      <path d="M3.5 11 H20.5 V20 H3.5 Z" fill="#a8753f" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M3.5 11 V8.5 Q3.5 5 7 5 H17 Q20.5 5 20.5 8.5 V11" fill="#c48a4a" stroke={INK} strokeWidth={1.6} />
      <path d="M10 10 h4 v4 h-4 z" fill="#e8b923" stroke={INK} strokeWidth={1.2} />
    </>
  ),
  scorpion: () => (
    <>
      <ellipse cx={10} cy={15} rx={4.5} ry={3.2} {...F} />
      <path d="M14 14 C18 13 20 10 19 6.5 C18.5 4.5 16.5 4.2 15.8 5.8" {...S} strokeWidth={2} />
      <path d="M15.8 5.8 l-1.6 -0.4 l1 1.6 z" {...F} />
      <path d="M6 13 L3 10.5 M6 16.5 L2.8 18 M8 18 L6.5 21 M11 18 L11 21.2" {...S} strokeWidth={1.3} />
      <path d="M6.5 12.5 L4.5 8 L6.5 6.5 M6.5 12.5 L8.5 8" {...S} strokeWidth={1.3} />
    </>
  ),
  bunk: () => (
    <>
      <path d="M3 7 V20 M21 12 V20 M3 16 H21" {...S} strokeWidth={2} />
      <path d="M3.5 12 H21 V15.5 H3.5 Z" fill="#1e5fb8" stroke={INK} strokeWidth={1.2} />
      <circle cx={7} cy={10} r={2} {...F} />
    </>
  ),
  hammock: () => (
    <>
      <path d="M2.5 5 V20 M21.5 5 V20" {...S} strokeWidth={2} />
      <path d="M2.5 8 Q12 20 21.5 8" fill="#2b7a3a" stroke={INK} strokeWidth={1.4} />
    </>
  ),
  ropeCoil: () => (
    <>
      <circle cx={12} cy={12} r={8.5} fill="#d9b77a" stroke={INK} strokeWidth={1.5} />
      <circle cx={12} cy={12} r={5.5} {...S} strokeWidth={1.3} />
      <circle cx={12} cy={12} r={2.5} {...S} strokeWidth={1.3} />
      <path d="M20.5 12 Q22 17 18 20" {...S} strokeWidth={1.5} />
    </>
  ),
  hiring: () => (
    <>
      <path d="M4 21 V9 L12 3.5 L20 9 V21 Z" fill="#e8dcc2" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M9.5 21 V14.5 H14.5 V21" {...S} strokeWidth={1.5} />
      <circle cx={12} cy={10} r={1.6} {...F} />
    </>
  ),
  flag: () => (
    <>
      <path d="M5 21.5 V2.5" {...S} strokeWidth={2.2} />
      <path d="M5.6 3 H20 V12 H5.6 Z" {...F} />
      <circle cx={12.8} cy={7} r={2} fill={LIGHT} />
      <path d="M10.5 10 l4.6 0" stroke={LIGHT} strokeWidth={1.1} />
    </>
  ),
  captain: () => (
    <>
      <path d="M2.5 14 C4.5 7 8.5 5 12 5 C15.5 5 19.5 7 21.5 14 C17 11.5 7 11.5 2.5 14 Z" fill={INK} stroke="none" />
      <circle cx={12} cy={9} r={1.8} fill={LIGHT} />
      <path d="M4 18 Q12 13.5 20 18" {...S} strokeWidth={2.2} />
    </>
  ),
  trophy: () => (
    <>
      <path d="M7 3.5 H17 V9 A5 5 0 0 1 7 9 Z" fill="#e8b923" stroke={INK} strokeWidth={1.6} />
      <path d="M7 5.5 H4 Q4 10 7.8 10.6 M17 5.5 H20 Q20 10 16.2 10.6" {...S} strokeWidth={1.4} />
      <path d="M12 14 V18 M8 20.5 H16" {...S} strokeWidth={2} />
    </>
  ),
  mast: () => (
    <>
      <path d="M12 2 V22" {...S} strokeWidth={2.2} />
      <path d="M4 7 H20 M5.5 13 H18.5 M7 19 H17" {...S} strokeWidth={1.8} />
    </>
  ),
  stepFirst: () => <path d="M6 5 V19 M19 5 L9 12 L19 19 Z" {...S} fill={INK} strokeWidth={2} />,
  stepBack: () => <path d="M17 5 L7 12 L17 19 Z" {...F} />,
  stepNext: () => <path d="M7 5 L17 12 L7 19 Z" {...F} />,
  stepLast: () => <path d="M18 5 V19 M5 5 L15 12 L5 19 Z" {...S} fill={INK} strokeWidth={2} />,
  zoom: () => (
    <>
      <circle cx={10} cy={10} r={6.5} {...S} strokeWidth={2} />
      <path d="M15 15 L21 21 M7 10 H13 M10 7 V13" {...S} strokeWidth={2} />
    </>
  ),
  rules: () => (
    <>
      <path d="M5 3.5 H16 L19 6.5 V20.5 H5 Z" fill="#fffdf7" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M8 9 H16 M8 12.5 H16 M8 16 H13" {...S} strokeWidth={1.4} />
    </>
  ),
};

/** An icon inside an SVG, at (x, y) with the given size. */
export function Icon({ name, x, y, size }: { name: IconName; x: number; y: number; size: number }) {
  return (
    <PlacedPicture x={x} y={y} size={size}>
      {ICONS[name]()}
    </PlacedPicture>
  );
}

/** An icon in running text or a button; `label` names it for screen readers (else it is decoration). */
export function InlineIcon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <InlinePicture size={size} label={label}>
      {ICONS[name]()}
    </InlinePicture>
  );
}

/** A die showing `value` inside an SVG (top-left corner at x, y). */
export function DieFace({ value, x = 0, y = 0, size = 28, rolling = false, fill = '#ffffff' }: { value: number; x?: number; y?: number; size?: number; rolling?: boolean; fill?: string }) {
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true">
      <g className={rolling ? 'rum-die rolling' : 'rum-die'}>
        <rect width={size} height={size} rx={size * 0.2} fill={fill} stroke={INK} strokeWidth={1.6} />
        {(DIE_PIPS[value] ?? []).map(([px, py], i) => (
          <circle key={i} cx={px * size} cy={py * size} r={size * 0.09} fill={INK} />
        ))}
      </g>
    </g>
  );
}

/** A die as an inline picture with its value as the accessible name. */
export function InlineDie({ value, label, size = 28, rolling = false }: { value: number; label: string; size?: number; rolling?: boolean }) {
  return (
    <svg className="inline-die" width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <DieFace value={value} size={size} rolling={rolling} />
    </svg>
  );
}
