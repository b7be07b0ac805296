import type { BoardgameAction, Engine } from './engine.js';
import type { Refusal } from './refusal.js';

/**
 * What a game's rules say about playing over days (issue 27), for the server to carry out: forced moves,
 * the decision taken for a seat whose time ran out, which moves may be taken back, and standing orders a
 * seat leaves for its decisions on other players' turns. Pure: no I/O, no clock, no randomness.
 */
export interface Automation<State, Move, View = State, Order = unknown> {
  /**
   * The seat's only legal move, when it has exactly one AND every other seat can tell so from what it
   * sees (so making it at once reveals nothing); otherwise null. Called with the full state.
   */
  forcedMove(state: State, seat: number): Move | null;
  /**
   * The most conservative legal move for a seat whose time ran out (pass, keep, take nothing, end the
   * turn), spending none of its coins, cards or pirates where the rules leave a free choice. Called with
   * the seat's own view (what the bot of `decideOnce` is given); null when the seat has no decision.
   */
  conservativeMove(view: View, seat: number): Move | null;
  /**
   * Whether `move`, which led from `before` to `after`, may be taken back: it revealed nothing (no card
   * drawn or turned up, no die rolled, no secret shown, no randomness consumed). Whether another seat has
   * acted since is for the caller to check.
   */
  canTakeBack(before: State, after: State, move: Move): boolean;
  /** The typed move of an action as boardgame.io logs it (name and arguments), or null if it is none. */
  moveOf(action: BoardgameAction): Move | null;
  /** Validates an order that came over the network (untrusted). */
  parseOrder(raw: unknown): { ok: true; order: Order } | { ok: false; refusal: Refusal };
  /**
   * The move `seat`'s standing order makes now, or 'ask' when the order does not decide this decision
   * (the seat is asked as usual). Called with the full state when the decision arrives. Whether it
   * decides (a move or 'ask') must depend only on the order and on what every seat sees: asking starts
   * the seat's clock in view of the table, so an 'ask' that follows a secret (coins the seat cannot
   * pay with) would tell it. Which move it makes may follow the seat's secrets, as a click would.
   */
  orderMove(state: State, seat: number, order: Order): Move | 'ask';
  /** Whether the order still stands (false: it has expired or become impossible; drop it). */
  orderStands(state: State, seat: number, order: Order): boolean;
  /** A short sentence for the seat's table: "pass unless a Governor shows up and I keep 5 coins". */
  describeOrder(order: Order, language: OrderLanguage): string;
}

export const ORDER_LANGUAGES = ['en', 'de'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** A move or 'ask': what an order decides. */
export type OrderDecision<Move> = Move | 'ask';

/** Fills i18next-style {{placeholders}} (no plurals: the order sentences are written without them). */
export function fillWords(sentence: string, params: Readonly<Record<string, string | number>>): string {
  return sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Joins a list in words: "a, b or c" / "a, b oder c". */
export function listInWords(items: readonly string[], or: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1] as string}`;
}

/**
 * A decision as the server submits it (boardgame.io's move name and arguments), or null when there is
 * none ('ask', or no move): `decisionAction(module.engine, module.automation.conservativeMove(view, seat))`
 * is what `BotRunner.decideOnce` submits today in place of the easy bot's choice.
 */
export function decisionAction<State, Move, View>(engine: Pick<Engine<State, Move, View>, 'toAction'>, decision: Move | 'ask' | null): BoardgameAction | null {
  if (decision === null || decision === 'ask') return null;
  const { name, args } = engine.toAction(decision);
  return { name, args: [...args] };
}
