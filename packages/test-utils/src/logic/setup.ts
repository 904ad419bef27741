import { afterAll, vi } from 'vitest';

/**
 * Setup file of the `logic` project (`setupFiles` in vitest.config.ts), which runs without
 * isolation: one worker keeps its modules from test file to test file. Vitest runs this file
 * before every test file, so what one file may leave behind on the worker's globals is undone
 * when it ends, and the next file starts as it would in a fresh worker: real timers, no stubbed
 * global, no stubbed environment variable.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
