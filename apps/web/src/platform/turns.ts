import { useEffect, useSyncExternalStore } from 'react';
import type { GameBrief, LobbyApi } from '../lobby/api.js';
import { heldSeats, onSeatsChange } from '../connection/seats.js';

/**
 * Which of this browser's games wait for it: asked from the lobby (myGames) every little while,
 * more often when the page is visible, and at once when a seat is added or a table changes.
 * The tab title carries the count ("(2) Harbour"); a browser notification (if the reader allowed
 * them) says when a game becomes theirs while the page is in the background.
 */
export interface TurnsState {
  games: GameBrief[] | null;
  error: string | null;
  loading: boolean;
}

const VISIBLE_MS = 15_000;
const HIDDEN_MS = 60_000;

let state: TurnsState = { games: null, error: null, loading: false };
const listeners = new Set<() => void>();
let lobby: LobbyApi | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let baseTitle = 'Harbour';
/** What the open table puts before the title (its unread chat messages), or ''. */
let titleNote = '';
let notifyText: (game: GameBrief) => { title: string; body: string } = (g) => ({ title: 'Harbour', body: g.matchID });

function set(patch: Partial<TurnsState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
  applyTitle();
}

/** A game waits for the reader: their turn in a match not over, and not a teaching match (it waits for nobody). */
function waitsForReader(g: GameBrief): boolean {
  return g.myTurn && !g.finished && g.learn !== true;
}

export function waitingCount(games: readonly GameBrief[] | null): number {
  return games ? games.filter(waitsForReader).length : 0;
}

function applyTitle(): void {
  if (typeof document === 'undefined') return;
  const n = waitingCount(state.games);
  const title = `${n > 0 ? `(${n}) ` : ''}${titleNote ? `${titleNote} ` : ''}${baseTitle}`;
  // Only a change is written: setting the title is a message to the browser, and this runs often.
  if (document.title !== title) document.title = title;
}

/** The page's own title; the count of waiting games is put in front of it. */
export function setBaseTitle(title: string): void {
  baseTitle = title.includes('Harbour') ? title : `${title} – Harbour`;
  applyTitle();
}

/** A note the open page puts before its title ("✉ 2"), or '' for none. */
export function setTitleNote(note: string): void {
  titleNote = note;
  applyTitle();
}

export function setNotificationText(text: typeof notifyText): void {
  notifyText = text;
}

export async function refreshTurns(): Promise<void> {
  if (!lobby) return;
  const seats = heldSeats();
  if (seats.length === 0) {
    set({ games: [], error: null, loading: false });
    return;
  }
  set({ loading: true });
  try {
    const games = await lobby.myGames(seats.map(({ matchID, playerID, credentials }) => ({ matchID, playerID, credentials })));
    notifyNewTurns(state.games, games);
    set({ games, error: null, loading: false });
  } catch (error) {
    set({ error: error instanceof Error ? error.message : String(error), loading: false });
  } finally {
    schedule();
  }
}

function notifyNewTurns(before: readonly GameBrief[] | null, after: readonly GameBrief[]): void {
  if (before === null || typeof document === 'undefined' || !document.hidden) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const was = new Set(before.filter((g) => g.myTurn).map((g) => g.matchID));
  for (const game of after) {
    if (waitsForReader(game) && !was.has(game.matchID)) {
      const text = notifyText(game);
      try {
        new Notification(text.title, { body: text.body, tag: `harbour-${game.matchID}` });
      } catch {
        // Some browsers allow notifications only from a service worker: the title still counts.
      }
    }
  }
}

function schedule(): void {
  if (timer) clearTimeout(timer);
  const hidden = typeof document !== 'undefined' && document.hidden;
  timer = setTimeout(() => void refreshTurns(), hidden ? HIDDEN_MS : VISIBLE_MS);
}

/** Starts watching (once, from the app shell). */
export function startTurnWatch(api: LobbyApi): () => void {
  lobby = api;
  // A match's table asks for the list itself a moment after its first state is on screen
  // (TablePage): asked here at once, the request and the re-render it brings would come before the board.
  if (typeof window !== 'undefined' && /^\/match\/[^/]+(\/watch)?\/?$/.test(window.location.pathname)) schedule();
  else void refreshTurns();
  const onVisible = () => {
    if (!document.hidden) void refreshTurns();
  };
  document.addEventListener('visibilitychange', onVisible);
  const offSeats = onSeatsChange(() => void refreshTurns());
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    offSeats();
    if (timer) clearTimeout(timer);
    lobby = null;
  };
}

export function useTurns(): TurnsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Sets the page title while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    setBaseTitle(title);
  }, [title]);
}
