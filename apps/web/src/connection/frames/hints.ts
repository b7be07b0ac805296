import type { HintAnswer, HintMoveFrame } from '@harbour/protocol';

/** Whether the table allows hints and how many each seat used (player id to count). */
export interface HintsState {
  allowed: boolean;
  used: Record<string, number>;
}

export type HintAsk = { ok: true; answer: HintAnswer } | { ok: false; error: { code: string; message: string } };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The counts as received (a join's or sync's `hints`, the `hints` event, the replay's); null when absent or malformed. */
export function readHints(value: unknown): HintsState | null {
  if (!isObject(value) || !isObject(value.used)) return null;
  const used: Record<string, number> = {};
  for (const [playerID, count] of Object.entries(value.used)) if (typeof count === 'number' && Number.isInteger(count) && count > 0) used[playerID] = count;
  return { allowed: value.allowed === true, used };
}

/** An answer to `hint` as received; null when malformed. */
export function readHintAnswer(value: unknown): HintAnswer | null {
  if (!isObject(value) || typeof value.stateID !== 'number' || !Array.isArray(value.moves)) return null;
  const moves = value.moves.filter((m): m is HintMoveFrame => isObject(m) && typeof m.points === 'number' && isObject(m.reason) && typeof m.reason.code === 'string' && isObject(m.action));
  const counts = readHints({ used: value.used });
  const leftOut = isObject(value.leftOut) && typeof value.leftOut.code === 'string' ? (value.leftOut as unknown as NonNullable<HintAnswer['leftOut']>) : null;
  return {
    ...(leftOut ? { leftOut } : {}),
    matchID: String(value.matchID ?? ''),
    playerID: String(value.playerID ?? ''),
    stateID: value.stateID,
    moves,
    weighed: typeof value.weighed === 'number' ? value.weighed : moves.length,
    used: counts?.used ?? {},
  };
}
