import { beforeAll } from 'vitest';
import { restoreWorkerGlobals } from '../workerGlobals';

/**
 * Setup file of the `logic` project (`setupFiles` in vitest.config.ts), which runs without
 * isolation: one worker keeps its modules from test file to test file. Vitest runs this file
 * before every test file, so each file starts as it would in a fresh worker, whatever the file
 * before it left on the worker's globals.
 */
beforeAll(restoreWorkerGlobals);
