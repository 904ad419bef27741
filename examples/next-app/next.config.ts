// next.config.ts
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { apiOrigin } from './src/lib/apiOrigin';

const nextConfig: NextConfig = {
  // Same origin: the browser calls /api on the Next server, which passes each call to the
  // reference backend, so its cookies (crumb, cart) belong to the page's own origin.
  // Next reads the rewrites when it builds: `STOREFRONT_API_ORIGIN` at `next build` names the
  // backend that `next start` then passes /api to.
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${apiOrigin()}/api/:path*` }];
  },
  // This repository's own settings (a standalone app leaves them out):
  // the monorepo's root, where the packages are installed (one lockfile for every workspace).
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
  outputFileTracingRoot: fileURLToPath(new URL('../..', import.meta.url)),
  // The repository's `tsc -b` checks this app with the rest; `next build` need not check it again.
  typescript: { ignoreBuildErrors: true },
  // Built once per test run from a clean folder: writing Turbopack's cache for a next build costs
  // more than it saves.
  experimental: { turbopackFileSystemCacheForBuild: false },
};

export default nextConfig;
