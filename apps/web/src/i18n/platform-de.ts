import asyncDe from './locales/async.de.json';
import hintsDe from './locales/hints.de.json';
import seatDe from './locales/seat.de.json';
import uiDe from './de.json';

/** The platform's German words, one chunk fetched only when German is the language (platform-words.ts). */
export const ui = uiDe;
export const async = asyncDe;
export const seat = seatDe;
export const hints = hintsDe;
