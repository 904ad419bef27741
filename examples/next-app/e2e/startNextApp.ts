import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMemoryStorage, startServer } from '@storefront-widgets/mock-backend';
import { freePort } from '../../../scripts/e2e/freePort.mjs';

/**
 * The built app: this example (built by scripts/e2e/buildNextApp.mjs), or under `npm test` the
 * package check's scratch project (`NEXT_APP_DIR`), the same pages built from the packed tarballs.
 */
const appDir = process.env.NEXT_APP_DIR ?? fileURLToPath(new URL('..', import.meta.url));
const nextBin = fileURLToPath(new URL('../../../node_modules/next/dist/bin/next', import.meta.url));

/** Resolves once `child` prints a line matching `ready`; rejects if it exits first. */
function waitForOutput(child: ChildProcess, ready: RegExp, timeoutMs: number): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`next start printed no "Ready":\n${output}`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`next start exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Serves the Next.js example as a Next developer ships it: `next start` over the production build
 * (made once per run, see `appDir`), and the reference backend, in memory and
 * seeded, on the address the build's rewrites pass /api to. Resolves the app's URL and a stop
 * function that ends both.
 */
export async function startNextApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { apiOrigin } = JSON.parse(readFileSync(`${appDir}/.next/storefront-e2e.json`, 'utf8')) as {
    apiOrigin: string;
  };
  // The rate limits key on the client's address: behind Next's proxy, the X-Forwarded-For that
  // each browser context sends (scripts/e2e/browser.ts).
  const backend = await startServer({
    storage: createMemoryStorage(),
    port: Number(new URL(apiOrigin).port),
    trustProxy: true,
  });
  const port = await freePort();
  const next = spawn(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    {
      cwd: appDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        STOREFRONT_API_ORIGIN: apiOrigin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = async () => {
    if (next.exitCode === null && next.signalCode === null) {
      const exited = new Promise((done) => next.once('exit', done));
      next.kill('SIGTERM');
      await exited;
    }
    await backend.close();
  };
  try {
    await waitForOutput(next, /Ready in/, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  // What Next reports once serving (a failed proxy call to the backend, a page's render error)
  // goes to this run's log, beside the test that met it.
  next.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[next start] ${chunk}`));
  return { url: `http://127.0.0.1:${port}`, stop };
}
