import { configure } from '@testing-library/dom';
import type * as ReactTestingLibrary from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Test renderer shared by every widget suite. Under `STOREFRONT_RENDERER=preact` the Vitest config
 * aliases `react` to `preact/compat` for our sources, but `@testing-library/react` is loaded from
 * node_modules untransformed (Vitest externalizes dependencies), so it would still drive the real
 * react-dom and reject preact elements. There we use `@testing-library/preact`, which renders
 * through the same preact instance as the aliased sources. Both expose the same queries, so the
 * suites are written once against the `@testing-library/react` types.
 */
const isPreact = process.env.STOREFRONT_RENDERER === 'preact';

type Library = Pick<
  typeof ReactTestingLibrary,
  'render' | 'cleanup' | 'act' | 'screen' | 'waitFor' | 'within' | 'fireEvent' | 'configure'
>;

const library: Library = isPreact
  ? ((await import('@testing-library/preact')) as unknown as Library)
  : await import('@testing-library/react');

if (isPreact) {
  // @testing-library/preact wraps events in act() on its own nested copy of @testing-library/dom;
  // user-event dispatches through the root copy, so configure that one too, or effects queued by a
  // click would only run on the next animation frame instead of before the assertion.
  const { act: preactAct } = await import('preact/test-utils');
  configure({
    asyncWrapper: async (callback) => {
      let result: unknown;
      await preactAct(async () => {
        result = await callback();
      });
      return result;
    },
    eventWrapper: (callback) => {
      let result: unknown;
      preactAct(() => {
        result = callback();
      });
      return result;
    },
  });
}

/**
 * A wait for a condition (`findBy…`, `waitFor`) gives it up to 5 s instead of Testing Library's
 * 1 s: the gate runs these suites beside the e2e files at a lower CPU priority, where an answer and
 * its render can take longer than a second. A wait still ends as soon as its condition holds, and
 * exact timings are checked with fake timers. Set on the root copy of @testing-library/dom and on
 * the library's own (preact's nests one).
 */
const ASYNC_UTIL_TIMEOUT_MS = 5_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
library.configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });

/**
 * The renderer the suite runs under, for the rare assertion that differs (none should):
 * `react` is React 19, `react18` is React 18 (`STOREFRONT_RENDERER=react18`), `preact` is
 * preact/compat.
 */
export const renderer: 'preact' | 'react' | 'react18' = isPreact
  ? 'preact'
  : process.env.STOREFRONT_RENDERER === 'react18'
    ? 'react18'
    : 'react';

export const { render, act, screen, waitFor, within, fireEvent } = library;

/** Every console.error fails the test that caused it (STYLE.md §12). */
let consoleErrors: unknown[][] = [];

/**
 * Starts recording console.error for the test about to run. The widget projects' setup file
 * (`setup.ts`) calls it before every test of every file: hooks registered here, at module level,
 * would run for the first file only once Vitest shares this module between files.
 */
export function recordConsoleErrors(): void {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
}

/**
 * Ends a test: unmounts what it rendered, then fails it if console.error was called. The setup
 * file calls it after every test.
 */
export function finishTest(): void {
  library.cleanup();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
}

/** Lets a test that expects a console.error (e.g. an error boundary) take them out of the check. */
export function takeConsoleErrors(): unknown[][] {
  const taken = consoleErrors;
  consoleErrors = [];
  return taken;
}
