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
  },
  server: {
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
