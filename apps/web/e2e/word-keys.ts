import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every key of the client's English words (src/**\/en.json, *.en.json; a game's lessons as they join
 * the `learn` namespace), as i18next shows one whose words are missing ("coach.gotIt"): a page's text
 * holding one of them shows a key where its words should be.
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

type Tree = { [key: string]: string | Tree };

function paths(tree: Tree, prefix: string, into: Set<string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') into.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    else paths(value, `${path}.`, into);
  }
}

function englishFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishFiles(path);
    return entry.name === 'en.json' || entry.name.endsWith('.en.json') ? [path] : [];
  });
}

function allKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of englishFiles(SRC)) {
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    const lessons = /games\/([\w-]+)\/locales\/lessons\.en\.json$/.exec(file.replaceAll('\\', '/'));
    if (lessons) {
      paths(tree.situations as Tree, `${lessons[1]}.`, keys);
      paths(tree.win as Tree, `win.${lessons[1]}.`, keys);
    } else paths(tree, '', keys);
  }
  // (a key of one segment could be a word of the text: only dotted keys are told apart)
  for (const key of keys) if (!key.includes('.')) keys.delete(key);
  // (none read would make every check that uses them pass unseen)
  if (keys.size < 100) throw new Error(`word-keys: only ${keys.size} keys read under ${SRC}`);
  return keys;
}

const KEYS = allKeys();

/** The word keys found in `text` (each once). */
export function keysIn(text: string): string[] {
  return [...new Set(text.match(/[\w-]+(?:\.[\w-]+)+/g) ?? [])].filter((token) => KEYS.has(token));
}
