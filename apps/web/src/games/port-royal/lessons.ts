import { stageOf, type PortRoyalState } from '@harbour/port-royal/rules';
import type { GameLessons } from '../../shared/shell/game-table.js';

/** What Learn to play explains at a Port Royal table (the words: locales/lessons.*.json). */
export const portRoyalLessons: GameLessons = {
  all: ['intro', 'discover', 'repel', 'afterBust', 'tradeAndHire', 'takeCard', 'expedition', 'scoring'],
  points: {
    intro: ['[data-testid="draw-pile"]', '[data-testid="harbor"]'],
    discover: ['[data-testid="draw-pile"]', '[data-testid="harbor"]', '[data-testid="bust-risk"]'],
    repel: ['[data-card-slot]'],
    afterBust: ['[data-testid="discard-pile"]'],
    tradeAndHire: ['[data-take]'],
    takeCard: ['[data-take]'],
    expedition: ['[data-expedition]'],
    scoring: ['[data-testid^="points-"]'],
  },
  situations(state, seat) {
    const G = state as PortRoyalState;
    if (G.status === 'over') return ['scoring'];
    const stage = stageOf(G, seat);
    if (stage === null) return ['intro'];
    const out = ['intro'];
    if (stage === 'tradeAndHire') out.push(G.turn.taker === G.turn.active ? 'tradeAndHire' : 'takeCard');
    else out.push(stage);
    // Only the active player fulfils expeditions, at any time of their own turn.
    if (stage !== 'repel' && G.turn.active === seat && G.expeditionDisplay.length > 0) out.push('expedition');
    return out;
  },
};
