import { useEffect, useMemo, useRef } from 'react';
import { BUILDINGS, COLOURS, OPEN_SEA_SPACE, type Colour, type ShipId } from '@harbour/grog-island/data';
import type { GrogState, Occupant } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { useBoardVisibleMark } from '../../shared/board-visible.js';
import { BuildingCell, CloudTile, PeninsulaGround, useFitText, type SeatMarks } from './BoardParts.js';
import { Icon, type IconName } from './icons.js';
import { boardLayout, type Orientation, type Rect } from './layout.js';
import { ShipTile } from './ShipTile.js';
import { INK } from './theme.js';
import { GAME_NS, UI_NS, capitalise } from './words.js';
import { buildingHelp, cloudHelp, peninsulaHelp, shipHelp, supplyHelp, type SupplyKind } from './help.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import './board.css';

export interface BuildingChoice {
  candidates: ReadonlySet<number>;
  /** What choosing does, for the accessible name ("Claim", "Place the lock"). */
  label: string;
  onChoose(index: number): void;
}

export interface ShipChoice {
  ships: ReadonlySet<ShipId>;
  selected: ShipId | null;
  label: string;
  onChoose(ship: ShipId): void;
}

interface BoardProps {
  G: GrogState;
  marks: SeatMarks;
  orientation: Orientation;
  buildingChoice?: BuildingChoice | undefined;
  shipChoice?: ShipChoice | undefined;
  /** Pieces the last move of another seat changed (last-move.ts keys), marked. */
  changed?: ReadonlySet<string> | null;
}

/**
 * The island and its waters, drawn from the data module: the five peninsulas with their clouds
 * and buildings, the six ship spaces with the ships, open sea with the supply.
 */
export function Board({ G, marks, orientation, buildingChoice, shipChoice, changed = null }: BoardProps) {
  const { t, i18n } = useTranslation();
  const layout = boardLayout(orientation);
  const landing = useLanding(G.occupants);
  const svg = useRef<SVGSVGElement>(null);
  useFitText(svg, `${orientation}|${i18n.language}|${JSON.stringify(G.occupants)}|${G.shipSpaces.join()}|${G.players.map((p) => p.tradeMarker).join()}`);
  useBoardVisibleMark();
  const ghostShip = G.ghost?.ship ?? null;
  // The help of every piece, written again only when what it tells of changed (help.ts reads, for a
  // building, G.occupants and G.clouds; a peninsula, G.occupants; a ship, G.shipSpaces, G.ghost, the trade
  // markers and G.occupants): ~50 sentences a move were half of the table's render.
  const markers = G.players.map((p) => p.tradeMarker).join();
  const helps = useMemo(() => {
    const view = { occupants: G.occupants, clouds: G.clouds } as GrogState;
    return {
      building: BUILDINGS.reduce<string[]>((out, b) => ((out[b.index] = buildingHelp(t, view, b.index, marks.names)), out), []),
      peninsula: Object.fromEntries(COLOURS.map((c) => [c, peninsulaHelp(t, view, c)])) as Record<Colour, string>,
      cloud: Object.fromEntries(COLOURS.map((c) => [c, cloudHelp(t, G.clouds[c], c)])) as Record<Colour, string>,
    };
  }, [t, G.occupants, G.clouds, marks.names]);
  const shipHelps = useMemo(
    () => new Map(G.shipSpaces.map((ship) => [ship, shipHelp(t, { shipSpaces: G.shipSpaces, ghost: G.ghost, players: G.players, occupants: G.occupants } as GrogState, ship, marks.names)])),
    // G.players only for its trade markers (their coins change with every move).
    [t, G.shipSpaces, G.ghost, markers, G.occupants, marks.names],
  );
  return (
    <svg
      ref={svg}
      className={`board board-${orientation}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      aria-label={t(`${UI_NS}:board`)}
      data-testid="board"
    >
      {COLOURS.map((colour) => (
        <g key={colour} role="group" aria-label={t(`${GAME_NS}:peninsula.${colour}`)}>
          <PeninsulaGround colour={colour} area={layout.peninsula[colour].area} header={layout.peninsula[colour].header} cloud={layout.cloud[colour]} help={helps.peninsula[colour]} />
          <CloudTile cloud={G.clouds[colour]} rect={layout.cloud[colour]} peninsula={colour} help={helps.cloud[colour]} changed={changed} />
          {BUILDINGS.filter((b) => b.peninsula === colour).map((b) => (
            <BuildingCell
              key={b.id}
              building={b}
              rect={layout.building[b.index] as Rect}
              occupant={G.occupants[b.index] ?? null}
              marks={marks}
              landing={landing.has(b.index)}
              help={helps.building[b.index] ?? ''}
              changed={changed?.has(`building:${b.index}`) ?? false}
              choice={
                buildingChoice?.candidates.has(b.index) ? { label: buildingChoice.label, onChoose: () => buildingChoice.onChoose(b.index) } : undefined
              }
            />
          ))}
        </g>
      ))}
      <OpenSea G={G} layout={layout} changed={changed} />
      <g role="group" aria-label={t(`${UI_NS}:ships`)}>
        {layout.shipSpace.map((r, space) => (
          <rect key={space} x={r.x} y={r.y} width={r.w} height={r.h} rx={10} fill={space === OPEN_SEA_SPACE ? '#9cc3dd' : '#cfe6f3'} aria-hidden="true" />
        ))}
        {G.shipSpaces.map((ship, space) => {
          const marker = G.players.findIndex((p) => p.tradeMarker === ship);
          const choosable = shipChoice?.ships.has(ship) ?? false;
          return (
            <ShipTile
              key={ship}
              ship={ship}
              rect={layout.shipSpace[space] as Rect}
              peninsula={space === OPEN_SEA_SPACE ? null : (COLOURS[space] ?? null)}
              ghost={ship === ghostShip && G.ghost ? { crew: G.ghost.crew } : null}
              marker={marker >= 0 ? marker : null}
              marks={marks}
              help={shipHelps.get(ship) ?? ''}
              changed={changed?.has(`ship:${ship}`) ?? false}
              choice={
                choosable && shipChoice
                  ? { label: shipChoice.label, selected: shipChoice.selected === ship, onChoose: () => shipChoice.onChoose(ship) }
                  : undefined
              }
            />
          );
        })}
      </g>
    </svg>
  );
}

/** Open sea: its title and the supply (locks left, cards left in each deck). */
function OpenSea({ G, layout, changed }: { G: GrogState; layout: ReturnType<typeof boardLayout>; changed: ReadonlySet<string> | null }) {
  const { t } = useTranslation();
  const { area, header, supply } = layout.openSea;
  const items: { kind: SupplyKind; icon: IconName; count: number; label: string }[] = [
    { kind: 'lock', icon: 'lock', count: G.locksLeft, label: t(`${UI_NS}:locksLeft`, { count: G.locksLeft }) },
    { kind: 'goal', icon: 'goalCard', count: G.decks.goal.length, label: t(`${UI_NS}:deckLeft.goal`, { count: G.decks.goal.length }) },
    { kind: 'treasure', icon: 'treasureCard', count: G.decks.treasure.length, label: t(`${UI_NS}:deckLeft.treasure`, { count: G.decks.treasure.length }) },
    { kind: 'parrot', icon: 'parrotCard', count: G.decks.parrot.length, label: t(`${UI_NS}:deckLeft.parrot`, { count: G.decks.parrot.length }) },
  ];
  const vertical = supply.h > supply.w;
  const step = vertical ? Math.min(44, supply.h / items.length) : supply.w / items.length;
  return (
    <g role="group" aria-label={t(`${GAME_NS}:term.openSea`)}>
      <rect x={area.x} y={area.y} width={area.w} height={area.h} rx={8} fill="#e3f0f8" stroke="#5d8fb0" strokeWidth={1.5} aria-hidden="true" />
      <rect x={header.x} y={header.y} width={header.w} height={header.h} rx={8} fill="#7fb0d2" stroke="#5d8fb0" strokeWidth={1.5} aria-hidden="true" />
      <text x={header.x + 10} y={header.y + header.h / 2} fontSize={12.5} fontWeight={700} fill={INK} dominantBaseline="central" aria-hidden="true">
        {capitalise(t(`${GAME_NS}:term.openSea`))}
      </text>
      {items.map((item, i) => (
        <g key={item.icon} className={lastMoveClass(changed, `supply:${item.kind}`, 'supply')} data-supply={item.kind} role="img" aria-label={item.label} {...helpProps(supplyHelp(t, item.kind, item.count))}>
          <Icon name={item.icon} x={supply.x + (vertical ? 4 : i * step + 2)} y={supply.y + (vertical ? i * step + 4 : (supply.h - 22) / 2)} size={22} />
          <text
            x={supply.x + (vertical ? 32 : i * step + 27)}
            y={supply.y + (vertical ? i * step + 15 : supply.h / 2)}
            fontSize={12}
            fontWeight={700}
            fill={INK}
            dominantBaseline="central"
            aria-hidden="true"
          >
            {item.count}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Buildings whose occupant arrived with the latest state: their token lands (once). */
function useLanding(occupants: readonly Occupant[]): ReadonlySet<number> {
  const previous = useRef<readonly Occupant[] | null>(null);
  const landing = useMemo(() => {
    const before = previous.current;
    const out = new Set<number>();
    if (before === null) return out;
    occupants.forEach((o, i) => {
      if (o !== null && before[i] !== o) out.add(i);
    });
    return out;
  }, [occupants]);
  useEffect(() => {
    previous.current = occupants;
  }, [occupants]);
  return landing;
}

export { useBoardVisibleMark } from '../../shared/board-visible.js';
