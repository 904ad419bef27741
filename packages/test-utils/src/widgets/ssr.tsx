import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, onTestFinished, vi } from 'vitest';
import { act } from './render';

/** What {@link renderOnServerThenHydrate} saw. */
export interface HydrationResult {
  /** The markup `react-dom/server` produced, as a page would carry it. */
  serverHtml: string;
  /** The element the server markup was put in and the app hydrated. */
  container: HTMLElement;
  /** The server markup as the browser parsed it, before hydration. */
  parsedServerHtml: string;
  /** Every element of the server markup, in document order, before hydration. */
  serverElements: Element[];
  /** Errors React recovered from while hydrating (mismatches, in React 19). */
  recoverableErrors: unknown[];
}

/** Browser globals a widget must not read while rendering, since the server has none. */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'];

/**
 * Renders `build()` with `react-dom/server` while the browser globals are gone (so a widget that
 * reads `window` during render throws, as it would on a server), puts the markup in the page,
 * then hydrates a second `build()` over it with `hydrateRoot`, as a browser does. `build` is
 * called once per side, so the server and the browser each create their own core objects.
 * Mismatch warnings reach console.error, which the widget harness turns into a failed test.
 */
export async function renderOnServerThenHydrate(build: () => ReactElement): Promise<HydrationResult> {
  for (const name of BROWSER_GLOBALS) vi.stubGlobal(name, undefined);
  let serverHtml: string;
  try {
    serverHtml = renderToString(build());
  } finally {
    vi.unstubAllGlobals();
  }
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const parsedServerHtml = container.innerHTML;
  const serverElements = [...container.querySelectorAll('*')];
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, build(), { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { serverHtml, parsedServerHtml, container, serverElements, recoverableErrors };
}

/**
 * Asserts what a visitor would notice of a hydration: React recovered from no mismatch, the
 * markup is exactly what the server sent (nothing moved, so no layout shift from the widget) and
 * every server node is still the one in the page (hydrated, not replaced by a client render).
 */
export function expectCleanHydration(result: HydrationResult): void {
  const { parsedServerHtml, container, serverElements, recoverableErrors } = result;
  expect(recoverableErrors).toEqual([]);
  expect(container.innerHTML).toBe(parsedServerHtml);
  expect(serverElements.filter((element) => !container.contains(element))).toEqual([]);
}
