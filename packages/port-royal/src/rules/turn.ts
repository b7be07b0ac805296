import { END_POINTS, EXPEDITION_IDS, PERSON_IDS } from '../data.js';
import { canDraw } from './piles.js';
import { lastSeat, nextSeat, player, type FinalResult, type PortRoyalState } from './state.js';

/**
 * The course of the game around the turns: beginning and finishing a turn, the trigger of the
 * end (rulebook "Spielende" and "Spielende Variante") and the final result with its ties.
 */

export function beginTurn(s: PortRoyalState, seat: number): void {
  const number = s.turn.number + 1;
  s.turn = { number, active: seat, stage: 'discover', turnedUp: 0, ship: null, cards: 0, taker: seat, taken: 0 };
  s.events.push({ type: 'turnBegan', turn: number, seat });
  // Our ruling: a turn that begins with no card left to turn up (both piles empty, every card
  // held somewhere) could otherwise repeat forever; it starts the end of the game.
  if (!s.endTriggered && !canDraw(s)) triggerEnd(s, null, 'noCards');
}

/** Ends the active player's turn: the game ends after the last active player, else the next player begins. */
export function finishTurn(s: PortRoyalState): void {
  if (s.endTriggered && s.turn.active === lastSeat(s)) {
    finishGame(s);
    return;
  }
  beginTurn(s, nextSeat(s, s.turn.active));
}

/** Whether a player meets the condition that starts the end of the game. */
export function meetsEndCondition(s: PortRoyalState, seat: number): boolean {
  const p = player(s, seat);
  return endConditionMet(s, p.points, p.expeditions.length);
}

/** Whether a player with these victory points and fulfilled expeditions meets the condition that starts the end. */
export function endConditionMet(s: PortRoyalState, points: number, expeditions: number): boolean {
  return points >= END_POINTS && (!s.options.variantEnd || expeditions > 0);
}

/** Call after a player's victory points or expeditions change. */
export function checkEndTrigger(s: PortRoyalState, seat: number): void {
  if (s.endTriggered) return;
  if (meetsEndCondition(s, seat)) {
    triggerEnd(s, seat, 'points');
    return;
  }
  // Our ruling for the variant end: once every person and every expedition in play lies in the
  // players' displays, no victory point can change any more; if nobody meets the condition by
  // then, the end begins anyway (the standard end cannot stall: the cards hold far more points).
  if (s.options.variantEnd && noPointsLeft(s)) triggerEnd(s, null, 'noPointsLeft');
}

function noPointsLeft(s: PortRoyalState): boolean {
  let persons = 0;
  let expeditions = s.box.length;
  for (const p of s.players) {
    persons += p.persons.length;
    expeditions += p.expeditions.length;
  }
  return persons === PERSON_IDS.length && expeditions === EXPEDITION_IDS.length;
}

function triggerEnd(s: PortRoyalState, seat: number | null, reason: 'points' | 'noCards' | 'noPointsLeft'): void {
  s.endTriggered = true;
  s.events.push({ type: 'endTriggered', seat, reason });
}

/**
 * The winner has the most victory points, then the most coins; a tie in both is a shared victory.
 * Under the variant end only players with a fulfilled expedition can win (if nobody has one,
 * which only the end by lack of cards allows, everybody can: our ruling).
 */
export function finalResult(s: PortRoyalState): FinalResult {
  const anyExpedition = s.players.some((p) => p.expeditions.length > 0);
  const scores = s.players.map((p, seat) => ({
    seat,
    points: p.points,
    coins: p.coins.length,
    expeditions: p.expeditions.length,
    eligible: !s.options.variantEnd || !anyExpedition || p.expeditions.length > 0,
  }));
  const eligible = scores.filter((x) => x.eligible);
  const bestPoints = Math.max(...eligible.map((x) => x.points));
  const byPoints = eligible.filter((x) => x.points === bestPoints);
  const bestCoins = Math.max(...byPoints.map((x) => x.coins));
  const winners = byPoints.filter((x) => x.coins === bestCoins).map((x) => x.seat);
  return { winners, scores };
}

function finishGame(s: PortRoyalState): void {
  s.status = 'over';
  s.result = finalResult(s);
  s.events.push({ type: 'gameOver', winners: s.result.winners.slice() });
}
