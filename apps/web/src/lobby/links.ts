/**
 * The client's own addresses for a match. The lobby's answers carry the links it made (invite,
 * seat, spectate); these are for places where the client needs one without asking.
 */
export function inviteUrl(matchID: string, origin = window.location.origin): string {
  return `${origin}/join/${encodeURIComponent(matchID)}`;
}

/** The address to watch a match from (the lobby's spectate link). */
export function watchUrl(matchID: string, origin = window.location.origin): string {
  return `${origin}/match/${encodeURIComponent(matchID)}/watch`;
}

/** The page a created match's links stand on (its host's, after "Create the match"). */
export function createdPath(matchID: string): string {
  return `/match/${encodeURIComponent(matchID)}/created`;
}
