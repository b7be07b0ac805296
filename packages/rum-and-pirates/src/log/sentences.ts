import { cachedText, formatList, logTextCache, type Story, type StoryLine, type Translate, type Words } from '@harbour/game-kit';
import { FIELDS, ROUNDS, tileById, type FieldKind, type Tile } from '../data.js';
// The game's words imported directly (not through its {en, de} pair): a client that uses the log's
// functions but not this story keeps no German words in its bundle.
import gameDe from '../locales/de.json' with { type: 'json' };
import gameEn from '../locales/en.json' with { type: 'json' };
import de from '../locales/log.de.json' with { type: 'json' };
import en from '../locales/log.en.json' with { type: 'json' };
import type { GameEvent, RumState } from '../rules/index.js';

/**
 * The game log in plain sentences, for the web's log and the server's turn notices, with the words
 * of fields, tiles and costs it needs (the table uses them too). Words: the game's own (namespace
 * `rum-and-pirates`) and the log's (./locales/log.*.json, which the web registers in its table
 * namespace `rum-ui`).
 */
export const GAME_NS = 'rum-and-pirates';
export const UI_NS = 'rum-ui';

/** The log's words beyond the game's own, per language. */
export const rumAndPiratesLogLocales = { en, de } as const;

const colourWord = (t: Translate, colour: string): string => t(`${GAME_NS}:colour.${colour}`);
/** A field kind as the board names it ("coin field", "tavern"). */
const fieldKindWord = (t: Translate, kind: FieldKind): string => t(`${UI_NS}:fieldKind.${kind}`);

/** Field names per language (the board names every field several times per drawing). */
const fieldNames = new WeakMap<Translate, string[]>();

/** A field of the board by its index: "blue tavern (5)", "coin field (3)" (the part's number in brackets). */
export function fieldName(t: Translate, index: number): string {
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

/** A tile as words: "blue tavern tile 4", "hat 3", "rendezvous: a tavern (4)", "scorpion −2 (at 14)". */
export function tileName(t: Translate, id: number): string {
  if (id < 0) return t(`${UI_NS}:hiddenTile`);
  const tile = tileById(id);
  return tileWords(t, tile);
}

export function tileWords(t: Translate, tile: Tile): string {
  switch (tile.kind) {
    case 'tavern':
    case 'map':
      return t(`${UI_NS}:tileName.${tile.kind}`, { colour: colourWord(t, tile.colour ?? ''), value: tile.value });
    case 'supplies':
      return t(`${UI_NS}:tileName.supplies`, { supply: t(`${GAME_NS}:supply.${tile.supply ?? ''}`), value: tile.value });
    case 'rendezvous':
      return t(`${UI_NS}:tileName.rendezvous`, { destination: t(`${GAME_NS}:destination.${tile.destination ?? ''}`), value: tile.value });
    case 'scorpion':
      return t(`${UI_NS}:tileName.scorpion`, { threshold: tile.threshold ?? 0 });
    default:
      return t(`${UI_NS}:tileName.plain`, { tile: t(`${GAME_NS}:tile.${tile.kind}`), value: tile.value });
  }
}

/** A cost in words with its plural forms: "2 pirates, free", "1 pirate, 1 coin". */
export function costText(t: Translate, cost: { pirates: number; coins: number }): string {
  return `${t(`${UI_NS}:piratesCount`, { count: cost.pirates })}, ${cost.coins === 0 ? t(`${UI_NS}:free`) : t(`${UI_NS}:coinsCount`, { count: cost.coins })}`;
}

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
export function logLines(t: Translate, language: string, events: readonly GameEvent[], names: readonly string[]): StoryLine[] {
  const texts = logTextCache(t, language, names);
  const lines: StoryLine[] = [];
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

export function eventText(t: Translate, language: string, event: GameEvent, names: readonly string[]): string {
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

/** Rum & Pirates' log for the platform (turn notices). */
export const rumAndPiratesStory: Story<RumState> = {
  events: (G) => G.events,
  lines: (t, language, events, names) => logLines(t, language, events as readonly GameEvent[], names),
  words: {
    en: { [GAME_NS]: gameEn as unknown as Words, [UI_NS]: en as unknown as Words },
    de: { [GAME_NS]: gameDe as unknown as Words, [UI_NS]: de as unknown as Words },
  },
};
