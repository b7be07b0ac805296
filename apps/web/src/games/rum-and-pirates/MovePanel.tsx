import { FIELDS } from '@harbour/rum-and-pirates/data';
import { checkMove, deadEndTarget, isAlone, spendsLastPirates, type MoveOption, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import type { Refusal } from '@harbour/game-kit';
import { useTranslation } from 'react-i18next';
import { DecisionFoot, Dialog } from '../../shared/Dialog.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { actionHelp, fieldHelp } from './help.js';
import { costWords, type Reach } from './Board.js';
import { ActionPanel } from './ActionPanel.js';
import { InlineIcon } from './icons.js';
import { needsChooser, optionsTo, optionMove, reachOf } from './move-options.js';
import { GAME_NS, UI_NS, fieldName, refusalText, type T } from './words.js';
import './MovePanel.css';

export type Send = (move: RumMove) => void;

interface MovePanelProps {
  G: RumState;
  seat: number;
  stage: 'turn' | 'field';
  options: readonly MoveOption[];
  blocked: ReadonlyMap<number, Refusal>;
  /** The field chosen on the board or in the list while several moves lead there. */
  selected: number | null;
  onSelect(field: number | null): void;
  /** The way chosen to the selected field (index among its ways, cheapest first). */
  way: number;
  onWay(way: number): void;
  send: Send;
  busy: boolean;
}

/**
 * The decision of the player to move: in the turn stage, move the captain (the reachable fields
 * with their cost in pirates and coins), rest or go on board (or leave a dead end); in the field
 * stage, the field's action, further moves or the end of the turn. Whatever is not possible says why.
 */
export function MovePanel({ G, seat, stage, options, blocked, selected, onSelect, way, onWay, send, busy }: MovePanelProps) {
  const { t, i18n } = useTranslation();
  const player = G.players[seat];
  if (!player || !G.turn) return null;
  const reach = [...reachOf(options)].sort(([, a], [, b]) => a.coins - b.coins || a.pirates - b.pirates);
  const near = reach.filter(([, r]) => !r.darkOnly);
  const dark = reach.filter(([, r]) => r.darkOnly);
  const choose = (field: number) => {
    const ways = optionsTo(options, field);
    if (!needsChooser(G, seat, ways)) send(optionMove(ways[0] as MoveOption));
    else onSelect(selected === field ? null : field);
  };
  const why = (move: RumMove) => {
    const refusal = checkMove(G, seat, move);
    return refusal ? refusalText(t, i18n.language, refusal) : null;
  };
  const alone = isAlone(G);
  const target = stage === 'turn' ? deadEndTarget(G) : null;
  const waysToSelected = selected === null ? [] : optionsTo(options, selected);
  const choosingWay = waysToSelected.length > 0;
  const chosenWay = waysToSelected[way] ?? waysToSelected[0];
  const restWhy = why({ type: 'rest' });
  const boardWhy = why({ type: 'goOnBoard' });
  return (
    <Dialog className="move-panel" title={t(`${GAME_NS}:stage.${stage}`)} testId="move-panel">
      {/* The field's action first: on a phone's bar it is seen without scrolling. While a way is chosen
          it steps aside with the other choices (Cancel brings them back): the ways and their buttons fit. */}
      {stage === 'field' && !choosingWay ? <ActionPanel G={G} seat={seat} send={send} busy={busy} /> : null}
      {/* While a way is chosen, the route choice's own heading says where the captain goes. */}
      {choosingWay ? null : (
        <div className="move-head">
          <h3>{t(`${UI_NS}:moveCaptain`)}</h3>
          {reach.length > 0 ? <span className="hint">{t(`${UI_NS}:chooseField`)}</span> : null}
        </div>
      )}
      {reach.length > 0 ? (
        choosingWay && selected !== null ? (
          // A field with several ways: the route choice takes the list's place (another field is still chosen on the board).
          <WayChoice G={G} seat={seat} options={waysToSelected} field={selected} way={way} onWay={onWay} busy={busy} />
        ) : (
          <>
            {near.length > 0 ? <ReachList G={G} seat={seat} label={t(`${UI_NS}:reachableFields`)} reach={near} selected={selected} busy={busy} onChoose={choose} /> : null}
            {/* The fields reached only through dark alleys (up to about twenty): behind a summary while
                there are nearer ones, else the list itself. The long explanation follows the list, so
                that on a phone's bar the first of them are seen with the decision's buttons. */}
            {dark.length > 0 && near.length > 0 ? (
              <details className="dark-reach">
                <summary data-help={t(`${UI_NS}:throughDarkHint`)}>{t(`${UI_NS}:throughDark`, { count: dark.length })}</summary>
                <ReachGroups G={G} seat={seat} label={t(`${UI_NS}:throughDark`, { count: dark.length })} reach={dark} selected={selected} busy={busy} onChoose={choose} />
                <p className="hint dark-reach-hint">{t(`${UI_NS}:throughDarkHint`)}</p>
              </details>
            ) : dark.length > 0 ? (
              <div className="dark-reach">
                <h4 {...helpProps(t(`${UI_NS}:throughDarkHint`))}>{t(`${UI_NS}:throughDark`, { count: dark.length })}</h4>
                <ReachGroups G={G} seat={seat} label={t(`${UI_NS}:throughDark`, { count: dark.length })} reach={dark} selected={selected} busy={busy} onChoose={choose} />
                <p className="hint dark-reach-hint">{t(`${UI_NS}:throughDarkHint`)}</p>
              </div>
            ) : null}
            {reach.some(([, cost]) => cost.pirates >= player.hand) ? (
              <p className="hint last-pirates-legend">
                <span aria-hidden="true">⚠</span> {t(`${UI_NS}:lastPiratesLegend`)}
              </p>
            ) : null}
          </>
        )
      ) : null}
      {/* What the seat has and what a move costs: after the choices (a phone's bar shows the first choices first). */}
      <p className="hint">
        {t(`${UI_NS}:youHave`, { pirates: t(`${UI_NS}:piratesCount`, { count: player.hand }), coins: t(`${UI_NS}:coinsCount`, { count: player.coins }) })}{' '}
        {stage === 'turn' ? t(`${UI_NS}:firstMoveFree`) : alone ? t(`${UI_NS}:aloneMovesFree`) : t(`${UI_NS}:furtherMoveCosts`)}
      </p>
      {blocked.size > 0 ? (
        <ul className="blocked-list" aria-label={t(`${UI_NS}:notReachable`)}>
          {[...blocked].map(([field, refusal]) => (
            <li key={field}>
              {fieldName(t, field)}: {refusalText(t, i18n.language, refusal)}
            </li>
          ))}
        </ul>
      ) : null}
      {choosingWay && chosenWay ? (
        // The route choice's own buttons at the decision's foot (always in view); the others come back with Cancel.
        <div className="actions">
          <button type="button" className="primary" disabled={busy} onClick={() => send(optionMove(chosenWay))} data-move="moveWay" {...helpProps(actionHelp(t, 'way'))}>
            {t(`${UI_NS}:moveThisWay`, { cost: costWords(t, chosenWay) })}
          </button>
          <button type="button" className="quiet" onClick={() => onSelect(null)}>
            {t(`${UI_NS}:cancel`)}
          </button>
        </div>
      ) : (
      // Where the captain cannot move, the line saying so stands with the buttons it leaves (on wide
      // screens in their row, which stays in view however the decision scrolls: a field's action
      // above it had pushed it under the row at 1366×768).
      <DecisionFoot
        status={
          reach.length === 0 ? (
            <p className="refusal" role="status">
              {target !== null ? t(`${UI_NS}:captainStuck`) : stage === 'field' ? t(`${UI_NS}:noMoveField`) : t(`${UI_NS}:noMove`)}
            </p>
          ) : null
        }
      >
        {stage === 'turn' && target !== null ? (
          <button type="button" className="primary" disabled={busy} onClick={() => send({ type: 'leaveDeadEnd' })} data-move="leaveDeadEnd" {...helpProps(actionHelp(t, 'leaveDeadEnd'))}>
            {t(`${UI_NS}:leaveDeadEnd`, { field: fieldName(t, target) })}
          </button>
        ) : null}
        {stage === 'turn' ? (
          <>
            <button type="button" disabled={busy || restWhy !== null} onClick={() => send({ type: 'rest' })} data-move="rest" {...helpProps(actionHelp(t, 'rest'))}>
              {t(`${GAME_NS}:move.rest`)}
            </button>
            <button type="button" disabled={busy || boardWhy !== null} onClick={() => send({ type: 'goOnBoard' })} data-move="goOnBoard" {...helpProps(actionHelp(t, 'goOnBoard', player.hand))}>
              {t(`${UI_NS}:goOnBoard`, { count: player.hand })}
            </button>
          </>
        ) : (
          <button type="button" className={G.turn.actionOpen ? undefined : 'primary'} disabled={busy} onClick={() => send({ type: 'endTurn' })} data-move="endTurn" {...helpProps(actionHelp(t, 'endTurn'))}>
            {t(`${GAME_NS}:move.endTurn`)}
          </button>
        )}
      </DecisionFoot>
      )}
      {!choosingWay && stage === 'turn' && (restWhy || boardWhy) ? (
        <p className="hint">{[restWhy, boardWhy].filter(Boolean).join(' ')}</p>
      ) : null}
      {stage === 'field' && player.hand === 0 && player.inAction ? <p className="hint">{t(`${UI_NS}:endWithoutPirates`)}</p> : null}
    </Dialog>
  );
}

/** A reachable field's name for a screen reader: where, what it costs, how many ways, whether it spends the last pirates. */
function reachName(t: T, field: number, cost: Reach, last: boolean): string {
  return `${fieldName(t, field)}: ${costWords(t, cost)}${cost.ways > 1 ? `, ${t(`${UI_NS}:ways`, { count: cost.ways })}` : ''}${last ? `, ${t(`${UI_NS}:lastPiratesNote`)}` : ''}`;
}

/** The cost as the board draws it beneath the field: pirates, and coins when it costs any (⚠: the last pirates). */
function CostFigures({ cost, last }: { cost: Reach; last: boolean }) {
  return (
    <span className="reach-cost" aria-hidden="true">
      {last ? <span className="last-pirates-note">⚠</span> : null}
      <InlineIcon name="pirate" size={14} />
      {cost.pirates}
      {cost.coins > 0 ? (
        <>
          <InlineIcon name="coin" size={14} />
          {cost.coins}
        </>
      ) : null}
    </span>
  );
}

/** Reachable fields as buttons, each with its cheapest cost (and how many ways lead there). */
function ReachList({ G, seat, label, reach, selected, busy, onChoose }: { G: RumState; seat: number; label: string; reach: readonly [number, Reach][]; selected: number | null; busy: boolean; onChoose(field: number): void }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="reach-list" aria-label={label}>
      {reach.map(([field, cost]) => (
        <li key={field}>
          <button
            type="button"
            className="reach-button"
            aria-pressed={selected === field}
            disabled={busy}
            onClick={() => onChoose(field)}
            data-reach={field}
            aria-label={reachName(t, field, cost, cost.pirates >= (G.players[seat]?.hand ?? 0))}
            {...helpProps(fieldHelp(t, i18n.language, G, field))}
          >
            <InlineIcon name={FIELDS[field]?.kind ?? 'coin'} size={18} />
            <span className="reach-name">{fieldName(t, field)}</span>
            <CostFigures cost={cost} last={cost.pirates >= (G.players[seat]?.hand ?? 0)} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Many fields at few costs (the fields behind the dark alleys, up to about twenty, cost much the
 * same): one row per cost, the cost said once at its head and the fields as short chips after it,
 * so that all of them are in view with the decision's buttons. Each chip's name still says its cost.
 */
function ReachGroups({ G, seat, label, reach, selected, busy, onChoose }: { G: RumState; seat: number; label: string; reach: readonly [number, Reach][]; selected: number | null; busy: boolean; onChoose(field: number): void }) {
  const { t, i18n } = useTranslation();
  const hand = G.players[seat]?.hand ?? 0;
  const groups = new Map<string, [number, Reach][]>();
  for (const entry of reach) {
    const key = `${entry[1].pirates}/${entry[1].coins}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return (
    <ul className="reach-groups" aria-label={label}>
      {[...groups.values()].map((fields) => {
        const cost = fields[0]?.[1];
        if (!cost) return null;
        const last = cost.pirates >= hand;
        return (
          <li key={`${cost.pirates}/${cost.coins}`} className="reach-group">
            <CostFigures cost={cost} last={last} />
            {fields.map(([field, c]) => (
              <button
                key={field}
                type="button"
                className="reach-chip"
                aria-pressed={selected === field}
                disabled={busy}
                onClick={() => onChoose(field)}
                data-reach={field}
                aria-label={reachName(t, field, c, last)}
                {...helpProps(fieldHelp(t, i18n.language, G, field))}
              >
                <InlineIcon name={FIELDS[field]?.kind ?? 'coin'} size={16} />
                <span className="reach-name">{fieldName(t, field)}</span>
              </button>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The route chooser: the ways to the chosen field (different alleys, or dark alleys), the cheapest
 * preselected and shown on the board; a warning when the way spends your last pirates. Its buttons
 * (move this way, cancel) are the decision's own, at its foot.
 */
function WayChoice({ G, seat, options, field, way, onWay, busy }: { G: RumState; seat: number; options: readonly MoveOption[]; field: number; way: number; onWay(way: number): void; busy: boolean }) {
  const { t } = useTranslation();
  const chosen = options[way] ?? options[0];
  if (!chosen) return null;
  const last = spendsLastPirates(G, seat, chosen);
  const words = wayLabels(t, G, options);
  return (
    <div className="way-choice" role="group" aria-label={t(`${UI_NS}:waysTo`, { field: fieldName(t, field) })}>
      <h4>{t(`${UI_NS}:waysTo`, { field: fieldName(t, field) })}</h4>
      {options.length > 1 ? (
        <ul>
          {options.map((o, i) => (
            <li key={i}>
              <button type="button" className="way-button" aria-pressed={o === chosen} disabled={busy} onClick={() => onWay(i)} data-way={i} {...helpProps(actionHelp(t, 'way'))}>
                <span className="way-words">{words[i]}</span>
                <small className="way-cost">{costWords(t, o)}</small>
                {i === 0 ? <span className="cheapest-tag">{t(`${UI_NS}:cheapest`)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {last ? (
        <p className="warning" role="alert" data-testid="last-pirates-warning">
          {t(`${UI_NS}:lastPiratesWarning`, { count: G.players[seat]?.hand ?? 0 })}
        </p>
      ) : null}
    </div>
  );
}

/** The ways' words; ways that read the same (two dark alleys on one edge) are numbered (the board shows the chosen one). */
export function wayLabels(t: T, G: RumState, options: readonly MoveOption[]): string[] {
  const words = options.map((o) => wayWords(t, G, o));
  return words.map((w, i) => (words.some((other, k) => k !== i && other === w) ? t(`${UI_NS}:wayNumbered`, { n: i + 1, way: w }) : w));
}

/** "along the alley (2 segments)" or "out at the north edge, back in at the west edge". */
export function wayWords(t: T, G: RumState, o: MoveOption): string {
  if (o.kind === 'alley') return t(`${UI_NS}:wayAlley`, { count: G.board.alleys[o.alley]?.segments ?? o.pirates });
  const exit = G.board.darkAlleys[o.exit];
  const entry = G.board.darkAlleys[o.entry];
  return t(`${UI_NS}:wayDark`, { exit: t(`${UI_NS}:edge.${exit?.side ?? 'N'}`), entry: t(`${UI_NS}:edge.${entry?.side ?? 'N'}`) });
}
