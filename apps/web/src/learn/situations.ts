import { FIELDS } from '@harbour/rum-and-pirates/data';
import { stageOf as grogStage, type GrogState } from '@harbour/grog-island/rules';
import { stageOf as portRoyalStage, type PortRoyalState } from '@harbour/port-royal/rules';
import { stageOf as rumStage, type RumState } from '@harbour/rum-and-pirates/rules';

/**
 * The situations a teaching match explains, per game: what identifies them in the seat's view (the
 * rules' stage of the seat's decision, refined where one stage holds different choices), and which
 * pieces of the table each one points at (selectors of data attributes the tables carry). Several
 * situations may be new at once (a discover turn with an expedition on display): they come in order.
 */
export interface GameLessons {
  /** The situations new to explain in this state, in the order to explain them (the intro first). */
  situations(G: unknown, seat: number): string[];
  /** Every situation, in the order a game usually meets them (the locale files have words for each). */
  all: readonly string[];
  /** What each situation points at on the table. */
  points: Readonly<Record<string, readonly string[]>>;
}

const DECISION = '[data-region="decision"]';

const grogIsland: GameLessons = {
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
    const stage = grogStage(G, seat);
    if (stage === null) return ['intro'];
    const named = stage === 'bid' && G.auction.bidder === null ? 'openingBid' : stage;
    return ['intro', named];
  },
};

const portRoyal: GameLessons = {
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
    const stage = portRoyalStage(G, seat);
    if (stage === null) return ['intro'];
    const out = ['intro'];
    if (stage === 'tradeAndHire') out.push(G.turn.taker === G.turn.active ? 'tradeAndHire' : 'takeCard');
    else out.push(stage);
    // Only the active player fulfils expeditions, at any time of their own turn.
    if (stage !== 'repel' && G.turn.active === seat && G.expeditionDisplay.length > 0) out.push('expedition');
    return out;
  },
};

/** The fields whose action a teaching match explains on its own (the others share "field"). */
const RUM_FIELD_LESSONS = ['tavern', 'chest', 'townWatch', 'headquarters', 'rendezvous'] as const;

const rumAndPirates: GameLessons = {
  all: ['intro', 'route', 'field', ...RUM_FIELD_LESSONS.map((k) => `field-${k}`), 'supplies', 'joinTavern', 'contestRoll', 'scuffle', 'scoring'],
  points: {
    intro: ['[data-testid="captain"]', '[data-testid="mast"]'],
    route: ['[data-testid="captain"]', '[data-alley]'],
    field: ['[data-testid="captain"]', '[data-field-kind]'],
    'field-tavern': ['[data-testid="captain"]', '[data-field-kind]'],
    'field-chest': ['[data-testid="captain"]', '[data-field-kind]'],
    'field-townWatch': ['[data-testid="captain"]', '[data-field-kind]'],
    'field-headquarters': ['[data-testid="captain"]', '[data-alley]'],
    'field-rendezvous': ['[data-testid="captain"]', '[data-field-kind]'],
    supplies: [DECISION],
    joinTavern: [DECISION],
    contestRoll: ['[data-testid="roll-notice"]', DECISION],
    scuffle: ['[data-testid="mast"]', '[data-testid="scuffle"]'],
    scoring: ['[data-testid^="total-"]'],
  },
  situations(state, seat) {
    const G = state as RumState;
    if (G.status === 'over') return ['scoring'];
    const out = ['intro'];
    if (scuffleShown(G)) out.push('scuffle');
    const stage = rumStage(G, seat);
    if (stage === null) return out;
    if (stage === 'turn') out.push('route');
    else if (stage === 'field') {
      out.push('field');
      const kind = FIELDS[G.captain]?.kind;
      if (G.turn?.actionOpen && (RUM_FIELD_LESSONS as readonly string[]).includes(kind ?? '')) out.push(`field-${kind}`);
    } else if (stage === 'reroll') out.push(G.roll?.purpose === 'scuffle' ? 'scuffle' : 'contestRoll');
    else out.push(stage);
    return out;
  },
};

/** Whether the mast shows a scuffle: one under way, or the last one until somebody goes on board again (as the table's mast panel). */
function scuffleShown(G: RumState): boolean {
  if (G.status === 'scuffle') return true;
  for (let i = G.events.length - 1; i >= 0; i--) {
    const type = G.events[i]?.type;
    if (type === 'scuffleStarted') return true;
    if (type === 'wentOnBoard') return false;
  }
  return false;
}

export const LESSONS: Readonly<Record<string, GameLessons>> = {
  'grog-island': grogIsland,
  'port-royal': portRoyal,
  'rum-and-pirates': rumAndPirates,
};
