import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../platform/services.js';
import { ChatPanel } from './ChatPanel.js';
import { seatFor } from '../connection/seats.js';
import { ReplayNotes } from './seat/NotesPanel.js';
import type { NotesFrame } from '@harbour/protocol';
import { PaceNote } from './PaceChooser.js';
import { AsyncTableProvider } from './table-context.js';
import type { ChatMessage, Pace, ReceivedClocks } from '../connection/frames/async-play.js';
import { NS } from './words.js';

/**
 * Asynchronous play in the replay: the match's pace, the seats' last clocks (who was absent or
 * played by a computer) in their panels with what the page adds there (`seatExtras`: the hints each
 * used), and the chat read beside the log.
 */
export function ReplayAsync({ matchID, children, seatExtras }: { matchID: string; children: ReactNode; seatExtras?: ((playerID: string) => ReactNode) | null }) {
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
    () => ({ clocks: match?.clocks ?? null, chat: chat ? <ChatPanel messages={chat} readOnlyNote={t(`${NS}:chat.readOnlyReplay`)} /> : null, chatPlace: 'besideLog' as const, seatExtras: seatExtras ?? null, notes: <ReplayNotes notes={notes} /> }),
    [chat, match, notes, t, seatExtras],
  );
  return (
    <AsyncTableProvider value={value}>
      <PaceNote pace={match?.pace} />
      {children}
    </AsyncTableProvider>
  );
}
