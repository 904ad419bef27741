import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built example site and reference backend, driven in Debian's headless
 * Chromium through playwright-core. Two files run at once (the gate's machine has two cores), each
 * with its own Chromium and its own servers on free ports over storage of its own
 * (`scripts/e2e/store.ts`, `startReactApp`), so no state crosses files. The global setup builds
 * what files only read (Storybook, the React example) once, before any file starts.
 */
export default defineConfig({
  test: {
    include: ['examples/*/e2e/**/*.e2e.test.ts'],
    globalSetup: ['scripts/e2e/globalSetup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // A flaky test must fail the gate, not pass on a second try.
    retry: 0,
    // Every wait inside a test has its own bound (10 s a step or a poll, scripts/e2e/browser.ts),
    // so a stuck one fails naming itself; a test of a dozen steps passed 30 s in all on a loaded
    // two-core machine while each step was in time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Vitest's default of 1 s for expect.poll is shorter than a page's mount on a loaded 2-core
    // machine (a CI run failed on it); a real failure still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
  },
});
