import { describe, expect, it } from 'vitest';
import { seededRng, translator, type GameModule } from '@harbour/game-kit';
import { grogIslandModule } from '@harbour/grog-island';
import { portRoyalModule } from '@harbour/port-royal';
import { rumAndPiratesModule } from '@harbour/rum-and-pirates';
import type { i18n as I18n } from 'i18next';
import type { Language } from '../i18n/index.js';
import { grogI18n } from '../test/render.js';
import { rumI18n } from '../test/rum.js';
import { logLines as grogLines } from './grog-island/log.js';
import { logLines as prLines } from './port-royal/log.js';
import { prI18n } from './port-royal/test-utils.js';
import { logLines as rumLines } from './rum-and-pirates/log.js';

type WebLines = (t: I18n['t'], language: string, events: never, names: readonly string[]) => { text: string }[];

/** Random legal moves from a seeded start, until the game is over or `moves` were made. */
function played(module: GameModule, seed: string, moves: number): unknown {
  const rng = seededRng(seed);
  const engine = module.engine;
  let state = engine.setup(4, rng);
  for (let i = 0; i < moves && !engine.isOver(state); i++) {
    const seat = engine.deciders(state)[0];
    if (seat === undefined) break;
    const legal = engine.legalMoves(state, seat);
    state = engine.apply(state, seat, legal[Math.floor(rng.next() * legal.length)], rng);
  }
  return state;
}

const GAMES: [string, GameModule, (language: Language) => I18n, WebLines][] = [
  ['Port Royal', portRoyalModule, prI18n, prLines as unknown as WebLines],
  ['Grog Island', grogIslandModule, grogI18n, grogLines as unknown as WebLines],
  ['Rum & Pirates', rumAndPiratesModule, rumI18n, rumLines as unknown as WebLines],
];

describe('the log outside the browser (turn notices): one writer, in the game package', () => {
  for (const [title, module, i18n, webLines] of GAMES) {
    it.each(['en', 'de'] as const)(`${title}: word for word the table’s log, without i18next (%s)`, (language) => {
      const story = module.story;
      if (!story) throw new Error(`${title} tells no story`);
      const names = ['Andrea', 'Alex', 'Dagmar', 'Ben'];
      const events = story.events(played(module, `story-${title}`, 400));
      const web = webLines(i18n(language).t, language, events as never, names).map((l) => l.text);
      const server = story.lines(translator(story.words[language], language), language, events, names).map((l) => l.text);
      expect(web.length).toBeGreaterThan(40);
      expect(server).toEqual(web);
      for (const text of server) expect(text, 'an untranslated key').not.toMatch(/\w:[\w.]+/);
    });
  }
});

