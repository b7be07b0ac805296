import { pick, seededRng, type GameModule, type Refusal } from '@harbour/game-kit';
import type { MoveFn } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants as grogInvariants } from '../../grog-island/test/selfplay.js';
import { brokenInvariant as portRoyalInvariant } from '../../port-royal/test/selfplay.js';
import { invariantProblems as rumInvariants } from '../../rum-and-pirates/test/invariants.js';
import { GAME_MODULES } from './index.js';

/**
 * Property-based tests of the untrusted-move boundary of every hosted game. For any move name and any
 * argument list, in real positions reached by seeded random self-play:
 *  - the module's explainMove (parseMove + checkMove) never throws and answers null or a refusal with a code;
 *  - boardgame.io's move wrapper agrees with it: on a refusal it returns INVALID_MOVE and leaves the state
 *    deep-equal to before; on an accepted move it applies it and the game's self-play invariants still hold.
 * The same holds for every listed legal move with one field (at any depth) replaced by an arbitrary value.
 * A failure prints fast-check's seed, path and shrunk counterexample; FC_SEED=<n> and FC_RUNS=<n> explore further.
 */

const SEED = Number(process.env.FC_SEED ?? 20240611);
const NUM_RUNS = Number(process.env.FC_RUNS ?? 400);

/** Each game's self-play invariants, as a description of the first problem or null. */
const INVARIANTS: Record<string, (state: any) => string | null> = {
  'grog-island': (s) => {
    try {
      grogInvariants(s);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  },
  'port-royal': (s) => portRoyalInvariant(s),
  'rum-and-pirates': (s) => rumInvariants(s).join('; ') || null,
};

interface Position {
  readonly label: string;
  readonly state: any;
  readonly deciders: readonly number[];
  readonly [fc.toStringMethod]: () => string;
}

/** Positions are frozen: explainMove runs on them as they are, so a rule that writes to the state throws. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Positions of one seeded random game (every seat picks uniformly among its legal moves) at a few points. */
function positionsOf(module: GameModule, numPlayers: number): Position[] {
  const { engine } = module;
  const play = (visit: (state: unknown, index: number) => void): number => {
    const rng = seededRng(`property:${module.name}:${numPlayers}`);
    let state = engine.setup(numPlayers, rng);
    let index = 0;
    visit(state, index);
    while (!engine.isOver(state) && index < 5000) {
      const seat = pick(rng, engine.deciders(state));
      state = engine.apply(state, seat, pick(rng, engine.legalMoves(state, seat)), rng);
      visit(state, ++index);
    }
    return index;
  };
  const length = play(() => {});
  const wanted = new Set([0, 1, 0.1, 0.25, 0.5, 0.75, 0.95].map((f) => Math.floor(f * length)).concat(length - 1, length));
  const out: Position[] = [];
  play((state, index) => {
    if (!wanted.has(index)) return;
    const copy = deepFreeze(structuredClone(state));
    const label = `${module.name} ${numPlayers}p move ${index}/${length}`;
    // A counterexample names its position by this label (the position replays from the seed) instead of printing the state.
    out.push({ label, state: copy, deciders: engine.deciders(copy), [fc.toStringMethod]: () => label });
  });
  return out;
}

/** Whatever a hostile client may send as a field: wrong types, huge and odd numbers, number-like strings, deep values. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, -1, 1e308, 2 ** 31, 2 ** 32, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.constantFrom('NaN', '1e999', '0x10', '', ' 1', '1', '-0', 'Infinity', '__proto__', 'constructor', 'toString'),
  fc.constantFrom(null, undefined, true, false, [], {}, [[]], { length: 1 }, [1, 2, 3], Object.create(null)),
  fc.integer({ min: -3, max: 130 }),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({
    maxDepth: 4,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    withBoxedValues: true,
  }),
);

const oddKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'type', 'toString', 'length', '0', ''), fc.string());

/** Every path to a node inside a value (the value itself is the empty path). */
function pathsOf(value: unknown, path: readonly (string | number)[] = []): (string | number)[][] {
  const here = [[...path]];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...path, i])));
  if (value !== null && typeof value === 'object') return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...path, k])));
  return here;
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<any>((node, key) => node?.[key], value);
}

/** A copy of `value` with the node at `path` replaced (own data properties only, as JSON.parse makes them). */
function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: any = Array.isArray(value) ? value.slice() : { ...(value as object) };
  Object.defineProperty(copy, head, { value: replaceAt(copy[head], rest, replacement), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The boardgame.io move function behind a move name (own keys only), if the game has that move. */
function wrapperOf(module: GameModule, name: string): MoveFn<any> | undefined {
  const moves = module.game.moves ?? {};
  if (!Object.prototype.hasOwnProperty.call(moves, name)) return undefined;
  const entry = moves[name];
  return typeof entry === 'function' ? entry : entry?.move;
}

/**
 * Runs the boardgame.io move wrapper of `name` on a copy of the state, with the context boardgame.io gives
 * it (G, plus `base` as Grog Island's plain-state plugin passes it). Returns what it answered and the state after.
 */
function runWrapper(fn: MoveFn<any>, state: unknown, playerID: unknown, args: readonly unknown[], seed: number) {
  const G = structuredClone(state);
  const rng = seededRng(seed);
  const context = { G, base: G, ctx: {}, playerID, random: { Number: () => rng.next() }, events: {}, log: {} } as never;
  const answer = fn(context, ...args);
  return { answer, after: answer === undefined || answer === INVALID_MOVE ? G : answer };
}

function expectRefusalShape(refusal: Refusal | null): void {
  if (refusal === null) return;
  expect(typeof refusal.code, `refusal ${JSON.stringify(refusal)}`).toBe('string');
  expect(refusal.code.length).toBeGreaterThan(0);
}

/**
 * The whole contract for one raw move: explainMove answers without throwing, and the wrapper agrees with
 * it — INVALID_MOVE and no change on a refusal, an applied move that keeps the invariants otherwise.
 */
function checkRawMove(module: GameModule, position: Position, playerID: unknown, name: string, args: readonly unknown[], seed: number): void {
  const refusal = module.explainMove(position.state, playerID as string, name, args);
  expectRefusalShape(refusal);
  const fn = wrapperOf(module, name);
  if (fn === undefined) {
    expect(refusal, `${name} is no move of ${module.name}`).not.toBeNull();
    return;
  }
  const { answer, after } = runWrapper(fn, position.state, playerID, args, seed);
  if (refusal !== null) {
    expect(answer).toBe(INVALID_MOVE);
    expect(after).toStrictEqual(position.state);
  } else {
    expect(answer, 'explainMove accepted a move the wrapper refused').not.toBe(INVALID_MOVE);
    expect(INVARIANTS[module.name]?.(after) ?? null, `${position.label}: ${name} ${JSON.stringify(args)}`).toBeNull();
  }
}

describe.each(GAME_MODULES.map((m) => [m.name, m] as const))('%s: untrusted moves', (_, module) => {
  const positions = [...new Set([module.minPlayers, module.maxPlayers])].flatMap((n) => positionsOf(module, n));
  const moveNames = Object.keys(module.game.moves ?? {});
  // Every listed legal move of every decider in every position, each with the other legal moves of its kind there.
  const legalActions = positions.flatMap((position) =>
    position.deciders.flatMap((seat) => {
      const actions = module.engine.legalMoves(position.state, seat).map((move) => module.engine.toAction(move));
      return actions.map((action) => ({ position, seat, action, siblings: actions.filter((other) => other.name === action.name) }));
    }),
  );
  const fieldNames = [...new Set(legalActions.flatMap(({ action }) => action.args.flatMap((a) => Object.keys(a as object))))];
  // Values the game itself uses in its moves (card ids, colours, rows...): a mutation to one of them gets past parsing.
  const nodes = legalActions.flatMap(({ action }) => pathsOf(action.args).filter((p) => p.length > 1).map((p) => valueAt(action.args, p)));
  const gameValues = [...new Map(nodes.map((v) => [JSON.stringify(v), v])).values()];
  const value = fc.oneof(oddValue, fc.integer({ min: -2, max: 130 }), { weight: 3, arbitrary: fc.constantFrom(0, ...gameValues) });
  const record = (position: Position, seat: number, name: string, args: fc.Arbitrary<unknown[]>) =>
    fc.record({ position: fc.constant(position), seat: fc.constant(seat), name: fc.constant(name), args, seed: fc.nat() });

  it('has self-play positions from the start to the end of the game and invariants for them', () => {
    expect(INVARIANTS[module.name]).toBeDefined();
    expect(positions.some((p) => module.engine.isOver(p.state))).toBe(true);
    expect(positions.filter((p) => p.deciders.length > 0).length).toBeGreaterThanOrEqual(8);
    for (const p of positions) expect(INVARIANTS[module.name]?.(p.state) ?? null, p.label).toBeNull();
    expect(legalActions.length).toBeGreaterThan(0);
  });

  it('never throws on any raw move, and a refused one leaves the state exactly as it was', () => {
    const position = fc.constantFrom(...positions);
    const playerID = (p: Position) =>
      fc.oneof(
        { weight: 4, arbitrary: p.deciders.length > 0 ? fc.constantFrom(...p.deciders.map(String)) : fc.constant('0') },
        { weight: 1, arbitrary: fc.nat(9).map(String) },
        { weight: 1, arbitrary: fc.constantFrom(null, undefined, '', '-1', '10', '0.0', ' 0', '01', '٠') },
        { weight: 1, arbitrary: fc.string() },
      );
    const name = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...moveNames) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'RESET', 'UNDO', '') },
      { weight: 1, arbitrary: fc.string() },
    );
    const fieldObject = fc.dictionary(fc.oneof({ weight: 3, arbitrary: fc.constantFrom('type', ...fieldNames) }, oddKey), value, { maxKeys: 4 });
    const args = fc.oneof(
      fc.tuple(fieldObject),
      fc.array(fieldObject, { maxLength: 3 }),
      fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }),
      fc.array(oddValue, { maxLength: 3 }),
    );
    const raw = position.chain((p) => fc.record({ position: fc.constant(p), playerID: playerID(p), name, args, seed: fc.nat() }));
    fc.assert(
      fc.property(raw, ({ position: p, playerID: id, name: n, args: a, seed }) => checkRawMove(module, p, id, n, a, seed)),
      { seed: SEED, numRuns: NUM_RUNS },
    );
  });

  it('judges every legal move with one field replaced by an arbitrary value without throwing, and keeps the invariants', () => {
    const withArgs = legalActions.filter(({ action }) => action.args.length > 0);
    const listed = withArgs.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...withArgs) }, fc.constantFrom(...legalActions)) : fc.constantFrom(...legalActions);
    const mutated = listed.chain(({ position, seat, action, siblings }) => {
      const base = action.args;
      const addField = fc.tuple(oddKey, value).map(([key, v]) => [replaceAt(base[0] ?? {}, [key], v), ...base.slice(1)]);
      if (base.length === 0) return record(position, seat, action.name, fc.oneof(addField, fc.tuple(value)));
      const paths = pathsOf(base).filter((path) => path.length > 0);
      // The replacement: any value, or what the same field holds in another legal move of this kind here.
      const replaceField = fc.constantFrom(...paths).chain((path) => {
        const alternatives = siblings.map((other) => valueAt(other.args, path)).filter((v) => v !== undefined);
        const replacement = alternatives.length > 0 ? fc.oneof(value, { weight: 2, arbitrary: fc.constantFrom(...alternatives) }) : value;
        return replacement.map((v) => replaceAt(base, path, v) as unknown[]);
      });
      return record(position, seat, action.name, fc.oneof({ weight: 3, arbitrary: replaceField }, addField));
    });
    fc.assert(
      fc.property(mutated, ({ position, seat, name, args, seed }) => checkRawMove(module, position, String(seat), name, args, seed)),
      { seed: SEED + 1, numRuns: NUM_RUNS },
    );
  });

  it('accepts every listed legal move through the wrapper (the harness itself is sound)', () => {
    const sample = fc.sample(fc.constantFrom(...legalActions), { seed: SEED, numRuns: 50 });
    for (const { position, seat, action } of sample) {
      expect(module.explainMove(position.state, String(seat), action.name, action.args), `${action.name} ${fc.stringify(action.args)}`).toBeNull();
      checkRawMove(module, position, String(seat), action.name, action.args, 1);
    }
  });
});
