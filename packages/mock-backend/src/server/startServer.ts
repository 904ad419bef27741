import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { CreateAppOptions } from '../app/CreateAppOptions';
import { createApp } from '../app/createApp';

/** Options of {@link startServer}: everything `createApp` takes, plus where to listen. */
export interface StartServerOptions extends CreateAppOptions {
  /** TCP port; 0 picks a free one. @default 8787 */
  port?: number;
  /** @default '0.0.0.0' */
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

/** Serves the reference backend with Node's HTTP server. @returns once it is listening. */
export function startServer(options: StartServerOptions): Promise<StartServerResult> {
  const app = createApp(options);
  options.configure?.(app);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 8787, hostname: options.hostname ?? '0.0.0.0' },
      (info) => {
        resolve({
          app,
          port: info.port,
          url: `http://localhost:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                options.storage.close();
                done();
              });
            }),
        });
      },
    );
  });
}
