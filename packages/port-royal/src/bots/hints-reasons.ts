import type { HintReason } from '@harbour/game-kit';
import { CARDS, type Card, type ExpeditionCard, type ShipCard } from '../data.js';
import { checkRepelShip } from '../rules/discover.js';
import type { PortRoyalMove } from '../rules/moves.js';
import type { PortRoyalState } from '../rules/state.js';
import { takeOutcome } from '../rules/trade.js';
import { nextCardCandidates } from './determinize.js';
import { acceptingBusts } from './policy.js';

/**
 * Why a move, in one sentence (the words are `hint.<code>` in ../locales/hints.*.json): the numbers come
 * from the rules the table shows beside a card (takeOutcome: coins, fee, cost after Mademoiselles) and
 * from the unseen cards (the share of them that would bust the turn). The fee is named only to a taker who
 * pays one (never the active player); "nothing is worth its price" and "no expedition is worth fulfilling"
 * are said of the best move only (`best`), a pass or an end ranked below it gets its plain facts (issue 38).
 */
export function explainPortRoyalMove(view: PortRoyalState, seat: number, move: PortRoyalMove, best = true): HintReason {
  switch (move.type) {
    case 'turnUp':
      return { code: 'turnUp', params: { cards: view.harbor.length, chance: bustChance(view, seat) } };
    case 'stop':
      return { code: 'stop', params: { cards: view.harbor.length, chance: bustChance(view, seat) } };
    case 'repel':
    case 'accept': {
      const ship = view.turn.ship === null ? null : (CARDS[view.turn.ship] as ShipCard);
      return { code: move.type, params: { colour: ship?.colour ?? 'yellow', coins: ship?.coins ?? 0 } };
    }
    case 'trade': {
      const o = takeOutcome(view, seat, move.card);
      const colour = (CARDS[move.card] as ShipCard).colour;
      return { code: o.fee > 0 ? 'trade' : 'tradeNoFee', params: { colour, coins: o.type === 'trade' ? o.coins + o.traderBonus - o.fee : 0 } };
    }
    case 'hire': {
      const o = takeOutcome(view, seat, move.card);
      const c = CARDS[move.card] as Card;
      const person = c.type === 'person' ? c.kind : 'sailor';
      if (o.type !== 'hire') return { code: 'hire', params: { person, cost: 0, points: 0 } };
      return { code: o.triggersEnd ? 'hireEnds' : o.fee > 0 ? 'hire' : 'hireNoFee', params: { person, cost: o.cost + o.fee, points: o.points } };
    }
    case 'fulfilExpedition': {
      const e = CARDS[move.card] as ExpeditionCard;
      return { code: 'fulfil', params: { points: e.points, coins: e.coins, persons: move.persons.length } };
    }
    case 'pass':
      return { code: best ? 'pass' : 'passKeep' };
    case 'endTurn':
      return { code: best ? 'endTurn' : 'endTurnKeep' };
  }
}

/**
 * The share (in %) of the cards the next one can be that would bust the active player's turn: a ship of
 * a colour already in the harbor display that its swords cannot repel.
 */
export function bustChance(view: PortRoyalState, seat: number): number {
  const candidates = nextCardCandidates(view);
  if (candidates.length === 0) return 0;
  const colours = new Set<string>();
  for (const id of view.harbor) {
    const c = CARDS[id] as Card;
    if (c.type === 'ship') colours.add(c.colour);
  }
  let busts = 0;
  for (const id of candidates) {
    const c = CARDS[id] as Card;
    if (c.type === 'ship' && colours.has(c.colour) && checkRepelShip(view, seat, id) !== null) busts++;
  }
  return Math.round((100 * busts) / candidates.length);
}

/**
 * A move a greedy look at the rules shows to be wasted, or null: letting in a ship of a colour already
 * in the harbor display (the turn busts) when the seat could repel it. Never suggested while another exists.
 */
export function obviousMistake(view: PortRoyalState, _seat: number, move: PortRoyalMove): string | null {
  if (move.type === 'accept' && acceptingBusts(view)) return 'accept.busts';
  return null;
}
