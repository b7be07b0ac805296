import { describe, expect, it } from 'vitest';
import { GOAL_CARD_COUNT } from '@harbour/grog-island/data';
import { renderWithWords } from '../../test/render.js';
import { GoalCardFace } from './Cards.js';

describe('a goal card face', () => {
  it.each(['en', 'de'] as const)('names its title once, then what it scores (%s)', (language) => {
    for (let card = 0; card < GOAL_CARD_COUNT; card++) {
      const { container, unmount } = renderWithWords(<GoalCardFace card={card} />, language);
      const title = container.querySelector('strong')?.textContent ?? '';
      const text = (container.textContent ?? '').toLowerCase();
      expect(title.length).toBeGreaterThan(0);
      expect(text.split(title.toLowerCase()).length - 1, `card ${card}: ${container.textContent}`).toBe(1);
      // What it scores, in points.
      expect(container.querySelector('small')?.textContent).toMatch(language === 'en' ? /\d pirate points?/ : /\d Piratenpunkte?/);
      unmount();
    }
  });
});
