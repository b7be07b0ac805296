import type { ReactNode } from 'react';
import type { BuildingType, Colour } from '@harbour/grog-island/data';
import { InlinePicture, PlacedPicture } from '../../shared/Picture.js';
import { INK } from './theme.js';

/**
 * Small pictures drawn on a 24×24 grid: the twelve building types, the five goods, the rewards.
 * They carry no text, so they read the same in every language; names sit beside them.
 */
export type IconName =
  | BuildingType
  | `goods.${Colour}`
  | 'coin'
  | 'treasureCard'
  | 'parrotCard'
  | 'goalCard'
  | 'claim'
  | 'lock'
  | 'piratePoint'
  | 'goalSwap'
  | 'ship'
  | 'crew'
  | 'flag'
  | 'ghost'
  | 'trophy';

const S = { fill: 'none', stroke: INK, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const F = { fill: INK, stroke: 'none' } as const;
const LIGHT = '#ffffff';

const ICONS: Record<IconName, () => ReactNode> = {
  swordShop: () => (
    <>
      <path d="M9 15 L20 4 L20.5 3.5 M9 15 L19.5 4.5" {...S} strokeWidth={2.6} />
      <path d="M5.5 12 L12 18.5" {...S} strokeWidth={2.2} />
      <path d="M8.5 15.5 L4.5 19.5" {...S} strokeWidth={2.4} />
      <circle cx={3.8} cy={20.2} r={1.4} {...F} />
    </>
  ),
  pegLegShop: () => (
    <>
      <path d="M8.5 2.5 h7 v8.5 h-7 z" {...S} fill="#c9b79c" />
      <path d="M10 11 h4 l-1.2 10.5 h-1.6 z" {...F} />
      <path d="M8.5 9 h7" {...S} />
    </>
  ),
  hatShop: () => (
    <>
      <path d="M2 15 C4 8 8 5.5 12 5.5 C16 5.5 20 8 22 15 C17 12.5 7 12.5 2 15 Z" {...F} />
      <path d="M3.5 18 Q12 13.5 20.5 18" {...S} strokeWidth={2.2} />
      <circle cx={12} cy={10} r={1.7} fill={LIGHT} />
    </>
  ),
  hookShop: () => (
    <>
      <path d="M8.5 2.5 h7 v4 h-7 z" {...F} />
      <path d="M12 6.5 V14 A4.6 4.6 0 1 1 5.2 10.8" {...S} strokeWidth={2.4} />
    </>
  ),
  anchorShop: () => (
    <>
      <circle cx={12} cy={4.5} r={2.2} {...S} />
      <path d="M12 6.7 V20.5 M7.5 9.5 h9 M4.5 13.5 A7.5 7.5 0 0 0 19.5 13.5" {...S} strokeWidth={2.1} />
      <path d="M3 14.5 L4.5 12 L6.3 14.3 Z M21 14.5 L19.5 12 L17.7 14.3 Z" {...F} />
    </>
  ),
  figureheadStudio: () => (
    <>
      <path d="M13 3 C9 3 8 6 8.5 9 L7 11.5 L9 12 L9.3 14 C10 15 11.5 15 13 14.5 L14 17 C11 17.5 7 19 6 21.5 H19 C18.5 17 17.5 15 16 13 C18.5 9 17.5 3 13 3 Z" {...F} />
    </>
  ),
  voodooDollWorkshop: () => (
    <>
      <circle cx={12} cy={6} r={3.6} fill="#c9b79c" stroke={INK} strokeWidth={1.5} />
      <path d="M10.6 5 l1 1 m0-1 l-1 1 M12.9 5 l1 1 m0-1 l-1 1" {...S} strokeWidth={1} />
      <path d="M8.5 10 h7 l-0.8 5.5 l2 5.5 h-2.7 l-2-4.2 l-2 4.2 h-2.7 l2-5.5 z" fill="#c9b79c" stroke={INK} strokeWidth={1.5} />
      <path d="M5 11.5 h14" {...S} />
      <path d="M16 3 L20.5 0.8 M15.5 13 L20.5 12" {...S} strokeWidth={1.2} />
    </>
  ),
  cannonballFoundry: () => (
    <>
      <circle cx={12} cy={13} r={7.5} {...F} />
      <circle cx={9.3} cy={10.3} r={1.8} fill={LIGHT} />
      <path d="M15.5 6.5 Q17 3 20 3.5" {...S} />
    </>
  ),
  fortuneTellerStudio: () => (
    <>
      <circle cx={12} cy={10} r={6.8} fill="#d9ccf2" stroke={INK} strokeWidth={1.8} />
      <path d="M9 8 a3.5 3.5 0 0 1 3 -2" {...S} stroke={LIGHT} strokeWidth={1.6} />
      <path d="M6.5 21 h11 l-2.2 -4 h-6.6 z" {...F} />
    </>
  ),
  coffinMaker: () => (
    <>
      <path d="M9 1.8 h6 l3.3 6.5 l-3 14 h-6.6 l-3 -14 z" fill="#b98e5a" stroke={INK} strokeWidth={1.8} strokeLinejoin="round" />
      <path d="M12 6 v7.5 M9.6 8.6 h4.8" {...S} />
    </>
  ),
  eyePatchShop: () => (
    <>
      <path d="M1.5 7.5 Q12 12.5 22.5 7.5" {...S} strokeWidth={1.6} />
      <ellipse cx={12} cy={13.5} rx={5.3} ry={4.6} {...F} />
    </>
  ),
  pub: () => (
    <>
      <rect x={4.5} y={8} width={10.5} height={13} rx={1.5} fill="#f2b233" stroke={INK} strokeWidth={1.8} />
      <path d="M15 11 h2.5 a2 2 0 0 1 2 2 v3 a2 2 0 0 1 -2 2 H15" {...S} />
      <path d="M3.5 8.5 a2.6 2.6 0 0 1 3.6 -3 a2.8 2.8 0 0 1 5.2 -0.2 a2.6 2.6 0 0 1 4 3.2 z" fill={LIGHT} stroke={INK} strokeWidth={1.4} />
    </>
  ),
  'goods.yellow': () => (
    <>
      <ellipse cx={12} cy={12.5} rx={8.2} ry={6} transform="rotate(-25 12 12.5)" fill="#f5d000" stroke={INK} strokeWidth={1.6} />
      <path d="M18.5 7 l2-1.6 M4.8 17 l-1.6 1.5" {...S} strokeWidth={1.6} />
      <path d="M15.5 6 q2 -3 4.5 -3 q-1 3 -4.5 3z" fill="#3a8f3a" stroke={INK} strokeWidth={1} />
    </>
  ),
  'goods.gray': () => (
    <>
      <path d="M3.5 5 l5 -1.5 l7 1.5 l5 -1.5 v15 l-5 1.5 l-7 -1.5 l-5 1.5 z" fill="#efe2c4" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M13.5 9.5 l4 4 m0 -4 l-4 4" {...S} stroke="#b3261e" strokeWidth={2} />
      <path d="M6 15 q2.5 -4 6 -3.5" {...S} strokeDasharray="1.6 1.6" strokeWidth={1.2} />
    </>
  ),
  'goods.orange': () => (
    <>
      <path d="M10 2 h4 v5 l3 3.5 v10.5 h-10 v-10.5 l3 -3.5 z" fill="#ff8a1c" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <path d="M8 13 h8 v4.5 h-8 z" fill={LIGHT} stroke={INK} strokeWidth={1} />
      <path d="M10.5 15.2 h3" {...S} strokeWidth={1} />
    </>
  ),
  'goods.blue': () => (
    <>
      <path d="M2.5 12 C6 6.5 13 6.5 16.5 12 C13 17.5 6 17.5 2.5 12 Z" fill="#4a90e2" stroke={INK} strokeWidth={1.6} />
      <path d="M16.5 12 L22 7 V17 Z" fill="#4a90e2" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <circle cx={7} cy={11} r={1.1} {...F} />
    </>
  ),
  'goods.green': () => (
    <>
      <circle cx={12} cy={12.5} r={8} fill="#8a5a2b" stroke={INK} strokeWidth={1.6} />
      <circle cx={9.5} cy={10.5} r={1.2} {...F} />
      <circle cx={14.5} cy={10.5} r={1.2} {...F} />
      <circle cx={12} cy={14.5} r={1.2} {...F} />
    </>
  ),
  coin: () => (
    <>
      <circle cx={12} cy={12} r={9} fill="#f2c94c" stroke={INK} strokeWidth={1.6} />
      <circle cx={12} cy={12} r={6.3} {...S} strokeWidth={1} />
    </>
  ),
  treasureCard: () => (
    <>
      <path d="M3 10 a9 5 0 0 1 18 0 z" fill="#b06a2c" stroke={INK} strokeWidth={1.6} />
      <rect x={3} y={10} width={18} height={10} rx={1} fill="#c47a35" stroke={INK} strokeWidth={1.6} />
      <rect x={10.5} y={9} width={3} height={4} fill="#f2c94c" stroke={INK} strokeWidth={1} />
    </>
  ),
  parrotCard: () => (
    <>
      <path d="M8 21 C5.5 14 7.5 6 13.5 4.5 C17 3.8 19 6 18 8 L20.5 10.5 L16.5 10.8 C16 15.5 12.5 18.5 8 21 Z" fill="#2e9e44" stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M12 11 C12.5 14 11 16.5 9 18" {...S} stroke="#d32f2f" strokeWidth={2} />
      <circle cx={15} cy={7.2} r={1.1} {...F} />
    </>
  ),
  goalCard: () => (
    <>
      <rect x={5} y={2.5} width={14} height={19} rx={2} fill="#f7efd9" stroke={INK} strokeWidth={1.6} />
      <path d="M12 7 l1.5 3 l3.2 0.4 l-2.4 2.2 l0.7 3.2 l-3 -1.6 l-3 1.6 l0.7 -3.2 l-2.4 -2.2 l3.2 -0.4 z" {...F} />
    </>
  ),
  claim: () => (
    <>
      <path d="M6 21.5 V3" {...S} strokeWidth={2} />
      <path d="M6.8 3.5 H19 L16 7.5 L19 11.5 H6.8 Z" fill="#d32f2f" stroke={INK} strokeWidth={1.4} strokeLinejoin="round" />
      <path d="M3 21.5 h7" {...S} strokeWidth={2} />
    </>
  ),
  lock: () => (
    <>
      <path d="M7.5 11 V7.5 a4.5 4.5 0 0 1 9 0 V11" {...S} strokeWidth={2.2} />
      <rect x={5} y={11} width={14} height={10.5} rx={1.8} fill="#9a7b3c" stroke={INK} strokeWidth={1.6} />
      <circle cx={12} cy={15.3} r={1.5} {...F} />
      <path d="M12 16 v2.6" {...S} strokeWidth={1.6} />
    </>
  ),
  piratePoint: () => (
    <>
      <path d="M12 3 C7 3 4.5 6.5 4.5 10.2 C4.5 13 6 14.6 7.5 15.3 V18.5 H16.5 V15.3 C18 14.6 19.5 13 19.5 10.2 C19.5 6.5 17 3 12 3 Z" fill={LIGHT} stroke={INK} strokeWidth={1.6} />
      <circle cx={9.2} cy={10.3} r={2} {...F} />
      <circle cx={14.8} cy={10.3} r={2} {...F} />
      <path d="M10 18.5 v2.5 M12 18.5 v2.5 M14 18.5 v2.5" {...S} strokeWidth={1.2} />
    </>
  ),
  goalSwap: () => (
    <>
      <rect x={3} y={5} width={10} height={14} rx={1.5} fill="#f7efd9" stroke={INK} strokeWidth={1.5} />
      <path d="M15 8.5 a5 5 0 0 1 5 5 M20 13.5 l-1.8-1.6 M20 13.5 l1.6-1.9" {...S} strokeWidth={1.6} />
      <path d="M19 17.5 a5 5 0 0 1 -4 2" {...S} strokeWidth={1.6} />
    </>
  ),
  ship: () => (
    <>
      <path d="M2.5 15 H21.5 L18.5 20.5 H5.5 Z" fill="#8a5a2b" stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M11 3 V15" {...S} />
      <path d="M11.8 4 L18.5 13 H11.8 Z" fill={LIGHT} stroke={INK} strokeWidth={1.3} strokeLinejoin="round" />
      <path d="M10.2 6 L5 13 H10.2 Z" fill={LIGHT} stroke={INK} strokeWidth={1.3} strokeLinejoin="round" />
    </>
  ),
  crew: () => (
    <>
      <circle cx={12} cy={7} r={3.8} {...F} />
      <path d="M5 21.5 C5 14.5 19 14.5 19 21.5 Z" {...F} />
    </>
  ),
  ghost: () => (
    <>
      <path d="M5 21.5 V10 a7 7 0 0 1 14 0 V21.5 l-2.3 -2 l-2.4 2 l-2.3 -2 l-2.3 2 l-2.4 -2 z" fill="#eef4fa" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
      <circle cx={9.5} cy={10.5} r={1.5} {...F} />
      <circle cx={14.5} cy={10.5} r={1.5} {...F} />
    </>
  ),
  trophy: () => (
    <>
      <path d="M7 3 h10 v5 a5 5 0 0 1 -10 0 z" fill="#f2c94c" stroke={INK} strokeWidth={1.6} />
      <path d="M7 5 H4 a3 3 0 0 0 3.5 4 M17 5 h3 a3 3 0 0 1 -3.5 4" {...S} strokeWidth={1.5} />
      <path d="M12 13 v4 M8 21 h8 l-1 -4 h-6 z" fill="#f2c94c" stroke={INK} strokeWidth={1.6} strokeLinejoin="round" />
    </>
  ),
  flag: () => (
    <>
      <path d="M6 21.5 V3" {...S} strokeWidth={2} />
      <path d="M6.8 3.5 H19 V11.5 H6.8 Z" {...F} />
      <circle cx={12.9} cy={7.3} r={2} fill={LIGHT} />
    </>
  ),
};

interface IconProps {
  name: IconName;
  x: number;
  y: number;
  size: number;
}

/** An icon placed in an SVG at (x, y), `size` units square. */
export function Icon({ name, x, y, size }: IconProps) {
  return (
    <PlacedPicture x={x} y={y} size={size}>
      {ICONS[name]()}
    </PlacedPicture>
  );
}

/** The same icon as an inline picture in HTML (dialogs, panels, lists). */
export function InlineIcon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <InlinePicture size={size} label={label}>
      {ICONS[name]()}
    </InlinePicture>
  );
}
