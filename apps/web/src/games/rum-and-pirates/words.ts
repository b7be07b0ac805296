import type { Refusal } from '@harbour/game-kit';
import { FIELDS, type FieldKind, type SleepingKind } from '@harbour/rum-and-pirates/data';
import { costText, fieldName, tileName, tileWords } from '@harbour/rum-and-pirates/log';
import type { TFunction } from 'i18next';
import { formatList } from '../../i18n/index.js';
import { plain } from '../../shared/words.js';

/**
 * Rum & Pirates' words for the table. The game's own words (fields, tiles, terms, stage prompts, event
 * and refusal sentences, the edition's rulings) come from the game package under the namespace
 * `rum-and-pirates`; words only the web table needs live in ./locales under `rum-ui` (with the log's words, from `@harbour/rum-and-pirates/log`).
 */
export const GAME_NS = 'rum-and-pirates';
export const UI_NS = 'rum-ui';

export type T = TFunction;

export const term = (t: T, key: string): string => plain(t, `${GAME_NS}:term.${key}`);
export const colourWord = (t: T, colour: string): string => plain(t, `${GAME_NS}:colour.${colour}`);
/** A field kind as the board names it ("coin field", "tavern"). */
export const fieldKindWord = (t: T, kind: FieldKind): string => plain(t, `${UI_NS}:fieldKind.${kind}`);

/** A field by its id ("5.tavern"), as refusals name it. */
export function fieldNameById(t: T, id: string): string {
  const field = FIELDS.find((f) => f.id === id);
  return field ? fieldName(t, field.index) : id;
}

export { costText, fieldName, tileName, tileWords };

export const sleepingWord = (t: T, kind: SleepingKind): string => plain(t, `${GAME_NS}:tile.${kind}`);

/** Refusals whose sentence has a singular form: the parameter that counts (i18next's `count`). */
const REFUSAL_COUNTS: Readonly<Record<string, string>> = { 'move.notEnoughPirates': 'needed', 'move.notEnoughCoins': 'needed', 'reroll.limit': 'limit' };

/**
 * A refusal ({ code, params }) as a sentence in the reader's language: the game's sentence for the
 * code, with ids in the params (fields, colours, stacks, stages) turned into words.
 */
export function refusalText(t: T, language: string, refusal: Refusal): string {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(refusal.params ?? {})) {
    if (Array.isArray(value)) params[key] = formatList(language, value.map(String));
    else if (key === 'colour' && typeof value === 'string') params[key] = colourWord(t, value);
    else if (key === 'field' && typeof value === 'number') params[key] = fieldName(t, value);
    else if (key === 'field' && typeof value === 'string' && value.includes('.')) params[key] = fieldNameById(t, value);
    else if (key === 'stage' && typeof value === 'string') params[key] = t(`${GAME_NS}:stage.${value}`);
    else if (key === 'stack' && typeof value === 'string') params[key] = t(`${UI_NS}:stack.${value}`);
    else params[key] = value as string | number | boolean;
  }
  const counted = REFUSAL_COUNTS[refusal.code];
  if (counted !== undefined && typeof params[counted] === 'number') params.count = params[counted];
  return t(`${GAME_NS}:refusal.${refusal.code}`, { ...params, defaultValue: t(`${UI_NS}:refusalUnknown`, { code: refusal.code }) });
}
