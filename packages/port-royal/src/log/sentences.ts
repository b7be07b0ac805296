import { formatList, type Story, type StoryLine, type Translate, type Words } from '@harbour/game-kit';
import { CARDS, EXPEDITION_SKILLS, SHIP_NAMES, type CardId, type ExpeditionCard, type ShipColour } from '../data.js';
// The game's words imported directly (not through its {en, de} pair): a client that uses the log's
// functions but not this story keeps no German words in its bundle.
import gameDe from '../locales/de.json' with { type: 'json' };
import gameEn from '../locales/en.json' with { type: 'json' };
import type { GameEvent, PortRoyalState } from '../rules/index.js';
import de from '../locales/log.de.json' with { type: 'json' };
import en from '../locales/log.en.json' with { type: 'json' };

/**
 * The game log in plain sentences, for the web's log and the server's turn notices: one line per
 * public event of the state (G.events), in the reader's language, with player names. Events carry
 * no secret (coins are counted, never named), so every seat and every spectator reads the same story.
 * Words: the game's own (namespace `port-royal`) and the log's (./locales/log.*.json, which the web
 * registers in its table namespace `port-royal-ui`).
 */
export const GAME_NS = 'port-royal';
export const UI_NS = 'port-royal-ui';

/** The log's words beyond the game's own, per language. */
export const portRoyalLogLocales = { en, de } as const;

export function logLines(t: Translate, language: string, events: readonly GameEvent[], names: readonly string[]): StoryLine[] {
  const texts = textCache(t, language, names);
  const lines: StoryLine[] = [];
  events.forEach((event, index) => {
    // The busting ship is told once, by the bust's own sentence.
    const next = events[index + 1];
    if (event.type === 'turnedUp' && next?.type === 'busted' && next.card === event.card) return;
    let text = texts.get(event);
    if (text === undefined) {
      text = eventText(t, language, event, names);
      // A tax increase is resolved in the same move that turns it up: say when nobody had to pay.
      if (event.type === 'turnedUp' && CARDS[event.card]?.type === 'tax' && !taxPaidAfter(events, index)) text = `${text} ${t(`${UI_NS}:log.nobodyPays`)}`;
      texts.set(event, text);
    }
    if (text === '') return;
    lines.push({
      id: index,
      text,
      seat: 'seat' in event && typeof event.seat === 'number' ? event.seat : null,
      heading: event.type === 'turnBegan' || event.type === 'endTriggered' || event.type === 'gameOver',
    });
  });
  return lines;
}

/** Whether somebody gave up coins to the tax increase turned up at `index`. */
function taxPaidAfter(events: readonly GameEvent[], index: number): boolean {
  for (const e of events.slice(index + 1)) {
    if (e.type === 'taxPaid') return true;
    if (e.type !== 'reshuffled' && e.type !== 'coinsReceived') return false;
  }
  return false;
}

/**
 * Sentences already written, per language function and names: events never change once they
 * happened and keep their identity from one state to the next (updates are applied as patches),
 * so a move only writes the sentences of its own events.
 */
const caches = new WeakMap<Translate, { key: string; texts: WeakMap<GameEvent, string> }>();

function textCache(t: Translate, language: string, names: readonly string[]): WeakMap<GameEvent, string> {
  const key = `${language}|${names.join('|')}`;
  let cache = caches.get(t);
  if (!cache || cache.key !== key) {
    cache = { key, texts: new WeakMap() };
    caches.set(t, cache);
  }
  return cache.texts;
}

export function eventText(t: Translate, language: string, event: GameEvent, names: readonly string[]): string {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? '' : (names[seat] ?? t('ui:seatN', { n: seat + 1 })));
  const say = (key: string, params: Record<string, unknown> = {}) => t(`${GAME_NS}:event.${key}`, params);
  const ref = (card: number, article: 'indefinite' | 'definite' | 'bare') => cardRef(t, language, card, article);
  switch (event.type) {
    case 'turnBegan':
      return say('turnBegan', { player: name(event.seat) });
    case 'turnedUp':
      return say('turnedUp', { player: name(event.seat), card: ref(event.card, 'indefinite') });
    case 'repelled':
      return say('repelled', { player: name(event.seat), card: ref(event.card, 'definite'), swords: event.swords, count: event.swords });
    case 'busted':
      return t(`${UI_NS}:log.busted`, { player: name(event.seat), card: ref(event.card, 'indefinite'), count: event.discarded.length });
    case 'taxPaid':
      return say('taxPaid', { player: name(event.seat), count: event.cards.length });
    case 'coinsReceived': {
      // The coins of a trade (and its Traders) are told in the trade's own sentence.
      const told = event.reason === 'trade' || event.reason === 'trader';
      const received = event.count > 0 && !told ? say('coinsReceived', { player: name(event.seat), count: event.count, reason: t(`${GAME_NS}:coinReason.${event.reason}`) }) : '';
      const missing = event.missing > 0 ? say('coinsMissing', { count: event.missing }) : '';
      return [received, missing].filter(Boolean).join(' ');
    }
    case 'discoverEnded':
      return say('discoverEnded', { player: name(event.seat), count: event.cards });
    case 'traded': {
      const text = say('traded', { player: name(event.seat), card: ref(event.card, 'definite'), count: event.coins + event.traderBonus });
      return event.traderBonus > 0 ? text.replace(/\.$/, ` ${t(`${UI_NS}:log.traderBonus`, { count: event.traderBonus })}.`) : text;
    }
    case 'hired':
      return say('hired', { player: name(event.seat), card: ref(event.card, 'indefinite'), count: event.cost });
    case 'feePaid':
      return say('feePaid', { player: name(event.seat), to: name(event.to) });
    case 'passed':
      return say('passed', { player: name(event.seat) });
    case 'nothingToTake':
      return say('nothingToTake', { player: name(event.seat) });
    case 'expeditionFulfilled': {
      const e = CARDS[event.card];
      const persons = formatList(language, event.persons.map((p) => ref(p, 'indefinite')));
      return t(`${UI_NS}:log.expeditionFulfilled`, { player: name(event.seat), card: ref(event.card, 'definite'), persons, count: e?.type === 'expedition' ? e.points : 0 });
    }
    case 'harborCleared':
      return event.cards.length > 0 ? say('harborCleared') : t(`${UI_NS}:log.harborEmpty`);
    case 'reshuffled':
      return say('reshuffled', { count: event.cards });
    case 'endTriggered':
      return event.seat === null
        ? `${say('endTriggered')} ${t(`${UI_NS}:log.endReason.${event.reason}`)}`
        : `${say('endTriggered')} ${t(`${UI_NS}:log.endReason.points`, { player: name(event.seat) })}`;
    case 'gameOver':
      return say('gameOver', { winners: formatList(language, event.winners.map((w) => name(w))), count: event.winners.length });
  }
}

const shipWord = (t: Translate, colour: ShipColour): string => t(`${GAME_NS}:ship.${SHIP_NAMES[colour]}`);

/** "2 Captains and 1 Settler": what an expedition asks for. */
export function needsText(t: Translate, language: string, e: ExpeditionCard): string {
  const parts = EXPEDITION_SKILLS.filter((skill) => e.needs[skill] > 0).map((skill) => t(`${UI_NS}:personCount.${skill}`, { count: e.needs[skill] }));
  return formatList(language, parts);
}

export type Article = 'indefinite' | 'definite' | 'bare';

/**
 * A card as the object of a log sentence, with the article the sentence needs ("a yellow
 * Pinnace", "den Matrosen", "an expedition (2 Priests)"). German objects are in the accusative.
 */
export function cardRef(t: Translate, language: string, id: CardId, article: Article): string {
  const c = CARDS[id];
  if (!c) return '?';
  switch (c.type) {
    case 'ship':
      return t(`${UI_NS}:ref.${article}.ship`, { colour: t(`${UI_NS}:shipAdjective.${c.colour}`), ship: shipWord(t, c.colour) });
    case 'person': {
      const who = t(`${UI_NS}:ref.${article}.${c.kind}`);
      return c.colour ? `${who} (${shipWord(t, c.colour)})` : who;
    }
    case 'expedition':
      return `${t(`${UI_NS}:ref.${article}.expedition`)} (${needsText(t, language, c)})`;
    case 'tax':
      return `${t(`${UI_NS}:ref.${article}.tax`)} (${t(`${UI_NS}:taxBonus.${c.bonus}`)})`;
  }
}

/** Port Royal's log for the platform (turn notices). */
export const portRoyalStory: Story<PortRoyalState> = {
  events: (G) => G.events,
  lines: (t, language, events, names) => logLines(t, language, events as readonly GameEvent[], names),
  words: {
    en: { [GAME_NS]: gameEn as unknown as Words, [UI_NS]: en as unknown as Words },
    de: { [GAME_NS]: gameDe as unknown as Words, [UI_NS]: de as unknown as Words },
  },
};
