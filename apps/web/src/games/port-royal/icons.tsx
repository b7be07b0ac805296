import type { ReactNode } from 'react';
import type { PersonKind } from '@harbour/port-royal/data';
import { InlinePicture } from '../../shared/Picture.js';
import { legibleUnits } from '../../shared/legible.js';
import { INK } from './theme.js';

/**
 * Small pictures on a 24×24 grid: coins, swords, the skull, the victory-point shield, the
 * persons' skills and the card kinds. They carry no text, so they read the same in every
 * language; the names sit beside them.
 */
export type PrIconName = PersonKind | 'coin' | 'sword' | 'skull' | 'shield' | 'ship' | 'tax' | 'expedition' | 'cards' | 'flag' | 'trophy' | 'bust';

const S = { fill: 'none', stroke: INK, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const F = { fill: INK, stroke: 'none' } as const;
const GOLD = '#e8b830';
const LIGHT = '#ffffff';

const ICONS: Record<PrIconName, () => ReactNode> = {
  coin: () => (
    <>
      <circle cx={12} cy={12} r={9} fill={GOLD} stroke={INK} strokeWidth={1.6} />
      <circle cx={12} cy={12} r={5.6} fill="none" stroke={INK} strokeWidth={1.1} />
    </>
  ),
  sword: () => (
    <>
      <path d="M5 19 L18 6 L19.5 4.5 L19 7 L6.5 19.5" {...S} fill={LIGHT} strokeWidth={1.5} />
      <path d="M4 15 L9 20" {...S} strokeWidth={2.2} />
      <path d="M6.3 17.7 L3.5 20.5" {...S} strokeWidth={2.4} />
    </>
  ),
  skull: () => (
    <>
      <path d="M12 3 C6.5 3 4 6.5 4 10.5 C4 13 5.2 14.6 7 15.5 V19 H17 V15.5 C18.8 14.6 20 13 20 10.5 C20 6.5 17.5 3 12 3 Z" {...F} />
      <circle cx={8.8} cy={10.5} r={2} fill={LIGHT} />
      <circle cx={15.2} cy={10.5} r={2} fill={LIGHT} />
      <path d="M10 19 V16.5 M12 19 V16.5 M14 19 V16.5" stroke={LIGHT} strokeWidth={1.1} />
    </>
  ),
  shield: () => <path d="M12 2.5 L20 5.5 V11 C20 16 16.5 19.5 12 21.5 C7.5 19.5 4 16 4 11 V5.5 Z" fill="#fdf6e3" stroke={INK} strokeWidth={1.6} />,
  ship: () => (
    <>
      <path d="M3 15 H21 L18 20 H6 Z" {...F} />
      <path d="M12 3 V15" {...S} />
      <path d="M12 4 L19 12 H12 Z" {...S} fill={LIGHT} />
      <path d="M11 6 L6 12.5 H11 Z" {...S} fill={LIGHT} />
    </>
  ),
  tax: () => (
    <>
      <circle cx={9} cy={9} r={6} fill={GOLD} stroke={INK} strokeWidth={1.5} />
      <path d="M17 8 V20 M13.5 16.5 L17 20 L20.5 16.5" {...S} strokeWidth={2.2} />
    </>
  ),
  expedition: () => (
    <>
      <path d="M3 20 Q9 12 13 16 T21 20 Z" fill="#c9b79c" stroke={INK} strokeWidth={1.4} />
      <path d="M12 15 V3" {...S} />
      <path d="M12 3.5 L19 6 L12 8.5 Z" {...F} />
    </>
  ),
  flag: () => (
    <>
      <path d="M6 21 V3" {...S} />
      <path d="M6 3.5 H18 L15.5 7.5 L18 11.5 H6 Z" {...F} />
    </>
  ),
  cards: () => (
    <>
      <rect x={7} y={3} width={12} height={16} rx={2} fill={LIGHT} stroke={INK} strokeWidth={1.4} transform="rotate(10 13 11)" />
      <rect x={4} y={5} width={12} height={16} rx={2} fill={LIGHT} stroke={INK} strokeWidth={1.4} />
    </>
  ),
  trophy: () => (
    <>
      <path d="M7 3 H17 V9 C17 12.5 14.8 14.5 12 14.5 C9.2 14.5 7 12.5 7 9 Z" fill={GOLD} stroke={INK} strokeWidth={1.5} />
      <path d="M7 5 H3.5 C3.5 8.5 5 10 7.5 10.5 M17 5 H20.5 C20.5 8.5 19 10 16.5 10.5" {...S} strokeWidth={1.4} />
      <path d="M12 14.5 V18 M8 21 H16 L15 18 H9 Z" {...S} fill={GOLD} strokeWidth={1.4} />
    </>
  ),
  bust: () => (
    <>
      <path d="M3 15 H21 L18 20 H6 Z" {...F} />
      <path d="M12 3 V15" {...S} />
      <path d="M5 4 L19 18 M19 4 L5 18" stroke="#b3261e" strokeWidth={2.6} strokeLinecap="round" />
    </>
  ),
  // ------------------------------------------------------------ persons (by their skill)
  trader: () => (
    <>
      <path d="M12 3 V20 M7 20 H17 M4 6.5 H20" {...S} />
      <path d="M4 6.5 L1.8 12.5 H6.2 Z M20 6.5 L17.8 12.5 H22.2 Z" {...S} strokeWidth={1.4} />
      <path d="M1.8 12.5 A2.2 1.6 0 0 0 6.2 12.5 M17.8 12.5 A2.2 1.6 0 0 0 22.2 12.5" {...F} />
    </>
  ),
  settler: () => (
    <>
      <path d="M3.5 11.5 L12 4 L20.5 11.5" {...S} strokeWidth={2} />
      <path d="M6 10 V20 H18 V10" {...S} fill="#c9b79c" />
      <path d="M10 20 V14.5 H14 V20" {...F} />
    </>
  ),
  captain: () => (
    <>
      <circle cx={12} cy={4.8} r={2.2} {...S} />
      <path d="M12 7 V20.5 M7.5 10.5 H16.5" {...S} strokeWidth={2} />
      <path d="M4.5 14 C5 18.5 8.5 20.5 12 20.5 C15.5 20.5 19 18.5 19.5 14" {...S} strokeWidth={2} />
      <path d="M3 14.5 L4.5 12.5 L6.2 14.8 M21 14.5 L19.5 12.5 L17.8 14.8" {...S} strokeWidth={1.5} />
    </>
  ),
  priest: () => <path d="M10 2.5 H14 V8 H19 V12 H14 V21.5 H10 V12 H5 V8 H10 Z" {...F} />,
  jackOfAllTrades: () => (
    <path d="M12 2.5 L14.6 9 L21.5 9.4 L16.2 13.8 L17.9 20.6 L12 16.9 L6.1 20.6 L7.8 13.8 L2.5 9.4 L9.4 9 Z" fill={GOLD} stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
  ),
  sailor: () => (
    <>
      <circle cx={12} cy={12.5} r={5.5} fill="#f1d3b3" stroke={INK} strokeWidth={1.5} />
      <path d="M5.5 9 C6 5 9 3.5 12 3.5 C15 3.5 18 5 18.5 9 Z" fill="#1f5fa8" stroke={INK} strokeWidth={1.4} />
      <circle cx={12} cy={3} r={1.5} fill="#b3261e" />
      <path d="M6 20.5 C7 18 9.5 17.5 12 17.5 C14.5 17.5 17 18 18 20.5" {...S} strokeWidth={1.6} />
    </>
  ),
  pirate: () => (
    <>
      <circle cx={12} cy={12.5} r={5.5} fill="#f1d3b3" stroke={INK} strokeWidth={1.5} />
      <path d="M5.8 10.5 C6 6 9 4.5 12 4.5 C15 4.5 18 6 18.2 10.5 Z" fill="#b3261e" stroke={INK} strokeWidth={1.4} />
      <path d="M18 8.5 L21 6.5 M18 9.5 L21.5 10.5" {...S} stroke="#b3261e" strokeWidth={1.6} />
      <path d="M7 11 L17 14" {...S} strokeWidth={1.2} />
      <circle cx={9.5} cy={12.6} r={1.7} {...F} />
      <path d="M9.5 16 Q12 17.2 14.5 16" {...S} strokeWidth={1.2} />
    </>
  ),
  mademoiselle: () => (
    <>
      <path d="M12 20 L3.5 10.5 A10 10 0 0 1 20.5 10.5 Z" fill="#f6c1d0" stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M12 20 L7 6.5 M12 20 L12 5 M12 20 L17 6.5" {...S} strokeWidth={1.1} />
      <circle cx={12} cy={20} r={1.4} {...F} />
    </>
  ),
  jester: () => (
    <>
      <path d="M5 18 C5 11 8 7 12 6 C16 7 19 11 19 18 Z" fill="#f2c12e" stroke={INK} strokeWidth={1.4} />
      <path d="M12 6 C9 3 5 3.5 3.5 7 M12 6 C15 3 19 3.5 20.5 7" {...S} strokeWidth={1.5} />
      <circle cx={3.5} cy={8} r={1.6} fill="#b3261e" stroke={INK} strokeWidth={1} />
      <circle cx={20.5} cy={8} r={1.6} fill="#1f5fa8" stroke={INK} strokeWidth={1} />
      <path d="M4 18 H20 V21 H4 Z" {...F} />
    </>
  ),
  admiral: () => (
    <>
      <path d="M2 15 C5 8 8.5 6 12 6 C15.5 6 19 8 22 15 C18 12.5 6 12.5 2 15 Z" fill="#1f2a44" stroke={INK} strokeWidth={1.2} />
      <path d="M3.5 16.5 Q12 13 20.5 16.5" stroke={GOLD} strokeWidth={1.8} fill="none" />
      <circle cx={12} cy={10} r={1.9} fill={GOLD} />
    </>
  ),
  governor: () => (
    <>
      <path d="M3.5 18 L2.5 7.5 L8 11.5 L12 4.5 L16 11.5 L21.5 7.5 L20.5 18 Z" fill={GOLD} stroke={INK} strokeWidth={1.5} strokeLinejoin="round" />
      <path d="M3.5 20.5 H20.5" {...S} strokeWidth={2} />
      <circle cx={12} cy={14.5} r={1.6} fill="#b3261e" />
    </>
  ),
};

/** One picture, inline with text: hidden from screen readers unless it is given a label. */
export function PrIcon({ name, size = 20, label, className }: { name: PrIconName; size?: number; label?: string | undefined; className?: string }) {
  return (
    <InlinePicture size={size} label={label} className={className} focusable="false">
      {ICONS[name]()}
    </InlinePicture>
  );
}

/**
 * The victory-point shield with its number, as printed at the top right of a card. The number is
 * drawn at 11 px or more whatever the shield's size (on a small card's 18 px shield it was 8.3 px).
 */
export function PointsShield({ points, size = 24 }: { points: number; size?: number }) {
  return (
    <svg className="pr-shield" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {ICONS.shield()}
      <text x={12} y={12.8} textAnchor="middle" dominantBaseline="central" fontSize={legibleUnits(size)} fontWeight={800} fill={INK}>
        {points}
      </text>
    </svg>
  );
}
