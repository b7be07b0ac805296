/**
 * JSON Patch (RFC 6902) between two JSON values, for `update` frames that carry only what changed.
 * The diff is structural and linear in the size of the values: objects key by key, arrays index by
 * index (growth and shrinkage at the end as `add`/`remove`), anything else replaced. It gives up
 * (null) when the patch would not be much smaller than the value itself.
 */
export type PatchOp = { op: 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

const escape = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The walk of one diff: the path is a stack of segments joined only when an operation is emitted,
 * and leaves (numbers, strings, booleans, null) are compared in place, without a call per leaf.
 * One plain object per diff, no closures: it runs several times per move.
 */
class Differ {
  readonly ops: PatchOp[] = [];
  private readonly keys: (string | number)[] = [];

  constructor(private readonly maxOps: number) {}

  private at(last: string | number): string {
    const keys = this.keys;
    let path = '';
    for (let i = 0; i < keys.length; i++) path += `/${keys[i]}`;
    return `${path}/${last}`;
  }

  /** Records that the value under `key` (of the node at the current path) becomes `value`. */
  private replace(key: string | number, value: Json): boolean {
    this.ops.push({ op: 'replace', path: this.at(key), value });
    return this.ops.length <= this.maxOps;
  }

  /** Compares the children `x` and `y` found under `key`; false once the patch is too large. */
  private child(key: string | number, x: Json, y: Json): boolean {
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return this.replace(key, y);
    this.keys.push(key);
    const ok = this.walk(x, y);
    this.keys.pop();
    return ok;
  }

  /** Both values are objects or arrays (not null) and not the same object. */
  walk(a: object, b: object): boolean {
    const ops = this.ops;
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return this.replaceHere(b);
      const common = a.length < b.length ? a.length : b.length;
      for (let i = 0; i < common; i++) {
        const x: Json = a[i];
        const y: Json = b[i];
        if (x !== y && !this.child(i, x, y)) return false;
      }
      for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: this.at(i), value: b[i] });
      for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: this.at(i) });
      return ops.length <= this.maxOps;
    }
    if (Array.isArray(b)) return this.replaceHere(b);
    const x = a as Record<string, Json>;
    const y = b as Record<string, Json>;
    for (const key in x) {
      const before = x[key];
      if (before === undefined) continue;
      const after = y[key];
      if (before === after) continue;
      if (after === undefined) {
        ops.push({ op: 'remove', path: this.at(escape(key)) });
        continue;
      }
      if (!this.child(escape(key), before, after)) return false;
    }
    for (const key in y) {
      if (x[key] === undefined && y[key] !== undefined) ops.push({ op: 'add', path: this.at(escape(key)), value: y[key] });
    }
    return ops.length <= this.maxOps;
  }

  /** The node at the current path is replaced whole. */
  private replaceHere(value: Json): boolean {
    const keys = this.keys;
    if (keys.length === 0) this.ops.push({ op: 'replace', path: '', value });
    else {
      const last = keys.pop() as string | number;
      this.ops.push({ op: 'replace', path: this.at(last), value });
      keys.push(last);
    }
    return this.ops.length <= this.maxOps;
  }
}

export function diff(before: Json, after: Json, maxOps = 256): PatchOp[] | null {
  if (before === after) return [];
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return [{ op: 'replace', path: '', value: after }];
  const differ = new Differ(maxOps);
  return differ.walk(before, after) ? differ.ops : null;
}

/** Applies a patch made by `diff` (or any RFC 6902 add/replace/remove patch); returns a new value, sharing what did not change. */
/**
 * Applies a patch without changing `document`: every object or array on an operation's path is
 * copied, everything else is shared (so unchanged parts keep their identity, which the web table
 * uses to skip redrawing them). Anything it cannot apply exactly throws (an unknown op, a missing
 * key or index): a client then asks for the whole state. One implementation, for the server
 * (stored patches) and the web client (`update` frames).
 */
export function applyPatch<T>(document: T, ops: readonly PatchOp[]): T {
  let root: Json = document;
  for (const op of ops) root = applyOne(root, op);
  return root as T;
}

type Container = Record<string, Json> | Json[];

function isContainer(value: Json): value is Container {
  return typeof value === 'object' && value !== null;
}

function copyOf(value: Container): Container {
  return Array.isArray(value) ? value.slice() : { ...value };
}

function segments(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`bad patch path ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function indexIn(array: Json[], key: string, forAdd: boolean): number {
  if (forAdd && key === '-') return array.length;
  if (!/^(0|[1-9]\d*)$/.test(key)) throw new Error(`bad array index ${key}`);
  const i = Number(key);
  if (i > array.length || (!forAdd && i >= array.length)) throw new Error(`array index ${key} out of range`);
  return i;
}

function applyOne(root: Json, operation: PatchOp): Json {
  // Patches also arrive over the network (the web client): the op is checked, not trusted.
  const { op, path } = operation as { op: string; path: string };
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new Error(`unsupported patch op ${op}`);
  const keys = segments(path);
  const value = 'value' in operation ? operation.value : undefined;
  if (keys.length === 0) {
    if (op === 'remove') throw new Error('cannot remove the whole document');
    return value;
  }
  if (!isContainer(root)) throw new Error(`no container at ${path}`);
  const top = copyOf(root);
  let parent: Container = top;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__') throw new Error('bad key');
    const child: Json = Array.isArray(parent) ? parent[indexIn(parent, key, false)] : parent[key];
    if (!isContainer(child)) throw new Error(`no container at ${path}`);
    const copied = copyOf(child);
    if (Array.isArray(parent)) parent[Number(key)] = copied;
    else parent[key] = copied;
    parent = copied;
  }
  const last = keys[keys.length - 1] as string;
  if (last === '__proto__') throw new Error('bad key');
  if (Array.isArray(parent)) {
    const i = indexIn(parent, last, op === 'add');
    if (op === 'add') parent.splice(i, 0, value);
    else if (op === 'replace') parent[i] = value;
    else parent.splice(i, 1);
  } else {
    if (op !== 'add' && !Object.prototype.hasOwnProperty.call(parent, last)) throw new Error(`nothing at ${path}`);
    if (op === 'remove') delete parent[last];
    else parent[last] = value;
  }
  return top;
}
