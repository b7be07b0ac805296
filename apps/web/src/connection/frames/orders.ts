import type { ErrorBody, SeatOrderFrame } from '@harbour/protocol';

/** A seat's standing order as its table holds it: the game's order and the server's sentence for it. */
export type ReceivedOrder = SeatOrderFrame;

export type OrderResult = { ok: true; order: ReceivedOrder | null } | { ok: false; error: ErrorBody };

/** An order frame from the server, checked (anything else: null). */
export function readOrder(raw: unknown): ReceivedOrder | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { order, description } = raw as { order?: unknown; description?: unknown };
  return order === undefined || typeof description !== 'string' ? null : { order, description };
}
