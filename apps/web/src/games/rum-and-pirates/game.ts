import { MAX_PLAYERS, MIN_PLAYERS } from '@harbour/rum-and-pirates/data';
import type { GameEntry } from '../../shared/shell/game-table.js';

/** Rum & Pirates as the client knows it; each part a chunk of its own, loaded when a page needs it. */
export const rumAndPirates: GameEntry = {
  name: 'rum-and-pirates',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  load: () => import('./index.js').then((m) => m.rumAndPiratesTable),
  orderKit: () => import('./orders.js').then((m) => m.rumAndPiratesOrders),
  lessons: () => import('./lessons.js').then((m) => m.rumAndPiratesLessons),
  lessonWords: {
    en: () => import('./locales/lessons.en.json').then((m) => m.default),
    de: () => import('./locales/lessons.de.json').then((m) => m.default),
  },
  hintWords: () => import('@harbour/rum-and-pirates/hint-locales').then((m) => m.rumAndPiratesHintLocales),
};
