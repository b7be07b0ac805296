import type Router from '@koa/router';
import { GROUP_FORMATS } from '@harbour/protocol';
import { z } from 'zod';
import { MATCH_ID_PATTERN } from '../match/credentials.js';
import { AppError } from '../errors.js';
import { define, type Operation } from '../lobby/routes.js';
import { chatFrame } from './chat.js';
import type { AsyncPlay } from './play.js';
import { GroupChannelBody, SubscribeBody, UnsubscribeBody, UnsubscribeQuery, type NoticeSubscriptions } from '../notices/subscriptions.js';

const MatchParams = z.strictObject({ matchID: z.string().regex(MATCH_ID_PATTERN, 'a match id is 16 URL-safe characters') });
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
  Clocks: obj({ pace: ASYNC_FIELDS.pace, serverNow: str, seats: { type: 'array', items: SEAT_CLOCK } }),
  ChatMessage: obj({ seq: { type: 'integer' }, playerID: { ...nullable(str), description: 'null: a spectator' }, name: str, text: str, at: str }),
  ChatList: obj({ messages: { type: 'array', items: ref('ChatMessage') } }),
  NoticeSubscribed: obj({ channel: str, subscribed: { type: 'boolean' } }),
  NoticeUnsubscribed: obj({ subscribed: { type: 'boolean' } }),
  NoticeSettings: obj({ vapidPublicKey: { ...str, description: "The installation's VAPID public key (applicationServerKey)." }, email: { type: 'boolean', description: 'Whether the server sends e-mail (SMTP_URL is set).' } }),
  GroupChannelSet: obj({ matchID: str, groupChannel: nullable({ type: 'string', enum: [...GROUP_FORMATS] }) }),
  Match: { properties: ASYNC_FIELDS },
  Replay: { properties: ASYNC_FIELDS },
};

export function asyncOperations(play: AsyncPlay, notices: NoticeSubscriptions): Operation[] {
  return [
    define({
      method: 'get', path: '/api/matches/{matchID}/chat', operationId: 'listChat', tag: 'chat', status: 200, errors: [400, 404],
      summary: 'The chat of a match after message `after` (oldest first, at most 200). Anyone with the match id reads it, as spectators do.',
      params: MatchParams, query: ChatQuery, response: 'ChatList',
      handle: async ({ params, query }) => ({ messages: (await play.chat.after(params.matchID, query.after)).map(chatFrame) }),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/notices', operationId: 'subscribeNotices', tag: 'notices', status: 200, errors: [400, 403, 404, 409],
      summary: "A seat turns on notices: a Web Push subscription (from the browser's PushManager) or an e-mail address (when the server sends e-mail). Neither is ever shown to anyone.",
      params: MatchParams, body: SubscribeBody, response: 'NoticeSubscribed',
      handle: ({ params, body }) => notices.subscribe(params.matchID, body),
    }),
    define({
      method: 'delete', path: '/api/matches/{matchID}/notices', operationId: 'unsubscribeNotices', tag: 'notices', status: 200, errors: [400, 403, 404],
      summary: "A seat turns notices off on a channel (one push endpoint, or all of the seat's on that channel).",
      params: MatchParams, body: UnsubscribeBody, response: 'NoticeUnsubscribed',
      handle: ({ params, body }) => notices.unsubscribe(params.matchID, body),
    }),
    define({
      method: 'get', path: '/api/notices/settings', operationId: 'getNoticeSettings', tag: 'notices', status: 200, errors: [],
      summary: "What a browser needs to subscribe: the VAPID public key, and whether e-mail is offered.",
      response: 'NoticeSettings',
      handle: () => notices.settings(),
    }),
    define({
      method: 'put', path: '/api/matches/{matchID}/group-channel', operationId: 'setGroupChannel', tag: 'notices', status: 200, errors: [400, 403, 404],
      summary: "The host sets the match's group channel: one webhook in Discord, Slack, Matrix (a room's webhook bridge) or JSON format, told whose turn it is with the invite link (never a seat link); url null removes it.",
      params: MatchParams, body: GroupChannelBody, response: 'GroupChannelSet',
      handle: ({ params, body }) => notices.setGroupChannel(params.matchID, body),
    }),
  ];
}

/**
 * The e-mail unsubscribe link: GET shows a page with one button, POST (the button, or a mail
 * client's RFC 8058 one-click request) removes that one subscription.
 */
export function unsubscribePages(router: Router, notices: NoticeSubscriptions): void {
  const token = (query: unknown): string => {
    const parsed = UnsubscribeQuery.safeParse(query);
    if (!parsed.success) throw new AppError(400, 'request.invalid', 'This unsubscribe link is not valid.');
    return parsed.data.token;
  };
  const page = (text: string, form = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Harbour notices</title></head><body><main><p>${text}</p>${form}</main></body></html>`;
  router.get('/api/notices/unsubscribe', (ctx) => {
    const value = token({ ...ctx.query });
    ctx.type = 'text/html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page('Stop the e-mails about this match?', `<form method="post" action="/api/notices/unsubscribe?token=${value}"><button type="submit">Unsubscribe</button></form>`);
  });
  router.post('/api/notices/unsubscribe', async (ctx) => {
    const removed = await notices.unsubscribeToken(token({ ...ctx.query }));
    ctx.req.resume();
    ctx.type = 'text/html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = page(removed ? 'You will get no more e-mails about this match.' : 'This address was already unsubscribed.');
  });
}
