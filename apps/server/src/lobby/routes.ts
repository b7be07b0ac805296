import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { AppError, errors, issueText } from '../errors.js';
import { readJson } from '../http/body.js';
import type { Limiter, Limits } from '../rate-limit.js';
import { hostKeyOf } from './host-key.js';
import { AddBotBody, CreateMatchBody, JoinBody, ListQuery, MatchParams, MyGamesBody, RestoreBody, SeatAuthBody, SeatParams, WebhookBody } from './schemas.js';
import type { Lobby } from './service.js';

interface OperationInfo {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  tag: 'matches' | 'seats' | 'games' | 'notices' | 'chat';
  status: number;
  /** Name of the response schema in the OpenAPI document. */
  response: string;
  errors: number[];
  limiter?: Limiter;
}

/** One operation of the API: where it lives, what it takes, what it answers. OpenAPI is made from this table. */
export interface Operation extends OperationInfo {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  handle(input: { params: unknown; query: unknown; body: unknown; ip: string }): Promise<unknown>;
}

const EMPTY = z.strictObject({});

/** Defines an operation whose handler receives its inputs typed by their schemas. */
export function define<P extends z.ZodType = typeof EMPTY, Q extends z.ZodType = typeof EMPTY, B extends z.ZodType = typeof EMPTY>(
  def: OperationInfo & { params?: P; query?: Q; body?: B; handle(input: { params: z.infer<P>; query: z.infer<Q>; body: z.infer<B>; ip: string }): Promise<unknown> },
): Operation {
  return def as unknown as Operation;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!result.success) {
    if (value === undefined && where === 'body') throw errors.badRequest('The request needs a JSON body.');
    throw new AppError(400, issueText(result.error).startsWith('name') ? 'name.invalid' : 'request.invalid', `${where} ${issueText(result.error)}`);
  }
  return result.data;
}

export function lobbyOperations(lobby: Lobby, rates: { createPerMinute: number; joinPerMinute: number }, limits: Limits): Operation[] {
  // Per-address limits for the operations that create things (beside the API's general limit), per minute.
  const createLimit = limits.shared({ name: 'create', points: rates.createPerMinute, durationSeconds: 60 });
  const joinLimit = limits.shared({ name: 'join', points: rates.joinPerMinute, durationSeconds: 60 });
  return [
    define({
      method: 'get', path: '/api/games', operationId: 'listGames', tag: 'games', status: 200, errors: [],
      summary: 'The games this server hosts: names, seat ranges, bot levels.', response: 'GameList',
      handle: async () => lobby.games(),
    }),
    define({
      method: 'post', path: '/api/matches', operationId: 'createMatch', tag: 'matches', status: 201, errors: [400, 413, 429],
      summary: "Create a match; the host takes seat 0. Answers the host's seat (credentials, seat link) and the invite link.",
      body: CreateMatchBody, response: 'CreatedMatch', limiter: createLimit,
      handle: ({ body, ip }) => lobby.create(body, hostKeyOf(ip)),
    }),
    define({
      method: 'get', path: '/api/matches', operationId: 'listPublicMatches', tag: 'matches', status: 200, errors: [400],
      summary: 'Public matches, newest first, a page at a time (pass `next` back as `cursor`).',
      query: ListQuery, response: 'PublicMatchList',
      handle: ({ query }) => lobby.listPublic(query),
    }),
    define({
      method: 'get', path: '/api/matches/{matchID}', operationId: 'getMatch', tag: 'matches', status: 200, errors: [400, 404],
      summary: 'A match as the invite page shows it: game, seats taken with names, free seats, whose turn.',
      params: MatchParams, response: 'Match',
      handle: ({ params }) => lobby.view(params.matchID),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/join', operationId: 'joinMatch', tag: 'seats', status: 200, errors: [400, 404, 409, 429],
      summary: 'Take a free seat with a name. Of several people racing for one seat exactly one gets it; the others get 409 with the seats still free.',
      params: MatchParams, body: JoinBody, response: 'SeatGrant', limiter: joinLimit,
      handle: ({ params, body }) => lobby.join(params.matchID, body),
    }),
    define({
      method: 'post', path: '/api/seats/restore', operationId: 'restoreSeat', tag: 'seats', status: 200, errors: [400, 403, 404],
      summary: "Restore a seat on this device from its seat link (or its match, player id and credentials).",
      body: RestoreBody, response: 'SeatGrant', limiter: joinLimit,
      handle: ({ body }) => lobby.restore(body),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/seats/{playerID}/rotate', operationId: 'rotateSeatLink', tag: 'seats', status: 200, errors: [400, 403, 404],
      summary: "Replace a seat's secret and link: the old link and credentials stop working (connections using them lose the seat). Answers the new credentials and link.",
      params: SeatParams, body: SeatAuthBody, response: 'SeatGrant',
      handle: ({ params, body }) => lobby.rotate(params.matchID, params.playerID, body),
    }),
    define({
      method: 'post', path: '/api/my-games', operationId: 'myGames', tag: 'seats', status: 200, errors: [400],
      summary: 'The matches of the seats this browser holds, in brief: players, whose turn, is it mine, finished and winners, last activity. Seats whose credentials do not match are listed under `unknown`.',
      body: MyGamesBody, response: 'MyGames',
      handle: ({ body }) => lobby.myGames(body),
    }),
    define({
      method: 'put', path: '/api/matches/{matchID}/seats/{playerID}/webhook', operationId: 'setWebhook', tag: 'seats', status: 200, errors: [400, 403, 404],
      summary: "Set (or remove, with url null) the seat's webhook: the server POSTs a small JSON message when the seat can act and when the game ends.",
      params: SeatParams, body: WebhookBody, response: 'WebhookSet',
      handle: ({ params, body }) => lobby.setWebhook(params.matchID, params.playerID, body),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/seats/{playerID}/leave', operationId: 'leaveMatch', tag: 'seats', status: 200, errors: [400, 403, 404, 409],
      summary: 'Leave a seat before the match starts (the host may also free a bot seat).',
      params: SeatParams, body: SeatAuthBody, response: 'Match',
      handle: ({ params, body }) => lobby.leave(params.matchID, params.playerID, body),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/seats/{playerID}/bot', operationId: 'addBot', tag: 'seats', status: 200, errors: [400, 403, 404, 409],
      summary: 'The host fills a free seat with a computer player of a chosen level, before the match starts.',
      params: SeatParams, body: AddBotBody, response: 'Match',
      handle: ({ params, body }) => lobby.addBot(params.matchID, params.playerID, body),
    }),
    define({
      method: 'post', path: '/api/matches/{matchID}/rematch', operationId: 'rematch', tag: 'seats', status: 200, errors: [400, 403, 404, 409],
      summary: 'After the end: play again with the same players in a new match (made by the first to ask). Each player asking gets their seat in it (the same seat on every device).',
      params: MatchParams, body: SeatAuthBody, response: 'SeatGrant',
      handle: ({ params, body }) => lobby.rematch(params.matchID, body),
    }),
    define({
      method: 'get', path: '/api/matches/{matchID}/replay', operationId: 'getReplay', tag: 'matches', status: 200, errors: [400, 404, 409],
      summary: 'A finished match, every secret revealed: the initial game state, every move, the final state.',
      params: MatchParams, response: 'Replay',
      handle: ({ params }) => lobby.replay(params.matchID),
    }),
  ];
}

/** Registers the operations on a router: validate path, query and body, rate-limit, answer JSON. */
export function lobbyRouter(operations: readonly Operation[], maxBodyBytes: number, extra: (router: Router) => void = () => {}): Router {
  const router = new Router();
  extra(router);
  for (const op of operations) {
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    router[op.method](path, async (ctx: Context) => {
      if (op.limiter && !(await op.limiter.take(ctx.ip))) throw errors.rateLimited();
      const params = op.params ? parse(op.params, ctx.params, 'path') : {};
      const query = op.query ? parse(op.query, { ...ctx.query }, 'query') : {};
      const raw = op.method === 'get' ? undefined : await readJson(ctx, maxBodyBytes);
      const body = op.body ? parse(op.body, raw, 'body') : undefined;
      ctx.body = await op.handle({ params, query, body, ip: ctx.ip });
      ctx.status = op.status;
      ctx.set('Cache-Control', 'no-store');
    });
  }
  return router;
}
