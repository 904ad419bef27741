import { createApp, createMemoryStorage } from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';
import { cacheControlOf, IMMUTABLE, registerSite } from '../registerSite';

const app = registerSite(createApp({ storage: createMemoryStorage(), logErrors: false }));

describe("the example store's static files", () => {
  it('answers an unchanged file asked for again with a 304 and no body, and a changed one whole', async () => {
    const first = await app.request('/assets/site.css');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const css = await first.text();
    expect(css.length).toBeGreaterThan(100);

    const again = await app.request('/assets/site.css', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');

    // What a browser holding an older copy sends: the file comes whole, with its current tag.
    const stale = await app.request('/assets/site.css', { headers: { 'if-none-match': '"0123"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(css);
    expect(stale.headers.get('etag')).toBe(etag);
  });

  it('lets browsers keep the hashed chunks a year, and asks again for every other file', () => {
    for (const path of ['chunks/addToCartButton-sIwEvo.js', 'v1.2.0/chunks/cart-F8A-IQ.js'])
      expect(cacheControlOf(path), path).toBe(IMMUTABLE);
    for (const path of ['storefront.js', 'v1.2.0/storefront.js', 'storefront.css', 'sri.json', 'site.css'])
      expect(cacheControlOf(path), path).toBe('no-cache');
  });

  it("refuses a path that climbs out of the files' folder", async () => {
    const response = await app.request('/assets/storefront/..%2F..%2F..%2Fpackage.json');
    expect(response.status).toBe(404);
  });
});
