import { describe, expect, it } from 'vitest';
import { rumAndPiratesModule } from '../src/module.js';
import { alley, game } from './fixtures.js';

describe('the platform module', () => {
  it('is named and sized like the game and offers both bot levels', () => {
    expect([rumAndPiratesModule.name, rumAndPiratesModule.minPlayers, rumAndPiratesModule.maxPlayers]).toEqual(['rum-and-pirates', 2, 5]);
    expect(rumAndPiratesModule.game.name).toBe('rum-and-pirates');
    expect(Object.keys(rumAndPiratesModule.bots).sort()).toEqual(['easy', 'strong']);
  });

  it('has no match options: accepts only nothing or {}', () => {
    const { parseOptions } = rumAndPiratesModule;
    expect(parseOptions(undefined)).toEqual({ ok: true, options: {} });
    expect(parseOptions(null)).toEqual({ ok: true, options: {} });
    expect(parseOptions({})).toEqual({ ok: true, options: {} });
    expect(parseOptions({ rounds: 3 })).toEqual({ ok: false, refusal: { code: 'options.unknown', params: { option: 'rounds' } } });
    expect(parseOptions([1])).toMatchObject({ ok: false, refusal: { code: 'options.notAnObject' } });
    expect(parseOptions('fast')).toMatchObject({ ok: false, refusal: { code: 'options.notAnObject' } });
  });

  it('explains why a raw move would be refused', () => {
    const s = game(2);
    const a = alley(s, '1.headquarters', '1.coin');
    const explain = rumAndPiratesModule.explainMove;
    expect(explain(s, '0', 'move', [{ alley: a }])).toBeNull();
    expect(explain(s, '1', 'move', [{ alley: a }])).toEqual({ code: 'turn.notYours', params: { waitingFor: [0] } });
    expect(explain(s, '5', 'move', [{ alley: a }])).toEqual({ code: 'player.unknown' });
    expect(explain(s, undefined, 'move', [{ alley: a }])).toEqual({ code: 'player.unknown' });
    expect(explain(s, '0', 'fly', [])).toEqual({ code: 'move.unknown', params: { move: 'fly' } });
    expect(explain(s, '0', 'move', [{ alley: 'x' }])).toMatchObject({ code: 'move.badArgs', params: { move: 'move', field: 'alley' } });
    expect(explain(s, '0', 'takeCoin', [])).toEqual({ code: 'stage.wrongMove', params: { stage: 'turn', move: 'takeCoin' } });
  });
});
