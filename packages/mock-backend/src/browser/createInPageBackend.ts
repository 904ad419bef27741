import type { CreateAppOptions } from '../app/CreateAppOptions';
import { createApp } from '../app/createApp';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { type BrowserCookieJar, createBrowserFetch, documentCookieJar } from './createBrowserFetch';

/** Options of {@link createInPageBackend}. */
export interface InPageBackendOptions extends Partial<Omit<CreateAppOptions, 'mirrorCookies'>> {
  /** Where cookies live. @default document.cookie */
  jar?: BrowserCookieJar;
  /** Origin relative URLs resolve against. @default location.origin, else 'http://localhost' */
  origin?: string;
}

/**
 * The reference backend running inside the page (Storybook, component tests): memory storage,
 * cookies kept in `document.cookie`, and a `fetch` with the browser's signature for the core
 * HTTP client. Resolves after one GET, as a page load would, so the visitor already holds a
 * crumb when the first mutating call is made.
 */
export async function createInPageBackend(options: InPageBackendOptions = {}) {
  const {
    jar = documentCookieJar,
    origin = globalThis.location?.origin ?? 'http://localhost',
    ...appOptions
  } = options;
  const app = createApp({ storage: createMemoryStorage(), ...appOptions, mirrorCookies: true });
  const handle = createBrowserFetch(app, jar);
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    handle(new Request(typeof input === 'string' ? new URL(input, origin) : input, init));
  await fetch('/api/commerce/shopping-cart');
  return { app, fetch, origin };
}
