import { MAX_PLAYERS, MIN_PLAYERS } from '@harbour/port-royal/data';
import type { GameEntry } from '../../shared/shell/game-table.js';

/** Port Royal as the client knows it; each part a chunk of its own, loaded when a page needs it. */
export const portRoyal: GameEntry = {
  name: 'port-royal',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: [{ name: 'variantEnd', kind: 'boolean', default: false }],
  load: () => import('./index.js').then((m) => m.portRoyalTable),
  orderKit: () => import('./orders.js').then((m) => m.portRoyalOrders),
  lessons: () => import('./lessons.js').then((m) => m.portRoyalLessons),
  lessonWords: {
    en: () => import('./locales/lessons.en.json').then((m) => m.default),
    de: () => import('./locales/lessons.de.json').then((m) => m.default),
  },
  hintWords: () => import('@harbour/port-royal/hint-locales').then((m) => m.portRoyalHintLocales),
};
