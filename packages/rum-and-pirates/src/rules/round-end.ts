import { ROUNDS } from '../data.js';
import { finalScoring } from './scoring.js';
import type { PlayerState, RumState } from './state.js';

/**
 * The end of a round (summary: "Nach einer Rangelei ist der Durchgang beendet. Alle Spieler nehmen ihre
 * Piraten vom Plan zurück. Startspieler-Plättchen nach links geben. Der Kapitän bleibt stehen."):
 * every pirate on the board and at the mast goes back to its owner's hand, the start player passes
 * to the left, the captain stays. After the fifth round, the final scoring.
 */
export function endRound(s: RumState): void {
  s.alleys.forEach((owner, a) => {
    if (owner === null) return;
    (s.players[owner] as PlayerState).hand += s.board.alleys[a]?.segments ?? 0;
    s.alleys[a] = null;
  });
  s.darkAlleys.forEach((d, i) => {
    if (d === null) return;
    (s.players[d.seat] as PlayerState).hand += s.board.darkAlleys[i]?.segments ?? 0;
    s.darkAlleys[i] = null;
  });
  for (const row of s.mast) (s.players[row.seat] as PlayerState).hand += row.left + row.right;
  s.mast = [];
  s.scuffle = null;
  s.turn = null;
  for (const p of s.players) p.inAction = false;
  s.startPlayer = (s.startPlayer + 1) % s.numPlayers;
  s.events.push({ type: 'roundEnded', round: s.round, nextStartPlayer: s.startPlayer });
  if (s.round >= ROUNDS) {
    s.result = finalScoring(s);
    s.status = 'over';
    s.events.push({ type: 'gameEnded', winners: s.result.winners.slice() });
  } else {
    s.status = 'betweenRounds';
  }
}
