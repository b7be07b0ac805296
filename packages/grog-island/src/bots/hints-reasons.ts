import { seededRng, type HintReason } from '@harbour/game-kit';
import { buildingById, goalTask, parrotCard, SHIPS, treasureValue, type Colour } from '../data.js';
import { anchorage, bidOutlook, claimCoins, goodsForPassing, legalPayments, realCapital, sumRow, type GrogMove, type GrogState } from '../rules/index.js';
import { goalsOf } from './goals.js';
import { concretePaymentLoss, contextFor } from './policy.js';

/**
 * Why a move, in one sentence (the words are `hint.<code>` in ./hints-locales): the numbers come from
 * the rules' outlook helpers (rules/outlook.ts), the same the table shows next to a bid or a building.
 * A sentence that compares the move with the others (the best prospects, a rival's favourite building,
 * rewards worth less than the bid) is said of the best move only (`best`); a move ranked below it gets
 * a sentence of its own facts (issue 38: every reason shown true of its move).
 */
export function explainGrogMove(view: GrogState, seat: number, move: GrogMove, best = true): HintReason {
  const player = view.players[seat];
  switch (move.type) {
    case 'chooseSetup': {
      const dealt = player?.setup?.dealt ?? [];
      const [dropA, dropB] = dealt.filter((card) => card >= 0 && !move.keep.includes(card)).map(goalWords);
      const weaker = best ? '' : 'Weaker';
      if (dropA === undefined || dropB === undefined) return { code: `setup${weaker}`, params: { goods: move.goods } };
      // Two cards of one task (a peninsula's, say) let go together are said once.
      if (dropA === dropB) return { code: `setupDropBoth${weaker}`, params: { goods: move.goods, drop: dropA } };
      return { code: `setupDrop${weaker}`, params: { goods: move.goods, dropA, dropB } };
    }
    case 'bid': {
      const total = bidTotal(view, move);
      const outlook = bidOutlook(view, seat, move.row);
      const firstClaim = outlook.claims.find((c) => !c.void);
      const lock = outlook.lock && !outlook.lock.void ? outlook.lock.peninsula : 'none';
      if (move.parrots.length > 0) {
        if (outlook.crewPlaced > 0 && firstClaim) {
          return { code: 'bidParrotClaims', params: { total, count: move.parrots.length, claims: outlook.crewPlaced, peninsula: firstClaim.peninsula, points: outlook.piratePoints, lock } };
        }
        return { code: 'bidParrot', params: { total, count: move.parrots.length } };
      }
      const secondClaim = outlook.claims.filter((c) => !c.void)[1];
      if (outlook.crewPlaced > 1 && firstClaim && secondClaim) {
        return { code: 'bidTwoClaims', params: { total, peninsula: firstClaim.peninsula, second: secondClaim.peninsula, points: outlook.piratePoints, lock } };
      }
      if (outlook.crewPlaced > 0 && firstClaim) {
        return { code: 'bidClaims', params: { total, claims: outlook.crewPlaced, peninsula: firstClaim.peninsula, points: outlook.piratePoints, lock } };
      }
      if (outlook.piratePoints > 0) return { code: 'bidPoints', params: { total, points: outlook.piratePoints, lock } };
      return { code: 'bidPush', params: { total } };
    }
    case 'pass':
      return { code: 'pass', params: { tiles: goodsForPassing(view).length } };
    case 'trade': {
      const ship = SHIPS[move.ship];
      return { code: move.claims > 0 ? 'tradeClaims' : 'trade', params: { ship: ship.id, peninsula: anchorage(view, move.ship) ?? 'yellow', main: move.main, claims: move.claims } };
    }
    case 'claimBuilding': {
      const b = buildingById(move.building);
      if (!b) return { code: 'claimBlock', params: { building: 'pub', peninsula: 'yellow' } };
      const coins = claimCoins(view, b.index);
      // It serves the goal cards, or it only brings coins, or it only keeps the building from the rivals.
      const code = servesGoals(view, seat, move.building) ? 'claim' : coins > 0 ? 'claimCoins' : 'claimBlock';
      return { code, params: { building: b.type, peninsula: b.peninsula, coins } };
    }
    case 'skipClaims':
      return { code: best ? 'skipClaims' : 'skipClaimsKeepCrew' };
    case 'keepGoalCard':
    case 'discardGoalCard':
      return { code: best ? move.type : `${move.type}Other`, params: { task: move.card >= 0 ? goalWords(move.card) : 'term.goalCards' } };
    case 'pay': {
      const params = { coins: move.coins, cards: move.treasureCards.length, value: move.treasureCards.reduce((t, c) => t + treasureValue(c), 0) };
      // (what is paid named alone where the other is none: not "and 0 treasure cards worth 0")
      const what = params.cards === 0 ? 'Coins' : params.coins === 0 ? 'Cards' : '';
      return { code: `pay${what}${isCheapestPayment(view, seat, move) ? '' : 'More'}`, params };
    }
    case 'refusePayment':
      return { code: best ? 'refusePayment' : 'refusePaymentKeep', params: { capital: player ? realCapital(player) : 0 } };
    case 'placeLock':
    case 'placeGhostCrew': {
      const b = buildingById(move.building);
      const params = { building: b?.type ?? 'pub', peninsula: b?.peninsula ?? 'yellow' };
      if (move.type === 'placeLock') return { code: best ? 'lock' : 'lockOther', params };
      return { code: servesGoals(view, seat, move.building) ? 'ghostCrewOwn' : 'ghostCrew', params };
    }
  }
}

/** Whether a building serves the seat's goal cards (as it sees them): a goal for its type or for its peninsula. */
export function servesGoals(view: GrogState, seat: number, building: string): boolean {
  const b = buildingById(building);
  const goals = goalsOf(view.players[seat]?.goalCards ?? []);
  return b !== undefined && (goals.building[b.type] > 0 || goals.peninsula[b.peninsula]);
}

/**
 * Whether a payment costs the seat least of the legal ones: coins and treasure cards at what the strong
 * computer reckons them worth at this stage (5 coins make a pirate point at the end; a treasure card held
 * is one), less the change a card above the bid brings back.
 */
export function isCheapestPayment(view: GrogState, seat: number, move: Extract<GrogMove, { type: 'pay' }>): boolean {
  const task = view.tasks[0];
  if (task?.kind !== 'pay' || !view.players[seat]) return true;
  const ctx = contextFor(view, seat, seededRng('payment'));
  const loss = (coins: number, cards: readonly number[]): number => concretePaymentLoss(ctx, task.bid, coins, cards);
  const own = loss(move.coins, move.treasureCards);
  return legalPayments(view, seat, task.bid).every((p) => loss(p.coins, p.treasureCards) >= own - 1e-9);
}

/** The bid's total: the dice of its row, after any "turn the die" cards it plays. */
export function bidTotal(view: GrogState, move: Extract<GrogMove, { type: 'bid' }>): number {
  const dice: Record<Colour, number> = { ...view.auction.dice };
  for (const play of move.parrots) {
    const card = parrotCard(play.card);
    if (card.kind === 'turnDie' && play.value !== undefined) dice[card.colour] = play.value;
  }
  return sumRow(dice, move.row);
}

/**
 * A move a greedy look at the rules shows to be wasted, or null: a bid the seat could not pay if it
 * won (above its coins plus its treasure cards' value), or a bid whose row would bring nothing (every
 * claim void, no pirate point, no lock to place). Such a move is never suggested while another exists.
 */
export function obviousMistake(view: GrogState, seat: number, move: GrogMove): string | null {
  if (move.type !== 'bid') return null;
  const player = view.players[seat];
  if (!player) return null;
  if (bidTotal(view, move) > realCapital(player)) return 'bid.unaffordable';
  const outlook = bidOutlook(view, seat, move.row);
  if (outlook.crewPlaced === 0 && outlook.piratePoints === 0 && (outlook.lock === null || outlook.lock.void)) return 'bid.void';
  return null;
}

/** What a goal card asks for, as the key of the game's word for it (a building type, a peninsula, goods, parrot cards). */
export function goalWords(card: number): string {
  const task = goalTask(card);
  switch (task.kind) {
    case 'building':
      return `building.${task.type}`;
    case 'peninsula':
      return `peninsula.${task.colour}`;
    case 'goods':
      return `goods.${task.colour}`;
    case 'parrots':
      return 'term.parrotCards';
  }
}
