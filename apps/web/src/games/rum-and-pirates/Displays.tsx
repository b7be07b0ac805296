import { SLEEPING_KINDS, RUM_BARRELS } from '@harbour/rum-and-pirates/data';
import type { RumState, StackName } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { capitalise } from '../../shared/words.js';
import { lastMoveClass } from '../../shared/last-move/use-last-move.js';
import { rumSupplyHelp, stackHelp } from './help.js';
import { useChanged } from './last-move.js';
import { InlineIcon, type IconName } from './icons.js';
import { TileChip } from './Tiles.js';
import { UI_NS, sleepingWord, term } from './words.js';

const STACKS: { stack: StackName; icon: IconName }[] = [
  { stack: 'tavern', icon: 'tavern' },
  { stack: 'map', icon: 'map' },
  { stack: 'chest', icon: 'chest' },
  { stack: 'scorpion', icon: 'scorpion' },
  { stack: 'smallWatch', icon: 'townWatch' },
  { stack: 'largeWatch', icon: 'townWatch' },
  { stack: 'supplies', icon: 'supplies' },
  { stack: 'rendezvous', icon: 'rendezvous' },
];

/**
 * The face-up tiles (tavern tiles, treasure-map halves, the chest and the scorpion), this round's
 * sleeping places, the rum barrels left and how many tiles each face-down stack still holds.
 */
export function Displays({ G }: { G: RumState }) {
  const { t } = useTranslation();
  const changed = useChanged();
  const sleeping = SLEEPING_KINDS.filter((kind) => G.display.sleeping[kind] !== null);
  return (
    <section className="displays" aria-label={capitalise(term(t, 'display'))}>
      <h2 className="panel-title">{capitalise(term(t, 'display'))}</h2>
      <div className="display-groups">
        <DisplayGroup title={t(`${UI_NS}:displayTavern`)} tiles={G.display.tavern} />
        <DisplayGroup title={t(`${UI_NS}:displayMap`)} tiles={G.display.map} />
        <DisplayGroup title={t(`${UI_NS}:displayChest`)} tiles={[G.display.chest, G.display.scorpion].filter((x): x is number => x !== null)} empty={t(`${UI_NS}:noneLeft`)} />
        <DisplayGroup
          title={capitalise(term(t, 'sleepingPlaces'))}
          tiles={sleeping.map((kind) => G.display.sleeping[kind] as number)}
          empty={G.status === 'over' ? t(`${UI_NS}:noneLeft`) : t(`${UI_NS}:sleepingAfterScuffle`)}
          notes={sleeping.map((kind) => sleepingWord(t, kind))}
        />
      </div>
      <ul className="stack-counts" aria-label={t(`${UI_NS}:stacksLeft`)}>
        {STACKS.map(({ stack, icon }) => (
          <li key={stack} className={lastMoveClass(changed, `stack:${stack}`) || undefined} {...helpProps(stackHelp(t, G, stack))}>
            <InlineIcon name={icon} size={16} label={t(`${UI_NS}:stack.${stack}`)} />
            <span>{G.stacks[stack].length}</span>
          </li>
        ))}
        <li className={lastMoveClass(changed, 'rumSupply') || undefined} {...helpProps(rumSupplyHelp(t, G))}>
          <InlineIcon name="rum" size={16} label={t(`${UI_NS}:rumSupply`)} />
          <span>
            {G.rumSupply}/{RUM_BARRELS}
          </span>
        </li>
      </ul>
    </section>
  );
}

function DisplayGroup({ title, tiles, empty, notes }: { title: string; tiles: readonly number[]; empty?: string; notes?: readonly string[] }) {
  return (
    <div className="display-group">
      <h3>{title}</h3>
      {tiles.length > 0 ? (
        <ul className="tile-row">
          {tiles.map((tile, i) => (
            <li key={tile}>
              <TileChip tile={tile} {...(notes?.[i] ? { note: notes[i] } : {})} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{empty ?? '—'}</p>
      )}
    </div>
  );
}
