import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { canDraw, checkMove, deciders, stageOf, type PortRoyalMove, type PortRoyalState } from '@harbour/port-royal/rules';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { TableShell } from '../../shared/shell/TableShell.js';
import { StatusLine } from '../../shared/shell/StatusLine.js';
import { LOG_MARK_SIZE, SeatMark } from '../../shared/SeatMark.js';
import { useLastMove } from '../../shared/last-move/use-last-move.js';
import { lastMoveChanges, movedByOther } from './last-move.js';
import { EndOfGame, MoveError } from '../../shared/TableParts.js';
import { useSeatNames, useTableMoves } from '../../shared/table-hooks.js';
import type { TableProps } from '../../shared/shell/game-table.js';
import { fulfilChoices, takeChoices, takesLeft } from './choices.js';
import { Decision } from './Decision.js';
import { logLines } from './log.js';
import { Players } from './Players.js';
import { PortRoyalScoring } from './Scoring.js';
import { TableArea } from './TableArea.js';
import { RulesPanel } from './RulesPanel.js';
import { GAME_NS, UI_NS, refusalText } from './words.js';

const NO_EVENTS: PortRoyalState['events'] = [];

/** The Port Royal table: piles, expeditions and harbor display, the decision, the players' displays, the log. */
export function PortRoyalTable({ snapshot, makeMove, endActions, slots }: TableProps) {
  const { t, i18n } = useTranslation();
  const G = snapshot.G as PortRoyalState;
  const seat = snapshot.playerID === null ? null : Number(snapshot.playerID);
  const { names, letters } = useSeatNames(snapshot.players);
  const moves = useTableMoves<PortRoyalMove>(snapshot, makeMove);
  const { online, busy, error, setError } = moves;
  const stage = seat !== null && snapshot.started ? stageOf(G, seat) : null;
  const root = useRef<HTMLDivElement>(null);
  // What the last move of another seat changed is marked on the board and the seats.
  const lastMove = useLastMove(G, snapshot.stateID, (before, after) => movedByOther(before, after, seat), G.status === 'over');
  const changed = useMemo(() => (lastMove.before ? lastMoveChanges(lastMove.before, G) : null), [lastMove.before, G]);

  // Keyboard players keep their place: when the control that had the focus went away (or was
  // disabled while the move travelled), the decision's main button takes it.
  useEffect(() => {
    if (busy || stage === null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = root.current?.querySelector<HTMLElement>('[data-testid="decision"] button.primary:not(:disabled), [data-testid="decision"] button:not(:disabled)');
    target?.focus({ preventScroll: true });
  }, [busy, stage, snapshot.stateID]);

  const send = (move: PortRoyalMove) => {
    if (seat === null) return;
    // The same rules the server applies, for an instant answer; the server stays the judge.
    const refusal = checkMove(G, seat, move);
    if (refusal) {
      setError({ code: 'move.refused', message: refusal.code, refusal });
      return;
    }
    moves.send(move);
  };

  const takes = useMemo(() => (stage === 'tradeAndHire' && seat !== null ? takeChoices(G, seat) : []), [G, seat, stage]);
  const fulfils = useMemo(() => (stage !== null && stage !== 'repel' && seat !== null ? fulfilChoices(G, seat) : []), [G, seat, stage]);
  const left = stage === 'tradeAndHire' && seat !== null ? takesLeft(G, seat) : 0;
  const over = G.status === 'over' && G.result !== null;
  // The log (hundreds of sentences late in a game) follows the board: the board is drawn first.
  // It appears once complete, so that screen readers announce only the lines that follow.
  const events = useDeferredValue(G.events, NO_EVENTS);
  const [logReady, setLogReady] = useState(false);
  if (!logReady && events === G.events) setLogReady(true);
  const lines = useMemo(() => logLines(t, i18n.language, events, names), [t, i18n.language, events, names]);
  // Keeps its identity while the letters do: the log's lines are then not drawn again.
  const seatMark = useCallback((s: number) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />, [letters]);

  const decision = seat !== null && stage !== null ? <Decision key={stage} G={G} seat={seat} names={names} send={send} busy={busy} takes={left > 0 ? takes : []} fulfils={fulfils} takesLeft={left} /> : null;
  return (
    <TableShell
      className={`pr-table${online ? '' : ' is-offline'}`}
      rootRef={root}
      testId="pr-table"
      stage={stage ?? 'none'}
      stateID={snapshot.stateID}
      toolbar={<TableStatus G={G} seat={seat} names={names} started={snapshot.started} />}
      rules={{ id: 'pr-rules', label: t(`${UI_NS}:rules.button`), panel: (close) => <RulesPanel onClose={close} /> }}
      notices={<MoveError error={error} refusalWords={(refusal) => refusalText(t, i18n.language, refusal, names)} />}
      end={
        over && G.result ? (
          <EndOfGame endActions={endActions}>
            <PortRoyalScoring G={G} result={G.result} names={names} letters={letters} />
          </EndOfGame>
        ) : null
      }
      board={
        <TableArea
          G={G}
          names={names}
          busy={busy}
          changed={changed}
          onTurnUp={stage === 'discover' && canDraw(G) ? () => send({ type: 'turnUp' }) : undefined}
          takes={stage === 'tradeAndHire' && left > 0 ? takes : undefined}
          onTake={(choice) => send(choice.move)}
          fulfils={fulfils}
          onFulfil={(f) => send({ type: 'fulfilExpedition', card: f.card, persons: f.persons })}
        />
      }
      decision={decision}
      decisionKey={decision ? `${stage}:${snapshot.stateID}` : null}
      seats={<Players G={G} names={names} letters={letters} seat={seat} changed={changed} />}
      log={logReady ? <GameLog title={t(`${UI_NS}:logTitle`)} lines={lines} seatMark={seatMark} /> : null}
      slots={slots}
    />
  );
}

/** What the table waits for, in words, after the turn, the phase and the end's chips. */
function TableStatus({ G, seat, names, started }: { G: PortRoyalState; seat: number | null; names: readonly string[]; started: boolean }) {
  const { t } = useTranslation();
  let text: string;
  let yours = false;
  const playing = started && G.status === 'playing';
  if (!started) text = t(`${UI_NS}:waitingForPlayers`);
  else if (G.status === 'over') text = t(`${UI_NS}:gameOver`);
  else {
    const waiting = deciders(G)[0];
    const prompt = t(`${GAME_NS}:stage.${G.turn.stage}`);
    if (seat !== null && waiting === seat) {
      yours = true;
      text = seat === G.turn.active ? t(`${UI_NS}:yourTurn`, { prompt }) : t(`${UI_NS}:yourOpportunity`, { prompt, player: names[G.turn.active] ?? '' });
    } else {
      // Another seat's decision in words about it ("turning up another card or stopping"), not the order given to that seat.
      const stage = G.turn.stage;
      text = t(`${UI_NS}:waitingFor`, { player: names[waiting ?? 0] ?? '', prompt: t(`${UI_NS}:stageOther.${stage}`, { defaultValue: prompt }) });
    }
  }
  const phase = G.turn.stage === 'tradeAndHire' ? 'tradeAndHire' : 'discover';
  const chips = (
    <>
      {playing ? <span className="round-chip">{t(`${UI_NS}:turnN`, { n: G.turn.number })}</span> : null}
      {playing ? <span className="chip pr-phase-chip">{t(`${GAME_NS}:phase.${phase}`)}</span> : null}
      {G.endTriggered && G.status === 'playing' ? <span className="chip pr-last-round">{t(`${UI_NS}:lastRound`)}</span> : null}
      {G.options.variantEnd ? (
        <span className="chip" title={t(`${GAME_NS}:option.variantEndHelp`)}>
          {t(`${UI_NS}:variantEndChip`)}
        </span>
      ) : null}
    </>
  );
  return <StatusLine yours={yours} chips={chips} text={text} />;
}
