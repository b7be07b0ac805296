import { COLOURS, buildingById, type Colour } from '@harbour/grog-island/data';
import type { GameEvent } from '@harbour/grog-island/rules';
import { formatList } from '../../i18n/index.js';
import type { LogLine } from '../../shared/GameLog.js';
import { GAME_NS, UI_NS, buildingTypeWord, colourWord, goodsWord, peninsulaAfterPreposition, type T } from './words.js';

/**
 * The game log in plain sentences: one line per public event of the state (G.events), in the
 * reader's language, with player names. Events carry no secrets, so every seat and every
 * spectator reads the same story.
 */
export function logLines(t: T, language: string, events: readonly GameEvent[], names: readonly string[]): LogLine[] {
  return events.map((event, index) => ({
    id: index,
    text: eventText(t, language, event, names),
    seat: 'seat' in event && typeof event.seat === 'number' ? event.seat : null,
    heading: event.type === 'roundStarted' || event.type === 'gameEnded',
  }));
}

export function eventText(t: T, language: string, event: GameEvent, names: readonly string[]): string {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? '' : (names[seat] ?? `#${seat + 1}`));
  const say = (key: string, params: Record<string, unknown> = {}) => t(`${GAME_NS}:event.${key}`, params);
  switch (event.type) {
    case 'setupDone':
      return say('setupDone', { goods: formatList(language, event.goods.map((c) => goodsWord(t, c))) });
    case 'roundStarted':
      return say('roundStarted', { round: event.round, player: name(event.startPlayer) });
    case 'dieTurned':
      return say('dieTurned', { player: name(event.seat), colour: colourWord(t, event.colour), value: event.value });
    case 'bid': {
      const key = event.keptBid ? 'bidKept' : event.opening ? 'bidOpening' : 'bid';
      return say(key, { player: name(event.seat), total: event.total, dice: formatList(language, event.row.map((c) => colourWord(t, c))) });
    }
    case 'passed':
      return event.goods.length === 0
        ? say('passedNothing', { player: name(event.seat) })
        : say('passed', { player: name(event.seat), goods: goodsList(t, language, event.goods) });
    case 'traded': {
      const peninsula = event.peninsula === null ? '' : peninsulaAfterPreposition(t, event.peninsula);
      return event.main === 0 && event.claims === 0
        ? say('tradedNothing', { player: name(event.seat), peninsula })
        : say('traded', { player: name(event.seat), peninsula, main: event.main, claims: event.claims });
    }
    case 'goalCardKept':
      return say('goalCardKept', { player: name(event.seat), returned: event.returned });
    case 'claimed':
      return say('claimed', { player: name(event.seat), ...buildingParams(t, event.building), coins: event.coins });
    case 'goalCardSwapped':
      return say('goalCardSwapped', { player: name(event.seat) });
    case 'claimsSkipped':
      return say('claimsSkipped', { player: name(event.seat) });
    case 'won':
      return say('won', { player: name(event.seat), bid: event.bid });
    case 'paid':
      return say('paid', { player: name(event.seat), coins: event.coins, cards: event.treasureCards.length });
    case 'refusedToPay':
      return say('refusedToPay', { player: name(event.seat), bid: event.bid });
    case 'noWinner':
      return say('noWinner');
    case 'piratePoints':
      return say('piratePoints', { player: name(event.seat), points: event.points });
    case 'locked':
      return say('locked', { player: name(event.seat), ...buildingParams(t, event.building) });
    case 'ghostCrewPlaced':
      return say('ghostCrewPlaced', { player: name(event.seat), ...buildingParams(t, event.building) });
    case 'roundEnded':
      return say('roundEnded', { player: name(event.nextStartPlayer) });
    case 'gameEnded':
      return say('gameEnded', { players: formatList(language, event.winners.map((w) => name(w))) });
  }
}

function buildingParams(t: T, id: string): { building: string; peninsula: string } {
  const b = buildingById(id);
  return b ? { building: buildingTypeWord(t, b.type), peninsula: peninsulaAfterPreposition(t, b.peninsula) } : { building: id, peninsula: '' };
}

/** "lemons, 2 × treasure maps and coconuts": goods tiles received, counted per colour. */
export function goodsList(t: T, language: string, goods: readonly Colour[]): string {
  const parts: string[] = [];
  for (const colour of COLOURS) {
    const n = goods.filter((g) => g === colour).length;
    if (n === 1) parts.push(goodsWord(t, colour));
    else if (n > 1) parts.push(t(`${UI_NS}:countOf`, { count: n, what: goodsWord(t, colour) }));
  }
  return formatList(language, parts);
}
