import { CARDS, TAX_THRESHOLD, type CardId, type PersonKind, type ShipColour } from '@harbour/port-royal/data';
import { cardsForColours, swordsOf, type PlayerState, type PortRoyalState } from '@harbour/port-royal/rules';
import { formatList } from '../../i18n/index.js';
import { harborColours } from './choices.js';
import { UI_NS, cardDescription, colourWord, needsText, personWord, shipWord, type T } from './words.js';

/**
 * Help in place: what each piece of the Port Royal table is and does, in the rulebook's words,
 * with the current numbers (ExplainLayer shows these texts on hover, focus and long press).
 * Counts are written with their plural forms ("1 coin", "2 coins"; "1 Münze", "2 Münzen").
 */

const h = (t: T, key: string, params: Record<string, unknown> = {}): string => t(`${UI_NS}:help.${key}`, params);

export const coinsText = (t: T, count: number): string => h(t, 'nCoins', { count });
export const pointsText = (t: T, count: number): string => h(t, 'nPoints', { count });
export const swordsText = (t: T, count: number): string => h(t, 'nSwords', { count });
export const cardsText = (t: T, count: number): string => h(t, 'nCards', { count });

/** What a person does, in a sentence (its skill explained, not only named). */
export function personSkillHelp(t: T, kind: PersonKind, colour: ShipColour | null): string {
  return h(t, `person.${kind}`, { ship: colour ? shipWord(t, colour) : '', colour: colour ? colourWord(t, colour) : '' });
}

/** A card explained: what it is, what it costs or brings, its victory points and its effect. */
export function cardHelp(t: T, language: string, id: CardId): string {
  const c = CARDS[id];
  if (!c) return h(t, 'coinCard');
  switch (c.type) {
    case 'person':
      return h(t, 'personCard', {
        name: personWord(t, c.kind),
        cost: coinsText(t, c.cost),
        points: pointsText(t, c.points),
        skill: personSkillHelp(t, c.kind, c.colour),
      });
    case 'ship': {
      const repel = c.swords === null ? h(t, 'shipSkull') : h(t, 'shipRepel', { swords: swordsText(t, c.swords) });
      return h(t, 'shipCard', { name: shipWord(t, c.colour), colour: colourWord(t, c.colour), coins: coinsText(t, c.coins), repel });
    }
    case 'expedition': {
      const text = h(t, 'expeditionCard', { needs: needsText(t, language, c), coins: coinsText(t, c.coins), points: pointsText(t, c.points) });
      return c.fivePlayersOnly ? `${text} ${h(t, 'fivePlayersOnly')}` : text;
    }
    case 'tax':
      return h(t, c.bonus === 'mostSwords' ? 'taxMostSwords' : 'taxFewestPoints', { threshold: TAX_THRESHOLD });
  }
}

export function drawPileHelp(t: T, G: PortRoyalState): string {
  return h(t, 'drawPile', { cards: cardsText(t, G.drawPile.length) });
}

export function discardPileHelp(t: T, language: string, G: PortRoyalState): string {
  const top = G.discardPile[G.discardPile.length - 1];
  const text = h(t, 'discardPile', { cards: cardsText(t, G.discardPile.length) });
  return top === undefined ? text : `${text} ${h(t, 'discardTop', { card: cardDescription(t, language, top) })}`;
}

export function harborHelp(t: T, language: string, G: PortRoyalState): string {
  const colours = harborColours(G);
  const now =
    colours.length === 0
      ? h(t, 'harborNoShips')
      : h(t, 'harborColours', { colours: formatList(language, colours.map((c) => colourWord(t, c))), cards: cardsText(t, cardsForColours(G.harbor)) });
  return `${h(t, 'harbor')} ${now}`;
}

export function expeditionDisplayHelp(t: T): string {
  return h(t, 'expeditionDisplay');
}

export function coinsHelp(t: T, p: PlayerState): string {
  return h(t, 'coins', { coins: coinsText(t, p.coins.length), threshold: TAX_THRESHOLD });
}

export function pointsHelp(t: T, p: PlayerState): string {
  return h(t, 'points', { points: pointsText(t, p.points) });
}

export function swordsHelp(t: T, p: PlayerState): string {
  return h(t, 'swords', { swords: swordsText(t, swordsOf(p)) });
}

/** A seat's chip for persons of one kind: who holds how many, and what they do. */
export function personChipHelp(t: T, language: string, player: string, first: CardId, n: number): string {
  return h(t, 'chip', { player, n, card: cardHelp(t, language, first) });
}
