import { createHttpClient, createSiteUserSession, type HttpClient } from '@storefront-widgets/core';
import { createApp, createMemoryStorage, SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { cookieFetch } from '@storefront-widgets/test-utils';

/** One request as the backend saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A browser on the reference backend (`createApp`, memory storage): core's HTTP client with the
 * cookie jar, the crumb and the site-user session's xsrfToken, and a log of every request.
 * `as` signs in first: the store owner, the shopper, or nobody.
 */
export async function visitBackend(as: 'owner' | 'shopper' | 'nobody' = 'owner') {
  const app = createApp({ storage: createMemoryStorage(), logErrors: false });
  const browser = cookieFetch(app);
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    });
    return browser.fetch(request);
  }) as typeof globalThis.fetch;
  const session = createSiteUserSession();
  const client: HttpClient = createHttpClient({
    baseUrl: 'http://shop.test',
    fetch,
    getCrumb: () => browser.jar.get('crumb'),
    getSiteUserXsrfToken: session.getXsrfToken,
    getRetryLimit: 0,
  });
  // The first GET issues the crumb cookie, as a page view would.
  await client.get('/api/website');
  if (as !== 'nobody') await session.signIn(client, { ...SEED_CREDENTIALS[as], rememberMe: false });
  requests.length = 0;
  return { app, client, session, jar: browser.jar, requests };
}
