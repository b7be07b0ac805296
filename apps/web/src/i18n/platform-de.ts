import asyncDe from '../async/locales/de.json';
import seatDe from '../async/seat/locales/de.json';
import hintsDe from '../hints/locales/de.json';
import uiDe from './de.json';

/** The platform's German words, one chunk fetched only when German is the language (platform-words.ts). */
export const ui = uiDe;
export const async = asyncDe;
export const seat = seatDe;
export const hints = hintsDe;
