/**
 * Applying an RFC 6902 JSON Patch of `add`, `replace` and `remove` operations (what the server sends
 * in `update` frames to connections that asked for patches). The document is never changed: every
 * object or array on an operation's path is copied, everything else is shared, so unchanged parts of
 * the state keep their identity (and the table skips redrawing them). Anything unexpected throws:
 * the caller then asks for the whole state.
 */
export interface PatchOperation {
  op: string;
  path: string;
  value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function segments(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new Error(`bad patch path ${path}`);
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function copy(value: Container): Container {
  return Array.isArray(value) ? value.slice() : { ...value };
}

function index(array: unknown[], key: string, forAdd: boolean): number {
  if (forAdd && key === '-') return array.length;
  if (!/^(0|[1-9]\d*)$/.test(key)) throw new Error(`bad array index ${key}`);
  const i = Number(key);
  if (i > array.length || (!forAdd && i >= array.length)) throw new Error(`array index ${key} out of range`);
  return i;
}

function applyOne(doc: unknown, operation: PatchOperation): unknown {
  const { op, path } = operation;
  if (op !== 'add' && op !== 'replace' && op !== 'remove') throw new Error(`unsupported patch op ${op}`);
  const keys = segments(path);
  if (keys.length === 0) {
    if (op === 'remove') throw new Error('cannot remove the document');
    return operation.value;
  }
  const root = isContainer(doc) ? copy(doc) : null;
  if (root === null) throw new Error(`no container at ${path}`);
  let parent: Container = root;
  for (const key of keys.slice(0, -1)) {
    const child: unknown = Array.isArray(parent) ? parent[index(parent, key, false)] : parent[key];
    if (!isContainer(child)) throw new Error(`no container at ${path}`);
    const copied = copy(child);
    if (Array.isArray(parent)) parent[Number(key)] = copied;
    else parent[key] = copied;
    parent = copied;
  }
  const last = keys[keys.length - 1] as string;
  if (Array.isArray(parent)) {
    const i = index(parent, last, op === 'add');
    if (op === 'add') parent.splice(i, 0, operation.value);
    else if (op === 'replace') parent[i] = operation.value;
    else parent.splice(i, 1);
  } else {
    if (op !== 'add' && !Object.prototype.hasOwnProperty.call(parent, last)) throw new Error(`nothing at ${path}`);
    if (op === 'remove') delete parent[last];
    else parent[last] = operation.value;
  }
  return root;
}

export function applyPatch<T>(document: T, operations: readonly PatchOperation[]): T {
  let doc: unknown = document;
  for (const operation of operations) doc = applyOne(doc, operation);
  return doc as T;
}
