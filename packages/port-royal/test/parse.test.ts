import { describe, expect, it } from 'vitest';
import { portRoyalModule } from '../src/module.js';
import { parseMove, toAction, type PortRoyalMove } from '../src/rules/index.js';
import { Deck, table } from './fixtures.js';

describe('moves from untrusted input', () => {
  it('parses every move in its boardgame.io form and back', () => {
    const moves: PortRoyalMove[] = [
      { type: 'turnUp' },
      { type: 'stop' },
      { type: 'repel' },
      { type: 'accept' },
      { type: 'trade', card: 61 },
      { type: 'hire', card: 3 },
      { type: 'fulfilExpedition', card: 110, persons: [15, 16] },
      { type: 'pass' },
      { type: 'endTurn' },
    ];
    for (const move of moves) {
      const { name, args } = toAction(move);
      expect(parseMove(name, args)).toEqual(move);
    }
  });

  it.each([
    ['nope', [], 'move.unknown'],
    ['__proto__', [], 'move.unknown'],
    ['turnUp', [{}], 'move.badArgs'],
    ['turnUp', [1, 2], 'move.badArgs'],
    ['trade', [], 'move.badArgs'],
    ['trade', [{ card: '61' }], 'move.badArgs'],
    ['trade', [{ card: 61.5 }], 'move.badArgs'],
    ['trade', [{ card: -1 }], 'move.badArgs'],
    ['trade', [{ card: 120 }], 'move.badArgs'],
    ['hire', [{ card: 3, extra: true }], 'move.badArgs'],
    ['hire', [null], 'move.badArgs'],
    ['fulfilExpedition', [{ card: 110 }], 'move.badArgs'],
    ['fulfilExpedition', [{ card: 110, persons: [] }], 'move.badArgs'],
    ['fulfilExpedition', [{ card: 110, persons: [1, 2, 3, 4] }], 'move.badArgs'],
    ['fulfilExpedition', [{ card: 110, persons: 'all' }], 'move.badArgs'],
  ] as [string, unknown[], string][])('refuses %s %j with %s', (name, args, code) => {
    expect(parseMove(name, args)).toMatchObject({ code });
  });

  it('names the offending field', () => {
    expect(parseMove('trade', [{ card: 'x' }])).toMatchObject({ code: 'move.badArgs', params: { move: 'trade', field: 'card' } });
  });
});

describe('the platform module', () => {
  it('accepts no options or { variantEnd: boolean } and refuses anything else with a clear code', () => {
    expect(portRoyalModule.parseOptions(undefined)).toEqual({ ok: true, options: { variantEnd: false } });
    expect(portRoyalModule.parseOptions(null)).toEqual({ ok: true, options: { variantEnd: false } });
    expect(portRoyalModule.parseOptions({})).toEqual({ ok: true, options: { variantEnd: false } });
    expect(portRoyalModule.parseOptions({ variantEnd: true })).toEqual({ ok: true, options: { variantEnd: true } });
    expect(portRoyalModule.parseOptions({ variantEnd: 'yes' })).toEqual({ ok: false, refusal: { code: 'options.badValue', params: { option: 'variantEnd', expected: 'boolean' } } });
    expect(portRoyalModule.parseOptions({ variantEnd: true, speed: 2 })).toEqual({ ok: false, refusal: { code: 'options.unknown', params: { option: 'speed' } } });
    expect(portRoyalModule.parseOptions([true])).toEqual({ ok: false, refusal: { code: 'options.notAnObject' } });
    expect(portRoyalModule.parseOptions('variantEnd')).toEqual({ ok: false, refusal: { code: 'options.notAnObject' } });
  });

  it('explains raw moves: unknown players, malformed arguments and rule refusals', () => {
    const d = new Deck();
    const s = table({ top: [d.person('priest')] });
    expect(portRoyalModule.explainMove(s, '0', 'turnUp', [])).toBeNull();
    expect(portRoyalModule.explainMove(s, '1', 'turnUp', [])).toEqual({ code: 'turn.notYours', params: { waitingFor: [0] } });
    expect(portRoyalModule.explainMove(s, '2', 'turnUp', [])).toEqual({ code: 'player.unknown' });
    expect(portRoyalModule.explainMove(s, null, 'turnUp', [])).toEqual({ code: 'player.unknown' });
    expect(portRoyalModule.explainMove(s, '0', 'stop', [])).toEqual({ code: 'discover.mustTurnUp' });
    expect(portRoyalModule.explainMove(s, '0', 'hire', [{ card: 'x' }])).toMatchObject({ code: 'move.badArgs' });
  });

  it('offers an easy and a strong bot and the engine of the rules', () => {
    expect(Object.keys(portRoyalModule.bots).sort()).toEqual(['easy', 'strong']);
    expect(portRoyalModule.name).toBe('port-royal');
    expect(portRoyalModule.game.name).toBe('port-royal');
    expect([portRoyalModule.minPlayers, portRoyalModule.maxPlayers]).toEqual([2, 5]);
  });
});
