// Bundles the server into dist/main.js and dist/bot-worker.js (ESM files for plain Node 20). Our TypeScript packages and
// boardgame.io are bundled (Node's ESM loader cannot import boardgame.io's directory entry points);
// the other dependencies stay in node_modules (PGlite loads its WebAssembly from there).
import { build } from 'esbuild';
import { copyFileSync, readFileSync } from 'node:fs';

const deps = (path) => Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {});
const bundled = (name) => name === 'boardgame.io' || name.startsWith('@harbour/');
const external = [...new Set([...deps('./package.json'), ...deps('../../packages/storage/package.json')])].filter((name) => !bundled(name));

await build({
  // The bot threads' entry is bundled beside main.js (src/bots/pool.ts loads ./bot-worker.js).
  entryPoints: { main: 'src/main.ts', 'bot-worker': 'src/bots/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
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
