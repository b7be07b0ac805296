import { describe, expect, it } from 'vitest';
import { translator } from '@harbour/game-kit';
import { portRoyalStory } from '@harbour/port-royal/log';
import { logLines } from './log.js';
import { playUntil, prI18n } from './test-utils.js';

describe('Port Royal: the log outside the browser (turn notices)', () => {
  it.each(['en', 'de'] as const)('is word for word the table’s log, without i18next (%s)', (language) => {
    const names = ['Andrea', 'Alex', 'Dagmar', 'Ben'];
    const state = playUntil(4, 'story', (s) => s.events.length > 400 || s.events.some((e) => e.type === 'gameOver'));
    const web = logLines(prI18n(language).t, language, state.events, names).map((l) => l.text);
    const server = portRoyalStory.lines(translator({ ...portRoyalStory.words[language], ui: { seatN: 'Seat {{n}}' } }, language), language, portRoyalStory.events(state), names);
    expect(web.length).toBeGreaterThan(100);
    expect(server.map((l) => l.text)).toEqual(web);
  });
});
