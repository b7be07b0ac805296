import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ShipId } from '@harbour/grog-island/data';
import { deciders, stageOf, type GrogMove, type GrogState } from '@harbour/grog-island/rules';
import { useTranslation } from 'react-i18next';
import { GameLog } from '../../shared/GameLog.js';
import { TableShell } from '../../shared/shell/TableShell.js';
import { StatusLine, stagedStatus } from '../../shared/shell/StatusLine.js';
import { EndOfGame, MoveError } from '../../shared/TableParts.js';
import { useSeatNames, useTableMoves } from '../../shared/table-hooks.js';
import type { TableProps } from '../../shared/shell/game-table.js';
import { AuctionArea } from './AuctionArea.js';
import { BidBuilder } from './BidBuilder.js';
import { Board } from './Board.js';
import { BuildingPick, GoalCardPick, PayChoice, SetupChoice, buildingCandidates, buildingMove } from './Decisions.js';
import { Hand, LOG_MARK_SIZE, Players, SeatMark } from './Players.js';
import { GrogScoring } from './Scoring.js';
import { TradeDialog } from './TradeDialog.js';
import { logLines } from './log.js';
import { shipOptions } from './trade-draft.js';
import { useOrientation } from './use-orientation.js';
import { RulesPanel } from './RulesPanel.js';
import { GAME_NS, UI_NS, refusalText } from './words.js';
import { helpProps } from '../../shared/explain/ExplainLayer.js';
import { roundHelp } from './help.js';
import { lastMoveClass, useLastMove } from '../../shared/last-move/use-last-move.js';
import { byOtherSeat, changedKeys } from './last-move.js';
import './Table.css';

/** The Grog Island table: the board, the decision the seat must make, the players, the hand, the log. */
export function GrogTable({ snapshot, makeMove, endActions, slots }: TableProps) {
  const { t, i18n } = useTranslation();
  const G = snapshot.G as GrogState;
  const seat = snapshot.playerID === null ? null : Number(snapshot.playerID);
  const { names, letters, marks } = useSeatNames(snapshot.players);
  const [tradeShip, setTradeShip] = useState<ShipId | null>(null);
  // A new state forgets the previous decision's choices (and its error).
  const { online, busy, error, send } = useTableMoves<GrogMove>(snapshot, makeMove, () => setTradeShip(null));
  const { ref, orientation } = useOrientation<HTMLDivElement>();
  const stage = seat !== null && snapshot.started ? stageOf(G, seat) : null;
  // What the last move of another seat changed: marked on the board and in the auction area.
  const byOther = useMemo(() => byOtherSeat(seat), [seat]);
  const last = useLastMove(G, snapshot.stateID, byOther, G.status === 'over');
  const changed = useMemo(() => (last.before ? changedKeys(last.before, G) : null), [last.before, G]);
  const task = G.tasks[0];

  const candidates = stage === 'claim' || stage === 'lock' || stage === 'ghostCrew' ? buildingCandidates(G, task) : [];
  const buildingChoice =
    candidates.length > 0 && !busy
      ? {
          candidates: new Set(candidates),
          label: t(`${UI_NS}:choose.${stage}`),
          onChoose: (index: number) => {
            const move = buildingMove(task, index);
            if (move) send(move);
          },
        }
      : undefined;
  const shipChoice =
    stage === 'trade' && seat !== null
      ? {
          ships: new Set(shipOptions(G, seat).filter((o) => o.allowed).map((o) => o.ship)),
          selected: tradeShip,
          label: t(`${UI_NS}:choose.trade`),
          onChoose: setTradeShip,
        }
      : undefined;

  let decision: ReactNode = null;
  if (seat !== null && stage !== null) {
    const props = { G, seat, send, busy };
    const key = `${snapshot.stateID}`;
    switch (stage) {
      case 'chooseSetup':
        decision = <SetupChoice key={key} {...props} />;
        break;
      case 'bid':
        decision = <BidBuilder key={key} G={G} seat={seat} busy={busy} changed={changed} names={names} onBid={(bid) => send({ type: 'bid', ...bid })} onPass={() => send({ type: 'pass' })} />;
        break;
      case 'trade':
        decision = <TradeDialog key={key} G={G} seat={seat} ship={tradeShip} onShipChange={setTradeShip} busy={busy} onTrade={(trade) => send({ type: 'trade', ...trade })} />;
        break;
      case 'keepGoalCard':
        decision = <GoalCardPick key={key} {...props} mode="keep" />;
        break;
      case 'discardGoalCard':
        decision = <GoalCardPick key={key} {...props} mode="discard" />;
        break;
      case 'pay':
        decision = <PayChoice key={key} {...props} />;
        break;
      case 'claim':
      case 'lock':
      case 'ghostCrew':
        decision = <BuildingPick key={key} {...props} />;
        break;
    }
  }

  const over = G.status === 'over' && G.result !== null;
  const lines = useMemo(() => logLines(t, i18n.language, G.events, names), [t, i18n.language, G.events, names]);
  // Keeps its identity while the letters do: the log's lines are then not drawn again.
  const seatMark = useCallback((s: number) => <SeatMark seat={s} letters={letters} size={LOG_MARK_SIZE} />, [letters]);

  return (
    <TableShell
      className={`grog-table orientation-${orientation}${online ? '' : ' is-offline'}`}
      rootRef={ref}
      testId="grog-table"
      stage={stage ?? 'none'}
      stateID={snapshot.stateID}
      toolbar={<TableStatus G={G} seat={seat} names={names} started={snapshot.started} changed={changed} />}
      rules={{ id: 'grog-rules', label: t(`${UI_NS}:rules.button`), panel: (close) => <RulesPanel onClose={close} /> }}
      notices={<MoveError error={error} refusalWords={(refusal) => refusalText(t, i18n.language, refusal)} />}
      end={
        over && G.result ? (
          <EndOfGame endActions={endActions}>
            <GrogScoring G={G} result={G.result} names={names} letters={letters} />
          </EndOfGame>
        ) : null
      }
      board={<Board G={G} marks={marks} orientation={orientation} changed={changed} buildingChoice={buildingChoice} shipChoice={shipChoice} />}
      boardExtras={
        stage === 'bid' ? null : G.status === 'auction' || G.status === 'betweenRounds' || over ? (
          // In a block of its own: a grid sized the drawing's row too short after a resize, and the seats covered the bidding row.
          <div className="auction-extras">
            <AuctionArea dice={G.auction.dice} row={G.auction.biddingRow} round={G.auction.round} locksLeft={G.locksLeft} changed={changed} words={orientation === 'wide'} />
          </div>
        ) : null
      }
      decision={decision}
      decisionKey={decision ? `${stage}:${snapshot.stateID}` : null}
      seats={<Players G={G} names={names} letters={letters} seat={seat} />}
      hand={seat !== null ? <Hand G={G} seat={seat} /> : null}
      log={<GameLog title={t(`${UI_NS}:log`)} lines={lines} seatMark={seatMark} />}
      slots={slots}
    />
  );
}

/** One line saying what the table waits for, in words, after the round. */
function TableStatus({ G, seat, names, started, changed }: { G: GrogState; seat: number | null; names: readonly string[]; started: boolean; changed: ReadonlySet<string> | null }) {
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
    between: 'nextRound',
    ownPrompt: (stage) => (stage === 'bid' && G.auction.bidder === null ? t(`${UI_NS}:openingBidPrompt`) : undefined),
  });
  const round = G.auction.round > 0 ? <span className={lastMoveClass(changed, 'round', 'round-chip')} data-round={G.auction.round} {...helpProps(roundHelp(t, G))}>{t(`${UI_NS}:roundN`, { n: G.auction.round })}</span> : null;
  return <StatusLine yours={yours} chips={round} text={text} />;
}
