/**
 * The asynchronous-play protocol as the browser sees it (apps/server/README.md documents it):
 * paces, the clocks of the seats, the match's chat, and where a seat last was.
 */
import { PACE_NAMES, type Clocks, type Pace, type SeatClock } from '@harbour/game-kit/async-protocol';

export type { Clocks, Pace, SeatClock } from '@harbour/game-kit/async-protocol';
export const PACES = PACE_NAMES;

export function isPace(value: unknown): value is Pace {
  return typeof value === 'string' && (PACES as readonly string[]).includes(value);
}

/** Clocks as received: `receivedAt` is this browser's time at receipt (time left counts from it). */
export interface ReceivedClocks extends Clocks {
  receivedAt: number;
}

export interface ChatMessage {
  seq: number;
  /** null: a spectator. */
  playerID: string | null;
  name: string;
  text: string;
  at: string;
}

export interface LastSeen {
  stateID: number;
  /** How long no table of the seat was open before this visit (ms); null or absent where the server does not say. */
  awayMs?: number | null;
}

export interface NoticeSettings {
  vapidPublicKey: string;
  email: boolean;
}

/** A Web Push subscription as the server stores it (PushSubscription.toJSON()). */
export interface PushSubscriptionData {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type ChatResult = { ok: true; message: ChatMessage } | { ok: false; error: { code: string; message: string } };
export type VoteResult = { ok: true } | { ok: false; error: { code: string; message: string } };

/** The seat's own requests about its time (issue 27): a vacation, coming back, a pause vote, resuming. */
export interface SeatRequests {
  away: { until: string };
  back: object;
  pause: { agree: boolean };
  resume: object;
}

/** The most chat messages a table keeps in memory (the server sends the latest 100 on joining). */
export const CHAT_KEEP = 300;

/** Adds messages to a chat list: in order of seq, each once, at most CHAT_KEEP. */
export function mergeChat(list: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const m of list) bySeq.set(m.seq, m);
  for (const m of added) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-CHAT_KEEP);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads clocks from the server (anything malformed: null). */
export function readClocks(value: unknown, receivedAt: number): ReceivedClocks | null {
  if (!isObject(value) || !isPace(value.pace) || !Array.isArray(value.seats)) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const seats: SeatClock[] = value.seats.filter(isObject).map((s) => ({
    playerID: String(s.playerID),
    deciding: s.deciding === true,
    deadline: typeof s.deadline === 'string' ? s.deadline : null,
    decisionMs: num(s.decisionMs),
    bankMs: num(s.bankMs),
    absent: s.absent === true,
    computer: s.computer === true,
    handOverVotes: Array.isArray(s.handOverVotes) ? s.handOverVotes.map(String) : [],
    away: typeof s.away === 'string' ? s.away : null,
    awayLeftMs: num(s.awayLeftMs) ?? 0,
    stoppedLeftMs: num(s.stoppedLeftMs),
  }));
  const p = isObject(value.pause) ? value.pause : {};
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const pause = { votes: list(p.votes), since: typeof p.since === 'string' ? p.since : null, by: list(p.by) };
  return { pace: value.pace, serverNow: typeof value.serverNow === 'string' ? value.serverNow : new Date(receivedAt).toISOString(), seats, pause, receivedAt };
}

/** Reads chat messages from the server, dropping malformed ones. */
export function readChat(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((m) =>
    typeof m.seq === 'number' && typeof m.text === 'string'
      ? [{ seq: m.seq, playerID: typeof m.playerID === 'string' ? m.playerID : null, name: typeof m.name === 'string' ? m.name : '', text: m.text, at: typeof m.at === 'string' ? m.at : '' }]
      : [],
  );
}

/** A decision the computer took for a person's seat (boardgame.io log metadata `byComputer`). */
export interface ComputerMove {
  stateID: number;
  playerID: string;
  reason: 'timeout' | 'handOver';
  /** The move's name (boardgame.io's action type), to tell the seat what the computer did. */
  move?: string;
}

/** The most computer decisions a table keeps. */
const COMPUTER_MOVES_KEEP = 500;

/** Reads the computer's decisions from boardgame.io log entries (anything else is ignored). */
export function readComputerMoves(log: unknown): ComputerMove[] {
  if (!Array.isArray(log)) return [];
  return log.filter(isObject).flatMap((entry) => {
    const metadata = entry.metadata;
    const action = entry.action;
    const payload = isObject(action) ? action.payload : undefined;
    if (!isObject(metadata) || metadata.byComputer !== true || !isObject(payload) || typeof payload.playerID !== 'string' || typeof entry._stateID !== 'number') return [];
    // A seat's only possible move, made at once, is no decision taken for anybody: the log tells it.
    if (metadata.reason === 'onlyMove') return [];
    const move = typeof payload.type === 'string' ? { move: payload.type } : {};
    return [{ stateID: entry._stateID, playerID: payload.playerID, reason: metadata.reason === 'timeout' ? ('timeout' as const) : ('handOver' as const), ...move }];
  });
}

/** Adds computer decisions to a list, each once, in state order, at most COMPUTER_MOVES_KEEP. */
export function mergeComputerMoves(list: readonly ComputerMove[], added: readonly ComputerMove[]): ComputerMove[] {
  const key = (m: ComputerMove) => `${m.stateID}/${m.playerID}`;
  const byKey = new Map(list.map((m) => [key(m), m]));
  for (const m of added) byKey.set(key(m), m);
  return [...byKey.values()].sort((a, b) => a.stateID - b.stateID).slice(-COMPUTER_MOVES_KEEP);
}
