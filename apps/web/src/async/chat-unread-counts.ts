import { useEffect, useState } from 'react';
import { useServices } from '../platform/services.js';
import type { GameBrief, HeldSeat } from '../lobby/api.js';
import { lastReadSeq, onChatReadChange, unreadCount } from './chat-read.js';

/**
 * My games: how many chat messages from others each held match has after this browser's read mark.
 * The games list says, per seat, the number of the newest message someone else wrote; only a match
 * with news after the read mark has its chat asked for (what is newer than the mark), whenever the
 * list is brought up to date or a chat is read elsewhere.
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
    const briefs = new Map(games.map((g) => [`${g.matchID}/${g.playerID}`, g]));
    void Promise.all(
      seats.map(async (seat) => {
        const news = briefs.get(`${seat.matchID}/${seat.playerID}`)?.chatSeq;
        if (news !== undefined && news <= lastReadSeq(seat.matchID)) return [seat.matchID, 0] as const;
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
