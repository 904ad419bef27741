import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp, createMemoryStorage, createSqliteStorage } from '@storefront-widgets/mock-backend';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

/**
 * The reference backend inside Vite's own server (dev and preview), so the app and the API share
 * one origin and the backend's cookies (crumb, cart) reach the widgets as on a real store.
 * `STOREFRONT_DB` names the SQLite file (default `.data/react-app.sqlite` in the repository);
 * `STOREFRONT_DB=memory` keeps everything in memory, as the end-to-end test does.
 * `STOREFRONT_TEST_MODE=1` turns on the backend's low rate limits.
 */
function referenceBackend(): Plugin {
  let listener: ReturnType<typeof getRequestListener> | undefined;
  const handle = () => {
    if (!listener) {
      const db =
        process.env.STOREFRONT_DB ?? fileURLToPath(new URL('../../.data/react-app.sqlite', import.meta.url));
      if (db !== 'memory') mkdirSync(dirname(db), { recursive: true });
      const app = createApp({
        storage: db === 'memory' ? createMemoryStorage() : createSqliteStorage(db),
        testMode: process.env.STOREFRONT_TEST_MODE === '1',
      });
      listener = getRequestListener(app.fetch);
    }
    return listener;
  };
  const mount = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use((req, res, next) => {
      if (req.url?.startsWith('/api/')) void handle()(req, res);
      else next();
    });
  };
  return { name: 'storefront-reference-backend', configureServer: mount, configurePreviewServer: mount };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The example store's static files: the offline test captcha and the installment info pages.
  publicDir: fileURLToPath(new URL('../site/public', import.meta.url)),
  plugins: [react(), referenceBackend()],
  server: { port: 5173 },
  build: {
    rolldownOptions: {
      // ssr.html: the page a server renders with react-dom/server, then hydrate.tsx hydrates.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        ssr: fileURLToPath(new URL('ssr.html', import.meta.url)),
      },
    },
  },
});
