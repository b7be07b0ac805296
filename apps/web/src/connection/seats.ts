import { useSyncExternalStore } from 'react';

export interface SeatCredentials {
  matchID: string;
  playerID: string;
  credentials: string;
}

/** A seat this browser holds. */
export interface HeldSeat extends SeatCredentials {
  gameName: string;
  playerName: string;
  /** The secret link that restores the seat on another device. */
  seatLink: string | null;
  savedAt: number;
}

export interface SeatGrant extends SeatCredentials {
  gameName: string;
  playerName: string;
  seatLink: string;
}

/**
 * The seats this browser holds, kept in localStorage (nobody signs up: a seat's credentials are
 * the key). Listeners hear every change, also from other tabs.
 */
const KEY = 'harbour.seats';

type Listener = () => void;
const listeners = new Set<Listener>();
/** The list as last read, with the text it was read from (the same text gives the same array). */
let cache: { raw: string; seats: HeldSeat[] } | null = null;

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

let memory = '[]';

/** The stored list; without a usable localStorage (private mode), the list kept in memory. */
function readRaw(): string {
  try {
    const store = storage();
    return store ? (store.getItem(KEY) ?? '[]') : memory;
  } catch {
    return memory;
  }
}

export function heldSeats(): HeldSeat[] {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.seats;
  let seats: HeldSeat[] = [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    seats = Array.isArray(parsed) ? parsed.filter(isHeldSeat) : [];
  } catch {
    seats = [];
  }
  cache = { raw, seats };
  return seats;
}

function write(seats: HeldSeat[]): void {
  const raw = JSON.stringify(seats);
  memory = raw;
  try {
    storage()?.setItem(KEY, raw);
  } catch {
    // Storage full or blocked: the seats live for this page only.
  }
  cache = { raw, seats };
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

/** Holds a seat as it was held before (a seat given back, its time kept). */
export function holdSeat(seat: HeldSeat): void {
  write([seat, ...heldSeats().filter((s) => s.matchID !== seat.matchID)]);
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
    if (e.key === KEY) for (const l of listeners) l();
  });
}

/** Every seat this browser holds, kept current (another tab taking or forgetting one included). */
export function useHeldSeats(): HeldSeat[] {
  return useSyncExternalStore(onSeatsChange, heldSeats, heldSeats);
}

/** The seat this browser holds in a match, following changes (also from other tabs). */
export function useHeldSeat(matchID: string): HeldSeat | undefined {
  return useSyncExternalStore(onSeatsChange, () => seatFor(matchID), () => seatFor(matchID));
}
