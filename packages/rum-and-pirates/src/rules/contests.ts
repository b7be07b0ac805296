import { refuse, rollDie, type Refusal, type Rng } from '@harbour/game-kit';
import { tileById, type TavernColour } from '../data.js';
import { refillDisplays, takeFromRow } from './display.js';
import { mayReroll } from './rolls.js';
import type { ChestContest, PendingRoll, PlayerState, RumState, TavernContest } from './state.js';

/**
 * The contests that ask several players: the drinking contest at a tavern, the scorpion count after a
 * chest, and, in both and in the scuffle, the re-rolls bought with rum barrels ("Gegen Abgabe 1
 * Rum-Fasses = bis zu 2x extra würfeln. Immer das letzte Würfelergebnis gilt.").
 *
 * Dice are rolled by the rules with the Rng they are given (on the server: boardgame.io's randomness).
 * A roller holding rum is asked whether to keep the roll or spend a barrel on rolling again, unless no
 * other result could be better for them (a 6 in the scuffle; a roll already above every tile at stake
 * in a tavern).
 */

/** Seats in turn order, starting after `seat` (or with it when `includeSelf`). */
export function turnOrderFrom(numPlayers: number, seat: number, includeSelf: boolean): number[] {
  const out: number[] = [];
  for (let i = includeSelf ? 0 : 1; i < numPlayers; i++) out.push((seat + i) % numPlayers);
  return out;
}

// ---------------------------------------------------------------- tavern

export function openTavern(s: RumState, seat: number, colour: TavernColour): void {
  const stake = s.display.tavern.filter((tile) => tileById(tile).colour === colour);
  s.contest = { kind: 'tavern', colour, mover: seat, stake, toAsk: turnOrderFrom(s.numPlayers, seat, false), joiners: [], rollers: [], next: 0 };
  s.events.push({ type: 'tavernOpened', seat, colour, stake: stake.slice() });
}

export function checkJoinTavern(s: RumState, seat: number): Refusal | null {
  return (s.players[seat] as PlayerState).coins >= 1 ? null : refuse('tavern.noCoin');
}

/** A player asked answers; once everyone has answered, the tiles go to the mover or the rolling begins. */
export function answerTavern(s: RumState, seat: number, join: boolean, rng: Rng): void {
  const contest = s.contest as TavernContest;
  contest.toAsk.shift();
  if (join) {
    (s.players[seat] as PlayerState).coins -= 1;
    contest.joiners.push(seat);
    s.events.push({ type: 'tavernJoined', seat });
  } else {
    s.events.push({ type: 'tavernDeclined', seat });
  }
  if (contest.toAsk.length > 0) return;
  if (contest.joiners.length === 0) {
    for (const tile of contest.stake.slice()) takeTavernTile(s, contest, contest.mover, tile);
    endContest(s);
    return;
  }
  contest.rollers = [contest.mover, ...contest.joiners];
  contest.next = 0;
  proceedContest(s, rng);
}

function takeTavernTile(s: RumState, contest: TavernContest, seat: number, tile: number): void {
  takeFromRow(contest.stake, tile);
  takeFromRow(s.display.tavern, tile);
  (s.players[seat] as PlayerState).tiles.push(tile);
  s.events.push({ type: 'tavernTaken', seat, tile });
  refillDisplays(s);
}

/** The tile a tavern roll wins: the most valuable tile at stake worth less than the roll, if any. */
export function tavernPrize(stake: readonly number[], roll: number): number | null {
  let best: number | null = null;
  for (const tile of stake) {
    const value = tileById(tile).value;
    if (value < roll && (best === null || value > tileById(best).value)) best = tile;
  }
  return best;
}

function resolveTavernRoll(s: RumState, contest: TavernContest, seat: number, value: number): void {
  const prize = tavernPrize(contest.stake, value);
  if (prize !== null) takeTavernTile(s, contest, seat, prize);
  contest.next = (contest.next + 1) % contest.rollers.length;
  if (contest.stake.length === 0) endContest(s);
}

// ---------------------------------------------------------------- chest

/** The mover takes the face-up chest; then everyone rolls for the scorpion, mover first. */
export function openChest(s: RumState, seat: number): void {
  const chest = s.display.chest as number;
  s.display.chest = null;
  (s.players[seat] as PlayerState).tiles.push(chest);
  s.events.push({ type: 'chestTaken', seat, tile: chest });
  const scorpion = s.display.scorpion;
  refillDisplays(s);
  if (scorpion === null) return;
  s.display.scorpion = null;
  const threshold = tileById(scorpion).threshold as number;
  s.contest = { kind: 'chest', mover: seat, scorpion, threshold, sum: 0, rollers: turnOrderFrom(s.numPlayers, seat, true), next: 0 };
}

function resolveChestRoll(s: RumState, contest: ChestContest, seat: number, value: number): void {
  contest.sum += value;
  s.events.push({ type: 'chestSum', seat, sum: contest.sum, threshold: contest.threshold });
  if (contest.sum >= contest.threshold) {
    (s.players[seat] as PlayerState).tiles.push(contest.scorpion);
    s.events.push({ type: 'scorpionTaken', seat, tile: contest.scorpion, sum: contest.sum });
    s.contest = null;
    refillDisplays(s);
    return;
  }
  contest.next = (contest.next + 1) % contest.rollers.length;
}

function endContest(s: RumState): void {
  if (s.contest?.kind === 'tavern') s.events.push({ type: 'tavernEnded' });
  s.contest = null;
}

/** Rolls for the contest in progress until a roller must decide about a re-roll or the contest is over. */
export function proceedContest(s: RumState, rng: Rng): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const contest = s.contest;
    if (contest === null || s.roll !== null) return;
    if (contest.kind === 'tavern' && (contest.toAsk.length > 0 || contest.rollers.length === 0)) return;
    const seat = contest.rollers[contest.next] as number;
    const value = rollDie(rng);
    s.events.push({ type: 'rolled', seat, value, purpose: contest.kind, reroll: false });
    const roll: PendingRoll = { seat, value, rerolls: 0, purpose: contest.kind };
    if (mayReroll(s, roll)) s.roll = roll;
    else resolveContestRoll(s, roll);
  }
  throw new Error('contest did not end');
}

/** A roll counts: a tavern tile or the scorpion count moves on. */
export function resolveContestRoll(s: RumState, roll: PendingRoll): void {
  s.events.push({ type: 'rollKept', seat: roll.seat, value: roll.value, purpose: roll.purpose });
  const contest = s.contest;
  if (contest?.kind === 'tavern') resolveTavernRoll(s, contest, roll.seat, roll.value);
  else if (contest?.kind === 'chest') resolveChestRoll(s, contest, roll.seat, roll.value);
}
