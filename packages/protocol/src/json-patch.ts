/**
 * JSON Patch (RFC 6902) between two JSON values, for `update` frames that carry only what changed.
 * The diff is structural and linear in the size of the values: objects key by key, arrays index by
 * index (what two arrays of different lengths share at either end is kept, the rest added or removed
 * where it differs), anything else replaced. It gives up (null) when the patch would not be much
 * smaller than the value itself.
 */
export type PatchOp = { op: 'add' | 'replace'; path: string; value: unknown } | { op: 'remove'; path: string };

const escape = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

type Json = unknown;

/**
 * A change already computed: `patch` is `diff(before, after)`. A diff of two documents built from
 * these two (views of a state before and after a move, sharing the state's objects where they show
 * them unchanged) takes the known operations for every pair of nodes that are the very objects of
 * `before` and `after` at the same path, instead of walking them again.
 */
export interface KnownChange {
  before: Json;
  after: Json;
  patch: readonly PatchOp[];
  /**
   * The patch arranged by path, set by the first diff that uses this change (the seats of a match
   * share one change, so one arrangement); null: not in depth-first order (then unused). Kept on the
   * change, not in a module-level WeakMap keyed by the patch: V8's young-generation collector keeps
   * a WeakMap's entries alive, so every move's patch and arrangement went to the old generation.
   */
  arranged?: KnownNode | null;
}

/**
 * The known operations arranged by path. A diff emits the operations at and below any one node
 * together (it walks depth first), so a node needs only the first and last index of its operations
 * in the patch, and a map of the nodes below it (made only where there are some).
 */
export interface KnownNode {
  first: number;
  last: number;
  below: Map<string, KnownNode> | undefined;
}

/** The change's patch arranged by path, made once per change. */
function arrange(known: KnownChange): KnownNode | null {
  if (known.arranged === undefined) known.arranged = depthFirst(known.patch);
  return known.arranged;
}

function depthFirst(patch: readonly PatchOp[]): KnownNode | null {
  const root: KnownNode = { first: 0, last: patch.length - 1, below: undefined };
  for (let i = 0; i < patch.length; i++) {
    const path = (patch[i] as PatchOp).path;
    let node = root;
    // Segments stay escaped: the walk looks them up by escaped key.
    for (let start = 1; start <= path.length; ) {
      let end = path.indexOf('/', start);
      if (end < 0) end = path.length;
      const key = path.slice(start, end);
      let next = node.below?.get(key);
      if (next === undefined) (node.below ??= new Map()).set(key, (next = { first: i, last: i, below: undefined }));
      else if (next.last === i - 1) next.last = i;
      else return null;
      node = next;
      start = end + 1;
    }
  }
  return root;
}

const sameKind = (a: object, b: object) => Array.isArray(a) === Array.isArray(b);

/**
 * The walk of one diff: the path is a stack of segments joined only when an operation is emitted,
 * and leaves (numbers, strings, booleans, null) are compared in place, without a call per leaf.
 * One plain object per diff, no closures: it runs several times per move. With a known change, the
 * walk keeps the known documents' nodes at the current path beside its own (while the known diff
 * would also have walked there) and takes the known operations where the nodes are the same objects.
 */
class Differ {
  readonly ops: PatchOp[] = [];
  private readonly keys: (string | number)[] = [];
  /** The known documents' nodes at the current path, or undefined where they are not both containers of one kind. */
  private knownBefore: Json;
  private knownAfter: Json;
  /** The known operations at the current path and below (undefined: none). */
  private knownOps: KnownNode | undefined;
  private knownPatch: readonly PatchOp[] = [];

  constructor(
    private readonly maxOps: number,
    known?: KnownChange,
  ) {
    if (known !== undefined && isContainer(known.before) && isContainer(known.after) && sameKind(known.before, known.after)) {
      const arrangement = arrange(known);
      if (arrangement !== null) {
        this.knownBefore = known.before;
        this.knownAfter = known.after;
        this.knownOps = arrangement;
        this.knownPatch = known.patch;
      }
    }
  }

  /** The known operations at `node` and below it. */
  private takeKnown(node: KnownNode | undefined): boolean {
    if (node === undefined) return true;
    for (let i = node.first; i <= node.last; i++) this.ops.push(this.knownPatch[i] as PatchOp);
    return this.ops.length <= this.maxOps;
  }

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
    const outerBefore = this.knownBefore;
    const outerAfter = this.knownAfter;
    const outerOps = this.knownOps;
    let kx: Json;
    let ky: Json;
    let opsHere: KnownNode | undefined;
    if (outerBefore !== undefined) {
      kx = (outerBefore as Record<string | number, Json>)[key];
      ky = (outerAfter as Record<string | number, Json>)[key];
      opsHere = outerOps?.below?.get(String(key));
      if (x === kx && y === ky && kx !== undefined && ky !== undefined) return this.takeKnown(opsHere);
    }
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return this.replace(key, y);
    // Below, the known diff walked on only into two distinct containers of one kind.
    const descends = outerBefore !== undefined && kx !== ky && isContainer(kx) && isContainer(ky) && sameKind(kx, ky);
    this.knownBefore = descends ? kx : undefined;
    this.knownAfter = descends ? ky : undefined;
    this.knownOps = descends ? opsHere : undefined;
    this.keys.push(key);
    const ok = this.walk(x, y);
    this.keys.pop();
    this.knownBefore = outerBefore;
    this.knownAfter = outerAfter;
    this.knownOps = outerOps;
    return ok;
  }

  /** Both values are objects or arrays (not null) and not the same object. */
  walk(a: object, b: object): boolean {
    if (Array.isArray(a)) return Array.isArray(b) ? this.walkArrays(a, b) : this.replaceHere(b);
    if (Array.isArray(b)) return this.replaceHere(b);
    return this.walkObjects(a as Record<string, Json>, b as Record<string, Json>);
  }

  /**
   * Arrays of one length index by index. Arrays of different lengths first set aside what they
   * share at both ends (the very same values: a card drawn from the top of a deck is one `remove`,
   * not a `replace` of every card below it), then compare the middles index by index and add or
   * remove the rest where the middles end. (Arrays and objects are walked by two functions, and
   * objects by `Object.keys`, not `for…in`: a `for…in` over objects of many shapes sent V8's
   * optimised code of one shared walk back to the interpreter on every new shape, and the walk ran
   * unoptimised.)
   */
  private walkArrays(a: Json[], b: Json[]): boolean {
    const ops = this.ops;
    const shorter = a.length < b.length ? a.length : b.length;
    let end = 0;
    // The shared head (the very same values) is not compared a second time below.
    let head = 0;
    if (a.length !== b.length) {
      // The shared tail, from the end, but never into the shared head.
      while (head < shorter && a[head] === b[head]) head++;
      while (end < shorter - head && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
    }
    const common = shorter - end;
    for (let i = head; i < common; i++) {
      const x: Json = a[i];
      const y: Json = b[i];
      if (x !== y && !this.child(i, x, y)) return false;
    }
    // The middle of `b` past `common` is new; the middle of `a` past it is gone.
    for (let i = common; i < b.length - end; i++) ops.push({ op: 'add', path: this.at(i), value: b[i] });
    for (let i = a.length - end - 1; i >= common; i--) ops.push({ op: 'remove', path: this.at(i) });
    return ops.length <= this.maxOps;
  }

  private walkObjects(x: Record<string, Json>, y: Record<string, Json>): boolean {
    const ops = this.ops;
    const keysBefore = Object.keys(x);
    // Keys of `y` that `x` has too (both with a value): when they are all of `y`'s keys, nothing was added.
    let kept = 0;
    // A key `y` does not have may still read as a function from Object.prototype (`toString`,
    // `constructor`…): JSON has no functions, so a function reads as absent.
    for (let i = 0; i < keysBefore.length; i++) {
      const key = keysBefore[i] as string;
      const before = x[key];
      if (before === undefined) continue;
      const after = y[key];
      if (before === after) {
        kept++;
        continue;
      }
      if (after === undefined || typeof after === 'function') {
        ops.push({ op: 'remove', path: this.at(escape(key)) });
        continue;
      }
      kept++;
      if (!this.child(escape(key), before, after)) return false;
    }
    const keysAfter = Object.keys(y);
    if (keysAfter.length === kept) return ops.length <= this.maxOps;
    for (let i = 0; i < keysAfter.length; i++) {
      const key = keysAfter[i] as string;
      const before = x[key];
      if ((before === undefined || typeof before === 'function') && y[key] !== undefined) ops.push({ op: 'add', path: this.at(escape(key)), value: y[key] });
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

/**
 * The patch from `before` to `after`, or null when it would have more than `maxOps` operations.
 * `known`: a change already computed between documents these two share objects with (see KnownChange).
 */
export function diff(before: Json, after: Json, maxOps = 256, known?: KnownChange): PatchOp[] | null {
  if (before === after) return [];
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) return [{ op: 'replace', path: '', value: after }];
  const differ = new Differ(maxOps, known);
  return differ.walk(before, after) ? differ.ops : null;
}

/**
 * Applies a patch without changing `document`: every object or array on an operation's path is
 * copied (once per patch, however many operations pass through it), everything else is shared (so
 * unchanged parts keep their identity, which the web table uses to skip redrawing them, and which
 * lets the server keep a new state that shares all it did not change with the one before). Anything
 * it cannot apply exactly throws (an unknown op, a missing key or index): a client then asks for the
 * whole state. One implementation, for the server (stored patches, held states) and the web client
 * (`update` frames).
 */
export function applyPatch<T>(document: T, ops: readonly PatchOp[]): T {
  let root: Json = document;
  const copies = new WeakSet<object>();
  for (const op of ops) root = applyOne(root, op, copies);
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

/** A container this patch may change: `value` itself when this patch made it, otherwise a copy (remembered). */
function writable(value: Container, copies: WeakSet<object>): Container {
  if (copies.has(value)) return value;
  const copy = copyOf(value);
  copies.add(copy);
  return copy;
}

function applyOne(root: Json, operation: PatchOp, copies: WeakSet<object>): Json {
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
  const top = writable(root, copies);
  let parent: Container = top;
  for (const key of keys.slice(0, -1)) {
    if (key === '__proto__') throw new Error('bad key');
    const child: Json = Array.isArray(parent) ? parent[indexIn(parent, key, false)] : parent[key];
    if (!isContainer(child)) throw new Error(`no container at ${path}`);
    const copied = writable(child, copies);
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
