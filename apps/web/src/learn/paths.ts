/** The how-to-win page of a game. */
export function howToWinPath(gameName: string): string {
  return `/games/${encodeURIComponent(gameName)}/how-to-win`;
}

/** Whether the table's address asks for teaching (`?learn=1`). */
export function asksToLearn(search: string): boolean {
  return new URLSearchParams(search).get('learn') === '1';
}
