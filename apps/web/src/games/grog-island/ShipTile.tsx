import { SHIPS, type Colour, type ShipId } from '@harbour/grog-island/data';
import { useTranslation } from 'react-i18next';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { CrewToken, TextLines, onActivate, type SeatMarks } from './BoardParts.js';
import { Icon, type IconName } from './icons.js';
import { wrapWords, type Rect } from './layout.js';
import { INK } from './theme.js';
import { GAME_NS, UI_NS, goodsWord, peninsulaAfterPreposition } from './words.js';

const REWARD_ICON: Record<(typeof SHIPS)[ShipId]['reward'], IconName> = {
  coins: 'coin',
  treasureCard: 'treasureCard',
  parrotCard: 'parrotCard',
  goalCard: 'goalCard',
};

interface ShipTileProps {
  ship: ShipId;
  rect: Rect;
  /** Where it lies: a peninsula, or null at open sea. */
  peninsula: Colour | null;
  ghost: { crew: number } | null;
  /** The seat whose trade marker stands on it. */
  marker: number | null;
  marks: SeatMarks;
  /** What the ship is and does now (help in place). */
  help: string;
  /** Changed by another seat's last move (moved, or a trade marker put on it): marked. */
  changed?: boolean;
  choice?: { label: string; selected: boolean; onChoose: () => void };
}

/**
 * A ship tile: its main trade action, its claim action and the good it demands where it lies
 * (the good of its peninsula), the trade marker on it; the ghost ship with its crew in 2-player games.
 * It is drawn at its space's position through a CSS transform, so moving on to the next space slides.
 */
export function ShipTile({ ship, rect, peninsula, ghost, marker, marks, help, changed = false, choice }: ShipTileProps) {
  const { t } = useTranslation();
  const { w, h } = rect;
  const big = h > 90;
  const info = SHIPS[ship];
  const mainText = t(`${GAME_NS}:ship.${ship}`);
  const demand = peninsula === null ? t(`${GAME_NS}:ship.openSea`) : t(`${UI_NS}:demands`, { goods: goodsWord(t, peninsula) });
  const markerText = marker === null ? '' : `; ${t(`${UI_NS}:markerOf`, { player: marks.names[marker] ?? '' })}`;
  const where = peninsula === null ? t(`${GAME_NS}:ship.openSea`) : t(`${UI_NS}:shipAt`, { peninsula: peninsulaAfterPreposition(t, peninsula) });
  const label = ghost
    ? `${t(`${GAME_NS}:ship.ghost`)}, ${where}: ${t(`${UI_NS}:ghostCrewLeft`, { count: ghost.crew })}`
    : `${where}: ${mainText}; ${t(`${GAME_NS}:ship.claim`)}; ${demand}${markerText}`;
  const interactive = choice !== undefined;
  const classes = ['ship', ghost ? 'ghost-ship' : '', interactive ? 'choosable' : '', choice?.selected ? 'selected' : '', changed ? 'last-move' : ''].filter(Boolean).join(' ');
  // The wide board (big tiles) is drawn at about 0.92 at 1366×768: 12 units there, 11 px on screen.
  const fs = big ? 12 : 11;
  return (
    <g
      className={classes}
      data-ship={ship}
      style={{ transform: `translate(${rect.x}px, ${rect.y}px)` }}
      role={interactive ? 'button' : 'img'}
      {...helpProps(help)}
      aria-pressed={interactive ? choice.selected : undefined}
      aria-label={interactive ? `${choice.label}: ${label}` : label}
      onClick={choice?.onChoose}
      onKeyDown={choice ? onActivate(choice.onChoose) : undefined}
    >
      <rect x={2} y={2} width={w - 4} height={h - 4} rx={8} fill={ghost ? '#dfe6ee' : '#f6ead0'} stroke={ghost ? '#5b6b7c' : '#7a5230'} strokeWidth={1.5} strokeDasharray={ghost ? '5 3' : undefined} />
      {ghost ? (
        <>
          <Icon name="ghost" x={w / 2 - (big ? 16 : 10)} y={big ? 10 : 4} size={big ? 32 : 20} />
          <TextLines lines={wrapWords(t(`${GAME_NS}:ship.ghost`), big ? 18 : 14)} x={w / 2} cy={big ? 62 : 33} size={big ? 12 : 11} anchor="middle" weight={700} maxWidth={w - 8} />
          <g aria-hidden="true">
            <Icon name="crew" x={w / 2 - (big ? 22 : 16)} y={h - (big ? 42 : 19)} size={big ? 20 : 14} />
            <text x={w / 2 + 2} y={h - (big ? 32 : 12)} fontSize={big ? 13 : 11} fontWeight={700} fill={INK} dominantBaseline="central">
              × {ghost.crew}
            </text>
          </g>
        </>
      ) : big ? (
        <>
          <Icon name={REWARD_ICON[info.reward]} x={8} y={8} size={26} />
          {info.reward === 'coins' ? (
            <text x={21} y={21} fontSize={fs} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill={INK} aria-hidden="true">
              {info.perTile}
            </text>
          ) : null}
          <TextLines lines={wrapWords(mainText, 14, 3)} x={40} cy={24} size={fs} maxWidth={w - 46} />
          <line x1={8} x2={w - 8} y1={50} y2={50} stroke="#7a5230" strokeWidth={0.8} aria-hidden="true" />
          <Icon name="claim" x={8} y={56} size={22} />
          <TextLines lines={wrapWords(t(`${UI_NS}:claimActionShort`), 12, 2)} x={36} cy={67} size={fs} maxWidth={w - 40 - (marker !== null ? 30 : 4)} />
          <line x1={8} x2={w - 8} y1={84} y2={84} stroke="#7a5230" strokeWidth={0.8} aria-hidden="true" />
          {peninsula !== null ? <Icon name={`goods.${peninsula}`} x={8} y={90} size={26} /> : <Icon name="ship" x={8} y={90} size={26} />}
          <TextLines lines={wrapWords(demand, 14, 2)} x={40} cy={103} size={fs} weight={600} maxWidth={w - 46} />
        </>
      ) : (
        <>
          <Icon name={REWARD_ICON[info.reward]} x={4} y={5} size={20} />
          {info.reward === 'coins' ? (
            <text x={14} y={15} fontSize={11} fontWeight={700} textAnchor="middle" dominantBaseline="central" fill={INK} aria-hidden="true">
              {info.perTile}
            </text>
          ) : null}
          <text x={27} y={15} fontSize={11} fill={INK} dominantBaseline="central" aria-hidden="true">
            {Number.isFinite(info.maxTiles) ? `≤ ${info.maxTiles}` : '∞'}
          </text>
          {peninsula !== null ? <Icon name={`goods.${peninsula}`} x={4} y={h - 26} size={20} /> : <Icon name="ship" x={4} y={h - 26} size={20} />}
          <Icon name="claim" x={27} y={h - 25} size={16} />
        </>
      )}
      {marker !== null ? <CrewToken occupant={marker} cx={w - (big ? 18 : 14)} cy={big ? 67 : 14} r={big ? 12 : 9} marks={marks} /> : null}
      {interactive ? <rect className="choice-ring" x={0} y={0} width={w} height={h} rx={9} /> : null}
      <rect className="last-move-ring" x={0} y={0} width={w} height={h} rx={9} />
      <rect className="focus-ring" x={-3} y={-3} width={w + 6} height={h + 6} rx={10} />
    </g>
  );
}
