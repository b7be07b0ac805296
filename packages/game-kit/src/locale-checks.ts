import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KIT_REFUSAL_CODES } from './refusal.js';

/**
 * What every game's locale tests read: the words as a tree of keys, and the refusal codes the game can
 * give. Reads source files (node:fs), so it is a subpath of its own: `@harbour/game-kit/locale-checks`.
 */

export type LocaleTree = { [key: string]: string | LocaleTree };

/** Every leaf key of the tree, dotted: "refusal.move.unknown". */
export function keys(tree: LocaleTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

/** The sentence at a dotted key, or undefined. */
export function lookup(tree: LocaleTree, path: string): string | undefined {
  let node: string | LocaleTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The names of a sentence's {{placeholders}}, sorted. */
export function placeholders(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();
}

/**
 * Every refusal code a game can give, sorted: those written in the TypeScript under `sourceDir`, tests
 * excepted (`refuse('a.b', ...)` or `{ code: 'a.b' }`), and those game-kit gives on its behalf.
 */
export function refusalCodesOf(sourceDir: string): string[] {
  const codes = new Set<string>(KIT_REFUSAL_CODES);
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(?:refuse\(|code: )'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)) codes.add(m[1] as string);
      }
    }
  };
  walk(sourceDir);
  return [...codes].sort();
}
