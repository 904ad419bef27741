import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { CreateAppOptions } from '../app/CreateAppOptions';
import { createApp } from '../app/createApp';
import { usesSeededCredentials } from '../seed/seedCatalogue';
import { createScryptHasher } from './createScryptHasher';

/** Options of {@link startServer}: everything `createApp` takes, plus where to listen. */
export interface StartServerOptions extends CreateAppOptions {
  /** TCP port; 0 picks a free one. @default 8787 */
  port?: number;
  /**
   * Interface to listen on: loopback only unless set (as Vite and Storybook do); `0.0.0.0`
   * exposes the server to the network. @default '127.0.0.1'
   */
  hostname?: string;
  /**
   * Mount extra routes (pages, static files) on the same app before it listens. The API routes
   * under /api are already registered; use `ensureCrumb`/`issueCrumb` for pages (GETs get the
   * crumb cookie already through the app-wide middleware).
   */
  configure?: (app: Hono) => void;
}

export interface StartServerResult {
  app: Hono;
  /** The port actually bound. */
  port: number;
  url: string;
  /** Stops listening and closes the storage. */
  close(): Promise<void>;
}

/** Whether a listening address is reachable only from this machine. */
export const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '::1' || /^127\./.test(hostname);

/** The warning printed when the seeded development credentials are reachable from the network. */
export const SEEDED_CREDENTIALS_WARNING =
  '[storefront] WARNING: the seeded development credentials (owner@example.com / storefront-owner) ' +
  'are in use on a network interface. Anyone who can reach this server can sign in as the store ' +
  'owner. Use --host 127.0.0.1, or replace the seeded users.';

/**
 * How long an idle keep-alive connection stays open: longer than the pools of the proxies and
 * clients in front of the backend (Node's agent, which Next's rewrites use, drops an idle socket
 * after 5 s). A server that closes first, as Node's does at its default of 5 s, can close a
 * socket just as the proxy reuses it; the proxy then answers 500 (`socket hang up`).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Serves the reference backend with Node's HTTP server. @returns once it is listening. */
export function startServer(options: StartServerOptions): Promise<StartServerResult> {
  const hostname = options.hostname ?? '127.0.0.1';
  const app = createApp({ ...options, passwords: options.passwords ?? createScryptHasher() });
  options.configure?.(app);
  if (!isLoopback(hostname) && usesSeededCredentials(options.storage))
    console.warn(SEEDED_CREDENTIALS_WARNING);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 8787, hostname }, (info) => {
      resolve({
        app,
        port: info.port,
        url: `http://${isLoopback(hostname) || hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              options.storage.close();
              done();
            });
          }),
      });
    });
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      // Node's own rule: a request's headers may take at most this long, which must exceed the above.
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    }
  });
}
