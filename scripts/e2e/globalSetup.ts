import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSiteServer } from '../siteServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One server for the whole e2e run, on a fresh SQLite file, in the backend's low-limit test mode.
 * Rate limits key on the client's address; every browser context is a client of its own, so the
 * server trusts the X-Forwarded-For that `openPage` gives each context, as behind a proxy.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const server = await startSiteServer([
    '--db',
    join(dir, 'e2e.sqlite'),
    '--seed',
    '--test-mode',
    '--trust-proxy',
  ]);
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
