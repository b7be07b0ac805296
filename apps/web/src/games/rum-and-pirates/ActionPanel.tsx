import { FIELDS, RUM_PER_ACTION, tileById } from '@harbour/rum-and-pirates/data';
import { checkMove, tavernStake, type RumMove, type RumState, type TavernColour, type WatchSize } from '@harbour/rum-and-pirates/rules';
import { useTranslation } from 'react-i18next';
import { capitalise } from '../../shared/words.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { actionHelp, tileHelp, type ActionHelpKey } from './help.js';
import { InlineIcon } from './icons.js';
import { TileChip } from './Tiles.js';
import { GAME_NS, UI_NS, fieldName, refusalText, tileName } from './words.js';

interface ActionPanelProps {
  G: RumState;
  seat: number;
  send(move: RumMove): void;
  busy: boolean;
}

/** The pirates of one of your alleys or dark-alley pairs, to take back at the headquarters. */
export function recallOptions(G: RumState, seat: number): { move: RumMove; pirates: number; a: number; b: number; dark: boolean }[] {
  const out: { move: RumMove; pirates: number; a: number; b: number; dark: boolean }[] = [];
  G.alleys.forEach((owner, alley) => {
    const data = G.board.alleys[alley];
    if (owner === seat && data) out.push({ move: { type: 'recall', alley }, pirates: data.segments, a: data.a, b: data.b, dark: false });
  });
  G.darkAlleys.forEach((d, darkAlley) => {
    if (d?.seat !== seat || darkAlley > d.partner) return;
    const one = G.board.darkAlleys[darkAlley];
    const two = G.board.darkAlleys[d.partner];
    if (one && two) out.push({ move: { type: 'recallDark', darkAlley }, pirates: one.segments + two.segments, a: one.field, b: two.field, dark: true });
  });
  return out.sort((x, y) => y.pirates - x.pirates);
}

/**
 * The action of the field the captain reached: each time the captain reaches a field, its action may
 * be taken once. Offers only what the rules allow (the server stays the judge) and says why not.
 */
export function ActionPanel({ G, seat, send, busy }: ActionPanelProps) {
  const { t, i18n } = useTranslation();
  const field = FIELDS[G.captain];
  const turn = G.turn;
  const player = G.players[seat];
  if (!field || !turn || !player) return null;
  const why = (move: RumMove) => {
    const refusal = checkMove(G, seat, move);
    return refusal ? refusalText(t, i18n.language, refusal) : null;
  };
  const title = (
    <h3>
      <InlineIcon name={field.kind} size={22} /> {t(`${UI_NS}:actionOf`, { field: fieldName(t, G.captain) })}
    </h3>
  );
  if (!turn.actionOpen) {
    return (
      <div className="action-panel">
        {title}
        <p className="hint">{t(`${UI_NS}:actionUsed`)}</p>
      </div>
    );
  }
  const button = (move: RumMove & { type: ActionHelpKey }, label: string, extra?: string, count = 0) => {
    const reason = why(move);
    return (
      <div className="action-choice">
        <button type="button" className="primary" disabled={busy || reason !== null} onClick={() => send(move)} data-move={move.type} {...helpProps(actionHelp(t, move.type, count))}>
          {label}
        </button>
        {reason ? <p className="refusal">{reason}</p> : extra ? <p className="hint">{extra}</p> : null}
      </div>
    );
  };
  let body;
  switch (field.kind) {
    case 'coin':
      body = button({ type: 'takeCoin' }, t(`${GAME_NS}:move.takeCoin`));
      break;
    case 'headquarters': {
      const recalls = recallOptions(G, seat);
      body =
        recalls.length === 0 ? (
          <p className="hint">{t(`${UI_NS}:nothingToRecall`)}</p>
        ) : (
          <>
            <p className="hint">{t(`${UI_NS}:recallHint`)}</p>
            <ul className="recall-list">
              {recalls.map((r, i) => (
                <li key={i}>
                  <button type="button" disabled={busy} onClick={() => send(r.move)} data-move={r.move.type} {...helpProps(actionHelp(t, 'recall', r.pirates))}>
                    {t(r.dark ? `${UI_NS}:recallDark` : `${UI_NS}:recallAlley`, { count: r.pirates, a: fieldName(t, r.a), b: fieldName(t, r.b) })}
                  </button>
                </li>
              ))}
            </ul>
          </>
        );
      break;
    }
    case 'pirate':
      body = button({ type: 'hirePirate' }, t(`${GAME_NS}:move.hirePirate`), t(`${UI_NS}:hireHint`, { count: player.hiring }));
      break;
    case 'supplies':
      body = button({ type: 'drawSupplies' }, t(`${GAME_NS}:move.drawSupplies`), t(`${UI_NS}:suppliesHint`));
      break;
    case 'rendezvous':
      body = button({ type: 'drawRendezvous' }, t(`${GAME_NS}:move.drawRendezvous`), t(`${UI_NS}:rendezvousHint`));
      break;
    case 'map': {
      const tiles = G.display.map.filter((tile) => tileById(tile).colour === field.colour);
      body =
        tiles.length === 0 ? (
          <p className="refusal">{t(`${UI_NS}:noMapOfColour`, { colour: t(`${GAME_NS}:colour.${field.colour ?? ''}`) })}</p>
        ) : (
          <>
            <p className="hint">{t(`${UI_NS}:mapHint`)}</p>
            <ul className="tile-choice">
              {tiles.map((tile) => (
                <li key={tile}>
                  <button type="button" disabled={busy} onClick={() => send({ type: 'takeMap', tile })} aria-label={t(`${UI_NS}:takeTile`, { tile: tileName(t, tile) })} data-move="takeMap" {...helpProps(`${actionHelp(t, 'takeMap')} ${tileHelp(t, tile)}`)}>
                    <TileChip tile={tile} inButton />
                  </button>
                </li>
              ))}
            </ul>
          </>
        );
      break;
    }
    case 'tavern': {
      const stake = tavernStake(G, field.colour as TavernColour);
      body = (
        <>
          {stake.length > 0 ? (
            <ul className="tile-row" aria-label={t(`${UI_NS}:atStake`)}>
              {stake.map((tile) => (
                <li key={tile}>
                  <TileChip tile={tile} />
                </li>
              ))}
            </ul>
          ) : null}
          {button({ type: 'visitTavern' }, t(`${GAME_NS}:move.visitTavern`), t(`${UI_NS}:tavernHint`))}
        </>
      );
      break;
    }
    case 'chest': {
      const chest = G.display.chest;
      const scorpion = G.display.scorpion;
      body = (
        <>
          {chest !== null ? (
            <p className="hint">
              <TileChip tile={chest} /> {scorpion !== null ? t(`${UI_NS}:chestHint`, { threshold: tileById(scorpion).threshold ?? 0 }) : ''}
            </p>
          ) : null}
          {button({ type: 'openChest' }, t(`${GAME_NS}:move.openChest`))}
        </>
      );
      break;
    }
    case 'rum':
      body = button({ type: 'takeRum' }, t(`${UI_NS}:takeRum`, { count: Math.min(RUM_PER_ACTION, G.rumSupply) }), t(`${UI_NS}:rumHint`), Math.min(RUM_PER_ACTION, G.rumSupply));
      break;
    case 'townWatch':
      body = (
        <>
          <p className="hint">{t(`${UI_NS}:watchHint`, { count: player.hand })}</p>
          <div className="watch-choice">
            {(['small', 'large'] as WatchSize[]).map((size) => (
              <div key={size}>{button({ type: 'townWatch', size }, capitalise(t(`${UI_NS}:watch.${size}`)), t(`${UI_NS}:watchValues.${size}`, { count: (size === 'small' ? G.stacks.smallWatch : G.stacks.largeWatch).length }), player.hand)}</div>
            ))}
          </div>
        </>
      );
      break;
  }
  return (
    <div className="action-panel" data-field-kind={field.kind}>
      {title}
      {body}
    </div>
  );
}
