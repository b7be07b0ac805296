import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web client. `npm run build -w apps/web` writes apps/web/dist, which the server serves on its
 * own port. In development (`npm run dev -w apps/web`) Vite proxies the API and the socket to a
 * server on port 8000 (HARBOUR_SERVER to change it).
 */
const server = process.env.HARBOUR_SERVER ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      // The game packages are pure modules (data, rules, words): parts of them the client does not
      // use (the move parser and its schema library, boardgame.io adapters) stay out of the bundle.
      treeshake: {
        moduleSideEffects: [{ test: /packages\/(grog-island|port-royal|rum-and-pirates|game-kit)\/src\//, sideEffects: false }],
      },
    },
  },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
