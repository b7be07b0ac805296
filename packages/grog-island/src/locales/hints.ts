import de from './hints.de.json' with { type: 'json' };
import en from './hints.en.json' with { type: 'json' };

/**
 * The teacher's sentences (`hint.<code>`, one per reason code of bots/hints-reasons.ts), to merge into
 * the game's namespace: they nest the game's own words ($t(building.…), $t(peninsula.…)).
 */
export const grogIslandHintLocales = { en, de } as const;
