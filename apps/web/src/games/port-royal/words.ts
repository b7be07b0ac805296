import type { Refusal } from '@harbour/game-kit';
import {
  CARDS,
  SHIP_NAMES,
  type Card,
  type CardId,
  type PersonKind,
  type ShipColour,
} from '@harbour/port-royal/data';
import { cardRef, needsText, type Article } from '@harbour/port-royal/log';
import type { TFunction } from 'i18next';
import { formatList } from '../../i18n/index.js';
import { capitalise, plain } from '../../shared/words.js';

/**
 * Port Royal's words at the table. The game's own words (cards, terms, phases, stages, moves,
 * events, refusals, in the German rulebook's vocabulary) come from the game package under the
 * namespace `port-royal`; what only the web table needs lives in ./locales under `port-royal-ui` (with the log's words, from `@harbour/port-royal/log`).
 */
export const GAME_NS = 'port-royal';
export const UI_NS = 'port-royal-ui';

export type T = TFunction;
export { capitalise };

export function cardOf(id: CardId): Card | undefined {
  return CARDS[id];
}

export const personWord = (t: T, kind: PersonKind): string => plain(t, `${GAME_NS}:person.${kind}`);
export const shipWord = (t: T, colour: ShipColour): string => plain(t, `${GAME_NS}:ship.${SHIP_NAMES[colour]}`);
export const colourWord = (t: T, colour: ShipColour): string => plain(t, `${GAME_NS}:shipColour.${colour}`);
export const term = (t: T, key: string): string => plain(t, `${GAME_NS}:term.${key}`);

/** The name printed on a card: "Flute", "Sailor", "Expedition", "Tax increase". */
export function cardName(t: T, id: CardId): string {
  const c = cardOf(id);
  if (!c) return '?';
  switch (c.type) {
    case 'person':
      return personWord(t, c.kind);
    case 'ship':
      return shipWord(t, c.colour);
    case 'expedition':
      return capitalise(term(t, 'expedition'));
    case 'tax':
      return capitalise(term(t, 'taxIncrease'));
  }
}

/**
 * The name as printed on a card face, with soft hyphens where a long word may break (German
 * compounds, "Mademoiselle"), and shorter titles for expeditions and tax increases.
 */
export function cardTitle(t: T, id: CardId): string {
  const c = cardOf(id);
  if (!c) return '?';
  const key = c.type === 'person' ? c.kind : c.type === 'ship' ? SHIP_NAMES[c.colour] : c.type;
  return plain(t, `${UI_NS}:breaks.${key}`, () => (c.type === 'expedition' || c.type === 'tax' ? plain(t, `${UI_NS}:cardTitle.${c.type}`) : cardName(t, id)));
}

/** Everything a card says, as a sentence (accessible names, tooltips). */
export function cardDescription(t: T, language: string, id: CardId): string {
  const c = cardOf(id);
  if (!c) return t(`${GAME_NS}:card.coin`);
  switch (c.type) {
    case 'person': {
      const skill = t(`${GAME_NS}:skill.${c.kind}`, { ship: c.colour ? shipWord(t, c.colour) : '' });
      return `${t(`${GAME_NS}:card.person`, { name: personWord(t, c.kind), cost: c.cost, points: c.points })}; ${skill}.`;
    }
    case 'ship': {
      const body = c.swords === null ? t(`${GAME_NS}:ship.skull`, { coins: c.coins }) : t(`${GAME_NS}:ship.swords`, { swords: c.swords, coins: c.coins });
      return `${shipWord(t, c.colour)} (${colourWord(t, c.colour)}): ${body}.`;
    }
    case 'expedition': {
      const text = t(`${GAME_NS}:card.expedition`, { needs: needsText(t, language, c), coins: c.coins, points: c.points });
      return c.fivePlayersOnly ? `${text} (${t(`${GAME_NS}:card.expeditionFivePlayers`)}).` : `${text}.`;
    }
    case 'tax':
      return `${t(`${GAME_NS}:card.${c.bonus === 'mostSwords' ? 'taxMostSwords' : 'taxFewestPoints'}`)}.`;
  }
}

export { cardRef, needsText, type Article };

/** Refusals whose sentence has a singular form: the parameter that counts (i18next's `count`). */
const REFUSAL_COUNTS: Readonly<Record<string, string>> = { 'repel.notEnoughSwords': 'needed', 'take.noneLeft': 'allowed', 'hire.cannotAfford': 'cost', 'expedition.personCount': 'needed' };

/**
 * A refusal ({ code, params }) as a sentence in the reader's language: the game's sentence for
 * the code, with ids in the params (cards, seats, stages, moves, skills) turned into words.
 */
export function refusalText(t: T, language: string, refusal: Refusal, names: readonly string[] = []): string {
  const params: Record<string, string | number | boolean> = {};
  const seatName = (seat: unknown) => (typeof seat === 'number' ? (names[seat] ?? t('ui:seatN', { n: seat + 1 })) : String(seat));
  for (const [key, value] of Object.entries(refusal.params ?? {})) {
    if (key === 'waitingFor') params[key] = formatList(language, (Array.isArray(value) ? value : [value]).map(seatName));
    else if (key === 'active') params[key] = seatName(value);
    else if (key === 'card' && typeof value === 'number') params[key] = cardName(t, value);
    else if (key === 'stage' && typeof value === 'string') params[key] = t(`${GAME_NS}:stage.${value}`);
    else if (key === 'move' && typeof value === 'string') params[key] = t(`${GAME_NS}:move.${value}`, { defaultValue: value });
    else if (key === 'skill' && typeof value === 'string') params[key] = t(`${GAME_NS}:person.${value}`, { defaultValue: value });
    else if (Array.isArray(value)) params[key] = formatList(language, value.map(String));
    else params[key] = value as string | number | boolean;
  }
  // The active player pays no fee: "plus 0 for the active player" would only puzzle.
  if (refusal.code === 'hire.cannotAfford' && params.fee === 0) return t(`${UI_NS}:cannotAffordNoFee`, params);
  const counted = REFUSAL_COUNTS[refusal.code];
  if (counted !== undefined && typeof params[counted] === 'number') params.count = params[counted];
  return t(`${GAME_NS}:refusal.${refusal.code}`, { ...params, defaultValue: t(`${UI_NS}:refusalUnknown`, { code: refusal.code }) });
}
