// `next build` of examples/next-app for its end-to-end test, as a Next developer ships it. Next
// fixes the rewrites (the /api proxy to the reference backend) when it builds, so the backend's
// address is chosen here: a port free now on the loopback, which the test's backend then listens
// on. The address is written beside the build, in `.next/storefront-e2e.json`.
// Needs the packages built (`npm run build`) first: the app imports them by name.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.mjs';

const NEXT_APP_DIR = fileURLToPath(new URL('../../examples/next-app', import.meta.url));
const NEXT_BIN = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));

const apiOrigin = `http://127.0.0.1:${await freePort()}`;
const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
  cwd: NEXT_APP_DIR,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STOREFRONT_API_ORIGIN: apiOrigin,
  },
});
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(`${NEXT_APP_DIR}/.next/storefront-e2e.json`, `${JSON.stringify({ apiOrigin })}\n`);
