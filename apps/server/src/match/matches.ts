import type { MatchData, MatchStorage } from '@harbour/storage';
import { hashToken, newMatchID, newToken } from './credentials.js';
import { AppError, errors } from '../errors.js';
import { initialState, type GameRegistry, type HostedGame } from './games.js';
import { botData, type BotPace, type PlayerMetadata } from './seats.js';

export interface SeatRequest {
  /** A person's name: the seat is taken and gets credentials. */
  name?: string;
  /** A bot level: the seat is played by the server. */
  bot?: string;
  /** The bot's pace (none: the server's default pause). */
  botPace?: BotPace;
  /** The seat is held for a named person who will claim it later (a rematch): no credentials yet. */
  reserved?: boolean;
  /** A webhook carried over (a rematch). */
  webhook?: { url: string };
}

export interface NewMatch {
  gameName: string;
  numPlayers: number;
  /** Raw options from the host, validated by the game's parseOptions. */
  options?: unknown;
  unlisted?: boolean;
  /** Seats in order; seats not given are free. */
  seats?: readonly (SeatRequest | undefined)[];
  /** Extra metadata fields (for example the previous match of a rematch). */
  extra?: Partial<Pick<MatchData, 'nextMatchID'>> & Record<string, unknown>;
}

export interface CreatedMatch {
  matchID: string;
  hosted: HostedGame;
  metadata: MatchData;
  /** The secret of every seat given a name, by player id. */
  credentials: Record<string, string>;
}

/**
 * Creates a match: validates the game, seat count, options and bot levels, seeds the initial
 * state from the cryptographic source, and stores state and metadata (credentials only hashed).
 */
export async function createMatch(store: MatchStorage, games: GameRegistry, request: NewMatch): Promise<CreatedMatch> {
  const hosted = games.get(request.gameName);
  if (hosted === undefined) throw errors.gameUnknown(request.gameName);
  const { module } = hosted;
  if (!Number.isInteger(request.numPlayers) || request.numPlayers < module.minPlayers || request.numPlayers > module.maxPlayers) {
    throw new AppError(400, 'match.seats', `${module.name} is played by ${module.minPlayers} to ${module.maxPlayers} players.`);
  }
  const parsed = module.parseOptions(request.options);
  if (!parsed.ok) throw new AppError(400, 'match.options', `These options are not valid for ${module.name} (${parsed.refusal.code}).`, parsed.refusal);
  const seats = request.seats ?? [];
  if (seats.length > request.numPlayers) throw new AppError(400, 'match.seats', 'More seats were given than the match has.');

  const credentials: Record<string, string> = {};
  const players: Record<number, PlayerMetadata> = {};
  for (let id = 0; id < request.numPlayers; id++) {
    const seat = seats[id];
    if (seat?.bot !== undefined) {
      checkBotLevel(hosted, seat.bot);
      players[id] = { id, name: seat.name ?? botName(seat.bot, id), data: { bot: botData(seat.bot, seat.botPace) } };
    } else if (seat?.name !== undefined && seat.reserved) {
      players[id] = { id, name: seat.name, ...(seat.webhook ? { data: { webhook: seat.webhook } } : {}) };
    } else if (seat?.name !== undefined) {
      const token = newToken();
      credentials[String(id)] = token;
      players[id] = { id, name: seat.name, credentials: hashToken(token) };
    } else {
      players[id] = { id };
    }
  }
  const now = Date.now();
  const metadata: MatchData = {
    ...(request.extra ?? {}),
    gameName: module.name,
    players,
    setupData: parsed.options,
    unlisted: request.unlisted !== false,
    createdAt: now,
    updatedAt: now,
  };
  const matchID = newMatchID();
  await store.createMatch(matchID, { initialState: initialState(hosted, request.numPlayers, parsed.options, games.seeds.match(hosted.name)), metadata });
  return { matchID, hosted, metadata, credentials };
}

/** A bot level is accepted only if the game has a bot of that level. */
export function checkBotLevel(hosted: HostedGame, level: string): void {
  const levels = Object.keys(hosted.module.bots);
  if (!levels.includes(level)) {
    throw new AppError(
      400,
      'bot.unavailable',
      levels.length === 0 ? `${hosted.name} has no computer players yet.` : `${hosted.name} has no "${level.slice(0, 20)}" computer player (available: ${levels.join(', ')}).`,
    );
  }
}

export function botName(level: string, id: number): string {
  return `Bot ${id + 1} (${level})`;
}
