import { describe, expect, it } from 'vitest';
import { applyPatch } from './json-patch.js';

describe('JSON patches', () => {
  const doc = { G: { players: [{ coins: 8, goods: { yellow: 1 } }, { coins: 8, goods: { yellow: 0 } }], events: [{ type: 'a' }], ghost: null as null | { crew: number } }, _stateID: 4 };

  it('add, replace and remove, sharing every part the patch did not touch', () => {
    const next = applyPatch(doc, [
      { op: 'replace', path: '/G/players/0/coins', value: 5 },
      { op: 'add', path: '/G/events/1', value: { type: 'b' } },
      { op: 'replace', path: '/_stateID', value: 5 },
      { op: 'replace', path: '/G/ghost', value: { crew: 9 } },
    ]);
    expect(next).toEqual({ G: { players: [{ coins: 5, goods: { yellow: 1 } }, { coins: 8, goods: { yellow: 0 } }], events: [{ type: 'a' }, { type: 'b' }], ghost: { crew: 9 } }, _stateID: 5 });
    expect(doc.G.players[0]?.coins).toBe(8);
    expect(doc.G.events).toHaveLength(1);
    expect(next.G.players[1]).toBe(doc.G.players[1]);
    expect(next.G.players[0]?.goods).toBe(doc.G.players[0]?.goods);
    const shorter = applyPatch(next, [{ op: 'remove', path: '/G/events/1' }, { op: 'remove', path: '/G/ghost' }]);
    expect(shorter.G.events).toEqual([{ type: 'a' }]);
    expect('ghost' in shorter.G).toBe(false);
  });

  it('handles escaped keys and whole-document replacement', () => {
    expect(applyPatch({ 'a/b': 1, 'c~d': 2 }, [{ op: 'replace', path: '/a~1b', value: 3 }, { op: 'remove', path: '/c~0d' }])).toEqual({ 'a/b': 3 });
    expect(applyPatch({ a: 1 }, [{ op: 'replace', path: '', value: { b: 2 } }])).toEqual({ b: 2 });
  });

  it('throws on anything it cannot apply exactly (the connection then asks for the whole state)', () => {
    expect(() => applyPatch(doc, [{ op: 'move', path: '/G' }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/G/players/7/coins', value: 1 }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/G/nothing', value: 1 }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'add', path: '/G/events/5', value: 1 }])).toThrow();
  });
});
