// Bundles the server into dist/main.js and dist/bot-worker.js (ESM files for plain Node 24, the image's), with
// every dependency inside except the embedded database (PGlite loads its WebAssembly and data files from
// its own folder), so that the runtime needs no node_modules but node_modules/@electric-sql/pglite
// (apps/server/Dockerfile copies only that). ws's optional native speed-ups are left out (it runs without them).
import { build } from 'esbuild';
import { copyFileSync } from 'node:fs';

const external = ['@electric-sql/pglite', 'bufferutil', 'utf-8-validate'];

await build({
  // The bot threads' entry is bundled beside main.js (src/bots/pool.ts loads ./bot-worker.js).
  entryPoints: { main: 'src/main.ts', 'bot-worker': 'src/bots/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  mainFields: ['module', 'main'],
  external,
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS code inside the bundle may require Node's built-in modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// The embedded database's thread is plain JavaScript, loaded beside main.js.
copyFileSync(new URL('../../packages/storage/src/pglite-worker.mjs', import.meta.url), new URL('./dist/pglite-worker.mjs', import.meta.url));
console.log(`built dist/main.js, dist/bot-worker.js and dist/pglite-worker.mjs (external: ${external.join(', ')})`);
