import { GROUP_FORMATS } from '@harbour/protocol';
import { z } from 'zod';
import { MatchID } from '@harbour/protocol/catalogue';
import { define, type Operation } from '../lobby/routes.js';
import { GroupChannelBody, SubscribeBody, UnsubscribeBody, type NoticeSubscriptions } from './subscriptions.js';

const MatchParams = z.strictObject({ matchID: MatchID });

const str = { type: 'string' } as const;
const obj = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({ type: 'object', properties, required });
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });

/** The OpenAPI schemas the notice operations answer with. */
export const NOTICE_SCHEMAS = {
  NoticeSubscribed: obj({ channel: str, subscribed: { type: 'boolean' } }),
  NoticeUnsubscribed: obj({ subscribed: { type: 'boolean' } }),
  NoticeSettings: obj({ vapidPublicKey: { ...str, description: "The installation's VAPID public key (applicationServerKey)." }, email: { type: 'boolean', description: 'Whether the server sends e-mail (SMTP_URL is set).' } }),
  GroupChannelSet: obj({ matchID: str, groupChannel: nullable({ type: 'string', enum: [...GROUP_FORMATS] }) }),
};

export function noticeOperations(notices: NoticeSubscriptions): Operation[] {
  return [
    define({
      method: 'post', path: '/api/matches/{matchID}/notices', operationId: 'subscribeNotices', tag: 'notices', status: 200, errors: [400, 403, 404, 409, 429],
      summary:
        "A seat turns on notices: a Web Push subscription (from the browser's PushManager) or an e-mail address (when the server sends e-mail). Neither is ever shown to anyone. " +
        'An address gets notices only once its owner confirmed it through the link mailed to it (once per installation); the answer is the same whether or not it is confirmed.',
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
      summary: 'What a browser needs to subscribe: the VAPID public key, and whether e-mail is offered.',
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
