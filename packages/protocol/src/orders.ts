/**
 * Standing orders (issue 27): a seat's orders for its decisions on other players' turns, carried out
 * by the server when the decision arrives. The order itself is the game's (its `automation.parseOrder`
 * says what it may hold); these are the messages around it. An order is its seat's secret: the server
 * sends it (and its description) to that seat's sockets alone.
 */

/** The most JSON text an order may take (checked by the server before the game parses it; the web checks it too). */
export const ORDER_MAX_BYTES = 2048;

/** The languages an order's description is written in. */
export const ORDER_DESCRIPTION_LANGUAGES = ['en', 'de'] as const;
export type OrderDescriptionLanguage = (typeof ORDER_DESCRIPTION_LANGUAGES)[number];

/** Client → server `setOrder`: sets or replaces the joined seat's order. */
export interface SetOrderMessage {
  matchID: string;
  /** The game's order (e.g. Port Royal `{ kind: "alwaysPass" }`). */
  order: unknown;
  /** The language of the description sent back (default `en`). */
  language?: OrderDescriptionLanguage;
}

/** Client → server `cancelOrder`: removes the joined seat's order (no error when it has none). */
export interface CancelOrderMessage {
  matchID: string;
}

/** A seat's order as its own sockets see it. */
export interface SeatOrderFrame {
  order: unknown;
  /** In words, in the language it was set in: "pass unless a Governor shows up and I keep 5 coins". */
  description: string;
}

/**
 * Server → the seat's own sockets, event `order`: its order changed (set or cancelled, from this or
 * another device), or was dropped because it no longer stands or the seat's link was rotated
 * (`dropped: true`: the seat is asked as usual). Also the `order` field of a seat's join and sync answers.
 */
export interface OrderPayload {
  matchID: string;
  playerID: string;
  order: SeatOrderFrame | null;
  dropped?: boolean;
}

/** Whether an order's JSON text is within ORDER_MAX_BYTES (UTF-8). */
export function orderWithinBounds(order: unknown): boolean {
  const text = JSON.stringify(order);
  return text !== undefined && new TextEncoder().encode(text).length <= ORDER_MAX_BYTES;
}
