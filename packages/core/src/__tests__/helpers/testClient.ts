import { createHttpClient, type HttpClient, type HttpClientOptions } from '@storefront-widgets/core';
import type { Hono } from 'hono';

/** The fetch handler of a real Hono app, as a `fetch` implementation. */
export function fetchFor(app: Pick<Hono, 'fetch'>): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) =>
    app.fetch(new Request(input, init))) as typeof fetch;
}

/** An HTTP client talking to a Hono app in-process. */
export function clientFor(app: Pick<Hono, 'fetch'>, options: HttpClientOptions = {}): HttpClient {
  return createHttpClient({
    baseUrl: 'http://shop.test',
    fetch: fetchFor(app),
    getCrumb: () => 'crumb-123',
    getRetryLimit: 0,
    ...options,
  });
}
