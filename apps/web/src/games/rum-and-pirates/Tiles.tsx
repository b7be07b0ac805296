import { tileById, type TileKind } from '@harbour/rum-and-pirates/data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { tileHelp } from './help.js';
import { useChanged } from './last-move.js';
import { InlineIcon, type IconName } from './icons.js';
import { tileName } from './words.js';
import './Tiles.css';

const TILE_ICON: Record<TileKind, IconName> = {
  tavern: 'tavern',
  map: 'map',
  chest: 'chest',
  scorpion: 'scorpion',
  smallWatch: 'townWatch',
  largeWatch: 'townWatch',
  supplies: 'supplies',
  rendezvous: 'rendezvous',
  bunk: 'bunk',
  hammock: 'hammock',
  ropeCoil: 'ropeCoil',
};

/**
 * A tile as a small chip: its picture, its colour (tavern tiles and map halves: a tinted face with a
 * coloured edge, and the colour named in its label), its value. A hidden tile is face down.
 */
export function TileChip({ tile, note, inButton = false }: { tile: number; note?: string; inButton?: boolean }) {
  const { t } = useTranslation();
  // A tile's words depend on the tile and the language only: written once per chip, not on every move.
  const name = useMemo(() => tileName(t, tile), [t, tile]);
  const helpText = useMemo(() => (inButton ? null : tileHelp(t, tile)), [t, tile, inButton]);
  // Inside a button the button explains the tile (a focusable piece must not sit in another).
  const help = helpText === null ? {} : helpProps(helpText);
  const fresh = useChanged()?.has(`tile:${tile}`) ? ' last-move' : '';
  if (tile < 0) {
    return (
      <span className="tile-chip face-down" role="img" aria-label={name} {...help}>
        ?
      </span>
    );
  }
  const data = tileById(tile);
  const shown = data.kind === 'scorpion' ? `−2 · ${data.threshold ?? ''}` : String(data.value);
  return (
    <span className={`tile-chip kind-${data.kind}${data.colour ? ` tile-${data.colour}` : ''}${fresh}`} role="img" aria-label={note ? `${name} (${note})` : name} data-tile={tile} {...help}>
      <InlineIcon name={TILE_ICON[data.kind]} size={18} />
      <span className="tile-value">{shown}</span>
      {data.coin ? <InlineIcon name="coin" size={12} /> : null}
    </span>
  );
}

/** A row of tiles (or a word saying there are none). */
export function TileRow({ tiles, label, empty }: { tiles: readonly number[]; label: string; empty?: string }) {
  if (tiles.length === 0) return empty ? <p className="hint tile-row-empty">{empty}</p> : null;
  return (
    <ul className="tile-row" aria-label={label}>
      {tiles.map((tile, i) => (
        <li key={`${tile}-${i}`}>
          <TileChip tile={tile} />
        </li>
      ))}
    </ul>
  );
}
