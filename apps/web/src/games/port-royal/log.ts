import { CARDS } from '@harbour/port-royal/data';
import type { GameEvent } from '@harbour/port-royal/rules';
import { formatList } from '../../i18n/index.js';
import type { LogLine } from '../../shared/GameLog.js';
import { GAME_NS, UI_NS, cardRef, type T } from './words.js';

/**
 * The game log in plain sentences: one line per public event of the state (G.events), in the
 * reader's language, with player names. Events carry no secret (coins are counted, never named),
 * so every seat and every spectator reads the same story.
 */
export function logLines(t: T, language: string, events: readonly GameEvent[], names: readonly string[]): LogLine[] {
  const texts = textCache(t, language, names);
  const lines: LogLine[] = [];
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
const caches = new WeakMap<T, { key: string; texts: WeakMap<GameEvent, string> }>();

function textCache(t: T, language: string, names: readonly string[]): WeakMap<GameEvent, string> {
  const key = `${language}|${names.join('|')}`;
  let cache = caches.get(t);
  if (!cache || cache.key !== key) {
    cache = { key, texts: new WeakMap() };
    caches.set(t, cache);
  }
  return cache.texts;
}

export function eventText(t: T, language: string, event: GameEvent, names: readonly string[]): string {
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
