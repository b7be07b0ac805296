import type { MatchStorage } from '@harbour/storage';
import { errors } from '../errors.js';
import { lobbyErrors } from '../lobby/lobby-kit.js';
import { define, type Operation } from '../lobby/routes.js';
import { MatchParams } from '../lobby/schemas.js';
import type { ReviewJobs } from './jobs.js';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const nums = { type: 'array', items: num } as const;
const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const action = obj({ name: str, args: { type: 'array' } });
const LABEL = { type: 'string', enum: ['best', 'good', 'doubtful', 'costly'] } as const;

/** The OpenAPI schemas of the review (types: packages/protocol/src/review.ts). */
export const REVIEW_SCHEMAS = {
  ReviewedDecision: obj(
    {
      step: { ...int, description: "The move's number in the replay's move list, from 1." },
      events: { anyOf: [int, { type: 'null' }], description: "Events in the game's state after the move (null: the game keeps none)." },
      playerID: str,
      move: action,
      best: { ...action, description: 'The move with the best expected winning chance of those weighed (the move made, if it was the best).' },
      bestReason: { ...obj({ code: str, params: { type: 'object' } }, ['code']), description: "Why, as the game's words `hint.<code>` with these values." },
      moveReason: { ...obj({ code: str, params: { type: 'object' } }, ['code']), description: "The move made in the teacher's words (`hint.<code>`): what it does in that position. Absent from reviews made before it was kept." },
      alternativeReason: { anyOf: [obj({ code: str, params: { type: 'object' } }, ['code']), { type: 'null' }], description: 'The alternative in the same words (null: no alternative).' },
      label: LABEL,
      chosenChance: { ...num, description: "The seat's expected winning chance after the move made (0..1)." },
      alternative: { anyOf: [obj({ move: action, chance: num }), { type: 'null' }], description: 'The best other move weighed, with the expected chance after it (null: no choice).' },
      chanceLost: { ...num, description: 'Winning chance (0..1) the move lost against the best (0 for the best).' },
      forced: { type: 'boolean', description: 'No choice: a single legal move (made by the server) or a single sensible one.' },
      decided: { type: 'boolean', description: "The seat's chance before the move was at most 2 % or at least 98 %: never costly." },
      chances: { ...nums, description: "Every seat's estimated winning chance after the move (0..1, by seat number)." },
      choice: { ...nums, description: "How much the decision itself changed every seat's chance." },
      luck: { ...nums, description: "How much what the step turned up (dice, cards) changed every seat's chance." },
    },
  ),
  MatchReview: obj({
    players: int,
    startChances: { ...nums, description: 'Chances after the deal, before the first decision.' },
    decisions: { type: 'array', items: ref('ReviewedDecision') },
    turningPoints: { type: 'array', items: int, description: 'Up to three choices that mattered most against the best other move; never a forced move or a chance event (indices into decisions, in match order).' },
    luckEvents: { type: 'array', items: int, description: 'Up to three steps whose outcome (dice, cards, tiles) moved the chances most (indices into decisions, in match order).' },
    seats: {
      type: 'array',
      items: obj({
        result: { ...num, description: 'Final share of the victory less an even share.' },
        luck: { ...num, description: 'What the deal and everything turned up did to the chance; luck + choices = result.' },
        choices: num,
        ownChoices: num,
        chanceLost: { ...num, description: "Winning chance (0..1) the seat's decisions lost against the best moves, summed." },
        decisions: int,
        accuracy: { ...num, description: 'Share of the seat’s decisions within a small loss (5 percentage points) of the best.' },
        mistakes: { type: 'array', items: int, description: 'Up to three biggest mistakes (indices into decisions), biggest first.' },
        labels: obj({ best: int, good: int, doubtful: int, costly: int }),
      }),
    },
    luckShare: { ...num, description: 'Share of all changes of the chances that came from luck (0..1).' },
    settings: obj({ iterations: int, playouts: int }),
  }),
  Review: obj({
    matchID: str,
    status: { type: 'string', enum: ['queued', 'inProgress', 'done', 'failed'] },
    done: { ...int, description: 'Decisions reviewed so far.' },
    total: int,
    review: { anyOf: [ref('MatchReview'), { type: 'null' }], description: 'The review once status is done.' },
  }),
};

export function reviewOperations(reviews: ReviewJobs, matches: MatchStorage): Operation[] {
  return [
    define({
      method: 'get', path: '/api/matches/{matchID}/review', operationId: 'getReview', tag: 'matches', status: 200, errors: [400, 404, 409],
      summary:
        "The strong computer's review of a finished match: every decision judged on what its seat knew then (best move, winning chance lost, label), each seat's winning chance after every move, the turning points, luck against choices. Computed in the background after the match: until then the status says how far it is.",
      params: MatchParams, response: 'Review',
      handle: async ({ params }) => {
        const [summary] = await matches.summaries([params.matchID]);
        if (summary === undefined) throw errors.matchNotFound();
        // Nothing of a running match: its review would tell what seats hold.
        if (summary.ctx.gameover === undefined) throw lobbyErrors.notOver();
        return reviews.answer(params.matchID);
      },
    }),
  ];
}
