import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogSlot } from '../shared/shell/log-slots.js';
import { SeatBadgeContext, type LogTab, type TableSlots } from '../shared/shell/slots.js';
import { SEAT_NS } from './seat/log-marks-context.js';
import { ClockBadge } from './ClockBadge.js';
import type { ReceivedClocks } from '../connection/frames/async-play.js';
import { NS } from './words.js';

/**
 * What asynchronous play adds to a game's table without the game knowing: each seat panel's
 * clock, the chat, and the seat's standing orders while it waits. At a live table they go through
 * the table shell's slots (a badge in each seat's panel, a "Chat" tab beside the log, the orders in
 * the `waiting` slot: `useAsyncSlots`); in the replay, which has no shell,
 * the page gives the seat badges itself and the log shows the chat under it (its `besideLog` slot).
 */
export interface AsyncTableValue {
  clocks: ReceivedClocks | null;
  /** The chat panel. */
  chat: ReactNode;
  /** Where the chat goes: a tab of the table shell, or under the log (the replay). */
  chatPlace: 'tab' | 'besideLog';
  /** Messages from others the reader has not seen yet (the chat tab's count). */
  chatUnread?: number;
  /** The reader's seat (null: a spectator): their clock goes beside the status line while they decide. */
  viewer?: string | null;
  /** The chat tab tells whether it is on screen (its messages are then read). */
  onChatShown?: (shown: boolean) => void;
  /**
   * What other features show in each seat's panel after its clock, given by the page (the hints it
   * used: hints/HintCounts.tsx's `hintChips`); null: nothing.
   */
  seatExtras?: ((playerID: string) => ReactNode) | null;
  /** The reader's own notes (a seat's "Notes" tab; in its replay, under the log). */
  notes?: ReactNode;
  /** "Undo", beside the status line while the seat may take back its last move. */
  undo?: ReactNode;
  /** The seat's standing orders, shown while it waits. */
  orders?: ReactNode;
}

const AsyncTableContext = createContext<AsyncTableValue | null>(null);

export function AsyncTableProvider({ value, children }: { value: AsyncTableValue; children: ReactNode }) {
  const hasExtras = Boolean(value.seatExtras);
  const badge = useMemo(() => (value.clocks || hasExtras ? (seat: number) => <SeatBadges playerID={String(seat)} /> : null), [value.clocks, hasExtras]);
  const besideLog = useMemo(
    () => (
      <>
        {value.chat}
        {value.notes ?? null}
      </>
    ),
    [value.chat, value.notes],
  );
  const provided = <AsyncTableContext.Provider value={value}>{children}</AsyncTableContext.Provider>;
  // Without a shell (the replay) the seat panels find their badges here, and the log shows the chat and the notes under it.
  return value.chatPlace === 'besideLog' ? (
    <SeatBadgeContext.Provider value={badge}>
      <LogSlot besideLog={besideLog}>{provided}</LogSlot>
    </SeatBadgeContext.Provider>
  ) : (
    provided
  );
}

/** A seat panel's clock (nothing outside a page with clocks). */
export function SeatClockSlot({ playerID }: { playerID: string }) {
  const clocks = useContext(AsyncTableContext)?.clocks;
  const seat = clocks?.seats.find((s) => s.playerID === playerID);
  return clocks && seat ? <ClockBadge clocks={clocks} seat={seat} /> : null;
}

/** A seat panel's badges: its clock and what other features add (the hints it used). */
function SeatBadges({ playerID }: { playerID: string }) {
  const extras = useContext(AsyncTableContext)?.seatExtras;
  return (
    <>
      <SeatClockSlot playerID={playerID} />
      {extras?.(playerID) ?? null}
    </>
  );
}

/** The reader's own running clock, for the status line ("Your time: Decision 1:12 · then bank 10:00"). */
function OwnClock({ playerID }: { playerID: string }) {
  const { t } = useTranslation();
  return (
    <span className="own-clock" data-testid="own-clock">
      <span className="visually-hidden">{t(`${NS}:clock.yours`)} </span>
      <SeatClockSlot playerID={playerID} />
    </span>
  );
}

/** The slots a live table gives its shell: the seats' clocks, and the chat as a tab beside the log. */
export function useAsyncSlots(): TableSlots | undefined {
  const { t } = useTranslation();
  const value = useContext(AsyncTableContext);
  const hasClocks = value?.clocks !== null && value?.clocks !== undefined;
  const hasBadges = hasClocks || Boolean(value?.seatExtras);
  const chat = value?.chatPlace === 'tab' ? value.chat : null;
  const unread = value?.chatUnread ?? 0;
  const onShown = value?.onChatShown;
  const viewer = value?.viewer ?? null;
  const notes = value?.notes ?? null;
  const undo = value?.undo ?? null;
  const orders = value?.orders ?? null;
  const ownDeciding = viewer !== null && value?.clocks?.seats.some((s) => s.playerID === viewer && s.deciding && s.deadline !== null) === true;
  return useMemo(() => {
    if (!value) return undefined;
    const badge = { count: unread, label: t(`${NS}:chat.unread`, { count: unread }) };
    return {
      seatBadge: hasBadges ? (seat: number) => <SeatBadges playerID={String(seat)} /> : undefined,
      logTabs: logTabs([
        chat ? { id: 'chat', label: t(`${NS}:chat.title`), content: chat, badge, onShownChange: onShown } : null,
        notes ? { id: 'notes', label: t(`${SEAT_NS}:notes.title`), content: notes } : null,
      ]),
      statusClock:
        (ownDeciding && viewer !== null) || undo ? (
          <>
            {ownDeciding && viewer !== null ? <OwnClock playerID={viewer} /> : null}
            {undo}
          </>
        ) : null,
      waiting: orders,
    };
  }, [value, hasBadges, chat, notes, undo, orders, t, unread, onShown, ownDeciding, viewer]);
}

function logTabs(tabs: readonly (LogTab | null)[]): LogTab[] | undefined {
  const shown = tabs.filter((tab): tab is LogTab => tab !== null);
  return shown.length > 0 ? shown : undefined;
}
