/**
 * Performance marks on the way of a move (read by e2e/felt-speed.ts, visible in any browser's
 * performance panel): `harbour:move-sent` when this seat sends a move (detail: the state it was made
 * on), `harbour:update-received` and `harbour:update-applied` when a step arrives and when its patch
 * was applied (detail: the new state's id). A mark costs a few microseconds.
 */
export type MoveMark = 'harbour:move-sent' | 'harbour:update-received' | 'harbour:update-applied';

export function markMove(name: MoveMark, stateID: number): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name, { detail: stateID });
}
