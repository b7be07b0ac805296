import { z } from 'zod';
import type { Operation } from './routes.js';

type Schema = Record<string, unknown>;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const obj = (properties: Record<string, unknown>, required = Object.keys(properties)): Schema => ({ type: 'object', properties, required });
const nullable = (schema: Schema) => ({ anyOf: [schema, { type: 'null' }] });

/** The answers' shapes (the requests' shapes come from the zod schemas that validate them). */
const RESPONSES: Record<string, Schema> = {
  Error: obj({
    error: {
      type: 'object',
      description: 'Every 4xx/5xx answer. Some errors add fields (a lost join race adds `freeSeats`).',
      properties: { code: { ...str, example: 'seat.taken' }, message: str, freeSeats: { type: 'array', items: str } },
      required: ['code', 'message'],
    },
  }),
  Seat: obj({ playerID: str, name: nullable(str), bot: { ...nullable(str), description: "The bot's level when a computer plays the seat." } }),
  SeatGrant: obj({
    matchID: str,
    playerID: str,
    credentials: { ...str, description: "The seat's secret: keep it (the browser stores it); send it to the socket's join and to seat operations." },
    game: str,
    name: str,
    seatLink: { ...str, description: 'Restores the seat on any device: <PUBLIC_URL>/seat/<matchID>/<playerID>#<credentials> (the secret is in the fragment, which browsers never send to servers).' },
  }),
  Match: obj({
    matchID: str,
    game: str,
    numPlayers: int,
    options: { type: 'object' },
    public: bool,
    host: nullable(str),
    players: { type: 'array', items: ref('Seat') },
    freeSeats: { type: 'array', items: str },
    started: { ...bool, description: 'Every seat is taken: the game is on.' },
    finished: bool,
    toAct: { type: 'array', items: str, description: 'The seats the game waits for now.' },
    winners: { type: 'array', items: str },
    nextMatchID: { ...nullable(str), description: 'The rematch, once someone asked for it.' },
    createdAt: { ...int, description: 'ms since the epoch' },
    updatedAt: { ...int, description: 'ms since the epoch (last activity)' },
    links: obj({ invite: str, spectate: str }),
    hintsAllowed: { ...bool, description: 'The host allowed hints at creation (socket `hint`).' },
    learn: { ...bool, description: 'A teaching match ("Learn to play", created with `learn`): the web table explains to its seats.' },
  }),
  CreatedMatch: {
    allOf: [ref('SeatGrant'), obj({ inviteLink: { ...str, description: 'Anyone opening it may take a free seat.' }, spectateLink: str, match: ref('Match') })],
  },
  PublicMatchList: obj({
    matches: {
      type: 'array',
      items: obj({ matchID: str, game: str, numPlayers: int, players: { type: 'array', items: ref('Seat') }, freeSeats: { type: 'array', items: str }, started: bool, finished: bool, createdAt: int, updatedAt: int }),
    },
    next: { ...nullable(str), description: 'Pass as `cursor` for the next page; null on the last page.' },
  }),
  MyGames: obj({
    games: {
      type: 'array',
      items: obj({
        matchID: str,
        playerID: str,
        name: nullable(str),
        game: str,
        players: { type: 'array', items: ref('Seat') },
        toAct: { type: 'array', items: str },
        myTurn: bool,
        started: bool,
        finished: bool,
        winners: { type: 'array', items: str },
        nextMatchID: nullable(str),
        updatedAt: int,
        learn: { ...bool, description: 'A teaching match ("Learn to play"): not one of the games that wait for the reader.' },
        chatSeq: { ...int, description: "The number of the newest chat message another seat or a spectator wrote (0: none); the chat's `after` reads what is new." },
      }),
    },
    unknown: { type: 'array', items: obj({ matchID: str, playerID: str }), description: 'Seats that do not exist (any more) or whose credentials are wrong.' },
  }),
  WebhookSet: obj({ matchID: str, playerID: str, webhook: bool }),
  Replay: obj({
    gameName: str,
    players: { type: 'array', items: obj({ playerID: str, name: nullable(str), bot: { ...nullable(str), description: "The bot's level when a computer played the seat." } }) },
    initialState: { description: "The game's complete state after setup, nothing hidden." },
    moves: { type: 'array', items: obj({ playerID: str, name: str, args: { type: 'array' } }) },
    finalState: {},
    gameover: {},
    hints: {
      ...obj({
        allowed: bool,
        used: { type: 'object', additionalProperties: int, description: 'Hints used per seat (player id to count; seats without hints are absent).' },
        decisions: { type: 'array', items: obj({ playerID: str, stateID: int }), description: 'The decisions (state ids) each hint was asked at.' },
      }),
      description: 'Every hint is shown to everyone.',
    },
    marks: { type: 'array', items: {}, description: "The log entries of moves the computer made for a seat (metadata byComputer, reason, events) and of moves taken back (action UNDO), for the log's words; the moves taken back are not in `moves`." },
    events: { type: 'array', items: {}, description: "The table's events the match kept (away, back, pause, resume: the `tableEvent` frame's `event`), oldest first, for the log's lines." },
  }, ['gameName', 'players', 'initialState', 'moves', 'finalState', 'gameover']),
  GameList: obj({ games: { type: 'array', items: obj({ name: str, minPlayers: int, maxPlayers: int, botLevels: { type: 'array', items: str } }) } }),
};

const WEBHOOK_MESSAGE = obj({
  event: { type: 'string', enum: ['yourTurn', 'gameOver'] },
  matchID: str,
  playerID: str,
  game: str,
  matchUrl: str,
  winners: { type: 'array', items: str },
  text: { ...str, description: 'A sentence for people (Slack-style webhooks show it)' },
  content: { ...str, description: 'The same sentence (Discord-style webhooks show it)' },
}, ['event', 'matchID', 'playerID', 'game', 'matchUrl', 'text', 'content']);

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (the message names the field)',
  403: 'Wrong credentials, or not allowed for this seat',
  404: 'No such match or seat',
  409: 'Conflicts with the match as it is (seat taken, match started, not over…)',
  413: 'Body too large',
  429: 'Too many requests from this address',
};

/**
 * A zod schema as JSON Schema inside the OpenAPI document. zod puts shared and recursive parts
 * (JSON values, for instance) in the schema's own `$defs`, referred to as `#/$defs/<name>`; inside
 * an OpenAPI document such a reference points at the document's root, where there is no `$defs`.
 * They move to `components.schemas` (named after the operation) and the references follow.
 */
function jsonSchema(schema: z.ZodType, owner: string, components: Record<string, Schema>): Schema {
  const { $schema: _s, $defs, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema & { $defs?: Record<string, Schema> };
  const names = new Map(Object.keys($defs ?? {}).map((name) => [`#/$defs/${name}`, `#/components/schemas/${owner}_${name.replace(/[^A-Za-z0-9._-]/g, '_')}`]));
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' ? (names.get(v) ?? v) : relink(v)]));
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[(names.get(`#/$defs/${name}`) as string).slice('#/components/schemas/'.length)] = relink(def) as Schema;
  return relink(rest) as Schema;
}

/** Path or query parameters from a zod object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', owner: string, components: Record<string, Schema>): Schema[] {
  if (schema === undefined) return [];
  const json = jsonSchema(schema, owner, components) as { properties?: Record<string, Schema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: s }));
}

/** The OpenAPI 3.1 document of the lobby API, served at /api/openapi.json. */
export function openApiDocument(
  operations: readonly Operation[],
  publicUrl: string,
  /** More schemas (new, or optional properties added to an existing one: `{ Match: { properties: {…} } }`). */
  extraSchemas: Record<string, Schema> = {},
): Schema {
  const schemas: Record<string, Schema> = { ...RESPONSES };
  for (const [name, extra] of Object.entries(extraSchemas)) {
    const base = schemas[name] as { properties?: Record<string, unknown> } | undefined;
    schemas[name] = base?.properties ? { ...base, properties: { ...base.properties, ...(extra.properties as object) } } : extra;
  }
  const paths: Record<string, Record<string, Schema>> = {};
  const shared: Record<string, Schema> = {};
  for (const op of operations) {
    const responses: Record<string, Schema> = {
      [String(op.status)]: { description: 'OK', content: { 'application/json': { schema: ref(op.response) } } },
    };
    for (const code of op.errors) responses[String(code)] = { description: ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
    (paths[op.path] ??= {})[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      parameters: [...parameters(op.params, 'path', op.operationId, shared), ...parameters(op.query, 'query', op.operationId, shared)],
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, op.operationId, shared) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Harbour lobby API',
      version: '1.0.0',
      description:
        'Private matches by link, seats anyone can resume from any device, games that wait for days. Errors are `{ "error": { "code", "message" } }`. ' +
        'Seat operations prove the seat with its `credentials` in the JSON body (never in the URL). Play itself goes over the socket protocol (apps/server/README.md). ' +
        'Webhooks receive `POST` with a JSON body shaped like `components.schemas.WebhookMessage`.',
    },
    servers: [{ url: publicUrl }],
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: { ...schemas, WebhookMessage: WEBHOOK_MESSAGE, ...shared } },
  };
}
