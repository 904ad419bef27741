import { vi } from 'vitest';

/**
 * Undoes what a test file may leave on a shared worker's globals (the projects that run without
 * isolation, see vitest.config.ts): real timers again, no stubbed global, no stubbed environment
 * variable. Each such project's setup file calls it before every file.
 */
export function restoreWorkerGlobals(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}
