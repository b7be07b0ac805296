import type { z } from 'zod';
import { AppError } from '../errors.js';
import { createMatch, type SeatRequest } from '../match/matches.js';
import { LobbyKit, type LobbyData, type LobbyDeps, type MatchView, type SeatGrant } from './lobby-kit.js';
import { MatchViews } from './match-views.js';
import { Rematcher } from './rematcher.js';
import type { AddBotBody, CreateMatchBody, JoinBody, ListQuery, MyGamesBody, RestoreBody, SeatAuthBody, WebhookBody } from './schemas.js';
import { Seating } from './seating.js';
import { hintsExtra } from '../hints/settings.js';

export { parseSeatLink, type LobbyAsyncPlay, type LobbyDeps, type MatchView, type SeatGrant } from './lobby-kit.js';

/**
 * The lobby: private matches by link, seats anyone can resume from any device, rematches, bots,
 * webhooks. One collaborator per job, wired here: Seating (seats), Rematcher, MatchViews (what is
 * shown of matches); LobbyKit holds what they share.
 */
export class Lobby {
  private readonly kit: LobbyKit;
  private readonly seating: Seating;
  private readonly rematcher: Rematcher;
  private readonly views: MatchViews;

  constructor(deps: LobbyDeps) {
    this.kit = new LobbyKit(deps);
    this.seating = new Seating(this.kit);
    this.rematcher = new Rematcher(this.kit);
    this.views = new MatchViews(this.kit);
  }

  games() {
    return {
      games: this.kit.deps.games.list().map((g) => ({ name: g.name, minPlayers: g.module.minPlayers, maxPlayers: g.module.maxPlayers, botLevels: Object.keys(g.module.bots) })),
    };
  }

  /** `by`: whom the match's background work is counted against (lobby/host-key.ts). */
  async create(body: z.infer<typeof CreateMatchBody>, by?: string): Promise<SeatGrant & { inviteLink: string; spectateLink: string; match: MatchView }> {
    const hosted = this.kit.deps.games.get(body.game);
    if (hosted === undefined) throw new AppError(400, 'game.unknown', `There is no game called "${body.game}" (games: ${this.kit.deps.games.list().map((g) => g.name).join(', ')}).`);
    const seatsWanted: (SeatRequest | undefined)[] = [{ name: body.name }];
    for (const bot of body.bots) {
      const id = Number(bot.playerID);
      if (id === 0 || id >= body.numPlayers) throw new AppError(400, 'seat.unknown', `A bot cannot sit at seat ${bot.playerID} (the host sits at 0; seats go up to ${body.numPlayers - 1}).`);
      if (seatsWanted[id] !== undefined) throw new AppError(400, 'request.invalid', `bots: seat ${bot.playerID} is given twice.`);
      seatsWanted[id] = { bot: bot.level, ...(bot.pace ? { botPace: bot.pace } : {}) };
    }
    const created = await createMatch(this.kit.deps.store, this.kit.deps.games, {
      gameName: body.game,
      numPlayers: body.numPlayers,
      options: body.options,
      unlisted: !body.public,
      seats: seatsWanted,
      extra: { lobby: { host: '0', ...(by !== undefined ? { by } : {}) } satisfies LobbyData, asyncPlay: { pace: body.pace, spectatorChat: body.spectatorChat }, ...hintsExtra(body.hints), ...(body.learn ? { learn: true } : {}) },
    });
    this.kit.deps.metrics.matchesCreated.inc({ game: body.game });
    const credentials = created.credentials['0'] as string;
    await this.kit.afterSeatsChanged(created.matchID, created.metadata, false);
    const match = await this.views.view(created.matchID);
    return {
      ...this.kit.grant(created.matchID, '0', credentials, body.game, body.name),
      inviteLink: match.links.invite,
      spectateLink: match.links.spectate,
      match,
    };
  }

  view(matchID: string): Promise<MatchView> {
    return this.views.view(matchID);
  }
  myGames(body: z.infer<typeof MyGamesBody>) {
    return this.views.myGames(body);
  }
  listPublic(query: z.infer<typeof ListQuery>) {
    return this.views.listPublic(query);
  }
  replay(matchID: string) {
    return this.views.replay(matchID);
  }
  join(matchID: string, body: z.infer<typeof JoinBody>): Promise<SeatGrant> {
    return this.seating.join(matchID, body);
  }
  restore(body: z.infer<typeof RestoreBody>): Promise<SeatGrant> {
    return this.seating.restore(body);
  }
  rotate(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant> {
    return this.seating.rotate(matchID, playerID, body);
  }
  setWebhook(matchID: string, playerID: string, body: z.infer<typeof WebhookBody>) {
    return this.seating.setWebhook(matchID, playerID, body);
  }
  leave(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<MatchView> {
    return this.seating.leave(matchID, playerID, body);
  }
  addBot(matchID: string, playerID: string, body: z.infer<typeof AddBotBody>): Promise<MatchView> {
    return this.seating.addBot(matchID, playerID, body);
  }
  rematch(matchID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant & { previousMatchID: string }> {
    return this.rematcher.rematch(matchID, body);
  }
}
