import { describe, expect, it } from 'vitest';
import { pageHtml, pageInfo, type Manifest } from './page-preloads.js';

const TEMPLATE = `<!doctype html><html><head><title>Harbour</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head><body></body></html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_app-1.js': { file: 'assets/app-1.js', imports: ['_react-1.js'] },
  'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_react-1.js', '_app-1.js'], css: ['assets/boot-1.css'] },
  'src/pages/InvitePage.tsx': { file: 'assets/InvitePage-1.js', imports: ['_app-1.js'] },
  '_engine-1.js': { file: 'assets/engine-1.js' },
  'src/games/grog-island/index.tsx': { file: 'assets/grog-island-1.js', imports: ['_app-1.js', '_engine-1.js'], css: ['assets/grog-island-1.css'] },
};

const MATCH = 'AbCdEfGh12345678';

describe("a page names what it will need (the app, its page's chunk, its match's game table)", () => {
  it('knows the match and the page chunk of an address', () => {
    expect(pageInfo(`/seat/${MATCH}/1`)).toEqual({ matchID: MATCH, pageChunk: null });
    expect(pageInfo(`/match/${MATCH}`)).toEqual({ matchID: MATCH, pageChunk: null });
    expect(pageInfo(`/match/${MATCH}/watch`)).toEqual({ matchID: MATCH, pageChunk: null });
    expect(pageInfo(`/join/${MATCH}`)).toEqual({ matchID: MATCH, pageChunk: 'src/pages/InvitePage.tsx' });
    expect(pageInfo('/join/short')).toEqual({ matchID: null, pageChunk: 'src/pages/InvitePage.tsx' });
    expect(pageInfo('/games')).toEqual({ matchID: null, pageChunk: 'src/pages/MyGamesPage.tsx' });
    expect(pageInfo(`/match/${MATCH}/replay`)).toEqual({ matchID: null, pageChunk: null });
  });

  it("a seat link's page preloads the app and the game's table with everything they import, once each, and tells the game", () => {
    const html = pageHtml(TEMPLATE, MANIFEST, { game: 'grog-island', pageChunk: null });
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/react-1.js', '/assets/app-1.js', '/assets/boot-1.js', '/assets/engine-1.js', '/assets/grog-island-1.js']);
    expect(html).toContain('<meta name="harbour-game" content="grog-island" />');
    // Styles are fetched early but applied by the app: none holds the first paint.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/grog-island-1.css" />');
    expect(html).not.toMatch(/rel="stylesheet"[^>]*grog-island/);
    expect(html.indexOf('harbour-game')).toBeLessThan(html.indexOf('</head>'));
  });

  it("an invite's page preloads its page chunk too", () => {
    const html = pageHtml(TEMPLATE, MANIFEST, { game: 'grog-island', pageChunk: 'src/pages/InvitePage.tsx' });
    expect(html).toContain('href="/assets/InvitePage-1.js"');
    expect(html).toContain('href="/assets/grog-island-1.js"');
  });

  it('names no game the build has no table for, nor one that is not a name', () => {
    for (const game of ['chess', '"><script>', null]) {
      const html = pageHtml(TEMPLATE, MANIFEST, { game, pageChunk: null });
      expect(html).not.toContain('harbour-game');
      expect(html).not.toContain('<script>"');
      expect(html).toContain('href="/assets/boot-1.js"');
    }
  });

  it('without a manifest, the page as built', () => {
    expect(pageHtml(TEMPLATE, null, { game: 'grog-island', pageChunk: null })).toBe(TEMPLATE);
  });
});
