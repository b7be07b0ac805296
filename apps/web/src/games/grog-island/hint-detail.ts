import type { GrogMove } from '@harbour/grog-island/rules';
import type { TFunction } from 'i18next';
import { goalTitle } from './words.js';

/**
 * What a hint's sentence leaves unnamed, in the game's words: the goal cards a setup keeps, the goal
 * card kept or discarded ("Keep: Hat shop, Parrots, Lemons, Orange peninsula"). Null when the
 * sentence names the move already.
 */
export function grogHintDetail(t: TFunction, move: unknown): string | null {
  const m = move as GrogMove;
  switch (m?.type) {
    case 'chooseSetup':
      // In alphabetical order: two keeps that differ only in which of two alike cards they keep read the same.
      return Array.isArray(m.keep) ? t('hints:detail.keep', { cards: m.keep.map((c) => goalTitle(t, c)).sort((a, b) => a.localeCompare(b)).join(', ') }) : null;
    case 'keepGoalCard':
    case 'discardGoalCard':
      return typeof m.card === 'number' ? t('hints:detail.card', { card: goalTitle(t, m.card) }) : null;
    default:
      return null;
  }
}
