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

export function diff(before: Json, after: Json, maxOps = 256): PatchOp[] | null {
  const ops: PatchOp[] = [];
  // The path is kept as a stack of segments and only joined when an operation is emitted.
  const keys: string[] = [];
  const at = (last?: string) => (keys.length === 0 && last === undefined ? '' : `/${last === undefined ? keys.join('/') : [...keys, last].join('/')}`);
  const walk = (a: Json, b: Json): boolean => {
    if (a === b) return true;
    if (Array.isArray(a)) {
      if (!Array.isArray(b)) return replace(b);
      const common = a.length < b.length ? a.length : b.length;
      for (let i = 0; i < common; i++) {
        const x = a[i];
        const y = b[i];
        if (x === y || (typeof x !== 'object' && typeof y !== 'object' && x === y)) continue;
        keys.push(String(i));
        const ok = walk(x, y);
        keys.pop();
        if (!ok) return false;
      }
      for (let i = common; i < b.length; i++) ops.push({ op: 'add', path: at(String(i)), value: b[i] });
      for (let i = a.length - 1; i >= common; i--) ops.push({ op: 'remove', path: at(String(i)) });
      return ops.length <= maxOps;
    }
    if (isObject(a)) {
      if (!isObject(b)) return replace(b);
      for (const key in a) {
        const x = a[key];
        if (x === undefined) continue;
        const y = b[key];
        if (x === y) continue;
        if (y === undefined) {
          ops.push({ op: 'remove', path: at(escape(key)) });
          continue;
        }
        keys.push(escape(key));
        const ok = walk(x, y);
        keys.pop();
        if (!ok) return false;
      }
      for (const key in b) {
        if (b[key] !== undefined && a[key] === undefined) ops.push({ op: 'add', path: at(escape(key)), value: b[key] });
      }
      return ops.length <= maxOps;
    }
    return replace(b);
  };
  const replace = (value: Json): boolean => {
    ops.push({ op: 'replace', path: at(), value });
    return ops.length <= maxOps;
  };
  return walk(before, after) ? ops : null;
}

/** Applies a patch made by `diff` (or any RFC 6902 add/replace/remove patch); returns a new value, sharing what did not change. */
export function applyPatch<T>(document: T, ops: readonly PatchOp[]): T {
  let root: Json = document;
  for (const op of ops) root = applyOne(root, op);
  return root as T;
}

function applyOne(root: Json, op: PatchOp): Json {
  const keys = op.path === '' ? [] : op.path.slice(1).split('/').map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (keys.length === 0) {
    if (op.op === 'remove') throw new Error('cannot remove the whole document');
    return op.value;
  }
  const update = (node: Json, depth: number): Json => {
    const key = keys[depth] as string;
    const last = depth === keys.length - 1;
    if (Array.isArray(node)) {
      const copy = node.slice();
      const index = key === '-' ? copy.length : Number(key);
      if (!Number.isInteger(index) || index < 0 || index > copy.length) throw new Error(`bad index in ${op.path}`);
      if (!last) copy[index] = update(copy[index], depth + 1);
      else if (op.op === 'remove') copy.splice(index, 1);
      else if (op.op === 'add') copy.splice(index, 0, op.value);
      else copy[index] = op.value;
      return copy;
    }
    if (isObject(node)) {
      const copy: Record<string, Json> = { ...node };
      if (key === '__proto__') throw new Error('bad key');
      if (!last) copy[key] = update(copy[key], depth + 1);
      else if (op.op === 'remove') delete copy[key];
      else copy[key] = op.value;
      return copy;
    }
    throw new Error(`no such path: ${op.path}`);
  };
  return update(root, 0);
}
