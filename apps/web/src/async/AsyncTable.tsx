import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchConnection, MatchSnapshot } from '../connection/types.js';
import { useMatchSnapshot } from '../connection/use-connection.js';
import { setTitleNote } from '../platform/turns.js';
import { markChatRead, unreadCount, useLastReadSeq } from './chat-read.js';
import { ChatPanel } from './ChatPanel.js';
import { ComputerMoves } from './ComputerMoves.js';
import { PauseBanner } from './PauseBanner.js';
import { SeatClocks } from './SeatClocks.js';
import { LogMarksProvider } from './seat/log-marks-context.js';
import { TableEventsProvider } from './table-events-context.js';
import { TakeBackButton } from './seat/TakeBackButton.js';
import './async-status.css';
import { SinceBanner, SinceProvider } from './since.js';
import type { ChatMessage, ChatResult, VoteResult } from '../connection/frames/async-play.js';
import { AsyncTableProvider } from './table-context.js';
import { NS } from './words.js';

// A seat's tools load on demand, only for a seat (a spectator loads none of them): time away, the
// standing orders, the notes.
const AwayPanel = lazy(() => import('./AwayPanel.js').then((m) => ({ default: m.AwayPanel })));
const StandingOrders = lazy(() => import('./orders/StandingOrders.js').then((m) => ({ default: m.StandingOrders })));
const NotesPanel = lazy(() => import('./seat/NotesPanel.js').then((m) => ({ default: m.NotesPanel })));

interface AsyncTableProps {
  matchID: string;
  connection: MatchConnection;
  children: ReactNode;
  /** What other features show in each seat's panel after its clock, from the match's seats and the hints they used (given by the page). */
  seatExtras?: (match: Pick<MatchSnapshot, 'hints' | 'players'>) => ((playerID: string) => ReactNode) | null;
}

/**
 * Asynchronous play at a live table: the seats' clocks (in their panels), the chat beside the log
 * (seats write; spectators read, or write where the host allowed it), and "since you were last
 * here" for a seat coming back.
 */
export function AsyncTable({ matchID, connection, children, seatExtras }: AsyncTableProps) {
  const { t } = useTranslation();
  const snapshot = useMatchSnapshot(connection);
  const seated = snapshot.playerID !== null;
  const mayWrite = seated || snapshot.spectatorChat === true;
  const canSend = mayWrite && connection.sendChat !== undefined;
  const messages = snapshot.chat;
  const chat = useMemo(
    () =>
      messages === undefined ? null : (
        <ChatPanel messages={messages} send={canSend ? (text) => sendChat(connection, text) : undefined} viewer={snapshot.playerID} readOnlyNote={t(`${NS}:chat.readOnly`)} quietTitle />
      ),
    [messages, canSend, connection, snapshot.playerID, t],
  );
  const { unread, onChatShown } = useChatUnread(matchID, messages, snapshot.playerID);
  const unreadNote = unread > 0 ? t(`${NS}:chat.unreadTitle`, { count: unread }) : '';
  useEffect(() => {
    setTitleNote(unreadNote);
    return () => setTitleNote('');
  }, [unreadNote]);
  // The seat's own notes, as a tab beside the log (never for a spectator: the server sends none).
  const canSaveNotes = connection.saveNotes !== undefined;
  const saveNotes = useCallback((text: string) => connection.saveNotes?.(text) ?? Promise.resolve(NO_CHAT), [connection]);
  const notes = useMemo(() => (snapshot.playerID !== null && snapshot.notes && canSaveNotes ? <Suspense fallback={null}>
          <NotesPanel notes={snapshot.notes} save={saveNotes} />
        </Suspense> : null), [snapshot.playerID, snapshot.notes, canSaveNotes, saveNotes]);
  // The seat's standing orders, where its decision stands while it has none (the shell's "waiting" slot).
  const canOrder = snapshot.playerID !== null && connection.setOrder !== undefined && (snapshot.gameover === undefined || snapshot.gameover === null);
  // The element stays the same from move to move (it follows the match itself): the table's slots change only with it.
  const orders = useMemo(() => (canOrder ? <SeatOrders connection={connection} /> : null), [canOrder, connection]);
  // "Undo" beside the status line (where the seat just decided), not above the table: it comes and goes with most moves.
  const takeBack = useCallback(() => connection.takeBack?.() ?? Promise.resolve(NO_CHAT), [connection]);
  // A move made again after a take-back stands: the server takes a decision back once, timed or not.
  const canTakeBack = snapshot.canTakeBack === true;
  // Why not (after the seat's own move), while the match goes on: its last move has nothing to explain.
  const whyNot = snapshot.gameover === undefined || snapshot.gameover === null ? (snapshot.takeBackWhyNot ?? null) : null;
  const undo = useMemo(
    () => (connection.takeBack ? <TakeBackButton canTakeBack={canTakeBack} whyNot={whyNot} stateID={snapshot.stateID} online={snapshot.status === 'online'} takeBack={takeBack} /> : null),
    [connection.takeBack, canTakeBack, whyNot, snapshot.stateID, snapshot.status, takeBack],
  );
  const { hints, players } = snapshot;
  const extras = useMemo(() => seatExtras?.({ hints, players }) ?? null, [seatExtras, hints, players]);
  const value = useMemo(
    () => ({ clocks: snapshot.clocks ?? null, chat, chatPlace: 'tab' as const, chatUnread: unread, onChatShown, viewer: snapshot.playerID, notes, undo, orders, seatExtras: extras }),
    [snapshot.clocks, chat, unread, onChatShown, snapshot.playerID, extras, notes, undo, orders],
  );
  return (
    <AsyncTableProvider value={value}>
      <SinceProvider matchID={matchID} playerID={snapshot.playerID} stateID={snapshot.stateID} lastSeen={snapshot.lastSeen}>
        <LogMarksProvider marks={snapshot.logMarks ?? NO_MARKS} players={snapshot.players}>
          <TableEventsProvider events={snapshot.tableEvents ?? NO_EVENTS} players={snapshot.players} viewer={snapshot.playerID}>
            {children}
          </TableEventsProvider>
        </LogMarksProvider>
      </SinceProvider>
    </AsyncTableProvider>
  );
}

/** The seat's standing orders, following the match's snapshot. */
function SeatOrders({ connection }: { connection: MatchConnection }) {
  const snapshot = useMatchSnapshot(connection);
  return (
    <Suspense fallback={null}>
      <StandingOrders snapshot={snapshot} connection={connection} />
    </Suspense>
  );
}

/**
 * The chat's unread count: messages from others after the read mark. While the chat tab is on screen
 * and the page visible, every message is read as it arrives.
 */
export function useChatUnread(matchID: string, messages: readonly ChatMessage[] | undefined, viewer: string | null) {
  const readSeq = useLastReadSeq(matchID);
  const [shown, setShown] = useState(false);
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const onChange = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const newest = messages?.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (shown && visible && newest > 0) markChatRead(matchID, newest);
  }, [shown, visible, newest, matchID]);
  const onChatShown = useCallback((on: boolean) => setShown(on), []);
  return { unread: messages ? unreadCount(messages, readSeq, viewer) : 0, onChatShown };
}

const NO_MARKS: [] = [];
const NO_EVENTS: [] = [];

const NO_CHAT = { ok: false, error: { code: 'connection.offline', message: 'No chat on this connection.' } } as const;

function sendChat(connection: MatchConnection, text: string): Promise<ChatResult> {
  return connection.sendChat?.(text) ?? Promise.resolve(NO_CHAT);
}

function handOver(connection: MatchConnection, playerID: string, agree: boolean): Promise<VoteResult> {
  return connection.handOver?.(playerID, agree) ?? Promise.resolve(NO_CHAT);
}

/** Under the table's header: the news since the last visit, a pause, the viewer's time away, the seats that are away (with the hand-over vote), the computer's decisions. */
export function AsyncStatus({ snapshot, connection }: { snapshot: MatchSnapshot; connection: MatchConnection }) {
  const over = snapshot.gameover !== undefined;
  const request = snapshot.playerID !== null ? connection.seatRequest?.bind(connection) : undefined;
  return (
    <>
      <SinceBanner />
      {/* The seat's own tools for the match's time on one row: the pause vote, time away. */}
      <div className="async-seat-tools">
        <PauseBanner clocks={snapshot.clocks} viewer={snapshot.playerID} players={snapshot.players} over={over} request={request} />
        {snapshot.playerID !== null && request !== undefined && !over ? (
          <Suspense fallback={null}>
            <AwayPanel clocks={snapshot.clocks} viewer={snapshot.playerID} computerMoves={snapshot.computerMoves} over={over} request={request} />
          </Suspense>
        ) : null}
      </div>
      <SeatClocks clocks={snapshot.clocks} players={snapshot.players} viewer={snapshot.playerID} handOver={connection.handOver ? (id, agree) => handOver(connection, id, agree) : undefined} />
      <ComputerMoves moves={snapshot.computerMoves} players={snapshot.players} />
    </>
  );
}
