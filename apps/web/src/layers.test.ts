import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web client's floors, lowest first. A folder imports only folders below it: the connection
 * (every protocol frame) knows nothing of the pages that show them, the table shell knows no game
 * and no feature (they fill its slots), the games fill the shell and know no feature, the features
 * (asynchronous play, hints, Learn to play, the review) find a game through its declaration
 * (games/registry.ts), the pages put it together, the app starts it. Folders on one floor do not
 * import each other. Tests may cross floors (they put the parts together).
 */
const FLOORS: readonly (readonly string[])[] = [
  ['i18n'],
  ['connection'],
  ['lobby'],
  ['shared', 'platform'],
  ['games'],
  ['async', 'hints', 'learn', 'review'],
  ['pages'],
  ['app'],
];

/**
 * Imports that still go up or sideways, each with the reason it is here; the test fails when one
 * goes away too (then delete its line), so this list only shrinks. None today.
 */
const KNOWN: Readonly<Record<string, string>> = {};

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const floorOf = (folder: string): number => FLOORS.findIndex((floor) => floor.includes(folder));

/** Every import between two top folders of src, as "from -> to", with the files that make it. */
function crossings(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const from = relative(SRC, file).split('/')[0] as string;
    if (from === 'test' || !file.slice(SRC.length + 1).includes('/')) continue; // the entry files and test helpers stand above all
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const to = relative(SRC, resolve(dirname(file), spec as string)).split('/')[0] as string;
      if (to === from || to.startsWith('..')) continue;
      const key = `${from} -> ${to}`;
      found.set(key, [...(found.get(key) ?? []), relative(SRC, file)]);
    }
  }
  return found;
}

describe('the web client\'s floors', () => {
  const found = crossings();

  it('every top folder of src stands on one floor', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory() && name !== 'test' && name !== 'styles');
    for (const folder of folders) expect(floorOf(folder), folder).toBeGreaterThanOrEqual(0);
  });

  it('no folder imports one above it or beside it, but the known ones', () => {
    const wrong = [...found].filter(([key]) => {
      const [from, to] = key.split(' -> ') as [string, string];
      return floorOf(to) >= floorOf(from) && !(key in KNOWN);
    });
    expect(wrong.map(([key, files]) => `${key}: ${[...new Set(files)].join(', ')}`)).toEqual([]);
  });

  it('each known exception is still there (delete its line once it is gone)', () => {
    for (const key of Object.keys(KNOWN)) expect(found.has(key), key).toBe(true);
  });
});
