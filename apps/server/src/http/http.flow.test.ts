import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { openTestStore, testConfig } from '../testing/env.js';

describe('HTTP: health, readiness, metrics, headers, origins, the web client', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  const web = mkdtempSync(join(tmpdir(), 'harbour-web-'));

  beforeAll(async () => {
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><title>Harbour</title></head><body></body></html>');
    writeFileSync(join(web, 'assets', 'app-1234.js'), 'console.log(1)');
    mkdirSync(join(web, '.vite'));
    writeFileSync(
      join(web, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/boot.tsx': { file: 'assets/boot-1.js' }, 'src/games/grog-island/index.tsx': { file: 'assets/grog-island-1.js', css: ['assets/grog-island-1.css'] } }),
    );
    const opened = await openTestStore('pglite');
    cleanup = opened.cleanup;
    server = await startServer({ config: testConfig({ WEB_DIST: web, ALLOWED_ORIGINS: 'https://friends.example' }), store: opened.store });
  });
  afterAll(async () => {
    await server?.close();
    await cleanup?.();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz (which asks the database)', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves Prometheus metrics: sockets, matches, move latency, storage errors', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const name of ['harbour_sockets_connected', 'harbour_matches_live', 'harbour_move_duration_seconds', 'harbour_storage_errors_total', 'harbour_matches_created_total', 'harbour_process_cpu_seconds_total']) {
      expect(text).toContain(name);
    }
  });

  it('puts security headers on every response', async () => {
    for (const path of ['/healthz', '/api/nothing', '/', '/assets/app-1234.js']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('answers unknown API paths with a JSON error', async () => {
    const res = await fetch(`${server.url}/api/nothing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'notFound', message: expect.any(String) } });
  });

  it('serves the built web client, with index.html for client-side routes', async () => {
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    const page = await fetch(`${server.url}/match/abc/seat/0`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Harbour</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`, { headers: { accept: 'text/html' } })).status).not.toBe(500);
  });

  it("a match's page names its game and preloads its table, the app with it; the build's manifest is not served", async () => {
    const created = await fetch(`${server.url}/api/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'grog-island', numPlayers: 2, name: 'Anne' }) });
    const { matchID } = (await created.json()) as { matchID: string };
    for (const path of [`/seat/${matchID}/0`, `/match/${matchID}`, `/join/${matchID}`]) {
      const html = await (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<meta name="harbour-game" content="grog-island" />');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grog-island-1.js" />');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-1.js" />');
    }
    const other = await (await fetch(`${server.url}/match/AAAAAAAAAAAAAAAA`, { headers: { accept: 'text/html' } })).text();
    expect(other).not.toContain('harbour-game');
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('enforces origins: allowed origins get CORS headers, others are refused on the API', async () => {
    const friend = await fetch(`${server.url}/api/nothing`, { headers: { origin: 'https://friends.example' } });
    expect(friend.headers.get('access-control-allow-origin')).toBe('https://friends.example');
    const preflight = await fetch(`${server.url}/api/matches`, { method: 'OPTIONS', headers: { origin: 'https://friends.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(204);
    const evil = await fetch(`${server.url}/api/nothing`, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ error: { code: 'origin.forbidden' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const evilPost = await fetch(`${server.url}/healthz`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(evilPost.status).toBe(403);
  });
});
