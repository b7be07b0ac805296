import { MAX_PLAYERS, MIN_PLAYERS } from '@harbour/grog-island/data';
import type { GameEntry } from '../../shared/shell/game-table.js';

/** Grog Island as the client knows it; each part a chunk of its own, loaded when a page needs it. */
export const grogIsland: GameEntry = {
  name: 'grog-island',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  load: () => import('./index.js').then((m) => m.grogIslandTable),
  orderKit: () => import('./orders.js').then((m) => m.grogIslandOrders),
  lessons: () => import('./lessons.js').then((m) => m.grogIslandLessons),
  lessonWords: {
    en: () => import('./locales/lessons.en.json').then((m) => m.default),
    de: () => import('./locales/lessons.de.json').then((m) => m.default),
  },
  hintWords: () => import('@harbour/grog-island/hint-locales').then((m) => m.grogIslandHintLocales),
};
