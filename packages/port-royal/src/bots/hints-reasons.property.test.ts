import { hintSentence, mergeWords, decisionsByKind, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { CARDS, type Card, type ExpeditionCard, type ShipCard } from '../data.js';
import { portRoyalLocales } from '../locales/index.js';
import { portRoyalHintLocales } from '../locales/hints.js';
import { deciders, legalMoves, portRoyalEngine, viewFor, type PortRoyalState } from '../rules/index.js';
import type { PortRoyalMove } from '../rules/moves.js';
import { takeOutcome } from '../rules/trade.js';
import { easyBot } from './easy.js';
import { hint } from './hints.js';
import { bustChance } from './hints-reasons.js';

/**
 * Issue 38 ("a teacher worth trusting"): every reason shown for a suggested move, not only the best
 * one's, is true of that move in that position. One truth check per reason code, from the rules' helpers
 * (takeOutcome: coins, fee, cost; the unseen cards). "Nothing is worth its price", "no expedition is worth
 * fulfilling" compare the move with the others: the teacher's judgement, true only of the move it ranks
 * best (0 points below the best). The points are victory points: never the search's win bonus.
 */

const en = mergeWords(portRoyalLocales.en as Words, portRoyalHintLocales.en as Words);
const de = mergeWords(portRoyalLocales.de as Words, portRoyalHintLocales.de as Words);

interface Shown {
  readonly s: PortRoyalState;
  readonly seat: number;
  readonly move: PortRoyalMove;
  readonly params: Readonly<Record<string, unknown>>;
  readonly best: boolean;
}

const waitingShip = (x: Shown): ShipCard | null => (x.s.turn.ship === null ? null : (CARDS[x.s.turn.ship] as ShipCard));
const isShipFacts = (x: Shown): boolean => x.params.colour === waitingShip(x)?.colour && x.params.coins === waitingShip(x)?.coins;
const fee = (x: Shown): number => ('card' in x.move ? takeOutcome(x.s, x.seat, x.move.card).fee : 0);
/** The share of unseen cards that bust, as a percentage of the game's cards: a whole number from 0 to 100. */
const chanceFacts = (x: Shown): boolean => x.params.cards === x.s.harbor.length && x.params.chance === bustChance(x.s, x.seat) && (x.params.chance as number) >= 0 && (x.params.chance as number) <= 100;

function tradeCoins(x: Shown): number | null {
  if (x.move.type !== 'trade') return null;
  const o = takeOutcome(x.s, x.seat, x.move.card);
  return o.type === 'trade' ? o.coins + o.traderBonus - o.fee : null;
}

function hireFacts(x: Shown): boolean {
  if (x.move.type !== 'hire') return false;
  const o = takeOutcome(x.s, x.seat, x.move.card);
  const c = CARDS[x.move.card] as Card;
  return o.type === 'hire' && c.type === 'person' && x.params.person === c.kind && x.params.cost === o.cost + o.fee && x.params.points === o.points;
}

/** One truth check per reason code (false: the sentence claims something untrue of this move here). */
const TRUE_OF: Record<string, (x: Shown) => boolean> = {
  // "n cards in the harbor display, and only p % of the cards left would bust your turn".
  turnUp: chanceFacts,
  stop: chanceFacts,
  // "it is worth only n coins and keeps the harbor display safe" (the purpose of repelling: only the coins are checked).
  repel: isShipFacts,
  accept: isShipFacts,
  // "n coins for you after the fee": a taker who pays a fee (not the active player), n net of it.
  trade: (x) => fee(x) > 0 && x.params.coins === tradeCoins(x),
  // "n coins for you": the active player, who pays no fee.
  tradeNoFee: (x) => fee(x) === 0 && x.params.coins === tradeCoins(x),
  // "for n coins (fee included)": a taker who pays a fee.
  hire: (x) => fee(x) > 0 && hireFacts(x),
  hireNoFee: (x) => fee(x) === 0 && hireFacts(x),
  hireEnds: (x) => x.move.type === 'hire' && hireFacts(x) && takeOutcome(x.s, x.seat, x.move.card).type === 'hire' && (takeOutcome(x.s, x.seat, x.move.card) as { triggersEnd: boolean }).triggersEnd,
  fulfil: (x) => {
    if (x.move.type !== 'fulfilExpedition') return false;
    const e = CARDS[x.move.card] as ExpeditionCard;
    return x.params.points === e.points && x.params.coins === e.coins && x.params.persons === x.move.persons.length;
  },
  // "nothing in the harbor display is worth its price to you": the teacher's judgement.
  pass: (x) => x.best,
  // "take nothing and keep your coins": a fact of passing.
  passKeep: (x) => x.move.type === 'pass',
  // "no expedition is worth fulfilling now": the teacher's judgement.
  endTurn: (x) => x.best,
  endTurnKeep: (x) => x.move.type === 'endTurn',
};

/** Positions of easy-bot self-play with a choice, at most `per` of each stage (the active player's and the others' takes apart). */
function positions(per: number): PortRoyalState[] {
  return decisionsByKind(portRoyalEngine, { seed: 'reasons', players: [2, 3, 4], bot: (seed) => easyBot({ seed }), kindOf: (s, seat) => `${s.turn.stage}:${seat === s.turn.active}`, keep: (_, i) => i % 3 === 0, per });
}

describe('Port Royal hints: every reason true of its move (issue 38)', () => {
  const sample = positions(6);

  it('checks a claim for every reason shown, for every suggested move', () => {
    expect(sample.length).toBeGreaterThan(20);
    const false_: string[] = [];
    const seen = new Set<string>();
    for (const s of sample) {
      const seat = deciders(s)[0] as number;
      const view = viewFor(s, seat);
      const h = hint(view, seat);
      h.moves.forEach((m, i) => {
        const check = TRUE_OF[m.reason.code];
        expect(check, `no truth check for ${m.reason.code}`).toBeDefined();
        seen.add(m.reason.code);
        for (const value of Object.values(m.reason.params ?? {})) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        for (const words of [en, de]) expect(hintSentence(words, m.reason)).not.toMatch(/\{\{|\$t\(/);
        const where = `turn ${s.turn.number} ${s.turn.stage} seat ${seat}${seat === s.turn.active ? ' (active)' : ''} #${i}`;
        // Victory points: a game is won at 12, so a move cannot lose 40 (the search's win bonus of 1000 coins would show as 250).
        if (!Number.isFinite(m.points) || Math.abs(m.points) >= 40) false_.push(`${where} points ${m.points} for ${JSON.stringify(m.move)}`);
        const shown: Shown = { s: view, seat, move: m.move, params: (m.reason.params ?? {}) as Record<string, unknown>, best: m.points === 0 };
        if (!check?.(shown)) false_.push(`${where} ${m.reason.code} ${JSON.stringify(m.reason.params)} for ${JSON.stringify(m.move)} (${m.points})`);
      });
    }
    expect(false_).toEqual([]);
    expect(seen.size).toBeGreaterThan(6);
  });
});
