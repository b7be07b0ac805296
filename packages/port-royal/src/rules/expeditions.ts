import type { Refusal, Rng } from '@harbour/game-kit';
import { CARDS, EXPEDITION_SKILLS, expeditionCard, type CardId, type ExpeditionCard, type PersonCard } from '../data.js';
import { discard, giveCoins } from './piles.js';
import { refuse } from './refusals.js';
import { player, type PlayerState, type PortRoyalState } from './state.js';
import { checkEndTrigger } from './turn.js';

/**
 * Expeditions (Expeditionsaufträge): the active player discards persons with the skills the
 * expedition asks for (a Jack of all Trades stands in for a Captain, Priest or Settler), places
 * the expedition in their display and takes its coins. Any number, at any time of their own turn
 * (our reading of "jederzeit in seinem Zug": before, between and after turning up cards, in their
 * own part of Trade & Hire, and after a bust; not while other players take cards).
 */

function needsTotal(e: ExpeditionCard): number {
  return e.needs.captain + e.needs.priest + e.needs.settler;
}

function kindOf(id: CardId): PersonCard['kind'] {
  return (CARDS[id] as PersonCard).kind;
}

/** Whether these persons (already known to be distinct and the player's) fulfil the expedition. */
function personsFit(e: ExpeditionCard, persons: readonly CardId[]): Refusal | null {
  const total = needsTotal(e);
  if (persons.length !== total) return refuse('expedition.personCount', { needed: total, given: persons.length });
  const given = { captain: 0, priest: 0, settler: 0 };
  for (const id of persons) {
    const kind = kindOf(id);
    if ((kind === 'captain' || kind === 'priest' || kind === 'settler') && e.needs[kind] > 0) given[kind] += 1;
    else if (kind !== 'jackOfAllTrades') return refuse('expedition.wrongPerson', { card: id });
  }
  // The Jacks of all Trades fill whatever is missing, as the total is right.
  for (const skill of EXPEDITION_SKILLS) {
    if (given[skill] > e.needs[skill]) return refuse('expedition.tooMany', { skill, needed: e.needs[skill] });
  }
  return null;
}

export function checkFulfil(s: PortRoyalState, seat: number, id: CardId, persons: readonly CardId[]): Refusal | null {
  if (seat !== s.turn.active) return refuse('expedition.onlyActivePlayer', { active: s.turn.active });
  if (!s.expeditionDisplay.includes(id)) return refuse('expedition.notInDisplay', { card: id });
  const own = player(s, seat).persons;
  const seen = new Set<CardId>();
  for (const person of persons) {
    if (seen.has(person)) return refuse('expedition.samePersonTwice', { card: person });
    seen.add(person);
    if (!own.includes(person)) return refuse('expedition.personNotYours', { card: person });
  }
  return personsFit(expeditionCard(id), persons);
}

export function applyFulfil(s: PortRoyalState, seat: number, id: CardId, persons: readonly CardId[], rng: Rng): void {
  const e = expeditionCard(id);
  const p = player(s, seat);
  p.persons = p.persons.filter((x) => !persons.includes(x));
  discard(s, ...persons);
  s.expeditionDisplay = s.expeditionDisplay.filter((x) => x !== id);
  p.expeditions.push(id);
  p.points += e.points - persons.reduce((sum, x) => sum + (CARDS[x] as PersonCard).points, 0);
  s.events.push({ type: 'expeditionFulfilled', seat, card: id, persons: persons.slice() });
  giveCoins(s, seat, e.coins, 'expedition', rng);
  checkEndTrigger(s, seat);
}

function skillCounts(p: PlayerState): { captain: number; priest: number; settler: number; jacks: number } {
  const n = { captain: 0, priest: 0, settler: 0, jacks: 0 };
  for (const id of p.persons) {
    const kind = kindOf(id);
    if (kind === 'captain' || kind === 'priest' || kind === 'settler') n[kind] += 1;
    else if (kind === 'jackOfAllTrades') n.jacks += 1;
  }
  return n;
}

/** Whether the player's persons could fulfil this expedition. */
export function canFulfil(p: PlayerState, e: ExpeditionCard): boolean {
  const n = skillCounts(p);
  const missing = Math.max(0, e.needs.captain - n.captain) + Math.max(0, e.needs.priest - n.priest) + Math.max(0, e.needs.settler - n.settler);
  return missing <= n.jacks;
}

/** Whether `seat` may fulfil some expedition now (the active player, with the right persons). */
export function canFulfilAny(s: PortRoyalState, seat: number): boolean {
  if (seat !== s.turn.active || s.status !== 'playing') return false;
  const p = player(s, seat);
  return s.expeditionDisplay.some((id) => canFulfil(p, expeditionCard(id)));
}

/** Every way `seat` can fulfil an expedition now: each expedition with each fitting set of persons. */
export function legalFulfilments(s: PortRoyalState, seat: number): { card: CardId; persons: CardId[] }[] {
  if (!canFulfilAny(s, seat)) return [];
  const p = player(s, seat);
  const out: { card: CardId; persons: CardId[] }[] = [];
  for (const id of s.expeditionDisplay) {
    const e = expeditionCard(id);
    if (!canFulfil(p, e)) continue;
    const candidates = p.persons.filter((x) => {
      const kind = kindOf(x);
      return kind === 'jackOfAllTrades' || ((kind === 'captain' || kind === 'priest' || kind === 'settler') && e.needs[kind] > 0);
    });
    combinations(candidates, needsTotal(e), (persons) => {
      if (personsFit(e, persons) === null) out.push({ card: id, persons: persons.slice() });
    });
  }
  return out;
}

function combinations<T>(items: readonly T[], k: number, visit: (chosen: T[]) => void): void {
  const chosen: T[] = [];
  const walk = (from: number): void => {
    if (chosen.length === k) {
      visit(chosen);
      return;
    }
    for (let i = from; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
}
