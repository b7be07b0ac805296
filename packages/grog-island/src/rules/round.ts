import { rollDie, type Rng } from '@harbour/game-kit';
import { COLOURS, type Building } from '../data.js';
import { freeBuildingsOn, ghostShipPeninsula, stillBidding } from './board.js';
import { claimCandidates } from './claims.js';
import { finalScoring } from './scoring.js';
import type { GrogState, Task } from './state.js';
import { awardPiratePoints, claimPeninsulas, lockPeninsula } from './winning.js';

/**
 * The course of an auction round: the roll, the bidding, then (once one player remains)
 * paying, rewards, and the end of the round (rulebook "At the end of the auction round").
 */

/** Starts the next auction round: the starting player rolls the five dice onto their goods spaces. */
export function beginAuctionRound(s: GrogState, rng: Rng): void {
  if (s.status !== 'betweenRounds') throw new Error(`no auction round to begin (status ${s.status})`);
  const a = s.auction;
  a.round += 1;
  for (const colour of COLOURS) a.dice[colour] = rollDie(rng);
  a.biddingRow = [];
  a.bid = 0;
  a.bidder = null;
  a.passed = Array<boolean>(s.numPlayers).fill(false);
  a.turn = a.startPlayer;
  a.winner = null;
  a.step = 'bidding';
  s.status = 'auction';
  s.events.push({ type: 'roundStarted', round: a.round, startPlayer: a.startPlayer, dice: { ...a.dice } });
}

/**
 * Moves the game on until somebody must decide (mutates): drops tasks that cannot be carried out
 * (a claim with no free building, a lock with no free building or no lock left), and walks the
 * steps after the bidding. Call after every move.
 */
export function proceed(s: GrogState): void {
  for (;;) {
    const task = s.tasks[0];
    if (task !== undefined) {
      if (taskPossible(s, task)) return;
      s.tasks.shift();
      continue;
    }
    if (s.status !== 'auction') return;
    const a = s.auction;
    switch (a.step) {
      case 'bidding': {
        const remaining = stillBidding(s);
        if (remaining.length > 1) return;
        const last = remaining[0] as number;
        if (a.bidder === last) {
          s.events.push({ type: 'won', seat: last, bid: a.bid });
          s.tasks.push({ kind: 'pay', seat: last, bid: a.bid });
          a.step = 'paying';
        } else {
          // Our ruling: the last player made no bid this round, so they win nothing and pay nothing.
          s.events.push({ type: 'noWinner', seat: last });
          a.step = 'endOfRound';
        }
        break;
      }
      case 'paying': {
        const winner = a.winner;
        if (winner === null) {
          a.step = 'endOfRound';
          break;
        }
        const peninsulas = claimPeninsulas(s);
        if (peninsulas.length > 0) s.tasks.push({ kind: 'claim', seat: winner, via: 'auction', peninsulas, claimedType: null });
        a.step = 'claims';
        break;
      }
      case 'claims': {
        const winner = a.winner as number;
        awardPiratePoints(s, winner);
        const peninsula = lockPeninsula(s);
        if (peninsula !== null) s.tasks.push({ kind: 'lock', seat: winner, peninsula });
        a.step = 'lock';
        break;
      }
      case 'lock':
        a.step = 'endOfRound';
        break;
      case 'endOfRound': {
        const ghostPeninsula = ghostShipPeninsula(s);
        if (ghostPeninsula !== null) {
          // 2 players: the player who did not win (the one who passed) places a ghost crew member.
          const placer = a.passed.findIndex((p) => p);
          if (placer >= 0) s.tasks.push({ kind: 'ghostCrew', seat: placer, peninsula: ghostPeninsula });
        }
        a.step = 'ghostCrew';
        break;
      }
      case 'ghostCrew':
        endAuctionRound(s);
        return;
    }
  }
}

/** Whether a pending task can be carried out; impossible ones are forfeited. */
function taskPossible(s: GrogState, task: Task): boolean {
  switch (task.kind) {
    case 'claim':
      return claimCandidates(s, task).length > 0;
    case 'lock':
      return s.locksLeft > 0 && freeBuildingsOn(s, task.peninsula).length > 0;
    case 'ghostCrew':
      return s.ghost !== null && s.ghost.crew > 0 && freeBuildingsOn(s, task.peninsula).length > 0;
    default:
      return true;
  }
}

/**
 * End of the auction round: trade markers go back, every ship moves one space right (the one at
 * open sea to the first space), the starting player flag passes left. If a player placed their
 * last crew member this round, the game ends with final scoring.
 */
export function endAuctionRound(s: GrogState): void {
  for (const p of s.players) p.tradeMarker = null;
  const last = s.shipSpaces.pop();
  if (last !== undefined) s.shipSpaces.unshift(last);
  const a = s.auction;
  a.startPlayer = (a.startPlayer + 1) % s.numPlayers;
  s.events.push({ type: 'roundEnded', round: a.round, nextStartPlayer: a.startPlayer });
  if (s.lastCrewPlaced) {
    s.result = finalScoring(s);
    s.status = 'over';
    s.events.push({ type: 'gameEnded', winners: s.result.winners });
  } else {
    s.status = 'betweenRounds';
  }
}

/** Places a ghost crew member (mutates). */
export function applyGhostCrew(s: GrogState, seat: number, building: Building): void {
  s.occupants[building.index] = 'ghost';
  if (s.ghost) s.ghost.crew -= 1;
  s.events.push({ type: 'ghostCrewPlaced', seat, building: building.id });
}
