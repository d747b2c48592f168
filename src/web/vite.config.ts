// Builds the web table into web-dist/ (served by `skirmish serve`). In development, `npx vite
// --config src/web/vite.config.ts` proxies the API and the live socket to a server on :3000.
import react from '@vitejs/plugin-react';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  build: { outDir: resolve(here, '..', '..', 'web-dist'), emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
});
