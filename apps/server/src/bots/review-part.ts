import type { ChoiceWeight, DecisionReview, GameModule, LuckSettling, ReviewFrame, WeighedChoice } from '@harbour/game-kit';
import { choiceSeed, moreFutures, REWEIGH, reviewPart, reviewSettings, reweighed, settleWeights, weighingOf } from '@harbour/game-kit';
import type { ReviewAction, ReviewedDecision, ReviewReason } from '@harbour/protocol';
import type { State } from 'boardgame.io';
import { GameRegistry, reduceMove, type HostedGame } from '../match/games.js';

/**
 * One part of a match's review, computed in a bot worker (or inline): the match's full states are
 * rebuilt from the stored initial state (boardgame.io's random state included, so every die and
 * shuffle comes out as the server made it) and the recorded moves, through the game's own reducer;
 * then the decisions of frames `from` to `to - 1` are reviewed (game-kit's reviewPart), each judged
 * on its seat's view before it. The request carries everything: a worker keeps nothing between parts.
 */
export interface ReviewPartRequest {
  gameName: string;
  /** The match's stored initial state (after setup). */
  initial: State;
  /** Every move in order, as the log recorded it. */
  actions: readonly { playerID: string; name: string; args: readonly unknown[] }[];
  from: number;
  to: number;
  /** Every seat's chances before frame `from` (null for the first part). */
  before: readonly number[] | null;
  playouts?: number;
  iterations?: number;
  choiceUpTo?: number;
  /** How many times its futures a weight weighed again is weighed on at most (game-kit's SETTLE; tests use 1). */
  settleUpTo?: number;
  /**
   * Instead of a part: these decisions of the whole review weighed again on more futures (game-kit's
   * REWEIGH: its weightiest choices), the move made against the alternative its first weighing named.
   */
  reweigh?: readonly { frame: number; alternative: ReviewAction; forced: boolean; decided: boolean }[];
  /** Instead of a part: these decisions' choices against the policy weighed on twice their futures (game-kit's luckToSettle). */
  settleChoices?: readonly { frame: number; weight: ChoiceWeight }[];
}

/** A decision weighed again: what changes of it. */
export type Reweighed = Pick<PartDecision, 'frame' | 'chosenChance' | 'alternative' | 'chanceLost' | 'label' | 'best' | 'bestReason' | 'moveReason' | 'alternativeReason' | 'weightSe'>;

/** A reviewed decision with the engine's move (to assemble the review) and its words for the answer. */
export type PartDecision = Omit<DecisionReview<unknown>, 'alternative'> &
  Omit<ReviewedDecision, 'chances' | 'choice' | 'luck' | 'label' | 'chanceLost' | 'forced' | 'decided' | 'chosenChance'>;

export interface ReviewPartResult {
  startChances: number[];
  decisions: PartDecision[];
  settings: { iterations: number; playouts: number };
  /** How the game's reviews hold each seat's luck still at this match's table (its Teacher.luckSettling; a part of decisions says it). */
  luck?: LuckSettling;
  /** The decisions weighed again (a request with `reweigh`). */
  reweighed?: Reweighed[];
  /** The choices weighed on more futures (a request with `settleChoices`), by frame. */
  rechosen?: (WeighedChoice & { frame: number })[];
  /** CPU time the part took in its thread (user and system, ms): what the duty cycle and the budgets count. */
  cpuMs: number;
}

const registries = new WeakMap<readonly GameModule[], GameRegistry>();

function hostedOf(modules: readonly GameModule[], gameName: string): HostedGame {
  let registry = registries.get(modules);
  if (registry === undefined) registries.set(modules, (registry = new GameRegistry(modules)));
  const hosted = registry.get(gameName);
  if (hosted === undefined) throw new Error(`no game ${gameName}`);
  if (hosted.module.teacher === undefined || hosted.module.engine.parseAction === undefined) throw new Error(`${gameName} cannot be reviewed`);
  return hosted;
}

/** The full state after every recorded move, the first before any (the frames a review reads). */
export function rebuildFrames(hosted: HostedGame, initial: State, actions: ReviewPartRequest['actions'], upTo = actions.length): ReviewFrame<unknown, unknown>[] {
  const parse = hosted.module.engine.parseAction;
  if (parse === undefined) throw new Error(`${hosted.name} cannot read recorded moves`);
  let state = initial;
  const frames: ReviewFrame<unknown, unknown>[] = [{ state: initial.G, move: null }];
  for (const [i, a] of actions.slice(0, upTo).entries()) {
    const move = parse(a.name, a.args);
    if (move === null) throw new Error(`move ${i + 1} (${a.name}) cannot be read`);
    const next = reduceMove(hosted, state, a.playerID, a.name, [...a.args]);
    if (next.transients?.error !== undefined || next === state) throw new Error(`move ${i + 1} (${a.name}) was refused on replay`);
    state = next;
    frames.push({ state: state.G, move: { seat: Number(a.playerID), move } });
  }
  return frames;
}

export function reviewPartWith(modules: readonly GameModule[], request: ReviewPartRequest): ReviewPartResult {
  const started = process.threadCpuUsage();
  const result = reviewPartUnmeasured(modules, request);
  const used = process.threadCpuUsage(started);
  return { ...result, cpuMs: (used.user + used.system) / 1000 };
}

function reviewPartUnmeasured(modules: readonly GameModule[], request: ReviewPartRequest): Omit<ReviewPartResult, 'cpuMs'> {
  const hosted = hostedOf(modules, request.gameName);
  const { engine, teacher } = hosted.module;
  if (teacher === undefined) throw new Error(`${request.gameName} cannot be reviewed`);
  const options = { ...(request.playouts !== undefined ? { playouts: request.playouts } : {}), ...(request.iterations !== undefined ? { iterations: request.iterations } : {}), ...(request.choiceUpTo !== undefined ? { choiceUpTo: request.choiceUpTo } : {}), seed: 'review' };
  const action = (move: unknown): ReviewAction => {
    const { name, args } = engine.toAction(move);
    return { name, args: [...args] };
  };
  if (request.settleChoices !== undefined) {
    const last = Math.max(0, ...request.settleChoices.map((c) => c.frame));
    if (last > request.actions.length) throw new Error('review: a choice to weigh again is not in the match');
    const frames = rebuildFrames(hosted, request.initial, request.actions, last);
    const rechosen = request.settleChoices.map(({ frame, weight }) => {
      const made = (frames[frame] as ReviewFrame<unknown, unknown>).move;
      if (made === null) throw new Error(`review: frame ${frame} has no move`);
      const before = (frames[frame - 1] as ReviewFrame<unknown, unknown>).state;
      return { frame, ...moreFutures(engine, teacher, before, made.seat, made.move, weight, choiceSeed(options.seed, frame), weighingOf(options)) };
    });
    return { settings: reviewSettings(teacher, options), startChances: [], decisions: [], rechosen };
  }
  if (request.reweigh !== undefined) {
    const parse = engine.parseAction;
    const last = Math.max(0, ...request.reweigh.map((r) => r.frame));
    if (parse === undefined || last > request.actions.length) throw new Error('review: a decision to weigh again is not in the match');
    const frames = rebuildFrames(hosted, request.initial, request.actions, last);
    const playouts = reviewSettings(teacher, options).playouts * REWEIGH.by;
    const items = request.reweigh.map((r) => {
      const made = (frames[r.frame] as ReviewFrame<unknown, unknown>).move;
      const other = parse(r.alternative.name, [...r.alternative.args]);
      if (made === null || other === null) throw new Error(`review: frame ${r.frame} cannot be weighed again`);
      return { before: (frames[r.frame - 1] as ReviewFrame<unknown, unknown>).state, seat: made.seat, move: made.move, other };
    });
    // All at once: which of them are in doubt (and weighed on more futures) depends on the others' weights.
    const settled = settleWeights(engine, teacher, items, playouts, options.seed, request.settleUpTo);
    const reweighedDecisions = request.reweigh.map((r, k): Reweighed => {
      const { before, seat, move, other } = items[k] as (typeof items)[number];
      const made = { seat, move };
      const weighed = settled[k] as (typeof settled)[number];
      const d = reweighed(
        { frame: r.frame, seat: made.seat, move: made.move, best: made.move, chosenChance: 0, alternative: { move: other, chance: 0 }, chanceLost: 0, label: 'best', forced: r.forced, decided: r.decided, chances: [], choice: [], luck: [] },
        weighed.chosen,
        weighed.other,
        weighed.se,
      );
      const said = sayer(teacher, engine.view(before, made.seat), made.seat, d.best);
      const recorded = request.actions[r.frame - 1] as ReviewPartRequest['actions'][number];
      return {
        frame: r.frame,
        chosenChance: d.chosenChance,
        alternative: { move: r.alternative, chance: weighed.other },
        chanceLost: d.chanceLost,
        label: d.label,
        weightSe: weighed.se,
        best: d.best === made.move ? { name: recorded.name, args: [...recorded.args] } : r.alternative,
        bestReason: said(d.best),
        moveReason: said(made.move),
        alternativeReason: said(other),
      };
    });
    return { settings: reviewSettings(teacher, options), startChances: [], decisions: [], reweighed: reweighedDecisions };
  }
  const frames = rebuildFrames(hosted, request.initial, request.actions, Math.min(request.to, request.actions.length + 1) - 1);
  const part = reviewPart(engine, teacher, frames, request.from, request.to, request.before, options);
  return {
    settings: reviewSettings(teacher, options),
    ...(teacher.luckSettling !== undefined && { luck: teacher.luckSettling(request.initial.ctx.numPlayers) }),
    startChances: part.startChances,
    decisions: part.decisions.map((d) => {
      const before = (frames[d.frame - 1] as ReviewFrame<unknown, unknown>).state;
      const after = (frames[d.frame] as ReviewFrame<unknown, unknown>).state as { events?: unknown };
      const said = sayer(teacher, engine.view(before, d.seat), d.seat, d.best);
      return {
        ...d,
        step: d.frame,
        events: Array.isArray(after.events) ? after.events.length : null,
        playerID: String(d.seat),
        // As recorded, so the replay's move list and the review name the same move.
        move: { name: request.actions[d.frame - 1]?.name ?? action(d.move).name, args: [...(request.actions[d.frame - 1]?.args ?? action(d.move).args)] },
        best: action(d.best),
        alternative: d.alternative === null ? null : { move: action(d.alternative.move), chance: d.alternative.chance },
        bestReason: said(d.best),
        moveReason: said(d.move),
        alternativeReason: d.alternative === null ? null : said(d.alternative.move),
      };
    }),
  };
}

/**
 * A move of the decision in the teacher's words, from the seat's view: the best move as the best (its
 * sentence may weigh it against the others), any other by its own facts (Teacher.explain).
 */
function sayer(teacher: NonNullable<GameModule['teacher']>, view: unknown, seat: number, best: unknown): (move: unknown) => ReviewReason {
  const bestKey = teacher.moveKey(best);
  return (move) => {
    const reason = teacher.explain(view, seat, move, move === best || teacher.moveKey(move) === bestKey);
    return { code: reason.code, ...(reason.params ? { params: { ...reason.params } } : {}) };
  };
}
