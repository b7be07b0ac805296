import type { MatchStorage } from '@harbour/storage';
import type { Ctx, State } from 'boardgame.io';
import type { Logger } from 'pino';
import { decisionAction } from '@harbour/game-kit';
import type { LiveMatch, MatchRunner, MoveOutcome } from '../match/runner.js';
import type { TableFeature } from '../match/table-feature.js';
import { BOT_PACE_MS, botLevel, botPace, isStarted, seatOf } from '../match/seats.js';
import { secureSeeds, type Seeds } from '../match/seeds.js';
import type { BotAction, BotChooser, BotRequest } from './types.js';

/** The seats boardgame.io waits for: the active players, or the current player. */
export function actingSeats(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

interface Plan {
  playerID: string;
  stateID: number;
  request: BotRequest;
  /** Log metadata of the move (a seat handed to a computer, or decided for once). */
  logMetadata?: Record<string, unknown>;
}

/**
 * Plays the bot seats: after every move this process commits (and at start, for every unfinished
 * match with bots, so bots resume after a restart), a bot whose turn it is moves after `delayMs`.
 * A bot sees only its seat's view (the game's playerView) and its move goes through the runner
 * like anyone's. Several processes may all try: the compare-and-swap lets one move through.
 */
export class BotRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private closed = false;

  constructor(
    private readonly runner: MatchRunner,
    private readonly store: MatchStorage,
    private readonly chooser: BotChooser,
    private readonly delayMs: number,
    private readonly log: Logger,
    private readonly seeds: Seeds = secureSeeds,
  ) {}

  /** After a commit here: a bot whose turn it is moves after its pace. */
  readonly feature: TableFeature = { name: 'bots', committed: (live) => this.poke(live) };

  /** Resumes the bots of every unfinished match (at start). */
  async resume(): Promise<void> {
    const ids = await this.store.listBotMatches();
    for (const id of ids) this.schedule(id);
    if (ids.length > 0) this.log.info({ matches: ids.length }, 'bots resumed');
  }

  /** A match changed here: schedule its bots if one of them must act. */
  poke(live: LiveMatch): void {
    if (botMustAct(live)) this.schedule(live.matchID, this.delayFor(live));
  }

  /**
   * The pause before the acting bot moves: its seat's pace, or the server's delay for a bot added
   * without one. A delay of 0 (tests, the browser run) makes every bot move at once.
   */
  private delayFor(live: LiveMatch): number {
    if (this.delayMs === 0) return 0;
    for (const playerID of actingSeats(live.state.ctx)) {
      const seat = seatOf(live.metadata, playerID);
      if (botLevel(seat) === undefined) continue;
      const pace = botPace(seat);
      return pace === undefined ? this.delayMs : BOT_PACE_MS[pace];
    }
    return this.delayMs;
  }

  schedule(matchID: string, delayMs = this.delayMs): void {
    if (this.closed) return;
    if (this.running.has(matchID)) {
      this.again.add(matchID);
      return;
    }
    if (this.timers.has(matchID)) return;
    const timer = setTimeout(() => {
      this.timers.delete(matchID);
      void this.play(matchID);
    }, delayMs);
    timer.unref();
    this.timers.set(matchID, timer);
  }

  private async play(matchID: string): Promise<void> {
    this.running.add(matchID);
    let retryMs: number | null = null;
    try {
      const plan = await this.runner.withMatch(matchID, async (live) => planFor(live, this.seeds));
      if (plan === null || plan === undefined) return;
      let outcome = await this.submit(matchID, plan, await this.chooser.choose(plan.request));
      if (!outcome.ok && outcome.error.code === 'move.refused') {
        // A faulty bot must not stall the match: play a legal move instead.
        this.log.warn({ matchID, game: plan.request.gameName, level: plan.request.level, refusal: outcome.error.refusal }, 'bot move refused; playing a legal move instead');
        const fallback = await this.runner.withMatch(matchID, async (live) => legalMoveFor(live, plan));
        if (fallback) outcome = await this.submit(matchID, plan, fallback);
      }
      if (!outcome.ok) {
        if (outcome.error.code === 'state.stale') this.again.add(matchID);
        else if (outcome.error.status >= 500) retryMs = 5000;
        else this.log.error({ matchID, error: outcome.error.code }, 'bot could not move');
      }
    } catch (error) {
      this.log.warn({ matchID, err: (error as Error).message }, 'bot move failed; trying again later');
      retryMs = 5000;
    } finally {
      this.running.delete(matchID);
      if (this.again.delete(matchID)) this.schedule(matchID);
      else if (retryMs !== null) this.schedule(matchID, retryMs);
    }
  }

  private submit(matchID: string, plan: Plan, action: BotAction, actor: 'bot' | 'computer' = 'bot'): Promise<MoveOutcome> {
    return this.runner.submit({
      matchID,
      playerID: plan.playerID,
      actor: { kind: actor },
      stateID: plan.stateID,
      name: action.name,
      args: action.args,
      ...(plan.logMetadata ? { logMetadata: plan.logMetadata } : {}),
    });
  }

  /**
   * One decision for a person's seat (its time ran out): the bot of `level` moves for it on state
   * `stateID`, logged with `logMetadata`. Null when the match has moved on or the seat need not act.
   */
  async decideOnce(matchID: string, playerID: string, stateID: number, level: string, logMetadata: Record<string, unknown>): Promise<MoveOutcome | null> {
    const plan = await this.runner.withMatch(matchID, async (live) => {
      const { state } = live;
      if (state._stateID !== stateID || state.ctx.gameover !== undefined || !actingSeats(state.ctx).includes(playerID)) return null;
      return planOf(live, playerID, level, logMetadata, this.seeds);
    });
    if (plan === null || plan === undefined) return null;
    // The most conservative legal move where the rules offer one (pass, keep, take nothing): the seat's
    // coins, cards and pirates are not spent while its player is away. Else the bot of `level`.
    const careful = await this.runner.withMatch(matchID, async (live) => conservativeActionFor(live, plan));
    let outcome = await this.submit(matchID, plan, careful ?? (await this.chooser.choose(plan.request)), 'computer');
    if (!outcome.ok && outcome.error.code === 'move.refused') {
      const fallback = await this.runner.withMatch(matchID, async (live) => legalMoveFor(live, plan));
      if (fallback) outcome = await this.submit(matchID, plan, fallback, 'computer');
    }
    return outcome;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.chooser.close();
  }
}

/** Whether a bot seat must act now (cheap: no view is made). */
function botMustAct(live: LiveMatch): boolean {
  const { state, metadata } = live;
  if (state.ctx.gameover !== undefined || !isStarted(metadata)) return false;
  return actingSeats(state.ctx).some((playerID) => botLevel(seatOf(metadata, playerID)) !== undefined);
}

/** The first bot seat that must act, with what it may see; null when no bot must act. */
function planFor(live: LiveMatch, seeds: Seeds): Plan | null {
  const { state, metadata } = live;
  if (state.ctx.gameover !== undefined || !isStarted(metadata)) return null;
  for (const playerID of actingSeats(state.ctx)) {
    const seat = seatOf(metadata, playerID);
    const level = botLevel(seat);
    if (level === undefined) continue;
    return planOf(live, playerID, level, seat?.data?.handedOver ? { byComputer: true, reason: 'handOver' } : undefined, seeds);
  }
  return null;
}

function planOf(live: LiveMatch, playerID: string, level: string, logMetadata: Record<string, unknown> | undefined, seeds: Seeds): Plan {
  const { state, hosted } = live;
  const view = hosted.game.playerView ? hosted.game.playerView({ G: state.G, ctx: state.ctx, playerID }) : state.G;
  return {
    playerID,
    stateID: state._stateID,
    request: { gameName: hosted.name, level, view: structuredClone(view), seat: Number(playerID), seed: seeds.bot(live.matchID, state._stateID, playerID) },
    ...(logMetadata ? { logMetadata } : {}),
  };
}

/** The game's most conservative move for the seat, from the seat's own view; null when the game has none. */
function conservativeActionFor(live: LiveMatch, plan: Plan): BotAction | null {
  const { automation, engine } = live.hosted.module;
  if (automation === undefined || live.state._stateID !== plan.stateID) return null;
  const action = decisionAction(engine, automation.conservativeMove(plan.request.view, plan.request.seat));
  return action === null ? null : { name: action.name, args: [...action.args] };
}

/** A random legal move from the seat's view, by the game's pure engine. */
function legalMoveFor(live: LiveMatch, plan: Plan): BotAction | null {
  if (live.state._stateID !== plan.stateID) return null;
  const { engine } = live.hosted.module;
  try {
    const moves = engine.legalMoves(plan.request.view as State['G'], plan.request.seat);
    const move = moves[Math.floor(Math.random() * moves.length)];
    if (move === undefined) return null;
    const { name, args } = engine.toAction(move);
    return { name, args: [...args] };
  } catch {
    return null;
  }
}
