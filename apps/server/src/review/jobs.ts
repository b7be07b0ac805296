import type { HostBudget, MatchStorage, ReviewQueue, ReviewRow } from '@harbour/storage';
import { ACCOUNT_BY, assembleReview, LUCK_SETTLE, luckBudgetLeft, luckToSettle, rechosen, REWEIGH, reweighCandidates, stillToSettle, type ChoiceWeighing, type ChoiceWeight, type DecisionReview, type LuckSettling } from '@harbour/game-kit';
import type { ReviewAnswer } from '@harbour/protocol';
import type { Logger } from 'pino';
import type { Clock } from '../clock.js';
import type { BotChooser } from '../bots/types.js';
import { reviewHostOf } from '../lobby/host-key.js';
import { errInfo } from '../logger.js';
import { standingMoves } from '../match/standing-moves.js';
import type { Metrics } from '../metrics.js';
import { answerOf, reviewBody } from './answer.js';
import { DutyCycle } from './pacer.js';
import type { PartDecision, ReviewPartRequest, ReviewPartResult } from '../bots/review-part.js';

export interface ReviewJobOptions {
  queue: ReviewQueue;
  matches: MatchStorage;
  /** The bot workers: a review is computed there in parts, behind every bot move. */
  chooser: BotChooser;
  clock: Clock;
  log: Logger;
  /** How long a claim holds (renewed after every part) before another process may take the review over. */
  leaseMs: number;
  /** How often this process looks for queued reviews. */
  tickMs: number;
  /** Playouts per winning-chance estimate and search effort per decision (default: the game's; tests use few). */
  playouts?: number;
  iterations?: number;
  /** How many times its futures a choice in doubt is weighed on at most (default: game-kit's CHOICE_SETTLE; tests use 1). */
  choiceUpTo?: number;
  /** How many times its futures a weight weighed again is weighed on at most (default: game-kit's SETTLE; tests use 1). */
  settleUpTo?: number;
  /** How each seat's luck is held still (default: the game's Teacher.luckSettling, else game-kit's LUCK_SETTLE; tests use upTo 1: not at all). */
  luck?: LuckSettling;
  /** Largest review kept (JSON characters); a larger one is recorded as failed. */
  maxChars?: number;
  /** Real time one part should take: the part's size follows the decisions' measured cost. */
  partMs?: number;
  /** False: nothing is reviewed here (the answer stays "queued"; another process may review). */
  enabled?: boolean;
  /** The duty cycle: rests after every part so reviews use at most its share of one core (default 10 %). */
  pacer?: DutyCycle;
  /** CPU time one review may take over all its attempts (ms); beyond it the review is recorded as failed. */
  maxCpuMs?: number;
  /** CPU time one host's reviews may take within a window; beyond it that host's reviews wait. */
  hostBudget?: HostBudget;
  /** Review work is counted apart from moves and hints (harbour_review_*). */
  metrics?: Metrics;
}

/** Defaults of the review work's limits, as config.ts's (REVIEW_CPU_PERCENT, REVIEW_MATCH_CPU_S, REVIEW_HOST_CPU_S_PER_HOUR): a 4-player review takes up to about 80 CPU-s. */
export const REVIEW_DEFAULTS = { cpuShare: 0.1, maxCpuMs: 180_000, hostBudget: { budgetMs: 360_000, windowMs: 3_600_000 } } as const;

const MAX_ATTEMPTS = 3;
/** Recorded as the error of a review that used its CPU budget. */
export const OVER_BUDGET = 'the review would take more than its CPU budget';
const MAX_CHARS = 1_000_000;
const MAX_PART = 40;

/**
 * Reviews finished matches in the background. A match's end queues its review (durably: a row of
 * migrations 018 and 020, counted against the match's host; reading the review queues it too, should
 * that have been missed); every process claims queued rows one at a time with a lease (SKIP LOCKED),
 * fairly (round-robin across hosts, each host's oldest first, hosts over their CPU budget waiting:
 * review-store.ts), so a review runs once across processes, and one whose process died is taken over
 * once its lease has run out. A review is computed in the review thread (bots/pool.ts) in parts of
 * about `partMs` (bots/review-part.ts); after each part the work rests (the duty cycle, review/pacer.ts)
 * and the claim is renewed past the rest; a review over its own CPU budget is recorded as failed;
 * the result is stored only while the claim holds.
 */
export class ReviewJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private closing = false;
  private readonly stopping = new AbortController();
  private readonly pacer: DutyCycle;
  private readonly luck: LuckSettling;
  private readonly weighing: ChoiceWeighing;

  constructor(private readonly o: ReviewJobOptions) {
    this.pacer = o.pacer ?? new DutyCycle(REVIEW_DEFAULTS.cpuShare);
    this.luck = o.luck ?? {};
    this.weighing = o.choiceUpTo !== undefined ? { upTo: o.choiceUpTo } : {};
  }

  start(): void {
    if (this.o.enabled === false) return;
    this.timer = setInterval(() => void this.runDue(), this.o.tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.stopping.abort();
    clearInterval(this.timer);
    await this.running;
  }

  /** A match ended: queue its review. */
  matchEnded(matchID: string): void {
    this.enqueue(matchID).then(
      (queued) => {
        if (queued) void this.runDue();
      },
      (error: unknown) => this.o.log.warn({ err: errInfo(error), matchID }, 'review: could not queue'),
    );
  }

  /** Claims one queued review and computes it (resolves when done; tests). 1 if one was run. */
  runDue(): Promise<number> {
    if (this.o.enabled === false) return Promise.resolve(0);
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  /** What the API answers for a finished match: the review, or how far it is. */
  async answer(matchID: string): Promise<ReviewAnswer> {
    let row = await this.o.queue.get(matchID);
    if (row === null) {
      await this.enqueue(matchID);
      void this.runDue();
      row = await this.o.queue.get(matchID);
    }
    return answerOf(matchID, row, this.o.clock.now());
  }

  private async enqueue(matchID: string): Promise<boolean> {
    const { metadata } = await this.o.matches.load(matchID, { metadata: true });
    return this.o.queue.enqueue(matchID, this.o.clock.now(), metadata === undefined ? '' : reviewHostOf(metadata));
  }

  private async runOnce(): Promise<number> {
    if (this.closing) return 0;
    const now = this.o.clock.now();
    let rows: ReviewRow[];
    try {
      rows = await this.o.queue.claim(now, now + this.o.leaseMs, 1, this.o.hostBudget ?? REVIEW_DEFAULTS.hostBudget);
    } catch (error) {
      this.o.log.warn({ err: errInfo(error) }, 'review: claiming failed');
      return 0;
    }
    const row = rows[0];
    if (row === undefined) return 0;
    const lease = { until: row.claimedUntil ?? now + this.o.leaseMs };
    try {
      await this.review(row, lease);
    } catch (error) {
      // A stop is no failure: the claim goes back for the next process, at once.
      if (this.closing) {
        await this.o.queue.release(row.matchID, lease.until).catch(() => undefined);
        this.o.log.info({ matchID: row.matchID }, 'review given back: the server is stopping');
        return 1;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.o.log.warn({ err: errInfo(error), matchID: row.matchID, attempt: row.attempts }, 'review failed');
      if (message === OVER_BUDGET || row.attempts >= MAX_ATTEMPTS) {
        this.o.metrics?.reviews.inc({ result: message === OVER_BUDGET ? 'overBudget' : 'failed' });
        await this.o.queue.finish(row.matchID, lease.until, { error: message.slice(0, 500), at: this.o.clock.now() }).catch(() => undefined);
      }
      // Otherwise tried again once the lease has run out.
    }
    // More may be queued: go on at the next tick (or at once when this one is done).
    return 1;
  }

  /**
   * After a part: the claim holds through the rest that follows and a lease beyond it, then the duty
   * cycle rests (nothing more of any review until it is over). False when the claim ran out (another
   * process has it).
   */
  private async holdThroughRest(matchID: string, lease: { until: number }, partCpuMs: number, done: number, total: number, cpuMs: number): Promise<boolean> {
    const until = this.o.clock.now() + this.pacer.restMs(partCpuMs) + this.o.leaseMs;
    if (!(await this.o.queue.progress(matchID, lease.until, until, done, total, cpuMs))) {
      this.o.log.warn({ matchID }, 'review: the claim ran out; another process has it');
      return false;
    }
    lease.until = until;
    const rested = await this.pacer.after(partCpuMs, this.stopping.signal);
    this.o.metrics?.reviewRestSeconds.inc(rested / 1000);
    return true;
  }

  /** One request of the rounds after the parts: within the budget, counted, then the rest held through (null: the claim ran out). */
  private async round(matchID: string, lease: { until: number }, request: ReviewPartRequest, spent: () => number, spend: (cpuMs: number) => void, done: number, total: number): Promise<ReviewPartResult | null> {
    if (this.closing) throw new Error('the server is stopping');
    if (spent() >= (this.o.maxCpuMs ?? REVIEW_DEFAULTS.maxCpuMs)) throw new Error(OVER_BUDGET);
    const part = await this.o.chooser.review(request);
    spend(part.cpuMs);
    this.o.metrics?.reviewCpuSeconds.inc(part.cpuMs / 1000);
    return (await this.holdThroughRest(matchID, lease, part.cpuMs, done, total, spent())) ? part : null;
  }

  private async review(row: ReviewRow, lease: { until: number }): Promise<void> {
    const { matchID } = row;
    const { state, initialState, log, metadata } = await this.o.matches.load(matchID, { state: true, initialState: true, log: true, metadata: true });
    if (state === undefined || initialState === undefined || metadata === undefined) throw new Error('the match is gone');
    if (state.ctx.gameover === undefined) throw new Error('the match is not over');
    // The moves that stand, as the replay shows them: a move taken back is not reviewed (nor replayable).
    const actions = standingMoves(log ?? []);
    const total = actions.length;
    const base: Omit<ReviewPartRequest, 'from' | 'to' | 'before'> = {
      gameName: metadata.gameName,
      initial: initialState,
      actions,
      ...(this.o.playouts !== undefined ? { playouts: this.o.playouts } : {}),
      ...(this.o.iterations !== undefined ? { iterations: this.o.iterations } : {}),
      ...(this.o.choiceUpTo !== undefined ? { choiceUpTo: this.o.choiceUpTo } : {}),
      ...(this.o.settleUpTo !== undefined ? { settleUpTo: this.o.settleUpTo } : {}),
    };
    const decisions: PartDecision[] = [];
    let startChances: number[] | null = null;
    let settings = { iterations: 0, playouts: 0 };
    // The game's own way of holding the luck (its teacher's, said by the parts), under this server's options.
    let gameLuck: LuckSettling = {};
    let size = 2;
    let cpuMs = row.cpuMs;
    const maxCpuMs = this.o.maxCpuMs ?? REVIEW_DEFAULTS.maxCpuMs;
    for (let from = 1; from <= total || startChances === null; ) {
      if (this.closing) throw new Error('the server is stopping');
      if (cpuMs >= maxCpuMs) throw new Error(OVER_BUDGET);
      const to = Math.min(total + 1, from + size);
      const started = performance.now();
      const part = await this.o.chooser.review({ ...base, from, to, before: decisions.at(-1)?.chances ?? startChances });
      startChances ??= part.startChances;
      settings = part.settings;
      gameLuck = part.luck ?? {};
      decisions.push(...part.decisions);
      cpuMs += part.cpuMs;
      this.o.metrics?.reviewCpuSeconds.inc(part.cpuMs / 1000);
      const perDecision = (performance.now() - started) / Math.max(1, to - from);
      size = Math.max(1, Math.min(MAX_PART, Math.floor((this.o.partMs ?? 1000) / Math.max(1, perDecision))));
      if (!(await this.holdThroughRest(matchID, lease, part.cpuMs, decisions.length, total, cpuMs))) return;
      if (to > total) break;
      from = to;
      // Whatever waits in this process goes first (with bots in this thread a part runs here).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // Each seat's luck held still (game-kit's luckToSettle), then the weightiest choices weighed again on
    // more futures (REWEIGH) and those that may still be a turning point, round by round, as reviewMatch does.
    // The luck's rounds within game-kit's futures budget and half of this review's CPU budget (the rest for the turning points').
    const judged = decisions as unknown as DecisionReview<unknown>[];
    const unsettled = judged.slice();
    const first = settings.playouts * ACCOUNT_BY;
    const luck = { ...gameLuck, ...this.luck };
    const toSettle = () => (cpuMs < maxCpuMs / 2 ? luckToSettle(judged, first, luck, this.weighing, luckBudgetLeft(unsettled, judged, luck.budget)) : []);
    for (let round = 0, next = toSettle(); round < LUCK_SETTLE.rounds && next.length > 0; round++, next = toSettle()) {
      const settleChoices = next.map((i) => ({ frame: (decisions[i] as PartDecision).frame, weight: (decisions[i] as PartDecision).choiceWeight as ChoiceWeight }));
      const part = await this.round(matchID, lease, { ...base, from: 0, to: 0, before: null, settleChoices }, () => cpuMs, (used) => (cpuMs += used), decisions.length, total);
      if (part === null) return;
      for (const r of part.rechosen ?? []) {
        const i = decisions.findIndex((d) => d.frame === r.frame);
        if (i >= 0) decisions[i] = rechosen(decisions[i] as PartDecision, r);
      }
    }
    const done = new Set<number>();
    for (let round = 0, next = reweighCandidates(judged); round <= REWEIGH.rounds; round++, next = stillToSettle(judged, done)) {
      const candidates = next.filter((i) => !done.has(i) && (decisions[i] as PartDecision).alternative != null);
      if (candidates.length === 0) break;
      const reweigh = candidates.map((i) => {
        const d = decisions[i] as PartDecision;
        return { frame: d.frame, alternative: (d.alternative as NonNullable<PartDecision['alternative']>).move, forced: d.forced, decided: d.decided };
      });
      const part = await this.round(matchID, lease, { ...base, from: 0, to: 0, before: null, reweigh }, () => cpuMs, (used) => (cpuMs += used), decisions.length, total);
      if (part === null) return;
      for (const r of part.reweighed ?? []) {
        const i = decisions.findIndex((d) => d.frame === r.frame);
        if (i >= 0) decisions[i] = { ...(decisions[i] as PartDecision), ...r };
      }
      for (const i of candidates) done.add(i);
    }
    const review = assembleReview(startChances ?? [], judged, settings);
    const body = reviewBody(decisions, review, settings);
    const text = JSON.stringify(body);
    const at = this.o.clock.now();
    const outcome = text.length > (this.o.maxChars ?? MAX_CHARS) ? { error: `the review is too large (${text.length} characters)`, at } : { review: text, at };
    if (!(await this.o.queue.finish(matchID, lease.until, outcome))) this.o.log.warn({ matchID }, 'review: the claim ran out before it was stored');
    else {
      this.o.metrics?.reviews.inc({ result: 'review' in outcome ? 'done' : 'failed' });
      this.o.log.info({ matchID, decisions: decisions.length, chars: text.length, cpuMs: Math.round(cpuMs) }, 'match reviewed');
    }
  }
}
