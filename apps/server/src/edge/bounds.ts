/**
 * Bounds for untrusted JSON values, checked before any recursive code (zod's `z.json()`, a
 * game's moves, JSON serialisers) sees them. The walk is iterative and allocates only its own
 * small stack, so a refused value costs little and leaves nothing behind.
 */
export interface JsonBounds {
  /** Deepest nesting of arrays and objects (a scalar has depth 0, `[1]` depth 1). */
  maxDepth: number;
  /** Most values in total (every array, object, key's value and scalar counts one). */
  maxNodes: number;
}

/** What any value from a client may be: far more than any game's move or options need. */
export const UNTRUSTED_JSON: JsonBounds = { maxDepth: 16, maxNodes: 10_000 };

/** Null when `value` is a plain JSON value within the bounds; otherwise why not. */
export function jsonBoundsProblem(value: unknown, bounds: JsonBounds = UNTRUSTED_JSON): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number };
    if (++nodes > bounds.maxNodes) return `more than ${bounds.maxNodes} values`;
    const v = item.value;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'not a JSON number';
      continue;
    }
    if (typeof v !== 'object') return 'not a JSON value';
    if (item.depth >= bounds.maxDepth) return `nested deeper than ${bounds.maxDepth} levels`;
    if (Array.isArray(v)) {
      if (nodes + v.length > bounds.maxNodes) return `more than ${bounds.maxNodes} values`;
      for (const element of v) stack.push({ value: element, depth: item.depth + 1 });
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return 'not a JSON value';
    const keys = Object.keys(v);
    if (nodes + keys.length > bounds.maxNodes) return `more than ${bounds.maxNodes} values`;
    for (const key of keys) stack.push({ value: (v as Record<string, unknown>)[key], depth: item.depth + 1 });
  }
  return null;
}


/**
 * Whether a JSON text (from `start`) nests deeper than `limit`, found by a scan that skips strings
 * and stops as soon as the limit is passed: run before `JSON.parse`, whose time grows with the
 * nesting (a 12 KB text nested 6,000 deep takes milliseconds to parse).
 */
export function jsonTextTooDeep(text: string, limit: number, start = 0): boolean {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
