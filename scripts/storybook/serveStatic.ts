import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/** Content types of what a Storybook build contains. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** A running static server. */
export interface StaticServer {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a folder (a static Storybook build) on 127.0.0.1 and a free port: GET and HEAD only, `/`
 * maps to index.html, nothing outside the folder. 127.0.0.1 counts as a secure context, so
 * service workers (MSW) register as they would on https.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !file.startsWith(base)) {
      response.writeHead(request.method === 'GET' || request.method === 'HEAD' ? 403 : 405).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        // Hashed bundles are immutable; caching them spares Chromium re-parsing 1 MB per story.
        'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      // Browsers ask for /favicon.ico on their own; the build links none from iframe.html.
      if (pathname === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
