import type { HintReason } from '@harbour/game-kit';
import { buildingById, goalTask, parrotCard, SHIPS, treasureValue, type Colour } from '../data.js';
import { anchorage, bidOutlook, claimCoins, goodsForPassing, realCapital, sumRow, type GrogMove, type GrogState } from '../rules/index.js';

/**
 * Why a move, in one sentence (the words are `hint.<code>` in ./hints-locales): the numbers come from
 * the rules' outlook helpers (rules/outlook.ts), the same the table shows next to a bid or a building.
 */
export function explainGrogMove(view: GrogState, seat: number, move: GrogMove): HintReason {
  const player = view.players[seat];
  switch (move.type) {
    case 'chooseSetup': {
      const dealt = player?.setup?.dealt ?? [];
      const [dropA, dropB] = dealt.filter((card) => card >= 0 && !move.keep.includes(card)).map(goalWords);
      if (dropA === undefined || dropB === undefined) return { code: 'setup', params: { goods: move.goods } };
      // Two cards of one task (a peninsula's, say) let go together are said once.
      if (dropA === dropB) return { code: 'setupDropBoth', params: { goods: move.goods, drop: dropA } };
      return { code: 'setupDrop', params: { goods: move.goods, dropA, dropB } };
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
      if (!b) return { code: 'claim', params: { building: 'pub', peninsula: 'yellow', coins: 0 } };
      return { code: 'claim', params: { building: b.type, peninsula: b.peninsula, coins: claimCoins(view, b.index) } };
    }
    case 'skipClaims':
      return { code: 'skipClaims' };
    case 'keepGoalCard':
    case 'discardGoalCard':
      return { code: move.type, params: { task: move.card >= 0 ? goalWords(move.card) : 'term.goalCards' } };
    case 'pay':
      return { code: 'pay', params: { coins: move.coins, cards: move.treasureCards.length, value: move.treasureCards.reduce((t, c) => t + treasureValue(c), 0) } };
    case 'refusePayment':
      return { code: 'refusePayment', params: { capital: player ? realCapital(player) : 0 } };
    case 'placeLock':
    case 'placeGhostCrew': {
      const b = buildingById(move.building);
      return { code: move.type === 'placeLock' ? 'lock' : 'ghostCrew', params: { building: b?.type ?? 'pub', peninsula: b?.peninsula ?? 'yellow' } };
    }
  }
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
