import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services.js';
import type { SeatInfo } from '../connection/types.js';
import { HintCounts } from '../hints/HintCounts.js';
import { ChatPanel } from './ChatPanel.js';
import { seatFor } from '../lobby/seats.js';
import { ReplayNotes } from './seat/NotesPanel.js';
import type { NotesFrame } from '@harbour/protocol';
import { PaceNote } from './PaceChooser.js';
import { AsyncTableProvider } from './table-context.js';
import type { ChatMessage, Pace, ReceivedClocks } from './types.js';
import { NS } from './words.js';

/**
 * Asynchronous play in the replay: the match's pace, the seats' last clocks (who was absent or
 * played by a computer) in their panels, and the chat read beside the log.
 */
export function ReplayAsync({ matchID, children, hints }: { matchID: string; children: ReactNode; hints?: { used: Readonly<Record<string, number>>; players: readonly SeatInfo[] } | undefined }) {
  const { t } = useTranslation();
  const { lobby } = useServices();
  const [chat, setChat] = useState<ChatMessage[] | null>(null);
  const [match, setMatch] = useState<{ pace?: Pace; clocks: ReceivedClocks | null } | null>(null);
  // The reader's own notes, when this browser holds a seat of the match.
  const [notes, setNotes] = useState<NotesFrame | null>(null);

  useEffect(() => {
    let live = true;
    lobby.listChat?.(matchID).then(
      (messages) => live && setChat(messages),
      () => undefined,
    );
    lobby.getMatch(matchID).then(
      (m) => live && setMatch({ ...(m.pace ? { pace: m.pace } : {}), clocks: m.clocks ?? null }),
      () => undefined,
    );
    const seat = seatFor(matchID);
    if (seat) {
      lobby.readNotes?.(seat).then(
        (n) => live && setNotes(n),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [lobby, matchID]);

  const value = useMemo(
    () => ({ clocks: match?.clocks ?? null, chat: chat ? <ChatPanel messages={chat} readOnlyNote={t(`${NS}:chat.readOnlyReplay`)} /> : null, chatPlace: 'besideLog' as const, hints: hints ?? null, notes: <ReplayNotes notes={notes} /> }),
    [chat, match, notes, t, hints],
  );
  return (
    <AsyncTableProvider value={value}>
      <PaceNote pace={match?.pace} />
      <HintCounts used={hints?.used} players={hints?.players ?? []} />
      {children}
    </AsyncTableProvider>
  );
}
