import { createHttpClient } from '@storefront-widgets/core';
import { createApp, createMemoryStorage, parseCliArgs } from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';

const SHOP = 'http://localhost:5173';
const appTrusting = (corsOrigins: string[]) =>
  createApp({ storage: createMemoryStorage(), corsOrigins, logErrors: false });

describe('CORS for the origins the backend is told to trust', () => {
  it('answers a preflight from a trusted origin with credentials and the crumb header allowed', async () => {
    const app = appTrusting([SHOP]);
    const preflight = await app.request('/api/commerce/shopping-cart/entries', {
      method: 'OPTIONS',
      headers: {
        Origin: SHOP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-csrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(SHOP);
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-csrf-token');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it('lets a trusted page read the crumb from the answer header; other origins get no CORS headers', async () => {
    const app = appTrusting([SHOP, 'https://shop.example']);
    const trusted = await app.request('/api/commerce/shopping-cart', {
      headers: { Origin: 'https://shop.example' },
    });
    expect(trusted.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
    expect(trusted.headers.get('Access-Control-Expose-Headers')).toContain('X-CSRF-Token');
    expect(trusted.headers.get('X-CSRF-Token')).toMatch(/^[0-9a-f]{16,}$/);
    const stranger = await app.request('/api/commerce/shopping-cart', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const untrusting = await appTrusting([]).request('/api/commerce/shopping-cart', {
      method: 'OPTIONS',
      headers: { Origin: SHOP, 'Access-Control-Request-Method': 'POST' },
    });
    expect(untrusting.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('a client on another origin, which cannot read the cookie, passes the crumb check with the handed crumb', async () => {
    const app = appTrusting([SHOP]);
    // The browser keeps the backend's cookies for its requests, but the page's script sees none.
    let cookies = '';
    const client = createHttpClient({
      baseUrl: 'http://localhost:8787',
      getCrumb: () => undefined,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        request.headers.set('Origin', SHOP);
        if (cookies) request.headers.set('Cookie', cookies);
        const response = await app.fetch(request);
        const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
        if (set.length) cookies = [cookies, ...set].filter(Boolean).join('; ');
        return response;
      },
    });
    const cart = await client.get<{ entries?: unknown[] }>('/api/commerce/shopping-cart');
    expect(cart).toBeDefined();
    const error = await client.post('/api/commerce/shopping-cart/entries', {}).catch((e: unknown) => e);
    // Refused for its empty body (400), not for its crumb (403).
    expect(error).toMatchObject({ status: 400, isCrumbFail: false });
  });

  it('--cors-origin is repeatable and takes origins only', () => {
    expect(
      parseCliArgs(['--cors-origin', SHOP, '--cors-origin', 'https://shop.example/'], {}).corsOrigins,
    ).toEqual([SHOP, 'https://shop.example']);
    expect(parseCliArgs([], {}).corsOrigins).toEqual([]);
    expect(() => parseCliArgs(['--cors-origin', 'shop.example'], {})).toThrow(
      '--cors-origin must be an origin such as http://localhost:5173, not "shop.example"',
    );
    expect(() => parseCliArgs(['--cors-origin', 'https://shop.example/cart'], {})).toThrow('--cors-origin');
  });
});
