import { createHmac } from 'node:crypto';
import type { z } from 'zod';
import { hashToken, verifyToken } from '../match/credentials.js';
import { errors } from '../errors.js';
import { createMatch } from '../match/matches.js';
import { botLevel, botPace, seatOf, seats, type BotPace } from '../match/seats.js';
import { lobbyErrors, lobbyOf, rematchAsyncPlay, type LobbyData, type LobbyKit, type SeatGrant } from './lobby-kit.js';
import type { SeatAuthBody } from './schemas.js';
import { hintSettings, hintsExtra } from '../hints/settings.js';

/** A rematch: the first seat to ask creates it (once, whoever races), every seat gets its seat there from its own secret. */
export class Rematcher {
  constructor(private readonly kit: LobbyKit) {}

  async rematch(matchID: string, body: z.infer<typeof SeatAuthBody>): Promise<SeatGrant & { previousMatchID: string }> {
    const playerID = body.playerID;
    if (playerID === undefined) throw errors.badRequest('playerID: the seat asking for a rematch');
    const { seat, metadata } = await this.kit.authorize(matchID, playerID, body.credentials);
    if (botLevel(seat) !== undefined && seat.data?.handedOver !== true) throw errors.unauthorized();
    if (metadata.gameover === undefined) throw lobbyErrors.notOver();
    let nextID = metadata.nextMatchID;
    if (nextID === undefined) {
      const created = await createMatch(this.kit.deps.store, this.kit.deps.games, {
        gameName: metadata.gameName,
        numPlayers: seats(metadata).length,
        options: metadata.setupData,
        unlisted: metadata.unlisted !== false,
        seats: seats(metadata).map((s) => (botLevel(s) !== undefined && s.data?.handedOver !== true ? { bot: botLevel(s) as string, name: s.name ?? '', ...(botPace(s) ? { botPace: botPace(s) as BotPace } : {}) } : { name: s.name ?? '', reserved: true, ...(s.data?.webhook ? { webhook: s.data.webhook } : {}) })),
        extra: { lobby: { host: lobbyOf(metadata).host, rematchOf: matchID, ...(lobbyOf(metadata).by !== undefined ? { by: lobbyOf(metadata).by } : {}) } satisfies LobbyData, ...rematchAsyncPlay(metadata), ...hintsExtra(hintSettings(metadata).allowed) },
      });
      const updated = await this.kit.deps.store.updateMetadata(matchID, (m) => {
        if (m.nextMatchID !== undefined) return null;
        m.nextMatchID = created.matchID;
        return m;
      });
      nextID = updated?.nextMatchID;
      if (nextID !== created.matchID) {
        // Someone else's rematch was first: ours is not needed.
        await this.kit.deps.store.wipe(created.matchID);
      } else if (updated !== undefined) {
        this.kit.deps.metrics.matchesCreated.inc({ game: metadata.gameName });
        await this.kit.deps.runner.metadataUpdated(matchID, updated);
        await this.kit.afterSeatsChanged(created.matchID, created.metadata, false);
      }
    }
    if (nextID === undefined) throw errors.matchNotFound();
    // The rematch seat's secret is derived from this seat's current secret (checked above; rotating
    // this seat's link changes it), so every device holding this seat's link gets the same new seat.
    // A rematch seat that already has credentials is never overwritten: only the same derivation
    // opens it, so once its own link was rotated, an old link gets nothing.
    const credentials = createHmac('sha256', body.credentials).update(`rematch:${nextID}:${playerID}`).digest('base64url');
    const next = await this.kit.deps.store.updateMetadata(nextID, (m) => {
      const target = seatOf(m, playerID);
      if (target === undefined) throw lobbyErrors.seatUnknown(playerID);
      if (target.credentials !== undefined) {
        if (verifyToken(credentials, target.credentials)) return null;
        throw lobbyErrors.rematchClaimed();
      }
      target.credentials = hashToken(credentials);
      return m;
    });
    if (next === undefined) throw errors.matchNotFound();
    await this.kit.deps.runner.metadataUpdated(nextID, next);
    return { ...this.kit.grant(nextID, playerID, credentials, next.gameName, seat.name ?? ''), previousMatchID: matchID };
  }
}
