import { describe, expect, it } from 'vitest';
import { COLOURS } from '@harbour/grog-island/data';
import { renderWithWords } from '../../test/render.js';
import { PeninsulaGround } from './BoardParts.js';
import { boardLayout } from './layout.js';

describe('a peninsula header', () => {
  it.each(['de', 'en'] as const)('keeps its title clear of the cloud sharing its row on the phone\'s board (%s)', (language) => {
    const layout = boardLayout('tall');
    for (const colour of COLOURS) {
      const { header, area } = layout.peninsula[colour];
      const cloud = layout.cloud[colour];
      const { container, unmount } = renderWithWords(
        <svg>
          <PeninsulaGround colour={colour} area={area} header={header} cloud={cloud} help="" />
        </svg>,
        language,
      );
      const text = container.querySelector('.peninsula-header text') as SVGTextElement;
      const title = text.textContent ?? '';
      // Bold 12.5 px letters: at most about 0.6 of their size wide; the condensing width ends before the cloud.
      const x = Number(text.getAttribute('x'));
      expect(x + title.length * 12.5 * 0.6, `${colour}: ${title}`).toBeLessThanOrEqual(cloud.x);
      expect(x + Number(text.getAttribute('data-fit'))).toBeLessThanOrEqual(cloud.x);
      unmount();
    }
  });
});
