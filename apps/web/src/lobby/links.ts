/**
 * The client's own addresses for a match. The lobby's answers carry the links it made (invite,
 * seat, spectate); these are for places where the client needs one without asking.
 */
export function inviteUrl(matchID: string, origin = window.location.origin): string {
  return `${origin}/join/${encodeURIComponent(matchID)}`;
}
