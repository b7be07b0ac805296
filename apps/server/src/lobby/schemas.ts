import { textLength } from '@harbour/protocol';
import { Credentials as SeatSecret, MatchID as MatchIdText, PlayerID as PlayerIdText } from '@harbour/protocol/catalogue';
import { z } from 'zod';
import { BOT_PACES } from '../match/seats.js';

/**
 * Every body, query and path parameter of the lobby API, validated before anything is read or
 * stored. The OpenAPI document is generated from these same schemas.
 */

// Bidirectional overrides and isolates can make a name display as something else.
const SPOOFING = /[\u202A-\u202E\u2066-\u2069]/;

export const Name = z
  .string()
  .transform((s) => s.normalize('NFC').trim())
  .pipe(
    z
      .string()
      .min(1, 'a name cannot be empty')
      .refine((s) => textLength(s) <= 24, 'a name has at most 24 characters')
      .refine((s) => !/\p{Cc}/u.test(s) && !SPOOFING.test(s), 'a name cannot contain control characters')
      // A lone surrogate is not text: it cannot be stored as UTF-8 or JSON.
      .refine((s) => !/\p{Cs}/u.test(s), 'a name must be valid Unicode text'),
  )
  .meta({ description: 'A player name: 1 to 24 characters, no control characters.', example: 'Anne' });

export const MatchID = MatchIdText.meta({ example: 'Xk3v9QpLm2Ab7Cde' });
export const PlayerID = PlayerIdText.meta({ example: '0' });
export const Credentials = SeatSecret.meta({ description: "The seat's secret (from createMatch, joinMatch, restoreSeat, rotateSeatLink or rematch)." });
const Level = z.string().min(1).max(20).meta({ example: 'easy' });
const Pace = z
  .enum(BOT_PACES)
  .meta({ description: "The computer's pause before each of its moves: quick (0.5 s), normal (2 s) or slow (5 s); when left out, the server's BOT_DELAY_MS.", example: 'normal' });

export const MatchParams = z.strictObject({ matchID: MatchID });
export const SeatParams = z.strictObject({ matchID: MatchID, playerID: PlayerID });

export const CreateMatchBody = z
  .strictObject({
    game: z.string().min(1).max(40).meta({ example: 'grog-island' }),
    numPlayers: z.int().min(1).max(20).meta({ description: "Seats (the game's range).", example: 3 }),
    name: Name,
    options: z.record(z.string(), z.json()).optional().meta({ description: "The game's options (Grog Island has none)." }),
    public: z.boolean().default(false).meta({ description: 'List the match among the public matches (default: private, by link only).' }),
    bots: z
      .array(z.strictObject({ playerID: PlayerID, level: Level, pace: Pace.optional() }))
      .max(20)
      .default([])
      .meta({ description: "Seats to fill with computer players (not the host's seat 0)." }),
    pace: z
      .enum(['live', 'daily', 'relaxed', 'none'])
      .default('none')
      .meta({ description: 'Time per decision: live (90 s + a 10 min bank per seat), daily (24 h), relaxed (72 h), none (no deadline; default). Kept for a rematch.' }),
    spectatorChat: z.boolean().default(false).meta({ description: 'Spectators may write in the chat (default: they only read).' }),
    hints: z.boolean().default(false).meta({ description: 'Seats may ask the strong computer for a hint at their decisions (socket `hint`; every hint is counted and shown to everyone). Default: no. Kept for a rematch.' }),
    learn: z.boolean().default(false).meta({ description: 'A teaching match ("Learn to play"): the web table explains each new situation to a seat, also when its seat link is opened on another device. Default: no. Not kept for a rematch.' }),
  });

export const JoinBody = z.strictObject({ playerID: PlayerID, name: Name });

/** Proof of holding a seat: its credentials (playerID repeated from the path is accepted). */
export const SeatAuthBody = z.strictObject({ playerID: PlayerID.optional(), credentials: Credentials });

export const RestoreBody = z
  .union([
    z.strictObject({ link: z.string().min(1).max(2048).meta({ description: 'The seat link as it was opened.' }) }),
    z.strictObject({ matchID: MatchID, playerID: PlayerID, credentials: Credentials }),
  ]);

export const AddBotBody = z.strictObject({ playerID: PlayerID.optional(), credentials: Credentials, level: Level, pace: Pace.optional() }).meta({
  description: "The host's seat credentials, the bot's level and its pace; the path names the free seat to fill.",
});

export const MyGamesBody = z
  .strictObject({ seats: z.array(z.strictObject({ matchID: MatchID, playerID: PlayerID, credentials: Credentials })).max(100) });

export const WebhookBody = z
  .strictObject({
    playerID: PlayerID.optional(),
    credentials: Credentials,
    url: z
      .url({ protocol: /^https?$/, error: 'a webhook is an http or https address' })
      .max(2048)
      .refine((u) => !new URL(u).username && !new URL(u).password, 'a webhook address cannot carry a user name or password')
      .nullable()
      .meta({ description: 'Where to POST notices; null removes the webhook.' }),
  });

export const ListQuery = z.strictObject({
  game: z.string().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
