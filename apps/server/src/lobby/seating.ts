import type { z } from 'zod';
import { hashToken, newToken, verifyToken } from '../match/credentials.js';
import { errors } from '../errors.js';
import { errInfo } from '../logger.js';
import { botData, botLevel, isStarted, isTaken, seatOf, seats, type PlayerMetadata } from '../match/seats.js';
import { botName, checkBotLevel } from '../match/matches.js';
import { freeSeats, lobbyErrors, lobbyOf, parseSeatLink, type LobbyKit, type LobbyMatchData, type MatchView, type SeatGrant } from './lobby-kit.js';
import type { AddBotBody, JoinBody, RestoreBody, SeatAuthBody, WebhookBody } from './schemas.js';

/**
 * Taking, restoring, rotating and leaving seats, a seat's webhook, and computer seats before the
 * start. Every seat change is the store's locked read-modify-write (of two people racing for a
 * seat exactly one gets it), then announced to the sockets and other processes.
 */
export class Seating {
  constructor(private readonly kit: LobbyKit) {}

  async join(matchID: string, body: z.infer<typeof JoinBody>): Promise<SeatGrant> {
    const token = newToken();
    // Whether the match had started, read in the same locked update (no read before it).
    let wasStarted = false;
    const metadata = await this.kit.deps.store.updateMetadata(matchID, (m) => {
      wasStarted = isStarted(m);
      const seat = seatOf(m, body.playerID);
      if (seat === undefined) throw lobbyErrors.seatUnknown(body.playerID);
      if (isTaken(seat)) throw lobbyErrors.seatTaken(freeSeats(m));
      seat.name = body.name;
      seat.credentials = hashToken(token);
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.kit.afterSeatsChanged(matchID, metadata, wasStarted);
    return this.kit.grant(matchID, body.playerID, token, metadata.gameName, body.name);
  }

  async restore(body: z.infer<typeof RestoreBody>): Promise<SeatGrant> {
    const { matchID, playerID, credentials } = 'link' in body ? parseSeatLink(body.link, this.kit.deps.publicUrl) : body;
    const { seat, metadata } = await this.kit.authorize(matchID, playerID, credentials);
    return this.kit.grant(matchID, playerID, credentials, metadata.gameName, seat.name ?? '');
  }

  async rotate(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant> {
    const requester = this.kit.requester(playerID, body);
    if (requester !== playerID) throw errors.unauthorized();
    const orders = this.kit.deps.orders;
    if (orders !== undefined) {
      // The seat's standing order goes with the old link. Dropped first (the requester checked), so
      // that a failure here leaves the link as it was, to be rotated again; and once more after the
      // new credentials are stored, for an order set through the old link meanwhile.
      await this.kit.authorize(matchID, playerID, body.credentials);
      await orders.seatLinkRotated(matchID, playerID);
    }
    const token = newToken();
    let name = '';
    const metadata = await this.kit.deps.store.updateMetadata(matchID, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined || !verifyToken(body.credentials, seat.credentials)) throw errors.unauthorized();
      seat.credentials = hashToken(token);
      name = seat.name ?? '';
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    // The seat's sockets, the old link's too, are told of a dropped order before they lose the seat.
    await orders?.seatLinkRotated(matchID, playerID).catch((error: unknown) => this.kit.deps.log.error({ err: errInfo(error), matchID, playerID }, 'an order set during a seat link rotation was not dropped'));
    // Sockets joined with the old credentials lose the seat now, here and on other processes.
    await this.kit.deps.runner.metadataUpdated(matchID, metadata);
    return this.kit.grant(matchID, playerID, token, metadata.gameName, name);
  }

  async setWebhook(matchID: string, playerID: string, body: z.infer<typeof WebhookBody>) {
    if (this.kit.requester(playerID, body) !== playerID) throw errors.unauthorized();
    // The address filter of every delivery, at once: an address never called is never stored.
    const refusal = body.url === null ? null : this.kit.deps.webhooks.refusalOf(body.url);
    if (refusal !== null) throw lobbyErrors.privateAddress(refusal);
    const metadata = await this.kit.deps.store.updateMetadata(matchID, (m) => {
      const seat = seatOf(m, playerID);
      if (seat === undefined || !verifyToken(body.credentials, seat.credentials)) throw errors.unauthorized();
      const data = { ...(seat.data ?? {}) };
      if (body.url === null) delete data.webhook;
      else data.webhook = { url: body.url };
      seat.data = data;
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    return { matchID, playerID, webhook: body.url !== null };
  }

  async leave(matchID: string, playerID: string, body: z.infer<typeof SeatAuthBody>): Promise<MatchView> {
    const requester = this.kit.requester(playerID, body);
    const metadata = await this.kit.deps.store.updateMetadata(matchID, (m) => {
      if (isStarted(m)) throw lobbyErrors.started();
      const target = seatOf(m, playerID);
      const own = seatOf(m, requester);
      if (target === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (own === undefined || !verifyToken(body.credentials, own.credentials)) throw errors.unauthorized();
      const lobby = lobbyOf(m);
      if (requester !== playerID && !(botLevel(target) !== undefined && lobby.host === requester)) throw lobbyErrors.notHost();
      (m.players as Record<number, PlayerMetadata>)[target.id] = { id: target.id };
      if (lobby.host === playerID) {
        const next = seats(m).find((s) => isTaken(s) && botLevel(s) === undefined);
        (m as LobbyMatchData).lobby = { ...lobby, host: next === undefined ? playerID : String(next.id) };
      }
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.kit.afterSeatsChanged(matchID, metadata, false);
    return this.kit.view(matchID);
  }

  async addBot(matchID: string, playerID: string, body: z.infer<typeof AddBotBody>): Promise<MatchView> {
    const before = await this.kit.metadata(matchID);
    const hosted = this.kit.deps.games.get(before.gameName);
    if (hosted === undefined) throw errors.matchNotFound();
    checkBotLevel(hosted, body.level);
    const requester = body.playerID ?? lobbyOf(before).host;
    const metadata = await this.kit.deps.store.updateMetadata(matchID, (m) => {
      if (isStarted(m)) throw lobbyErrors.started();
      const own = seatOf(m, requester);
      if (own === undefined || !verifyToken(body.credentials, own.credentials)) throw errors.unauthorized();
      if (lobbyOf(m).host !== requester) throw lobbyErrors.notHost();
      const seat = seatOf(m, playerID);
      if (seat === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (isTaken(seat)) throw lobbyErrors.seatTaken(freeSeats(m));
      (m.players as Record<number, PlayerMetadata>)[seat.id] = { id: seat.id, name: botName(body.level, seat.id), data: { bot: botData(body.level, body.pace) } };
      return m;
    });
    if (metadata === undefined) throw errors.matchNotFound();
    await this.kit.afterSeatsChanged(matchID, metadata, false);
    return this.kit.view(matchID);
  }
}
