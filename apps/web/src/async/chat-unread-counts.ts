import { useEffect, useState } from 'react';
import { useServices } from '../app/services.js';
import type { GameBrief, HeldSeat } from '../lobby/api.js';
import { lastReadSeq, onChatReadChange, unreadCount } from './chat-read.js';

/**
 * My games: how many chat messages from others each held match has after this browser's read mark.
 * The lobby's games list does not carry the chat, so each match's chat is asked for (only what is
 * newer than the read mark) whenever the list is brought up to date or a chat is read elsewhere.
 */
export function useChatUnreadCounts(seats: readonly HeldSeat[], games: readonly GameBrief[] | null): Map<string, number> {
  const { lobby } = useServices();
  const [counts, setCounts] = useState<Map<string, number>>(() => new Map());
  const [readChanged, setReadChanged] = useState(0);
  useEffect(() => onChatReadChange(() => setReadChanged((n) => n + 1)), []);
  useEffect(() => {
    const listChat = lobby.listChat?.bind(lobby);
    if (!listChat || games === null) return;
    let live = true;
    void Promise.all(
      seats.map(async (seat) => {
        try {
          const messages = await listChat(seat.matchID, lastReadSeq(seat.matchID));
          return [seat.matchID, unreadCount(messages, lastReadSeq(seat.matchID), seat.playerID)] as const;
        } catch {
          return [seat.matchID, 0] as const;
        }
      }),
    ).then((entries) => {
      if (live) setCounts(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [lobby, seats, games, readChanged]);
  return counts;
}
