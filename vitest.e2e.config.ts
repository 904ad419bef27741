import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built example site and reference backend on a free port, driven in
 * Debian's headless Chromium through playwright-core. One browser, files one after another: the
 * machine has two cores and the flows share a server.
 */
export default defineConfig({
  test: {
    include: ['examples/*/e2e/**/*.e2e.test.ts'],
    globalSetup: ['scripts/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
