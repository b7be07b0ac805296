import type { Refusal } from '@harbour/game-kit';
import {
  BUILDING_GOAL_POINTS,
  buildingById,
  goalTask,
  parrotCard,
  type BuildingType,
  type Colour,
} from '@harbour/grog-island/data';
import type { TFunction } from 'i18next';
import { formatList } from '../../i18n/index.js';
import { capitalise, plain } from '../../shared/words.js';

/**
 * Grog Island's words for the table. The game's own words (terms, stage prompts, event and refusal
 * sentences, in the rulebooks' vocabulary) come from the game package under the namespace
 * `grog-island`; words only the web table needs live in ./locales under `grog-ui` (with the log's words, from `@harbour/grog-island/log`).
 */
export const GAME_NS = 'grog-island';
export const UI_NS = 'grog-ui';

export type T = TFunction;

export { plain, capitalise } from '../../shared/words.js';

export const colourWord = (t: T, c: Colour): string => plain(t, `${GAME_NS}:colour.${c}`);
export const goodsWord = (t: T, c: Colour): string => plain(t, `${GAME_NS}:goods.${c}`);
export const peninsulaWord = (t: T, c: Colour): string => plain(t, `${GAME_NS}:peninsula.${c}`);
/** The peninsula as it reads after "on the" / "auf der" (German needs the dative form). */
export const peninsulaAfterPreposition = (t: T, c: Colour): string => plain(t, `${GAME_NS}:peninsulaAfterPreposition.${c}`);
export const buildingTypeWord = (t: T, type: BuildingType): string => plain(t, `${GAME_NS}:building.${type}`);
/** The same name with soft hyphens where a long one may break (German compounds), for narrow places. */
export const breakableBuildingWord = (t: T, type: BuildingType): string => plain(t, `${UI_NS}:buildingBreaks.${type}`, () => buildingTypeWord(t, type));
export const term = (t: T, key: string): string => plain(t, `${GAME_NS}:term.${key}`);

/** "hat shop (gray)": a building named by type and peninsula. */
export function buildingWord(t: T, id: string): string {
  const b = buildingById(id);
  return b ? t(`${UI_NS}:buildingOn`, { building: buildingTypeWord(t, b.type), colour: colourWord(t, b.peninsula) }) : id;
}

/** The task printed on a goal card (the card id must be known, not hidden). */
export function goalTaskText(t: T, card: number): string {
  const task = goalTask(card);
  switch (task.kind) {
    case 'building':
      return t(`${GAME_NS}:goal.building`, { points: BUILDING_GOAL_POINTS[task.type], type: buildingTypeWord(t, task.type) });
    case 'parrots':
      return t(`${GAME_NS}:goal.parrots`);
    case 'goods':
      return t(`${GAME_NS}:goal.goods`, { goods: goodsWord(t, task.colour) });
    case 'peninsula':
      return t(`${GAME_NS}:goal.peninsula`, { peninsula: peninsulaAfterPreposition(t, task.colour) });
  }
}

/**
 * What a goal card scores, under its title on the card's face (the title not said again: "Hat shop" over
 * "2 pirate points per crew member"); goalTaskText says the whole task where the card has no title.
 */
export function goalFaceText(t: T, card: number): string {
  const task = goalTask(card);
  switch (task.kind) {
    case 'building':
      return t(`${UI_NS}:goalFace.building`, { count: BUILDING_GOAL_POINTS[task.type] });
    case 'parrots':
      return t(`${UI_NS}:goalFace.parrots`);
    case 'goods':
      return t(`${UI_NS}:goalFace.goods`);
    case 'peninsula':
      return t(`${UI_NS}:goalFace.peninsula`);
  }
}

/** A short title for a goal card ("Hat shop", "Parrots", "Lemons", "Orange peninsula"). */
export function goalTitle(t: T, card: number): string {
  const task = goalTask(card);
  switch (task.kind) {
    case 'building':
      return capitalise(buildingTypeWord(t, task.type));
    case 'parrots':
      return capitalise(term(t, 'parrotCards'));
    case 'goods':
      return capitalise(goodsWord(t, task.colour));
    case 'peninsula':
      return capitalise(peninsulaWord(t, task.colour));
  }
}

export function parrotText(t: T, card: number): string {
  const parrot = parrotCard(card);
  return parrot.kind === 'keepBid'
    ? t(`${GAME_NS}:parrotCard.keepBid`)
    : t(`${GAME_NS}:parrotCard.turnDie`, { colour: colourWord(t, parrot.colour) });
}

const COLOUR_PARAMS = new Set(['colour', 'leftColour', 'demand', 'peninsula']);

/** Refusals whose sentence has a singular form: the parameter that counts (i18next's `count`). */
const REFUSAL_COUNTS: Readonly<Record<string, string>> = { 'trade.mainTooMany': 'max', 'trade.notEnoughCards': 'left', 'trade.notEnoughGoods': 'have', 'trade.paymentMismatch': 'units', 'pay.notEnough': 'coins' };

/**
 * A refusal ({ code, params }) as a sentence in the reader's language: the game's sentence for the
 * code, with ids in the params (colours, buildings, ships, stages) turned into words.
 */
export function refusalText(t: T, language: string, refusal: Refusal): string {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(refusal.params ?? {})) {
    if (Array.isArray(value)) {
      const words = key === 'allowed' ? value.map((c) => colourWord(t, c as Colour)) : value.map(String);
      params[key] = formatList(language, words, key === 'allowed' ? 'disjunction' : 'conjunction');
    } else if (typeof value === 'string' && COLOUR_PARAMS.has(key)) {
      params[key] = colourWord(t, value as Colour);
    } else if (typeof value === 'string' && key === 'building') {
      params[key] = buildingWord(t, value);
    } else if (typeof value === 'string' && key === 'type') {
      params[key] = buildingTypeWord(t, value as BuildingType);
    } else if (typeof value === 'string' && key === 'ship') {
      params[key] = t(`${GAME_NS}:ship.${value}`);
    } else if (typeof value === 'string' && key === 'stage') {
      params[key] = t(`${GAME_NS}:stage.${value}`);
    } else {
      params[key] = value as string | number | boolean;
    }
  }
  const key = `${GAME_NS}:refusal.${refusal.code}`;
  const counted = REFUSAL_COUNTS[refusal.code];
  if (counted !== undefined && typeof params[counted] === 'number') params.count = params[counted];
  return t(key, { ...params, defaultValue: t(`${UI_NS}:refusalUnknown`, { code: refusal.code }) });
}
