import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/**
 * Builds the React example as a React developer ships it (a production `vite build` into
 * `node_modules/.cache/<name>`) and serves it with Vite's preview server, the reference backend
 * in memory inside it. Resolves the URL and a stop function.
 */
export async function startReactApp(
  name: string,
  /** Writes more files into the build before the server starts (it lists them once). */
  beforeServe?: (outDir: string) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = fileURLToPath(new URL(`../../../node_modules/.cache/${name}`, import.meta.url));
  process.env.STOREFRONT_DB = 'memory';
  // Vitest runs with NODE_ENV=test, which Vite and the React plugin would build with (React's
  // development code and JSX runtime): build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  beforeServe?.(outDir);
  const server = await preview({
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, open: false },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('the preview server printed no URL');
  return { url, stop: () => server.close() };
}
