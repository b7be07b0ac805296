/**
 * What the server's log metadata adds to a game's log (the games' lines come from G.events, which
 * know nothing of who or what made a move): a move the computer made ("… (automatic: the only
 * possible move)", "… (by the computer: the time ran out)"), and a move taken back ("Anne took
 * back the last move"). The server marks such a move with the events it added (`events: [from,
 * to]`), so the marks fit the log whatever state the table joined at.
 */
export type LogMarkKind = 'onlyMove' | 'timeout' | 'handOver' | 'takenBack';

export interface LogMark {
  /** The state id the move was made on. */
  stateID: number;
  playerID: string;
  kind: LogMarkKind;
  /** The game's events the move added: from (inclusive) to (exclusive); a take-back adds none (from = to). */
  from: number;
  to: number;
}

/** The most marks a table keeps. */
const KEEP = 500;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Marks and the state ids of moves taken back, from boardgame.io log entries (anything else is ignored). */
export function readLogMarks(log: unknown): { marks: LogMark[]; undone: number[] } {
  const marks: LogMark[] = [];
  const undone: number[] = [];
  if (!Array.isArray(log)) return { marks, undone };
  for (const entry of log) {
    if (!isObject(entry) || !isObject(entry.metadata) || !isObject(entry.action) || typeof entry._stateID !== 'number') continue;
    const { metadata, action } = entry;
    const payload = isObject(action.payload) ? action.payload : {};
    const span = metadata.events;
    if (typeof payload.playerID !== 'string' || !Array.isArray(span) || typeof span[0] !== 'number' || typeof span[1] !== 'number') continue;
    let kind: LogMarkKind | null = null;
    if (action.type === 'UNDO' && typeof metadata.takenBack === 'number') {
      kind = 'takenBack';
      undone.push(metadata.takenBack);
    } else if (action.type === 'MAKE_MOVE' && metadata.byComputer === true) {
      kind = metadata.reason === 'onlyMove' ? 'onlyMove' : metadata.reason === 'timeout' ? 'timeout' : 'handOver';
    }
    if (kind !== null) marks.push({ stateID: entry._stateID, playerID: payload.playerID, kind, from: span[0], to: span[1] });
  }
  return { marks, undone };
}

/** Adds marks to a list, each once, in state order; drops the marks of moves taken back. */
export function mergeLogMarks(list: readonly LogMark[], read: { marks: readonly LogMark[]; undone: readonly number[] }): LogMark[] {
  if (read.marks.length === 0 && read.undone.length === 0) return list as LogMark[];
  const undone = new Set(read.undone);
  const byKey = new Map(list.filter((m) => !undone.has(m.stateID)).map((m) => [`${m.stateID}/${m.playerID}`, m]));
  for (const m of read.marks) if (!undone.has(m.stateID)) byKey.set(`${m.stateID}/${m.playerID}`, m);
  return [...byKey.values()].sort((a, b) => a.stateID - b.stateID).slice(-KEEP);
}

/**
 * Whether the reader's seat may take back its last move now: the log of the move that led to the
 * state shown (`stateID`) is the seat's own, marked by the server as revealing nothing. The server
 * decides again when asked.
 */
export function mayTakeBack(log: unknown, playerID: string | null, stateID: number, takenBackAt?: number): boolean {
  return takeBackOffer(log, playerID, stateID, takenBackAt) === 'yes';
}

/**
 * `mayTakeBack`, telling apart the move made again after the seat's own take-back (`again`): that
 * move stands, timed match or not (the server takes a decision back once: `takeBack.once`).
 */
export function takeBackOffer(log: unknown, playerID: string | null, stateID: number, takenBackAt?: number): 'yes' | 'again' | 'no' {
  if (playerID === null || !Array.isArray(log)) return 'no';
  const own = log.some(
    (e) =>
      isObject(e) &&
      e._stateID === stateID - 1 &&
      isObject(e.action) &&
      e.action.type === 'MAKE_MOVE' &&
      isObject(e.action.payload) &&
      e.action.payload.playerID === playerID &&
      isObject(e.metadata) &&
      e.metadata.takeBack === true &&
      e.metadata.byComputer !== true,
  );
  if (!own) return 'no';
  // The state the move was made on came from the seat's own take-back.
  return takenBackAt === stateID - 1 || takenBackTo(log, playerID) === stateID - 1 ? 'again' : 'yes';
}

/** Why "Undo" is not offered for the seat's own last move (the server would refuse it the same way). */
export type TakeBackWhyNot = 'reveals' | 'once' | 'computer';

/**
 * Why the seat may not take back its last move, when that move (the one that led to the state shown)
 * is its own: it turned up something (the server left `takeBack` off), it was made again after the
 * seat's take-back (`once`), or the computer made it. Null when "Undo" is offered or the last move is
 * not the seat's (nothing to explain).
 */
export function takeBackWhyNot(log: unknown, playerID: string | null, stateID: number, takenBackAt?: number): TakeBackWhyNot | null {
  if (playerID === null || !Array.isArray(log)) return null;
  const entry: unknown = log.find((e) => isObject(e) && e._stateID === stateID - 1 && isObject(e.action) && e.action.type === 'MAKE_MOVE' && isObject(e.action.payload) && e.action.payload.playerID === playerID);
  if (!isObject(entry)) return null;
  const metadata = isObject(entry.metadata) ? entry.metadata : {};
  if (metadata.byComputer === true) return 'computer';
  if (metadata.takeBack !== true) return 'reveals';
  return takeBackOffer(log, playerID, stateID, takenBackAt) === 'again' ? 'once' : null;
}

/** The state id a take-back of `playerID` in these entries led to (the last one), or undefined. */
export function takenBackTo(log: unknown, playerID: string | null): number | undefined {
  if (!Array.isArray(log)) return undefined;
  let to: number | undefined;
  for (const e of log) {
    if (isObject(e) && isObject(e.action) && e.action.type === 'UNDO' && isObject(e.action.payload) && e.action.payload.playerID === playerID && typeof e._stateID === 'number') to = e._stateID + 1;
  }
  return to;
}
