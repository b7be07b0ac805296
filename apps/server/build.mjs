// Bundles the server into dist/main.js (one ESM file for plain Node 20). Our TypeScript packages and
// boardgame.io are bundled (Node's ESM loader cannot import boardgame.io's directory entry points);
// the other dependencies stay in node_modules (PGlite loads its WebAssembly from there).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const deps = (path) => Object.keys(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')).dependencies ?? {});
const bundled = (name) => name === 'boardgame.io' || name.startsWith('@harbour/');
const external = [...new Set([...deps('./package.json'), ...deps('../../packages/storage/package.json')])].filter((name) => !bundled(name));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
console.log(`built dist/main.js (external: ${external.join(', ')})`);
