import { cachedText, formatList, logTextCache, type Story, type StoryLine, type Translate, type Words } from '@harbour/game-kit';
import { COLOURS, buildingById, treasureValue, type BuildingType, type Cloud, type Colour } from '../data.js';
// The game's words imported directly (not through its {en, de} pair): a client that uses the log's
// functions but not this story keeps no German words in its bundle.
import gameDe from '../locales/de.json' with { type: 'json' };
import gameEn from '../locales/en.json' with { type: 'json' };
import de from '../locales/log.de.json' with { type: 'json' };
import en from '../locales/log.en.json' with { type: 'json' };
import type { GameEvent, Goods, GrogState, TradeGain } from '../rules/index.js';

/**
 * The game log in plain sentences, for the web's log and the server's turn notices: one line per
 * public event of the state (G.events), in the reader's language, with player names. Events carry
 * no secrets, so every seat and every spectator reads the same story. Words: the game's own
 * (namespace `grog-island`) and the log's (./locales/log.*.json, which the web registers in its
 * table namespace `grog-ui`).
 */
export const GAME_NS = 'grog-island';
export const UI_NS = 'grog-ui';

/** The log's words beyond the game's own, per language. */
export const grogIslandLogLocales = { en, de } as const;

const colourWord = (t: Translate, c: Colour): string => t(`${GAME_NS}:colour.${c}`);
const goodsWord = (t: Translate, c: Colour): string => t(`${GAME_NS}:goods.${c}`);
const buildingTypeWord = (t: Translate, type: BuildingType): string => t(`${GAME_NS}:building.${type}`);
/** The peninsula as it reads after "on the" / "auf der" (German needs the dative form). */
const peninsulaAfterPreposition = (t: Translate, c: Colour): string => t(`${GAME_NS}:peninsulaAfterPreposition.${c}`);

export function logLines(t: Translate, language: string, events: readonly GameEvent[], names: readonly string[]): StoryLine[] {
  const texts = logTextCache(t, language, names);
  return events.map((event, index) => ({
    id: index,
    text: cachedText(texts, event, (e) => eventText(t, language, e, names)),
    seat: 'seat' in event && typeof event.seat === 'number' ? event.seat : null,
    heading: event.type === 'roundStarted' || event.type === 'gameEnded',
  }));
}

export function eventText(t: Translate, language: string, event: GameEvent, names: readonly string[]): string {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? '' : (names[seat] ?? `#${seat + 1}`));
  const say = (key: string, params: Record<string, unknown> = {}) => t(`${GAME_NS}:event.${key}`, params);
  // Sentences with counts (plural forms) and the details the game's own sentences leave out.
  const tell = (key: string, params: Record<string, unknown> = {}) => t(`${UI_NS}:story.${key}`, params);
  switch (event.type) {
    case 'setupDone':
      return say('setupDone', { goods: formatList(language, event.goods.map((c) => goodsWord(t, c))) });
    case 'roundStarted':
      return tell('roundStarted', {
        round: event.round,
        player: name(event.startPlayer),
        dice: COLOURS.map((c) => tell('die', { colour: colourWord(t, c), value: event.dice[c] })).join(', '),
      });
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
      if (event.main === 0 && event.claims === 0) return say('tradedNothing', { player: name(event.seat), peninsula });
      const gains = tradeGains(t, language, event.gained, event.claims);
      return tell('traded', { player: name(event.seat), peninsula, paid: paidGoods(t, language, event.paid), gains });
    }
    case 'goalCardKept':
      return tell('goalCardKept', { player: name(event.seat), count: event.returned });
    case 'claimed':
      return tell(event.cloud === 'black' ? 'claimedBlack' : 'claimed', {
        player: name(event.seat),
        ...buildingParams(t, event.building),
        count: event.coins,
        cloud: cloudReward(t, event.cloud),
      });
    case 'goalCardSwapped':
      return say('goalCardSwapped', { player: name(event.seat) });
    case 'claimsSkipped':
      return say('claimsSkipped', { player: name(event.seat) });
    case 'won':
      return say('won', { player: name(event.seat), bid: event.bid });
    case 'paid':
      return paidText(t, language, name(event.seat), event.coins, event.treasureCards, event.change);
    case 'refusedToPay':
      return say('refusedToPay', { player: name(event.seat), bid: event.bid });
    case 'noWinner':
      return say('noWinner');
    case 'piratePoints':
      return tell('piratePoints', { player: name(event.seat), count: event.points });
    case 'locked':
      return tell('locked', { player: name(event.seat), ...buildingParams(t, event.building) });
    case 'ghostCrewPlaced':
      return tell('ghostCrewPlaced', { player: name(event.seat), ...buildingParams(t, event.building) });
    case 'roundEnded':
      return say('roundEnded', { player: name(event.nextStartPlayer) });
    case 'gameEnded':
      return say('gameEnded', { players: formatList(language, event.winners.map((w) => name(w))) });
  }
}

/** A building in a log line: its name and its peninsula's colour ("sword shop (yellow)", short for the log's column). */
function buildingParams(t: Translate, id: string): { building: string; colour: string } {
  const b = buildingById(id);
  return b ? { building: buildingTypeWord(t, b.type), colour: colourWord(t, b.peninsula) } : { building: id, colour: '' };
}

/** "lemons, 2 × treasure maps and coconuts": goods tiles received, counted per colour. */
export function goodsList(t: Translate, language: string, goods: readonly Colour[]): string {
  const parts: string[] = [];
  for (const colour of COLOURS) {
    const n = goods.filter((g) => g === colour).length;
    if (n === 1) parts.push(goodsWord(t, colour));
    else if (n > 1) parts.push(t(`${UI_NS}:countOf`, { count: n, what: goodsWord(t, colour) }));
  }
  return formatList(language, parts);
}

/** What a trade brought: the main trade action's coins or cards, and the claims that follow. */
function tradeGains(t: Translate, language: string, gained: TradeGain, claims: number): string {
  const parts: string[] = [];
  if (gained.coins > 0) parts.push(t(`${UI_NS}:story.gain.coins`, { count: gained.coins }));
  if (gained.treasureCards > 0) parts.push(t(`${UI_NS}:story.gain.treasureCards`, { count: gained.treasureCards }));
  if (gained.parrotCards > 0) parts.push(t(`${UI_NS}:story.gain.parrotCards`, { count: gained.parrotCards }));
  if (gained.goalCardsDrawn > 0) parts.push(t(`${UI_NS}:story.gain.goalCards`, { count: gained.goalCardsDrawn }));
  if (claims > 0) parts.push(t(`${UI_NS}:story.gain.claims`, { count: claims }));
  return formatList(language, parts);
}

/** The goods tiles paid in a trade, counted per colour ("2 × fish and 3 × lemons"). */
function paidGoods(t: Translate, language: string, paid: Goods): string {
  const parts: string[] = [];
  for (const colour of COLOURS) if (paid[colour] > 0) parts.push(t(`${UI_NS}:countOf`, { count: paid[colour], what: goodsWord(t, colour) }));
  return formatList(language, parts);
}

/** A claim's cloud reward in words ('' when the cloud gives nothing). */
function cloudReward(t: Translate, cloud: Cloud): string {
  return cloud === 'none' || cloud === 'black' ? '' : t(`${UI_NS}:story.cloud.${cloud}`);
}

/** The payment of a winning bid: coins from the coin track, the treasure cards revealed with their values, the change. */
function paidText(t: Translate, language: string, player: string, coins: number, cards: readonly number[], change: number): string {
  const parts: string[] = [];
  if (coins > 0 || cards.length === 0) parts.push(t(`${UI_NS}:story.payCoins`, { count: coins }));
  if (cards.length > 0) {
    const values = formatList(language, cards.map((c) => String(treasureValue(c))));
    parts.push(t(`${UI_NS}:story.payCards`, { count: cards.length, values }));
  }
  const text = t(`${UI_NS}:story.paid`, { player, payment: formatList(language, parts) });
  return change > 0 ? `${text} ${t(`${UI_NS}:story.change`, { count: change })}` : text;
}

/** Grog Island's log for the platform (turn notices). */
export const grogIslandStory: Story<GrogState> = {
  events: (G) => G.events,
  lines: (t, language, events, names) => logLines(t, language, events as readonly GameEvent[], names),
  words: {
    en: { [GAME_NS]: gameEn as unknown as Words, [UI_NS]: en as unknown as Words },
    de: { [GAME_NS]: gameDe as unknown as Words, [UI_NS]: de as unknown as Words },
  },
};
