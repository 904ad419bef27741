import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startSiteServer } from '../siteServer.mjs';

/**
 * Starts the built example store for the test file that imports this module: its own process on
 * a free port, on a fresh SQLite file in a temporary folder of its own, seeded, in the backend's
 * low-limit test mode. Stopped, and its folder removed, after the file's tests. Vitest loads the
 * module afresh for every file, so no two files share a server, a database, a cart or a
 * rate-limit bucket, and files can run side by side. Rate limits key on the client's address:
 * the server trusts the X-Forwarded-For that `openPage` gives each browser context, as behind a
 * proxy.
 */
async function startStoreForThisFile(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  try {
    const server = await startSiteServer([
      '--db',
      join(dir, 'e2e.sqlite'),
      '--seed',
      '--test-mode',
      '--trust-proxy',
    ]);
    afterAll(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    return server.url;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The URL of this test file's own example store, e.g. `http://localhost:43127`. */
export const baseUrl: string = await startStoreForThisFile();
