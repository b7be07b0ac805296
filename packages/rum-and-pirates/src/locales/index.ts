import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };

/** The game's words in each language, in the rulebooks' vocabulary, with the edition's rulings (i18next resources). */
export const rumAndPiratesLocales = { en, de } as const;
