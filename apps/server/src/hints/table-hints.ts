import type { HintStorage } from '@harbour/storage';
import { HINT_RATE, type HintsFrame } from '@harbour/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import { HintsBusyError } from '../bots/hint.js';
import { actingSeats } from '../bots/runner.js';
import type { BotChooser, HintResult } from '../bots/types.js';
import { AppError } from '../errors.js';
import type { LiveMatch, MatchRunner } from '../match/runner.js';
import { botLevel, isStarted, seatOf } from '../match/seats.js';
import type { Limits, Limiter } from '../rate-limit.js';
import type { SocketSeat, TableFeature, TableOutlet } from '../match/table-feature.js';
import { hintSettings } from './settings.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';

export interface TableHintsOptions {
  runner: MatchRunner;
  /** The bot threads (hints are computed there, never in the move's path). */
  chooser: BotChooser;
  store: HintStorage;
  limits: Limits;
  clock: Clock;
  log: Logger;
  /** The sockets of the tables on this process (the counts go to a match's sockets). */
  sockets: TableOutlet;
}


export const hintErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  spectator: () => new AppError(403, 'hint.spectator', 'Only a seat can ask for a hint.'),
  revoked: () => new AppError(403, 'auth.revoked', 'This seat link was replaced; open the new one to play.'),
  notAllowed: () => new AppError(403, 'hint.notAllowed', 'This table does not allow hints.'),
  notYourDecision: () => new AppError(409, 'hint.notYourDecision', 'A hint is given at your own decision only.'),
  unavailable: () => new AppError(409, 'hint.unavailable', 'This game has no hints.'),
  pending: () => new AppError(429, 'hint.pending', 'Your previous hint is still being worked out.'),
  rateLimited: () => new AppError(429, 'hint.rateLimited', `At most ${HINT_RATE.hints} hints in ${HINT_RATE.seconds} seconds; please wait a moment.`),
  busy: () => new AppError(503, 'hint.busy', 'The computer is busy; ask again in a moment.'),
};

/** The last answers kept (a seat asking again at the same decision gets it without new work). */
const KEPT_ANSWERS = 500;

/**
 * "What would the strong computer do?" (the `hint` socket message): a seat at its own decision, at a
 * table that allows hints, gets the teacher's best 3 moves from its own view (playerView), computed
 * in a bot thread, in the acknowledgement to its own message only. One hint at a time per seat and
 * HINT_RATE per seat across processes. Each decision a seat asked at is counted once in the store
 * (the authority), and the counts go to everyone: in a join's and a sync's answer and as the `hints`
 * event (other processes learn of a change from the bus and read the store).
 */
export class TableHints {
  private readonly limiter: Limiter;
  private readonly pending = new Set<string>();
  private readonly answers = new Map<string, { stateID: number; result: HintResult }>();

  /** What hints add to a table: the `hint` message, the counts in join and sync answers, other processes' counts. */
  readonly feature: TableFeature = {
    name: 'hints',
    joined: (live) => this.frame(live),
    synced: (live) => this.frame(live),
    messages: { hint: (payload, seat) => this.ask(payload, seat) },
    bus: { kinds: ['hints'], changed: (live) => this.showHere(live.matchID, hintSettings(live.metadata).allowed) },
  };

  constructor(private readonly o: TableHintsOptions) {
    this.limiter = o.limits.shared({ name: 'hint', points: HINT_RATE.hints, durationSeconds: HINT_RATE.seconds });
  }

  /** Whether the table allows hints and the counts: a join's and a sync's `hints` field. */
  async frame(live: Pick<LiveMatch, 'matchID' | 'metadata'>): Promise<{ hints: HintsFrame }> {
    const used = (await this.o.store.counts([live.matchID])).get(live.matchID) ?? {};
    return { hints: { matchID: live.matchID, allowed: hintSettings(live.metadata).allowed, used } };
  }

  async ask(message: ParsedMessage<'hint'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['hint']> {
    const { matchID } = message;
    const sub = seat(matchID);
    if (sub === undefined) throw hintErrors.notJoined();
    const playerID = sub.playerID;
    if (playerID === null) throw hintErrors.spectator();
    const asked = await this.o.runner.withMatch(matchID, async (live) => this.request(live, playerID, sub.credentialsHash));
    if (asked === null) throw hintErrors.notJoined();
    const key = `${matchID}/${playerID}`;
    if (this.pending.has(key)) throw hintErrors.pending();
    this.pending.add(key);
    try {
      let result = this.answers.get(key);
      if (result?.stateID !== asked.stateID) {
        if (!(await this.limiter.take(key))) throw hintErrors.rateLimited();
        result = { stateID: asked.stateID, result: await this.compute(asked.request) };
        this.keep(key, result);
      }
      const { counts, fresh } = await this.o.store.record(matchID, playerID, asked.stateID, this.o.clock.now());
      if (fresh) {
        this.o.runner.tableChanged({ kind: 'hints', matchID });
        await this.showHere(matchID, true, counts);
      }
      const { leftOut } = result.result;
      return { matchID, playerID, stateID: asked.stateID, moves: result.result.moves, weighed: result.result.weighed, ...(leftOut ? { leftOut } : {}), used: counts };
    } finally {
      this.pending.delete(key);
    }
  }

  /** The checks in the match's queue, and the seat's view to compute from (a copy: the thread gets its own). */
  private request(live: LiveMatch, playerID: string, credentialsHash: string | null) {
    const seat = seatOf(live.metadata, playerID);
    if (seat === undefined || seat.credentials !== credentialsHash) throw hintErrors.revoked();
    if (!hintSettings(live.metadata).allowed) throw hintErrors.notAllowed();
    if (live.hosted.module.teacher === undefined) throw hintErrors.unavailable();
    const { state } = live;
    if (!isStarted(live.metadata) || botLevel(seat) !== undefined || !actingSeats(state.ctx).includes(playerID)) throw hintErrors.notYourDecision();
    const game = live.hosted.game;
    const view = game.playerView ? game.playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
    return { stateID: state._stateID, request: { gameName: live.hosted.name, view: structuredClone(view), seat: Number(playerID) } };
  }

  private async compute(request: { gameName: string; view: unknown; seat: number }): Promise<HintResult> {
    try {
      return await this.o.chooser.hint(request);
    } catch (error) {
      if (error instanceof HintsBusyError) throw hintErrors.busy();
      this.o.log.warn({ err: (error as Error).message, game: request.gameName }, 'hint failed');
      throw hintErrors.busy();
    }
  }

  private keep(key: string, answer: { stateID: number; result: HintResult }): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
  }

  /** Sends the match's counts to its sockets on this process (never waits on the match's queue: a bus message runs in it). */
  private async showHere(matchID: string, allowed: boolean, known?: Record<string, number>): Promise<void> {
    const used = known ?? (await this.o.store.counts([matchID])).get(matchID) ?? {};
    this.o.sockets.emitToMatch(matchID, 'hints', { matchID, allowed, used } satisfies HintsFrame);
  }
}
