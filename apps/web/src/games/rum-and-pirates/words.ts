import type { Refusal } from '@harbour/game-kit';
import { FIELDS, tileById, type FieldKind, type SleepingKind, type Tile } from '@harbour/rum-and-pirates/data';
import type { TFunction } from 'i18next';
import { formatList } from '../../i18n/index.js';
import { plain } from '../../shared/words.js';

/**
 * Rum & Pirates' words for the table. The game's own words (fields, tiles, terms, stage prompts, event
 * and refusal sentences, the edition's rulings) come from the game package under the namespace
 * `rum-and-pirates`; words only the web table needs live in ./locales under `rum-ui`.
 */
export const GAME_NS = 'rum-and-pirates';
export const UI_NS = 'rum-ui';

export type T = TFunction;

export const term = (t: T, key: string): string => plain(t, `${GAME_NS}:term.${key}`);
export const colourWord = (t: T, colour: string): string => plain(t, `${GAME_NS}:colour.${colour}`);
/** A field kind as the board names it ("coin field", "tavern"). */
export const fieldKindWord = (t: T, kind: FieldKind): string => plain(t, `${UI_NS}:fieldKind.${kind}`);

/** Field names per language (the board names every field several times per drawing). */
const fieldNames = new WeakMap<T, string[]>();

/** A field of the board by its index: "blue tavern (5)", "coin field (3)" (the part's number in brackets). */
export function fieldName(t: T, index: number): string {
  let names = fieldNames.get(t);
  if (!names) {
    names = FIELDS.map((field) =>
      field.colour === null
        ? t(`${UI_NS}:fieldName`, { kind: fieldKindWord(t, field.kind), part: field.part })
        : t(`${UI_NS}:fieldNameColoured`, { kind: fieldKindWord(t, field.kind), colour: colourWord(t, field.colour), part: field.part }),
    );
    fieldNames.set(t, names);
  }
  return names[index] ?? String(index);
}

/** A field by its id ("5.tavern"), as refusals name it. */
export function fieldNameById(t: T, id: string): string {
  const field = FIELDS.find((f) => f.id === id);
  return field ? fieldName(t, field.index) : id;
}

/** A tile as words: "blue tavern tile 4", "hat 3", "rendezvous: a tavern (4)", "scorpion −2 (at 14)". */
export function tileName(t: T, id: number): string {
  if (id < 0) return plain(t, `${UI_NS}:hiddenTile`);
  const tile = tileById(id);
  return tileWords(t, tile);
}

export function tileWords(t: T, tile: Tile): string {
  switch (tile.kind) {
    case 'tavern':
    case 'map':
      return t(`${UI_NS}:tileName.${tile.kind}`, { colour: colourWord(t, tile.colour ?? ''), value: tile.value });
    case 'supplies':
      return t(`${UI_NS}:tileName.supplies`, { supply: plain(t, `${GAME_NS}:supply.${tile.supply ?? ''}`), value: tile.value });
    case 'rendezvous':
      return t(`${UI_NS}:tileName.rendezvous`, { destination: plain(t, `${GAME_NS}:destination.${tile.destination ?? ''}`), value: tile.value });
    case 'scorpion':
      return t(`${UI_NS}:tileName.scorpion`, { threshold: tile.threshold ?? 0 });
    default:
      return t(`${UI_NS}:tileName.plain`, { tile: plain(t, `${GAME_NS}:tile.${tile.kind}`), value: tile.value });
  }
}

/** A cost in words with its plural forms: "2 pirates, free", "1 pirate, 1 coin". */
export function costText(t: T, cost: { pirates: number; coins: number }): string {
  return `${t(`${UI_NS}:piratesCount`, { count: cost.pirates })}, ${cost.coins === 0 ? t(`${UI_NS}:free`) : t(`${UI_NS}:coinsCount`, { count: cost.coins })}`;
}

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
