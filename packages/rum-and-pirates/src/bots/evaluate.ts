import { ROUNDS, tileById } from '../data.js';
import { HIDDEN, scorePlayer, type RumState } from '../rules/index.js';
import { mapValue, outlook, sleepingUtility, type Outlook } from './values.js';

/**
 * How good a (full) state is for `seat`, in points relative to the others: the points on the flags,
 * plus what coins, rum, hired pirates, half maps and unfulfilled rendezvous promise, plus the
 * sleeping place the seat can expect from the mast while the round is on.
 */
export function positionValue(s: RumState, seat: number, o: Outlook = outlook(s, seat)): number {
  let value = 0;
  const roundsAfter = Math.max(0, ROUNDS - s.round);
  s.players.forEach((p, i) => {
    const score = scorePlayer(p, i);
    let own = score.total - score.maps + mapValue(p.tiles, roundsAfter);
    own += Math.max(0, p.coins) * o.coinValue + p.rum * o.rumValue;
    own += (5 - p.hiring) * 0.6 * roundsAfter;
    for (const t of p.rendezvous) if (t !== HIDDEN) own += tileById(t).value * Math.min(0.7, 0.15 + 0.15 * roundsAfter);
    value += i === seat ? own : -o.others * own;
  });
  if (s.status === 'action' || s.status === 'scuffle') {
    const me = s.players[seat];
    const onBoard = s.mast.some((row) => row.seat === seat);
    if (me !== undefined && (me.inAction || onBoard)) value += sleepingUtility(s, o, me.inAction ? me.hand : 0, !me.inAction);
  }
  return value;
}
