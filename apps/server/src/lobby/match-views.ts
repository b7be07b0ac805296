import type { z } from 'zod';
import { verifyToken } from '../match/credentials.js';
import { errors } from '../errors.js';
import { publicSeats, seatOf } from '../match/seats.js';
import { standingMoves } from '../match/standing-moves.js';
import { decodeCursor, encodeCursor, lobbyErrors, type LobbyKit, type MatchView } from './lobby-kit.js';
import type { ListQuery, MyGamesBody } from './schemas.js';
import { hintSettings } from '../hints/settings.js';

/** What the lobby shows of matches: one match, "my games", the public list, a finished match's replay. */
export class MatchViews {
  constructor(private readonly kit: LobbyKit) {}

  view(matchID: string): Promise<MatchView> {
    return this.kit.view(matchID);
  }


  async myGames(body: z.infer<typeof MyGamesBody>) {
    const listed = await this.kit.deps.store.summaries([...new Set(body.seats.map((s) => s.matchID))]);
    const summaries = new Map(listed.map((s) => [s.matchID, s]));
    const extras = await this.kit.deps.asyncPlay?.viewExtras(listed);
    const games = [];
    const unknown = [];
    const known: { matchID: string; playerID: string }[] = [];
    for (const { matchID, playerID, credentials } of body.seats) {
      const summary = summaries.get(matchID);
      const seat = summary === undefined ? undefined : seatOf(summary.metadata, playerID);
      if (summary === undefined || seat === undefined || !verifyToken(credentials, seat.credentials)) {
        unknown.push({ matchID, playerID });
        continue;
      }
      const view = this.kit.viewOf(summary);
      known.push({ matchID, playerID });
      games.push({
        matchID,
        playerID,
        name: seat.name ?? null,
        game: view.game,
        players: view.players,
        toAct: view.toAct,
        myTurn: view.toAct.includes(playerID),
        started: view.started,
        finished: view.finished,
        winners: view.winners,
        nextMatchID: view.nextMatchID,
        updatedAt: view.updatedAt,
        // A teaching match ("Learn to play"): the client leaves it out of the games waiting for the reader.
        learn: view.learn,
        ...extras?.get(matchID),
      });
    }
    // The newest chat message others wrote, per seat: the client asks a match's chat only when it has news.
    const news = await this.kit.deps.asyncPlay?.chatNews(known);
    return { games: games.map((g) => ({ ...g, chatSeq: news?.get(`${g.matchID}/${g.playerID}`) ?? 0 })), unknown };
  }

  async listPublic(query: z.infer<typeof ListQuery>) {
    const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const page = await this.kit.deps.store.listPublicMatches({ ...(query.game ? { gameName: query.game } : {}), limit: query.limit + 1, ...(before ? { before } : {}) });
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      matches: shown.map((s) => {
        const v = this.kit.viewOf(s);
        return { matchID: v.matchID, game: v.game, numPlayers: v.numPlayers, players: v.players, freeSeats: v.freeSeats, started: v.started, finished: v.finished, createdAt: v.createdAt, updatedAt: v.updatedAt };
      }),
      next: page.length > query.limit && last !== undefined ? encodeCursor(last) : null,
    };
  }

  async replay(matchID: string) {
    const { state, initialState, log, metadata } = await this.kit.deps.store.load(matchID, { state: true, initialState: true, log: true, metadata: true });
    if (state === undefined || initialState === undefined || metadata === undefined) throw errors.matchNotFound();
    if (state.ctx.gameover === undefined) throw lobbyErrors.notOver();
    return {
      gameName: metadata.gameName,
      // The bot's level too: the replay names a computer seat as the table does ("Computer 2 (easy)").
      players: publicSeats(metadata).map((p) => ({ playerID: p.playerID, name: p.name, bot: p.bot })),
      initialState: initialState.G,
      // A move taken back (boardgame.io's UNDO after it) is not replayed.
      moves: standingMoves(log ?? []),
      // What the log says of some moves: made by the computer, or taken back (see the tables' log marks).
      marks: (log ?? []).filter((e) => e.action.type === 'UNDO' || (e.metadata as { byComputer?: unknown } | undefined)?.byComputer === true),
      finalState: state.G,
      gameover: state.ctx.gameover,
      // Every hint is shown to everyone: the count per seat and the decisions (state ids) it was asked at.
      hints: { allowed: hintSettings(metadata).allowed, used: (await this.kit.deps.hints?.counts([matchID]))?.get(matchID) ?? {}, decisions: (await this.kit.deps.hints?.decisions(matchID)) ?? [] },
      // The table's events (away, back, pause, resume): the replay's log tells them where they happened.
      events: (await this.kit.deps.asyncPlay?.replayEvents?.(matchID)) ?? [],
      ...(await this.kit.deps.asyncPlay?.viewExtras((await this.kit.deps.store.summaries([matchID])).slice(0, 1)))?.get(matchID),
    };
  }
}
