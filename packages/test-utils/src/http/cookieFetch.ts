/** Anything with a fetch handler, e.g. the reference backend's Hono app. */
export interface FetchHandler {
  fetch(request: Request): Response | Promise<Response>;
}

/**
 * Wraps an app's fetch with a tiny cookie jar, like a browser with `credentials: 'include'`:
 * Set-Cookie answers are stored and sent back on the next requests.
 */
export function cookieFetch(app: FetchHandler) {
  const jar = new Map<string, string>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) request.headers.set('cookie', cookie);
    const response = await app.fetch(request);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }) as typeof globalThis.fetch;
  return { fetch, jar };
}
