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
  /**
   * The page came from this backend, so the visitor already holds a crumb: one GET is sent before
   * resolving, as the page load would. `false` stands for a page the backend never served (a Vite
   * or Next.js page): no cookie until the widgets' first call. @default true
   */
  servedByBackend?: boolean;
}

/**
 * The reference backend running inside the page (Storybook, component tests): memory storage,
 * cookies kept in `document.cookie`, and a `fetch` with the browser's signature for the core
 * HTTP client. Resolves after one GET, as a page load would, so the visitor already holds a
 * crumb when the first mutating call is made (unless `servedByBackend` is false).
 */
export async function createInPageBackend(options: InPageBackendOptions = {}) {
  const {
    jar = documentCookieJar,
    origin = globalThis.location?.origin ?? 'http://localhost',
    servedByBackend = true,
    ...appOptions
  } = options;
  const app = createApp({ storage: createMemoryStorage(), ...appOptions, mirrorCookies: true });
  const handle = createBrowserFetch(app, jar);
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    handle(new Request(typeof input === 'string' ? new URL(input, origin) : input, init));
  if (servedByBackend) await fetch('/api/commerce/shopping-cart');
  return { app, fetch, origin };
}
