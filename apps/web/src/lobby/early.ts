/**
 * Lobby answers a page's entry (main.ts) asks for before the app has loaded: the request starts with
 * the page, and the lobby (http.ts) takes its answer instead of asking again. Each is taken once.
 */
const early = new Map<string, Promise<Response>>();

/** Starts a GET of `url` (a JSON answer of the lobby) now. */
export function fetchEarly(url: string, fetchFn: typeof fetch = (...args) => fetch(...args)): void {
  if (early.has(url)) return;
  const answer = fetchFn(url, { method: 'GET', headers: { accept: 'application/json' } });
  // A failed early request leaves nothing behind: the lobby asks again itself.
  answer.catch(() => early.delete(url));
  early.set(url, answer);
}

/** The early answer for a GET of `url`, if one was started (and not taken yet). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}
