import { FIELDS } from '@harbour/rum-and-pirates/data';
import { stageOf, type RumState } from '@harbour/rum-and-pirates/rules';
import { DECISION_REGION as DECISION, type GameLessons } from '../../shared/shell/game-table.js';

/** The fields whose action a teaching match explains on its own (the others share "field"). */
const RUM_FIELD_LESSONS = ['tavern', 'chest', 'townWatch', 'headquarters', 'rendezvous'] as const;

/** What Learn to play explains at a Rum & Pirates table (the words: locales/lessons.*.json). */
export const rumAndPiratesLessons: GameLessons = {
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
    const stage = stageOf(G, seat);
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
