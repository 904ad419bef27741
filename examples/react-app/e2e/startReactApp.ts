import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { inject } from 'vitest';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Serves the React example as a React developer ships it with Vite's preview server, the
 * reference backend in memory inside it (this file's own storage). The production build is made
 * once per run by the e2e global setup (scripts/e2e/globalSetup.ts); each caller serves its own
 * copy of it, in a temporary folder, so what one file writes into it no other file sees.
 * Resolves the URL and a stop function, which also removes the copy.
 */
export async function startReactApp(
  name: string,
  /** Writes more files into the build before the server starts (it lists them once). */
  beforeServe?: (outDir: string) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), `${name}-`));
  try {
    cpSync(inject('reactAppDir'), outDir, { recursive: true });
    process.env.STOREFRONT_DB = 'memory';
    beforeServe?.(outDir);
    const server = await preview({
      configFile,
      logLevel: 'warn',
      build: { outDir },
      preview: { port: 0, open: false },
    });
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!url) {
      await server.close();
      throw new Error('the preview server printed no URL');
    }
    return {
      url,
      stop: async () => {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
