import { z } from 'zod';
import { MatchID } from '@harbour/protocol/catalogue';
import { define, type Operation } from '../lobby/routes.js';
import { chatFrame } from './chat.js';
import { NotesReadBody } from './notes.js';
import { errors } from '../errors.js';
import type { AsyncPlay } from './play.js';

const MatchParams = z.strictObject({ matchID: MatchID });
const ChatQuery = z.strictObject({ after: z.coerce.number().int().min(0).max(2_000_000_000).default(0) });

const str = { type: 'string' } as const;
const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const SEAT_CLOCK = obj({
  playerID: str,
  deciding: { type: 'boolean', description: 'This seat must decide now.' },
  deadline: { ...nullable(str), description: 'ISO time the current decision runs out (bank included); null when not deciding or pace none.' },
  decisionMs: nullable({ type: 'integer' }),
  bankMs: { ...nullable({ type: 'integer' }), description: 'Live only: the bank left (not counting the running decision).' },
  absent: { type: 'boolean', description: 'Timed out and not back yet.' },
  computer: { type: 'boolean', description: 'Handed to a computer for the rest of the match (until the player takes it back).' },
  handOverVotes: { type: 'array', items: str },
  away: { ...nullable(str), description: 'On vacation until this ISO time (socket message `away`).' },
  awayLeftMs: { type: 'integer', description: 'The vacation time the seat has left in this match (14 days, less what it used).' },
  stoppedLeftMs: { ...nullable({ type: 'integer' }), description: 'Away or paused: the time the running decision keeps, standing still (deadline is then null).' },
});

const PAUSE = obj({
  votes: { type: 'array', items: str, description: 'Seats that voted to pause (socket message `pause`).' },
  since: { ...nullable(str), description: 'When a majority paused the match (ISO); null when it is not paused.' },
  by: { type: 'array', items: str, description: 'The seats whose votes paused it.' },
});

const ASYNC_FIELDS = {
  pace: { type: 'string', enum: ['live', 'daily', 'relaxed', 'none'] },
  spectatorChat: { type: 'boolean' },
  clocks: ref('Clocks'),
  turnStartedAt: nullable(str),
  computerSeats: { type: 'array', items: str, description: 'Seats a computer played for at some time (timed out, or handed over).' },
};

/** The OpenAPI schemas these operations answer with, and the fields they add to existing answers. */
export const ASYNC_SCHEMAS = {
  Clocks: obj({ pace: ASYNC_FIELDS.pace, serverNow: str, seats: { type: 'array', items: SEAT_CLOCK }, pause: PAUSE }),
  ChatMessage: obj({ seq: { type: 'integer' }, playerID: { ...nullable(str), description: 'null: a spectator' }, name: str, text: str, at: str }),
  ChatList: obj({ messages: { type: 'array', items: ref('ChatMessage') } }),
  SeatNotes: obj({ notes: obj({ text: str, savedAt: { ...nullable(str), description: 'ISO time of the last save; null: never saved.' } }) }),
  Match: { properties: ASYNC_FIELDS },
  Replay: { properties: ASYNC_FIELDS },
};

export function asyncOperations(play: AsyncPlay): Operation[] {
  return [
    define({
      method: 'get', path: '/api/matches/{matchID}/chat', operationId: 'listChat', tag: 'chat', status: 200, errors: [400, 404],
      summary: 'The chat of a match after message `after` (oldest first, at most 200). Anyone with the match id reads it, as spectators do.',
      params: MatchParams, query: ChatQuery, response: 'ChatList',
      handle: async ({ params, query }) => ({ messages: (await play.chat.after(params.matchID, query.after)).map(chatFrame) }),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/notes', operationId: 'readNotes', tag: 'chat', status: 200, errors: [400, 403, 404],
      summary: "A seat's own private notes (its seat link's credentials in the body), for its replay. Seats save them with the socket message `notes`; nobody else ever reads them.",
      params: MatchParams, body: NotesReadBody, response: 'SeatNotes',
      handle: async ({ params, body }) => (await play.notes.read(params.matchID, body)) ?? Promise.reject(errors.matchNotFound()),
    }),
  ];
}
