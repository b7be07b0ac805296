/** A match id: 16 URL-safe characters (made by the server from 96 random bits). */
export const MATCH_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/**
 * A seat's player id: "0", "1", … "99", canonical (no leading zeros, no sign). The games seat at most
 * six; one range for every message, route and link that names a seat.
 */
export const PLAYER_ID_PATTERN = /^(?:0|[1-9]\d?)$/;

const inner = (pattern: RegExp) => pattern.source.slice(1, -1);

/** A seat link's path, /seat/<matchID>/<playerID> (its credentials follow in the fragment): the two ids as groups. */
export const SEAT_PATH_PATTERN = new RegExp(`^/seat/(${inner(MATCH_ID_PATTERN)})/(${inner(PLAYER_ID_PATTERN)})/?$`);

export const ID_WORDS = {
  matchID: 'a match id is 16 URL-safe characters',
  playerID: 'a player id is "0", "1", …',
} as const;
