import { MATCH_ID_PATTERN } from '@harbour/protocol';

/**
 * What a page of the web client needs beyond its entry, named in the page itself so the browser
 * fetches it with the entry instead of after it: the app (the entry loads it on demand), the page's
 * own chunk, and for a match's page (a table, a seat link, an invite) that match's game table,
 * which only the server knows before anything has run. Read from the client build's manifest
 * (Vite's .vite/manifest.json); without one the page goes as it was built.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk key of a game's table in the manifest (apps/web/src/games/<game>/index.tsx), if the build has one. */
const gameKey = (manifest: Manifest, game: string) => [`src/games/${game}/index.tsx`, `src/games/${game}/index.ts`].find((k) => manifest[k] !== undefined) ?? null;
const GAME_NAME = /^[a-z0-9][a-z0-9-]{0,40}$/;

export interface PageInfo {
  /** The match the page is about (a table, a seat link, an invite), if any. */
  matchID: string | null;
  /** The page's own chunk (key in the manifest), if it has one. */
  pageChunk: string | null;
}

/** Which match and which page chunk an address is (only well-formed match ids). */
export function pageInfo(path: string): PageInfo {
  const match = /^\/(?:match\/([^/]+)(?:\/watch)?|seat\/([^/]+)\/[^/]+|join\/([^/]+))\/?$/.exec(path);
  const id = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  const matchID = MATCH_ID_PATTERN.test(id) ? id : null;
  const pageChunk = path === '/' ? 'src/pages/HomePage.tsx' : path === '/games' ? 'src/pages/MyGamesPage.tsx' : /^\/join\/[^/]+\/?$/.test(path) ? 'src/pages/InvitePage.tsx' : null;
  return { matchID, pageChunk };
}

/** The files of chunks `keys` and of everything they import, in order, each once. */
function filesOf(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const i of chunk.imports ?? []) visit(i);
    js.push(chunk.file);
    for (const c of chunk.css ?? []) if (!css.includes(c)) css.push(c);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's HTML: the built index.html with modulepreloads of the app, the page's chunk and the
 * game's table (and preloads of their styles, which the app applies when it uses them: no style
 * sheet holds the first paint), and the game's name for the entry (meta harbour-game). A game the
 * build has no table for is left out.
 */
export function pageHtml(template: string, manifest: Manifest | null, page: { game: string | null; pageChunk: string | null }): string {
  if (!manifest) return template;
  const key = page.game !== null && GAME_NAME.test(page.game) ? gameKey(manifest, page.game) : null;
  const game = key !== null ? page.game : null;
  const keys = ['src/boot.tsx', ...(page.pageChunk ? [page.pageChunk] : []), ...(key !== null ? [key] : [])];
  const { js, css } = filesOf(manifest, keys);
  // What the built page names already (the entry and its imports) is not named twice.
  const links = [
    ...(game !== null ? [`<meta name="harbour-game" content="${escape(game)}" />`] : []),
    ...js.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${escape(f)}" />`),
    ...css.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="preload" as="style" crossorigin href="/${escape(f)}" />`),
  ];
  if (links.length === 0) return template;
  const at = template.indexOf('</head>');
  return at < 0 ? template : `${template.slice(0, at)}    ${links.join('\n    ')}\n  ${template.slice(at)}`;
}
