import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FIELDS } from '@harbour/rum-and-pirates/data';
import { deciders, stageOf, type RumMove, type RumState } from '@harbour/rum-and-pirates/rules';
import type { Refusal } from '@harbour/game-kit';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { useLastMove } from '../../shared/last-move/use-last-move.js';
import { TableShell } from '../../shared/shell/TableShell.js';
import { StatusLine, stagedStatus } from '../../shared/shell/StatusLine.js';
import { LOG_MARK_SIZE, SeatMark } from '../../shared/SeatMark.js';
import { EndOfGame, MoveError } from '../../shared/TableParts.js';
import { useSeatNames, useTableMoves } from '../../shared/table-hooks.js';
import type { TableProps } from '../../shared/shell/game-table.js';
import { recallOptions } from './ActionPanel.js';
import { Board, type FieldChoice, type StreetChoice } from './Board.js';
import { ContestStatus, RerollChoice, SuppliesChoice, TavernJoin } from './Contest.js';
import { Displays } from './Displays.js';
import { InlineIcon } from './icons.js';
import { Legend } from './Legend.js';
import { LastMoveContext, byOtherThan, changedKeys } from './last-move.js';
import { logLines } from './log.js';
import { blockedNeighbours, moveOptions, needsChooser, optionMove, optionsTo, reachOf } from './move-options.js';
import { MovePanel } from './MovePanel.js';
import { MyTiles, Players } from './Players.js';
import { RollNotice, useRollNews } from './RollNotice.js';
import { RulesPanel } from './RulesPanel.js';
import { MastPanel } from './Scuffle.js';
import { RumScoring } from './Scoring.js';
import { GAME_NS, UI_NS, refusalText } from './words.js';
import './table.css';

/** The Rum & Pirates table: the town, the decision the seat must make, the mast, the displays, the flags, the log. */
export function RumTable({ snapshot, makeMove, endActions, slots }: TableProps) {
  const { t, i18n } = useTranslation();
  const G = snapshot.G as RumState;
  const seat = snapshot.playerID === null ? null : Number(snapshot.playerID);
  const { names, letters, marks } = useSeatNames(snapshot.players);
  const [selected, setSelected] = useState<number | null>(null);
  /** The way chosen to the selected field (index among its ways, cheapest first: 0 is preselected). */
  const [way, setWay] = useState(0);
  const select = (field: number | null) => {
    setSelected(field);
    setWay(0);
  };
  // A new state forgets the previous decision's choices (and its error).
  const { online, busy, error, send } = useTableMoves<RumMove>(snapshot, makeMove, () => select(null));
  const [zoomed, setZoomed] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // Enlarged (phones): keep the captain in sight.
  useEffect(() => {
    if (zoomed) scroller.current?.querySelector('[data-testid="captain"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [zoomed, G.captain]);
  const stage = seat !== null && snapshot.started ? stageOf(G, seat) : null;
  // The last move of another seat: what it changed is marked on the board, the displays and the flags.
  const byOther = useMemo(() => byOtherThan(seat), [seat]);
  const last = useLastMove(G, snapshot.stateID, byOther, G.status === 'over');
  const changed = useMemo(() => (last.before ? changedKeys(last.before, G) : null), [last.before, G]);

  const moving = stage === 'turn' || stage === 'field';
  const options = useMemo(() => (moving && seat !== null ? moveOptions(G, seat) : []), [moving, G, seat]);
  const blocked = useMemo(() => (moving && seat !== null ? blockedNeighbours(G, seat, options) : new Map<number, Refusal>()), [moving, G, seat, options]);
  const blockedWords = useMemo(() => new Map([...blocked].map(([field, refusal]) => [field, refusalText(t, i18n.language, refusal)])), [blocked, t, i18n.language]);

  const fieldChoice: FieldChoice | undefined =
    moving && !busy && options.length > 0
      ? {
          reach: reachOf(options),
          selected,
          onChoose: (field) => {
            const ways = optionsTo(options, field);
            if (seat !== null && !needsChooser(G, seat, ways) && ways[0]) send(optionMove(ways[0]));
            else select(selected === field ? null : field);
          },
        }
      : undefined;
  // The board shows the way chosen in the route chooser (the cheapest until another is chosen).
  const chosenWay = selected === null ? undefined : optionsTo(options, selected)[way];
  const highlight = chosenWay
    ? {
        alleys: new Set(chosenWay.kind === 'alley' ? [chosenWay.alley] : []),
        darkAlleys: new Set(chosenWay.kind === 'dark' ? [chosenWay.exit, chosenWay.entry] : []),
      }
    : undefined;

  // At the headquarters: your alleys and dark-alley pairs can be chosen on the board to take their pirates back.
  const recalls = stage === 'field' && seat !== null && G.turn?.actionOpen && FIELDS[G.captain]?.kind === 'headquarters' ? recallOptions(G, seat) : [];
  const streetChoice: StreetChoice | undefined =
    recalls.length > 0 && !busy && seat !== null
      ? {
          alleys: new Set(recalls.flatMap((r) => (r.move.type === 'recall' ? [r.move.alley] : []))),
          darkAlleys: new Set(G.darkAlleys.flatMap((d, i) => (d?.seat === seat ? [i] : []))),
          label: () => t(`${GAME_NS}:move.recall`),
          onChoose: (kind, index) => {
            if (kind === 'alley') send({ type: 'recall', alley: index });
            else send({ type: 'recallDark', darkAlley: Math.min(index, G.darkAlleys[index]?.partner ?? index) });
          },
        }
      : undefined;

  let decision: ReactNode = null;
  if (seat !== null && stage !== null) {
    const key = `${snapshot.stateID}`;
    const props = { G, seat, send, busy, names };
    switch (stage) {
      case 'turn':
      case 'field':
        decision = <MovePanel key={key} G={G} seat={seat} stage={stage} options={options} blocked={blocked} selected={selected} onSelect={select} way={way} onWay={setWay} send={send} busy={busy} />;
        break;
      case 'supplies':
        decision = <SuppliesChoice key={key} {...props} />;
        break;
      case 'joinTavern':
        decision = <TavernJoin key={key} {...props} />;
        break;
      case 'reroll':
        decision = <RerollChoice key={key} {...props} />;
        break;
    }
  }

  const rollNews = useRollNews(G.events);
  const over = G.status === 'over' && G.result !== null;
  const lines = useMemo(() => logLines(t, i18n.language, G.events, names), [t, i18n.language, G.events, names]);
  // Keeps its identity while the letters do: the log's lines are then not drawn again.
  const seatMark = useCallback((s: number) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />, [letters]);

  return (
    <LastMoveContext.Provider value={changed}>
      <TableShell
        className={`rum-table${online ? '' : ' is-offline'}`}
        testId="rum-table"
        stage={stage ?? 'none'}
        stateID={snapshot.stateID}
        toolbar={<TableStatus G={G} seat={seat} names={names} started={snapshot.started} />}
        rules={{ id: 'rum-rules', label: <><InlineIcon name="rules" size={18} /> {t(`${UI_NS}:rulesButton`)}</>, panel: (close) => <RulesPanel onClose={close} /> }}
        notices={<MoveError error={error} refusalWords={(refusal) => refusalText(t, i18n.language, refusal)} />}
        end={
          over && G.result ? (
            <EndOfGame endActions={endActions}>
              <RumScoring result={G.result} names={names} letters={letters} G={G} />
            </EndOfGame>
          ) : null
        }
        board={
          <div className="rum-board-area">
            <button type="button" className="zoom-button small" data-board-tool aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
              <InlineIcon name="zoom" size={18} /> {zoomed ? t(`${UI_NS}:zoomOut`) : t(`${UI_NS}:zoomIn`)}
            </button>
            <div className={`board-scroller${zoomed ? ' zoomed' : ''}`} ref={scroller}>
              <Board G={G} marks={marks} fieldChoice={fieldChoice} blocked={moving ? blockedWords : undefined} streetChoice={streetChoice} highlight={highlight} />
            </div>
          </div>
        }
        boardExtras={
          <>
            <Legend />
            <Displays G={G} />
          </>
        }
        decision={decision}
        decisionKey={decision ? `${stage}:${snapshot.stateID}` : null}
        context={
          <>
            {stage === 'joinTavern' ? null : <ContestStatus G={G} names={names} letters={letters} />}
            <MastPanel G={G} names={names} letters={letters} />
          </>
        }
        seats={<Players G={G} names={names} letters={letters} seat={seat} />}
        hand={seat !== null ? <MyTiles G={G} seat={seat} /> : null}
        log={<GameLog title={t(`${UI_NS}:log`)} lines={lines} seatMark={seatMark} />}
        news={<RollNotice events={G.events} shown={rollNews} names={names} seatMark={seatMark} />}
        slots={slots}
      />
    </LastMoveContext.Provider>
  );
}

/** One line saying what the table waits for, in words, after the round (and the scuffle). */
function TableStatus({ G, seat, names, started }: { G: RumState; seat: number | null; names: readonly string[]; started: boolean }) {
  const { t, i18n } = useTranslation();
  const { text, yours } = stagedStatus(t, i18n.language, {
    ui: UI_NS,
    game: GAME_NS,
    started,
    over: G.status === 'over',
    seat,
    waiting: deciders(G),
    stageOf: (s) => stageOf(G, s),
    names,
    between: 'nextStep',
  });
  const chips = (
    <>
      {G.round > 0 ? <span className="round-chip">{t(`${UI_NS}:roundN`, { n: G.round })}</span> : null}
      {G.status === 'scuffle' ? <span className="round-chip">{t(`${GAME_NS}:term.scuffle`)}</span> : null}
    </>
  );
  return <StatusLine yours={yours} chips={chips} text={text} />;
}
