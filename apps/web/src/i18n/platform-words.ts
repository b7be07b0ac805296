import { onDemand } from './on-demand.js';

/**
 * The platform's German words (namespaces `ui`, `async`, `seat`, `hints`: what every table shows of
 * asynchronous play, a seat's tools and hints; locales/*.de.json): one chunk, fetched when German is
 * the language (at start, or when the reader switches).
 */
const german = () => import('./platform-de.js');

export const PLATFORM_GERMAN = {
  ui: onDemand(() => german().then((m) => m.ui)),
  async: onDemand(() => german().then((m) => m.async)),
  seat: onDemand(() => german().then((m) => m.seat)),
  hints: onDemand(() => german().then((m) => m.hints)),
};

/** Fetches all of them (before the first render in German; the tests' setup). */
export function loadPlatformGerman(): Promise<unknown> {
  return Promise.all(Object.values(PLATFORM_GERMAN).map((words) => words.load()));
}
