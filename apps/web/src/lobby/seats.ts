import type { HeldSeat, SeatGrant } from './api.js';

/**
 * The seats this browser holds, kept in localStorage (nobody signs up: a seat's credentials are
 * the key). Listeners hear every change, also from other tabs.
 */
const KEY = 'harbour.seats';

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: HeldSeat[] | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isHeldSeat(value: unknown): value is HeldSeat {
  const v = value as HeldSeat;
  return typeof v === 'object' && v !== null && typeof v.matchID === 'string' && typeof v.playerID === 'string' && typeof v.credentials === 'string' && typeof v.gameName === 'string';
}

export function heldSeats(): HeldSeat[] {
  if (cache) return cache;
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? '[]') as unknown;
    cache = Array.isArray(raw) ? raw.filter(isHeldSeat) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(seats: HeldSeat[]): void {
  cache = seats;
  try {
    storage()?.setItem(KEY, JSON.stringify(seats));
  } catch {
    // Storage full or blocked: the seat lives for this page only.
  }
  for (const l of listeners) l();
}

export function seatFor(matchID: string): HeldSeat | undefined {
  return heldSeats().find((s) => s.matchID === matchID);
}

export function rememberSeat(grant: SeatGrant): HeldSeat {
  const seat: HeldSeat = { ...grant, savedAt: Date.now() };
  write([seat, ...heldSeats().filter((s) => !(s.matchID === grant.matchID))]);
  return seat;
}

export function updateSeatLink(matchID: string, seatLink: string): void {
  write(heldSeats().map((s) => (s.matchID === matchID ? { ...s, seatLink } : s)));
}

export function forgetSeat(matchID: string): void {
  write(heldSeats().filter((s) => s.matchID !== matchID));
}

export function onSeatsChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) {
      cache = null;
      for (const l of listeners) l();
    }
  });
}
