import type { MatchStorage } from '@harbour/storage';
import type { LogEntry, State } from 'boardgame.io';
import { AppError } from '../errors.js';
import { reduceMove, type HostedGame } from '../match/games.js';
import { eventSpan, takeBackAllowed } from '../match/log-marks.js';
import type { LiveMatch, MatchRunner, MoveOutcome } from '../match/runner.js';
import type { SocketSeat, TableFeature } from '../match/table-feature.js';
import type { ClientAnswers, ParsedMessage } from '../match/protocol.js';
import { TAKE_BACKS_PER_DECISION, takeBacksSpent } from './take-back-limit.js';

/** How many matches' states before their last move a process keeps (about 10–20 KB each). */
const KEEP_BEFORE = 500;


const takeBackErrors = {
  notJoined: () => new AppError(409, 'match.notJoined', 'Join the match on this connection first.'),
  spectator: () => new AppError(403, 'takeBack.spectator', 'Spectators have no move to take back.'),
  nothing: () => new AppError(409, 'takeBack.nothing', 'There is no move to take back.'),
  notYours: () => new AppError(409, 'takeBack.notYours', 'The last move is not yours to take back.'),
  othersActed: () => new AppError(409, 'takeBack.othersActed', 'Another seat has acted since your move.'),
  reveals: () => new AppError(409, 'takeBack.reveals', 'This move showed something (a card, a die, a secret) and cannot be taken back.'),
  unavailable: () => new AppError(409, 'takeBack.unavailable', 'This move cannot be taken back.'),
  once: () => new AppError(409, 'takeBack.once', 'A decision can be taken back once: this move stands.'),
  late: () => new AppError(409, 'takeBack.late', 'The time for this decision has run out: the move stands.'),
};

/**
 * The log entry of a take-back: boardgame.io's UNDO, made by the seat, naming the state it undid,
 * with where its line goes in the game's log (after the events of `restored`).
 */
export function takeBackEntry(current: State, restored: State, playerID: string): LogEntry {
  const at = eventSpan(restored.G, restored.G)?.[0];
  return {
    action: { type: 'UNDO', payload: { type: 'takeBack', args: null, playerID } },
    _stateID: current._stateID,
    turn: current.ctx.turn,
    phase: current.ctx.phase,
    metadata: { takenBack: current._stateID - 1, ...(at === undefined ? {} : { events: [at, at] }) },
  } as LogEntry;
}

/**
 * The match's states again from its first, by its log (boardgame.io's reducer is deterministic: the
 * random plugin's state is part of the state): a move's entries are played, a take-back returns to
 * the state before the last move. Returns the last state and the one before its last move (null
 * after a take-back). Asked only when a take-back reaches a process that did not commit the move
 * (0.1–0.2 s for a whole 4-player match on a busy machine): the store keeps no earlier states, only
 * the current one and patches up to it.
 */
export function replayLog(hosted: HostedGame, initial: State, log: readonly LogEntry[]): { state: State; before: State | null } {
  let state = initial;
  let before: State | null = null;
  for (const entry of log) {
    if (entry.action.type === 'MAKE_MOVE') {
      const { type, args, playerID } = entry.action.payload as { type: string; args?: unknown[] | null; playerID: string };
      const { deltalog: _d, transients: _t, ...next } = reduceMove(hosted, state, playerID, type, args ?? []);
      before = state;
      state = next;
    } else if (entry.action.type === 'UNDO' && before !== null) {
      state = { ...before, _stateID: state._stateID + 1 };
      before = null;
    }
  }
  return { state, before };
}

/**
 * A seat takes back its last move (the `takeBack` socket message): allowed while no other seat has
 * acted since and the game says the move revealed nothing. The state before the move is committed
 * as a NEW state (the state id moves forward, through the runner's compare-and-swap like any move:
 * a double click or a second process finds the match moved on and is refused), logged as boardgame.io's
 * UNDO ("Anne took back her move"). Only one step: a take-back cannot itself be taken back, and a
 * decision is taken back once (`TAKE_BACKS_PER_DECISION`), timed or not. The seat's decision resumes
 * with the deadline it had (clocks.ts `takeBackClock`), refused once past.
 */
export class TakeBack {
  /**
   * Per match, the state before the last move this process committed when that move may be taken
   * back (the runner hands it to its listeners): a take-back asked here then needs no replay. The
   * id of the state it held says whether it is still the one before the current state.
   */
  private readonly before = new Map<string, State>();

  constructor(
    private readonly runner: MatchRunner,
    private readonly matches: MatchStorage,
    /** How the take-back would leave the seat's decision clock (clock-keeper.ts); without it, as untimed. */
    private readonly clockOf: (live: LiveMatch, playerID: string, moveStateID: number) => Promise<'untimed' | 'late' | 'resumes' | 'restarted'> = async () => 'untimed',
  ) {}

  /** What take-backs add to a table: the `takeBack` message, and the state before each move committed here kept while it may be taken back. */
  readonly feature: TableFeature = {
    name: 'takeBack',
    committed: (live, previous, deltalog) => this.remember(live, previous, deltalog),
    messages: { takeBack: (payload, seat) => this.request(payload, seat) },
  };

  /** After a commit here: keeps the state before it if the move may be taken back (else forgets the match's). */
  private remember(live: LiveMatch, previous: State, deltalog: readonly LogEntry[]): void {
    this.before.delete(live.matchID);
    if (!deltalog.some((e) => (e.metadata as { takeBack?: unknown } | undefined)?.takeBack === true)) return;
    this.before.set(live.matchID, previous);
    // The oldest goes first (a Map keeps the order of insertion).
    if (this.before.size > KEEP_BEFORE) this.before.delete(this.before.keys().next().value as string);
  }

  async request(message: ParsedMessage<'takeBack'>, seat: (matchID: string) => SocketSeat | undefined): Promise<ClientAnswers['takeBack']> {
    const { matchID, stateID } = message;
    const sub = seat(matchID);
    if (sub === undefined) throw takeBackErrors.notJoined();
    if (sub.playerID === null || sub.credentialsHash === null) throw takeBackErrors.spectator();
    const outcome = await this.takeBack(matchID, sub.playerID, sub.credentialsHash, stateID);
    if (!outcome.ok) throw outcome.error;
    return { stateID: outcome.stateID };
  }

  takeBack(matchID: string, playerID: string, credentialsHash: string, stateID: number): Promise<MoveOutcome> {
    return this.runner.submitState({ matchID, playerID, actor: { kind: 'seat', credentialsHash }, stateID }, (live) => this.restore(live, playerID));
  }

  /**
   * The state before the seat's last move, as the next state, with its log entry; or why not. The
   * cheap checks come first, on the last few log entries (a take-back refused for what the move was
   * costs one small read); whether the decision was taken back already may need the whole log; the
   * state before the move is the one this process kept at its commit, else the log replayed.
   */
  private async restore(live: LiveMatch, playerID: string): Promise<{ state: State; deltalog: LogEntry[] } | AppError> {
    const current = live.state;
    if (current._stateID === 0) return takeBackErrors.nothing();
    const recentFrom = Math.max(0, current._stateID - 2);
    const { log: recent = [] } = await this.matches.load(live.matchID, { log: true, logFrom: recentFrom });
    const move = recent.find((entry) => entry._stateID === current._stateID - 1 && entry.action.type === 'MAKE_MOVE');
    if (move === undefined) return takeBackErrors.nothing();
    const mover = (move.action.payload as { playerID?: unknown }).playerID;
    if (mover !== playerID) return mover === undefined ? takeBackErrors.nothing() : takeBackErrors.othersActed();
    const marks = move.metadata as { byComputer?: unknown; takeBack?: unknown } | undefined;
    if (marks?.byComputer === true) return takeBackErrors.notYours();
    // The rules' answer at the move's commit (asked again below, on the state before it).
    if (marks?.takeBack !== true) return takeBackErrors.reveals();
    // A decision is taken back a bounded number of times whatever its clock (take-back-limit.ts): a
    // loop of moves and take-backs must become neither a way to stall nor a log that grows without end.
    if (await this.spentOn(live, { recent, recentFrom }, move._stateID, playerID)) return takeBackErrors.once();
    // The seat's decision goes on with the time it had (clocks.ts): once that ran out, the move stands.
    const clock = await this.clockOf(live, playerID, move._stateID);
    if (clock === 'late') return takeBackErrors.late();
    const before = await this.stateBefore(live);
    if (before === null) return takeBackErrors.unavailable();
    const { type, args } = move.action.payload as { type: string; args?: unknown[] | null };
    if (!takeBackAllowed(live.hosted.module, before, current, type, args ?? [])) return takeBackErrors.reveals();
    return { state: { ...before, _stateID: current._stateID + 1 }, deltalog: [takeBackEntry(current, before, playerID)] };
  }

  /**
   * Whether the seat has spent its take-backs on the decision of its move made on `moveStateID`:
   * read on the last entries, else (the seat's last move that stands is further back) on the whole log.
   */
  private async spentOn(live: LiveMatch, read: { recent: readonly LogEntry[]; recentFrom: number }, moveStateID: number, playerID: string): Promise<boolean> {
    let spent = takeBacksSpent(read.recent, moveStateID, playerID, read.recentFrom);
    if (spent === null) {
      const { log = [] } = await this.matches.load(live.matchID, { log: true });
      spent = takeBacksSpent(log, moveStateID, playerID) ?? 0;
    }
    return spent >= TAKE_BACKS_PER_DECISION;
  }

  /** The stored state one before the held one: kept here at its commit, or the whole log replayed (and checked). */
  private async stateBefore(live: LiveMatch): Promise<State | null> {
    const current = live.state;
    const kept = this.before.get(live.matchID);
    // State ids are committed once each (compare-and-swap): the kept state with this id is the stored one.
    if (kept !== undefined && kept._stateID === current._stateID - 1) return kept;
    const { log = [], initialState } = await this.matches.load(live.matchID, { log: true, initialState: true });
    if (initialState === undefined) return null;
    const { state, before } = replayLog(live.hosted, initialState, log.filter((entry) => entry._stateID < current._stateID));
    // The log must lead to the held state exactly; anything else and nothing is restored.
    if (before === null || state._stateID !== current._stateID || JSON.stringify(state.G) !== JSON.stringify(current.G) || JSON.stringify(state.ctx) !== JSON.stringify(current.ctx)) return null;
    return before;
  }
}
