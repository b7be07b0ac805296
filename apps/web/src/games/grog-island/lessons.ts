import { stageOf, type GrogState } from '@harbour/grog-island/rules';
import { DECISION_REGION as DECISION, type GameLessons } from '../../shared/shell/game-table.js';

/** What Learn to play explains at a Grog Island table (the words: locales/lessons.*.json). */
export const grogIslandLessons: GameLessons = {
  all: ['intro', 'chooseSetup', 'openingBid', 'bid', 'trade', 'keepGoalCard', 'pay', 'claim', 'discardGoalCard', 'lock', 'ghostCrew', 'scoring'],
  points: {
    intro: ['[data-peninsula]', '[data-ship]'],
    chooseSetup: [DECISION, '[data-goods]'],
    openingBid: ['[data-die]', '[data-space]'],
    bid: ['[data-testid="bid-total"]', '[data-space]'],
    trade: ['[data-ship]'],
    keepGoalCard: [DECISION],
    pay: [DECISION],
    claim: ['[data-building]', '[data-cloud]'],
    discardGoalCard: [DECISION],
    lock: ['[data-building]'],
    ghostCrew: ['[data-building]'],
    scoring: ['[data-testid^="total-"]'],
  },
  situations(state, seat) {
    const G = state as GrogState;
    if (G.status === 'over') return ['scoring'];
    const stage = stageOf(G, seat);
    if (stage === null) return ['intro'];
    const named = stage === 'bid' && G.auction.bidder === null ? 'openingBid' : stage;
    return ['intro', named];
  },
};
