import { hintSentence, mergeWords, decisionsByKind, seededRng, type Words } from '@harbour/game-kit';
import { describe, expect, it } from 'vitest';
import { buildingById } from '../data.js';
import { grogIslandLocales } from '../locales/index.js';
import { grogIslandHintLocales } from '../locales/hints.js';
import { anchorage, bidOutlook, claimCoins, goodsForPassing, grogEngine, legalMoves, realCapital, stageOf, type GrogMove, type GrogState } from '../rules/index.js';
import { createEasyBot } from './easy.js';
import { goalsOf } from './goals.js';
import { hint } from './hints.js';
import { concretePaymentLoss, contextFor } from './policy.js';
import { bidTotal } from './hints-reasons.js';

/**
 * Issue 38 ("a teacher worth trusting"): every reason shown for a suggested move, not only the best
 * one's, is true of that move in that position. One truth check per reason code, written from the rules'
 * helpers (a greedy look: what the sentence claims, asked of the position). Claims that compare the move
 * with the others ("the best prospects", "worth less than the bid", "the building a rival wants most")
 * are the teacher's own judgement: true only of the move it ranks best (0 points below the best).
 */

const en = mergeWords(grogIslandLocales.en as Words, grogIslandHintLocales.en as Words);
const de = mergeWords(grogIslandLocales.de as Words, grogIslandHintLocales.de as Words);

interface Shown {
  readonly s: GrogState;
  readonly seat: number;
  readonly move: GrogMove;
  readonly params: Readonly<Record<string, unknown>>;
  /** The move is ranked best (or as good as the best). */
  readonly best: boolean;
}

/** The seat's goals (its goal cards as the seat sees them). */
const goals = (x: Shown) => goalsOf(x.s.players[x.seat]?.goalCards ?? []);
/** Whether a building serves the seat's goal cards: a goal for its type or for its peninsula. */
const serves = (x: Shown, id: string): boolean => {
  const b = buildingById(id);
  return b !== undefined && (goals(x).building[b.type] > 0 || goals(x).peninsula[b.peninsula]);
};

function paymentCost(x: Shown, m: GrogMove): number {
  const task = x.s.tasks[0];
  if (m.type !== 'pay' || task?.kind !== 'pay') return Infinity;
  return concretePaymentLoss(contextFor(x.s, x.seat, seededRng('test')), task.bid, m.coins, m.treasureCards);
}
const cheapestPayment = (x: Shown): number => Math.min(...legalMoves(x.s, x.seat).map((m) => paymentCost(x, m)));

/** What the bid's sentence says it brings, asked of the rules' outlook. */
function bidFacts(x: Shown): boolean {
  if (x.move.type !== 'bid') return false;
  const o = bidOutlook(x.s, x.seat, x.move.row);
  const claims = o.claims.filter((c) => !c.void);
  const lock = o.lock && !o.lock.void ? o.lock.peninsula : 'none';
  const p = x.params;
  return (
    p.total === bidTotal(x.s, x.move) &&
    (p.points === undefined || (p.points === o.piratePoints && p.lock === lock)) &&
    (p.claims === undefined || p.claims === o.crewPlaced) &&
    (p.peninsula === undefined || p.peninsula === claims[0]?.peninsula) &&
    (p.second === undefined || p.second === claims[1]?.peninsula) &&
    (p.count === undefined || p.count === x.move.parrots.length)
  );
}

/** One truth check per reason code (false: the sentence claims something untrue of this move here). */
const TRUE_OF: Record<string, (x: Shown) => boolean> = {
  // "Keep the 4 goal cards with the best prospects": the teacher's ranking of the hands is the claim.
  setup: (x) => x.best,
  setupDrop: (x) => x.best,
  setupDropBoth: (x) => x.best,
  // "… a hand with weaker prospects than the best": a hand ranked below the best.
  setupWeaker: (x) => !x.best,
  setupDropWeaker: (x) => !x.best,
  setupDropBothWeaker: (x) => !x.best,
  bidClaims: (x) => bidFacts(x) && (x.params.claims as number) > 0,
  bidTwoClaims: (x) => bidFacts(x) && x.move.type === 'bid' && bidOutlook(x.s, x.seat, x.move.row).crewPlaced === 2,
  bidParrotClaims: (x) => bidFacts(x) && (x.params.claims as number) > 0,
  // "no claim is worth a crew member, but winning brings n pirate points": no claim, points > 0.
  bidPoints: (x) => bidFacts(x) && x.move.type === 'bid' && bidOutlook(x.s, x.seat, x.move.row).crewPlaced === 0 && (x.params.points as number) > 0,
  // "the cards turn the row in your favour": the purpose of the cards played, not checked beyond their count.
  bidParrot: (x) => bidFacts(x) && x.move.type === 'bid' && x.move.parrots.length > 0,
  // "the row brings little, but the others must pay more to beat it": no claim and no pirate point (a bid must be beaten by a higher total).
  bidPush: (x) => bidFacts(x) && x.move.type === 'bid' && bidOutlook(x.s, x.seat, x.move.row).crewPlaced === 0 && bidOutlook(x.s, x.seat, x.move.row).piratePoints === 0,
  // "take n goods tiles from the bidding row and trade them": n is what passing brings, and more than none.
  pass: (x) => x.params.tiles === goodsForPassing(x.s).length && (x.params.tiles as number) > 0,
  trade: (x) => x.move.type === 'trade' && x.move.claims === 0 && x.params.main === x.move.main && x.params.peninsula === anchorage(x.s, x.move.ship),
  tradeClaims: (x) => x.move.type === 'trade' && x.move.claims > 0 && x.params.claims === x.move.claims && x.params.peninsula === anchorage(x.s, x.move.ship),
  // "it serves your goal cards and brings n coins".
  claim: (x) => x.move.type === 'claimBuilding' && serves(x, x.move.building) && x.params.coins === claimCoins(x.s, buildingById(x.move.building)?.index ?? -1),
  // "… it serves none of your goal cards, but brings n coins" (n > 0).
  claimCoins: (x) => x.move.type === 'claimBuilding' && !serves(x, x.move.building) && (x.params.coins as number) > 0 && x.params.coins === claimCoins(x.s, buildingById(x.move.building)?.index ?? -1),
  // "… it serves none of your goal cards and brings no coin, but the rivals cannot have it".
  claimBlock: (x) => x.move.type === 'claimBuilding' && !serves(x, x.move.building) && claimCoins(x.s, buildingById(x.move.building)?.index ?? -1) === 0,
  // "no free building is worth a crew member now": the teacher's judgement of the claims.
  skipClaims: (x) => x.best,
  // "keep your crew members for later": a fact of skipping.
  skipClaimsKeepCrew: () => true,
  // "of those drawn, it has the best prospects" / "it has the weakest prospects": the teacher's ranking.
  keepGoalCard: (x) => x.best,
  discardGoalCard: (x) => x.best,
  keepGoalCardOther: (x) => !x.best,
  discardGoalCardOther: (x) => !x.best,
  // "n coins and m treasure cards worth v: the cheapest way": no legal payment costs less (coins and cards
  // at what the strong computer reckons them worth, less the change a card above the bid brings back).
  pay: (x) => x.move.type === 'pay' && x.move.coins > 0 && x.move.treasureCards.length > 0 && paymentCost(x, x.move) <= cheapestPayment(x) + 1e-9 && x.params.coins === x.move.coins && x.params.cards === x.move.treasureCards.length,
  // "… another payment would cost you less".
  payMore: (x) => x.move.type === 'pay' && paymentCost(x, x.move) > cheapestPayment(x) + 1e-9,
  // The same, naming only coins (no card paid) or only cards (no coin paid): never "0 treasure cards worth 0".
  payCoins: (x) => x.move.type === 'pay' && x.move.treasureCards.length === 0 && x.move.coins > 0 && paymentCost(x, x.move) <= cheapestPayment(x) + 1e-9 && x.params.coins === x.move.coins,
  payCoinsMore: (x) => x.move.type === 'pay' && x.move.treasureCards.length === 0 && paymentCost(x, x.move) > cheapestPayment(x) + 1e-9,
  payCards: (x) => x.move.type === 'pay' && x.move.coins === 0 && x.move.treasureCards.length > 0 && paymentCost(x, x.move) <= cheapestPayment(x) + 1e-9 && x.params.cards === x.move.treasureCards.length,
  payCardsMore: (x) => x.move.type === 'pay' && x.move.coins === 0 && paymentCost(x, x.move) > cheapestPayment(x) + 1e-9,
  // "the rewards are worth less than the bid": the teacher's judgement of paying.
  refusePayment: (x) => x.best && x.params.capital === realCapital(x.s.players[x.seat] as GrogState['players'][number]),
  // "… you keep your capital of c and give up the rewards": a fact of refusing.
  refusePaymentKeep: (x) => x.params.capital === realCapital(x.s.players[x.seat] as GrogState['players'][number]),
  // "the free building a rival wants most": the teacher's judgement.
  lock: (x) => x.best,
  lockOther: (x) => !x.best,
  // "it blocks your rival, not you": the building serves none of the seat's goal cards.
  ghostCrew: (x) => x.move.type === 'placeGhostCrew' && !serves(x, x.move.building),
  // "it blocks a building your goal cards want too": it serves one of them.
  ghostCrewOwn: (x) => x.move.type === 'placeGhostCrew' && serves(x, x.move.building),
};

/** Positions of easy-bot self-play with a choice to make, at most `perStage` of each stage (the rarer decisions too). */
function positionsByStage(perStage: number): GrogState[] {
  // Spread over the game: every 7th decision of a common stage (the bid), every one of a rare stage.
  return decisionsByKind(grogEngine, { seed: 'reasons', players: [2, 3, 4], bot: (seed) => createEasyBot({ seed }), kindOf: (s, seat) => stageOf(s, seat) ?? '?', keep: (stage, i) => stage !== 'bid' || i % 7 === 0, per: perStage });
}

describe('Grog Island hints: every reason true of its move (issue 38)', () => {
  const positions = positionsByStage(5);

  it('checks a claim for every reason shown, for every suggested move', () => {
    expect(positions.length).toBeGreaterThan(20);
    const false_: string[] = [];
    const seen = new Set<string>();
    for (const s of positions) {
      const seat = grogEngine.deciders(s)[0] as number;
      const view = grogEngine.view(s, seat);
      const h = hint(view, seat, { iterations: 3 });
      h.moves.forEach((m, i) => {
        const check = TRUE_OF[m.reason.code];
        expect(check, `no truth check for ${m.reason.code}`).toBeDefined();
        seen.add(m.reason.code);
        for (const value of Object.values(m.reason.params ?? {})) if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
        expect(Number.isFinite(m.points)).toBe(true);
        // Pirate points: a difference in a game of some 20 to 60 points, never a bonus of the search.
        expect(Math.abs(m.points)).toBeLessThan(60);
        for (const words of [en, de]) expect(hintSentence(words, m.reason)).not.toMatch(/\{\{|\$t\(/);
        const shown: Shown = { s: view, seat, move: m.move, params: (m.reason.params ?? {}) as Record<string, unknown>, best: m.points === 0 };
        if (!check?.(shown)) false_.push(`${stageOf(s, seat)} #${i} ${m.reason.code} ${JSON.stringify(m.reason.params)} for ${JSON.stringify(m.move)} (${m.points})`);
      });
    }
    expect(false_).toEqual([]);
    expect(seen.size).toBeGreaterThan(8);
  });
});

