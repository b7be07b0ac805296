import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchConnection, MatchSnapshot } from '../connection/types.js';
import { useMatchSnapshot } from '../connection/use-connection.js';
import { ChatPanel } from './ChatPanel.js';
import { ComputerMoves } from './ComputerMoves.js';
import { SeatClocks } from './SeatClocks.js';
import { SinceBanner, SinceProvider } from './since.js';
import type { ChatResult, VoteResult } from './types.js';
import { AsyncTableProvider } from './table-context.js';
import { NS } from './words.js';

interface AsyncTableProps {
  matchID: string;
  connection: MatchConnection;
  children: ReactNode;
}

/**
 * Asynchronous play at a live table: the seats' clocks (in their panels), the chat beside the log
 * (seats write; spectators read, or write where the host allowed it), and "since you were last
 * here" for a seat coming back.
 */
export function AsyncTable({ matchID, connection, children }: AsyncTableProps) {
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
  const value = useMemo(() => ({ clocks: snapshot.clocks ?? null, chat, chatPlace: 'tab' as const }), [snapshot.clocks, chat]);
  return (
    <AsyncTableProvider value={value}>
      <SinceProvider matchID={matchID} playerID={snapshot.playerID} stateID={snapshot.stateID} lastSeen={snapshot.lastSeen}>
        {children}
      </SinceProvider>
    </AsyncTableProvider>
  );
}

const NO_CHAT = { ok: false, error: { code: 'connection.offline', message: 'No chat on this connection.' } } as const;

function sendChat(connection: MatchConnection, text: string): Promise<ChatResult> {
  return connection.sendChat?.(text) ?? Promise.resolve(NO_CHAT);
}

function handOver(connection: MatchConnection, playerID: string, agree: boolean): Promise<VoteResult> {
  return connection.handOver?.(playerID, agree) ?? Promise.resolve(NO_CHAT);
}

/** Under the table's header: the news since the last visit, the seats that are away (with the hand-over vote), the computer's decisions. */
export function AsyncStatus({ snapshot, connection }: { snapshot: MatchSnapshot; connection: MatchConnection }) {
  return (
    <>
      <SinceBanner />
      <SeatClocks clocks={snapshot.clocks} players={snapshot.players} viewer={snapshot.playerID} handOver={connection.handOver ? (id, agree) => handOver(connection, id, agree) : undefined} />
      <ComputerMoves moves={snapshot.computerMoves} players={snapshot.players} />
    </>
  );
}
