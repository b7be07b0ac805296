import { ROUNDS } from '@harbour/rum-and-pirates/data';
import type { GameEvent } from '@harbour/rum-and-pirates/rules';
import { formatList } from '../../i18n/index.js';
import type { LogLine } from '../../shared/GameLog.js';
import { cachedText, logTextCache } from '../../shared/log-texts.js';
import { GAME_NS, UI_NS, colourWord, costText, fieldName, tileName, type T } from './words.js';

/**
 * Whether the log tells an event in a line of its own. Every public event is told, except two that
 * the next line already says: the end of a turn (the next "…'s turn" follows at once), and a roll
 * that counts straight after it was rolled ("rolls 5" says it); a roll that counts after re-rolls or
 * a pause is told ("Anne's 6 counts").
 */
export function toldInLog(events: readonly GameEvent[], index: number): boolean {
  const event = events[index];
  if (!event || event.type === 'turnEnded') return false;
  if (event.type === 'rollKept') {
    const previous = events[index - 1];
    return !(previous?.type === 'rolled' && previous.seat === event.seat && previous.value === event.value && !previous.reroll);
  }
  return true;
}

/**
 * The game log in plain sentences: one line per public event of the state (G.events), in the
 * reader's language, with player names, field names and tiles, counts with their plural forms.
 * Events carry no secrets, so every seat and every spectator reads the same story.
 */
export function logLines(t: T, language: string, events: readonly GameEvent[], names: readonly string[]): LogLine[] {
  const texts = logTextCache(t, language, names);
  const lines: LogLine[] = [];
  events.forEach((event, index) => {
    if (!toldInLog(events, index)) return;
    lines.push({
      id: index,
      text: cachedText(texts, event, (e) => eventText(t, language, e, names)),
      seat: 'seat' in event && typeof event.seat === 'number' ? event.seat : null,
      heading: event.type === 'roundStarted' || event.type === 'scuffleStarted' || event.type === 'gameEnded',
    });
  });
  return lines;
}

export function eventText(t: T, language: string, event: GameEvent, names: readonly string[]): string {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? '' : (names[seat] ?? `#${seat + 1}`));
  const say = (key: string, params: Record<string, unknown> = {}) => t(`${GAME_NS}:event.${key}`, params);
  const ui = (key: string, params: Record<string, unknown> = {}) => t(`${UI_NS}:event.${key}`, params);
  switch (event.type) {
    case 'roundStarted':
      return ui('roundStarted', { round: event.round, player: name(event.startPlayer) });
    case 'turnStarted':
      return event.alone ? ui('turnAlone', { seat: name(event.seat) }) : say('turnStarted', { seat: name(event.seat) });
    case 'moved':
      return ui('moved', { seat: name(event.seat), from: fieldName(t, event.from), to: fieldName(t, event.to), cost: costText(t, event) });
    case 'movedDark':
      return ui('movedDark', { seat: name(event.seat), from: fieldName(t, event.from), to: fieldName(t, event.to), cost: costText(t, event) });
    case 'leftDeadEnd':
      return say('leftDeadEnd', { seat: name(event.seat), from: fieldName(t, event.from), to: fieldName(t, event.to) });
    case 'wentOnBoard':
      return ui('wentOnBoard', { seat: name(event.seat), count: event.pirates, row: event.row + 1 });
    case 'rendezvousFulfilled':
      return ui('rendezvousFulfilled', { seat: name(event.seat), tile: tileName(t, event.tile), field: fieldName(t, event.field) });
    case 'recalled':
      return ui('recalled', { seat: name(event.seat), count: event.pirates });
    case 'rumTaken':
      return ui('rumTaken', { seat: name(event.seat), count: event.barrels });
    case 'mapTaken':
      return ui('mapTaken', { seat: name(event.seat), tile: tileName(t, event.tile) });
    case 'townWatch':
      return event.kept
        ? ui(event.coin ? 'townWatchKeptCoin' : 'townWatchKept', { seat: name(event.seat), tile: tileName(t, event.tile) })
        : ui('townWatchBack', { seat: name(event.seat), tile: tileName(t, event.tile) });
    case 'tavernOpened':
      return ui('tavernOpened', {
        seat: name(event.seat),
        colour: colourWord(t, event.colour),
        stake: formatList(language, event.stake.map((tile) => tileName(t, tile))),
      });
    case 'tavernTaken':
      return ui('tavernTaken', { seat: name(event.seat), tile: tileName(t, event.tile) });
    case 'chestTaken':
      return ui('chestTaken', { seat: name(event.seat), tile: tileName(t, event.tile) });
    case 'rolled':
      return ui(event.reroll ? 'rerolled' : 'rolled', { seat: name(event.seat), value: event.value, purpose: t(`${UI_NS}:purpose.${event.purpose}`) });
    case 'rollKept':
      return ui('rollKept', { seat: name(event.seat), value: event.value, purpose: t(`${UI_NS}:purpose.${event.purpose}`) });
    case 'tavernJoined':
      return ui('tavernJoined', { seat: name(event.seat) });
    case 'turnEnded':
      return say('turnEnded', { seat: name(event.seat) });
    case 'chestSum':
      return say('chestSum', { sum: event.sum, threshold: event.threshold });
    case 'scorpionTaken':
      return say('scorpionTaken', { seat: name(event.seat), sum: event.sum });
    case 'displayRefilled':
      return ui('displayRefilled', { tile: tileName(t, event.tile) });
    case 'scuffleStarted':
      return say('scuffleStarted');
    case 'sideStarted':
      return say('sideStarted', { side: t(`${GAME_NS}:side.${event.side}`) });
    case 'pirateCrossed':
      return ui(event.fought ? 'pirateWon' : 'pirateCrossed', { seat: name(event.seat), column: event.column + 1 });
    case 'pirateLost':
      return say('pirateLost', { seat: name(event.seat) });
    case 'sleepingPlace':
      return ui('sleepingPlace', { seat: name(event.seat), tile: tileName(t, event.tile) });
    case 'roundEnded':
      return event.round >= ROUNDS ? ui('roundEndedLast', { round: event.round }) : ui('roundEnded', { round: event.round, player: name(event.nextStartPlayer) });
    case 'gameEnded':
      return ui('gameEnded', { count: event.winners.length, players: formatList(language, event.winners.map((w) => name(w))) });
    default:
      return say(event.type, { seat: 'seat' in event ? name(event.seat) : '' });
  }
}
