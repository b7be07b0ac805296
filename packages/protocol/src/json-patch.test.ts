import { seededRng } from '@harbour/game-kit';
import { grogEngine, randomMove, viewFor } from '@harbour/grog-island';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diff, type KnownChange } from './json-patch.js';

describe('JSON patches for update frames', () => {
  it('turns any value into any other (objects, arrays growing and shrinking, keys with / and ~, types changing)', () => {
    const cases: [unknown, unknown][] = [
      [{ a: 1, b: [1, 2, 3], c: { d: 'x' } }, { a: 2, b: [1, 2], c: { d: 'x', e: null }, f: [] }],
      [[1, 2], [1, 2, 3, 4]],
      [{ 'a/b': 1, '~c': 2 }, { 'a/b': 3 }],
      [{ x: [1, { y: 2 }] }, { x: { 0: 1 } }],
      [null, { a: 1 }],
      [{ a: undefined, b: 1 }, { a: 1, b: undefined }],
      // Keys that objects inherit from Object.prototype (found by the property test below).
      [{ toString: 1 }, {}],
      [{}, { constructor: 2, valueOf: [1] }],
    ];
    for (const [a, b] of cases) {
      const ops = diff(a, b);
      expect(ops).not.toBeNull();
      expect(JSON.parse(JSON.stringify(applyPatch(a, ops ?? [])))).toEqual(JSON.parse(JSON.stringify(b)));
    }
    expect(diff({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('copies each container on the operations’ paths once per patch, never changes the document, shares the rest', () => {
    const deepFreeze = <T>(v: T): T => {
      if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) deepFreeze(x);
      return Object.freeze(v);
    };
    const before = deepFreeze({ G: { players: [{ coins: 1, cards: [1, 2] }, { coins: 2, cards: [] }], events: [{ t: 'a' }], deck: [5, 6, 7] }, id: 1 });
    const ops = [
      { op: 'replace', path: '/G/players/0/coins', value: 4 },
      { op: 'add', path: '/G/players/0/cards/2', value: 3 },
      { op: 'add', path: '/G/events/1', value: { t: 'b' } },
      { op: 'replace', path: '/id', value: 2 },
    ] as const;
    const after = applyPatch(before, ops as never);
    expect(after).toEqual({ G: { players: [{ coins: 4, cards: [1, 2, 3] }, { coins: 2, cards: [] }], events: [{ t: 'a' }, { t: 'b' }], deck: [5, 6, 7] }, id: 2 });
    expect(after.G.players[1]).toBe(before.G.players[1]);
    expect(after.G.deck).toBe(before.G.deck);
    expect(after.G.events[0]).toBe(before.G.events[0]);
    // A value the patch put in is copied before a later operation of the same patch changes it.
    const value = { a: [1] };
    const twice = applyPatch({}, [{ op: 'add', path: '/x', value }, { op: 'add', path: '/x/a/1', value: 2 }]);
    expect(twice).toEqual({ x: { a: [1, 2] } });
    expect(value).toEqual({ a: [1] });
  });

  it('turns any JSON value into any other, and a value into an edited copy of itself (property)', () => {
    // `__proto__` keys are refused by applyPatch on purpose (patches also arrive from the network).
    const json = fc.jsonValue({ maxDepth: 4 }).filter((v) => !JSON.stringify(v).includes('"__proto__"'));
    const roundTrip = (a: unknown, b: unknown) => {
      const ops = diff(a, b, Infinity);
      expect(ops).not.toBeNull();
      expect(applyPatch(structuredClone(a), ops ?? [])).toEqual(b);
    };
    fc.assert(fc.property(json, json, roundTrip), { numRuns: 300 });
    // Mostly shared values, as a move's states are: the walk goes deep and meets objects of many shapes.
    const edited = json.chain((a) => fc.tuple(fc.constant(a), json, fc.nat(20)).map(([value, replacement, at]) => [value, edit(value, replacement, at)] as const));
    fc.assert(fc.property(edited, ([a, b]) => roundTrip(a, b)), { numRuns: 300 });
  });

  it('finds added keys however the keys of the two objects line up (same count, absent values, prototype names)', () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ a: 1, b: undefined }, { a: 1, c: 2 }],
      [{ a: 1, b: 2 }, { a: 1, c: 2 }],
      [{ a: 1 }, { a: 1, u: undefined, c: 3 }],
      [{ toString: 'x' }, { constructor: 'y' }],
      [{ a: { b: 1 } }, { a: { b: 1, c: 2 } }],
    ];
    for (const [before, after] of cases) {
      const patch = diff(before, after);
      expect(applyPatch(before, patch ?? [])).toEqual(JSON.parse(JSON.stringify(after)));
    }
    expect(diff({ a: 1, b: undefined }, { a: 1, c: 2 })).toEqual([{ op: 'add', path: '/c', value: 2 }]);
  });

  it('keeps what arrays of different lengths share at either end: a card drawn from the top of a deck is one remove', () => {
    expect(diff({ deck: [9, 4, 7, 1, 3] }, { deck: [7, 1, 3] })).toEqual([
      { op: 'remove', path: '/deck/1' },
      { op: 'remove', path: '/deck/0' },
    ]);
    expect(diff([1, 2, 3], [0, 1, 2, 3])).toEqual([{ op: 'add', path: '/0', value: 0 }]);
    expect(diff([1, 2, 3, 4], [1, 4])).toEqual([
      { op: 'remove', path: '/2' },
      { op: 'remove', path: '/1' },
    ]);
    // Repeated values: the shared tail never reaches into the shared head.
    expect(applyPatch([5, 5, 5], diff([5, 5, 5], [5, 5]) ?? [])).toEqual([5, 5]);
    expect(applyPatch([1, 1], diff([1, 1], [1, 1, 1, 1]) ?? [])).toEqual([1, 1, 1, 1]);
    // Any insertion or removal anywhere, among few distinct values (property).
    const small = fc.array(fc.nat(2), { maxLength: 8 });
    fc.assert(
      fc.property(small, small, fc.nat(8), (a, inserted, at) => {
        const i = Math.min(at, a.length);
        for (const [x, y] of [
          [a, [...a.slice(0, i), ...inserted, ...a.slice(i)]],
          [[...a.slice(0, i), ...inserted, ...a.slice(i)], a],
        ]) {
          const ops = diff(x, y, Infinity) ?? [];
          expect(applyPatch(x, ops)).toEqual(y);
          if (x.length !== y.length) expect(ops.length).toBeLessThanOrEqual(Math.max(x.length, y.length));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reproduces every view of complete games, move after move, in far fewer bytes than the views', () => {
    let patchBytes = 0;
    let viewBytes = 0;
    for (const numPlayers of [2, 4]) {
      const rng = seededRng(`patch-${numPlayers}`);
      let state = grogEngine.setup(numPlayers, rng);
      const seats = [...Array.from({ length: numPlayers }, (_, i) => i), null];
      let views = seats.map((seat) => viewFor(state, seat));
      while (!grogEngine.isOver(state)) {
        const seat = grogEngine.deciders(state)[0] as number;
        state = grogEngine.apply(state, seat, randomMove(state, seat, rng), rng);
        const next = seats.map((s) => viewFor(state, s));
        next.forEach((view, i) => {
          const ops = diff(views[i], view, 100_000);
          expect(ops).not.toBeNull();
          expect(applyPatch(views[i], ops ?? [])).toEqual(view);
          patchBytes += JSON.stringify(ops).length;
          viewBytes += JSON.stringify(view).length;
        });
        views = next;
      }
    }
    expect(patchBytes * 10).toBeLessThan(viewBytes);
  });

  it('takes a known change for the objects two documents share with it, giving what a full diff gives', () => {
    let walkedAlone = 0;
    let taken = 0;
    for (const numPlayers of [2, 3]) {
      const rng = seededRng(`known-${numPlayers}`);
      let state = grogEngine.setup(numPlayers, rng);
      const seats = [...Array.from({ length: numPlayers }, (_, i) => i), null];
      // Views share the state's objects where nothing is hidden.
      let views = seats.map((seat) => ({ G: viewFor(state, seat), turn: 1 }));
      let before = { G: state, turn: 1 };
      while (!grogEngine.isOver(state)) {
        const seat = grogEngine.deciders(state)[0] as number;
        state = grogEngine.apply(state, seat, randomMove(state, seat, rng), rng);
        const after = { G: state, turn: before.turn + 1 };
        const patch = diff(before, after, 100_000);
        expect(patch).not.toBeNull();
        const next = seats.map((s) => ({ G: viewFor(state, s), turn: after.turn }));
        next.forEach((view, i) => {
          const ops = diff(views[i], view, 100_000, { before, after, patch: patch ?? [] });
          expect(applyPatch(views[i], ops ?? [])).toEqual(view);
          expect(ops).toEqual(diff(views[i], view, 100_000));
          if (ops?.some((op) => !patch?.includes(op))) walkedAlone++;
          if (ops?.some((op) => patch?.includes(op))) taken++;
        });
        views = next;
        before = after;
      }
    }
    // The known operations are taken where the views show the state's objects; the seats' secrets are walked by the view diff itself.
    expect(taken).toBeGreaterThan(100);
    expect(walkedAlone).toBeGreaterThan(0);
  });

  it('arranges a known change once, on the change itself, for every seat that diffs with it', () => {
    const before = { G: { a: { x: 1 }, b: [1, 2] }, turn: 1 };
    const after = { G: { a: { x: 2 }, b: [1, 2] }, turn: 2 };
    const known: KnownChange = { before, after, patch: diff(before, after) ?? [] };
    const seatBefore = { G: before.G, turn: 1 };
    const seatAfter = { G: after.G, turn: 2 };
    expect(diff(seatBefore, seatAfter, 256, known)).toEqual(diff(seatBefore, seatAfter));
    // Not in a module-level WeakMap keyed by the patch (V8's young-generation collector keeps such
    // entries alive, and every move's patch reached the old generation): on the change.
    const arrangement = known.arranged;
    expect(arrangement).toBeTruthy();
    expect(diff({ G: before.G, turn: 1 }, { G: after.G, turn: 2 }, 256, known)).toEqual(diff(seatBefore, seatAfter));
    expect(known.arranged).toBe(arrangement);
  });

  it('uses a known change only when its operations come depth first, as a diff makes them', () => {
    const before = { a: { x: 1, y: 1 }, b: 1 };
    const after = { a: { x: 2, y: 2 }, b: 2 };
    const views = [{ a: before.a, b: 0 }, { a: after.a, b: 0 }];
    const inOrder = diff(before, after) ?? [];
    expect(inOrder.map((op) => op.path)).toEqual(['/a/x', '/a/y', '/b']);
    const shuffled = [inOrder[0], inOrder[2], inOrder[1]] as typeof inOrder;
    for (const patch of [inOrder, shuffled]) expect(diff(views[0], views[1], 256, { before, after, patch })).toEqual(diff(views[0], views[1]));
  });

  it('walks on its own wherever the documents are not the known ones, even below shared keys', () => {
    const before = { a: { b: [1, 2] }, c: [1] };
    const after = { a: { b: { 0: 1 } }, c: [1, 2] };
    const patch = diff(before, after) ?? [];
    // Views that show `a.b` as the state has it, but `a` as a new object, and `c` replaced by a new array.
    const viewBefore = { a: { b: before.a.b }, c: [0] };
    const viewAfter = { a: { b: after.a.b }, c: [0, 0, 0] };
    const ops = diff(viewBefore, viewAfter, 256, { before, after, patch });
    expect(applyPatch(viewBefore, ops ?? [])).toEqual(viewAfter);
    expect(ops).toEqual(diff(viewBefore, viewAfter));
  });

  it('refuses paths that do not exist and prototype keys', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/a/b/c', value: 1 }])).toThrow();
    expect(() => applyPatch({ a: [] }, [{ op: 'add', path: '/a/5', value: 1 }])).toThrow();
    expect(() => applyPatch({}, [{ op: 'add', path: '/__proto__', value: { polluted: true } }])).toThrow();
  });
});

describe('applying JSON patches (server and web client)', () => {
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
    expect(() => applyPatch(doc, [{ op: 'move', path: '/G' } as never])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'add', path: '/__proto__/x', value: 1 }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/G/players/7/coins', value: 1 }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/G/nothing', value: 1 }])).toThrow();
    expect(() => applyPatch(doc, [{ op: 'add', path: '/G/events/5', value: 1 }])).toThrow();
  });
});

/** A copy of `value` with its `at`-th container (depth first) given one more key or element, or changed. */
function edit(value: unknown, replacement: unknown, at: number): unknown {
  let seen = 0;
  const go = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const mine = seen++ === at;
    if (Array.isArray(v)) {
      const copy = v.map(go);
      if (mine) copy.length % 2 === 0 ? copy.push(replacement) : copy.splice(0, 1);
      return copy;
    }
    const copy = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, go(x)]));
    if (mine) copy[`k${Object.keys(copy).length}`] = replacement;
    return copy;
  };
  return go(value);
}
