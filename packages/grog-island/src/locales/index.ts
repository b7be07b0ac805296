import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The game's words in each language, in the rulebooks' vocabulary (i18next resources). */
export const grogIslandLocales = { en, de } as const;
export { grogIslandHintLocales } from './hints.js';
