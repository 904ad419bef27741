import type { StoredRecord } from '@storefront-widgets/core';
import {
  createApp,
  createMemoryStorage,
  SEED_CREDENTIALS,
  type Storage,
} from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';
import { registerSite } from '../registerSite';

const NOW = Date.UTC(2026, 2, 14, 12);

/** The example store on memory storage and a browser-like cookie jar over it. */
function createStore(storage: Storage = createMemoryStorage()) {
  const app = registerSite(createApp({ storage, now: () => NOW, logErrors: false }));
  const jar = new Map<string, string>();
  const request = async (path: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.request(path, {
      method: init.method ?? 'GET',
      headers: {
        cookie,
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  };
  const signIn = async (password: string = SEED_CREDENTIALS.owner.password) => {
    await request('/owner/sign-in');
    return request('/owner/sign-in', {
      method: 'POST',
      form: {
        crumb: jar.get('crumb') ?? '',
        email: SEED_CREDENTIALS.owner.email,
        password,
        next: '/analytics',
      },
    });
  };
  return { storage, request, signIn };
}

const shopping = (id: string, schema: string, content: Record<string, unknown>): StoredRecord => ({
  id,
  kind: 'analytics',
  name: schema,
  payload: { eventSchemaName: schema, eventContent: { currency_code: 'USD', ...content } },
  receivedAt: NOW,
});

describe("the example store's owner analytics", () => {
  it('signs the owner in through the page form, keeping the email after a refusal', async () => {
    const store = createStore();
    const refused = await store.signIn('wrong-password');
    expect(refused.status).toBe(401);
    expect(refused.html).toContain('Your email or password is incorrect.');
    expect(refused.html).toContain('value="owner@example.com"');
    const signedIn = await store.signIn();
    expect(signedIn).toMatchObject({ status: 303, location: '/analytics' });
    const page = await store.request('/analytics');
    expect(page.html).toContain('aria-label="Store owner"');
  });

  it('shows sales first, in the store currency, then traffic, performance and site errors', async () => {
    const store = createStore();
    await store.signIn();
    const poster = { item_id: 'prod-poster', item_title: 'Gallery Poster' };
    for (const record of [
      shopping('e1', 'commerce_product_view', { session_id: 's1', ...poster }),
      shopping('e2', 'commerce_add_to_cart', {
        session_id: 's1',
        cart_id: 'c1',
        item_price: 25,
        item_quantity: 2,
        ...poster,
      }),
      shopping('e3', 'commerce_purchase', { session_id: 's1', cart_id: 'c1', cart_value: 55 }),
      shopping('e4', 'commerce_product_view', { session_id: 's2', ...poster }),
    ])
      store.storage.put('records', record.id, record);
    const { status, html } = await store.request('/analytics?days=7');
    expect(status).toBe(200);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Product views 2');
    expect(text).toContain('Adds to cart 1 2 units');
    expect(text).toContain('Purchases 1');
    expect(text).toContain('Revenue (USD) $55.00');
    expect(text).toContain('Conversion rate 50% 1 of 2 shopping sessions bought');
    expect(text).toContain('Top products by revenue Product Revenue Gallery Poster $50.00');
    expect(html).toContain('<a href="/analytics?days=7" aria-current="page">Last 7 days</a>');
    const order = ['Sales', 'Traffic', 'Performance', 'Site errors'].map((heading) =>
      html.indexOf(`>${heading}</h2>`),
    );
    expect(order.every((at, i) => at > 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
  });

  it('draws charts whose text keeps its pixel size at any width, labels inside the chart', async () => {
    const store = createStore();
    await store.signIn();
    const views = Array.from({ length: 30 }, (_, i) => ({
      id: `v${i}`,
      kind: 'census' as const,
      name: 'RecordHit',
      payload: { event: 'pageView', data: {} },
      receivedAt: NOW - i * 86_400_000,
    }));
    const fcp = {
      id: 'p1',
      kind: 'performance' as const,
      name: 'FCP',
      payload: { event: 'FCP', data: { value: 224 } },
      receivedAt: NOW,
    };
    for (const record of [...views, fcp]) store.storage.put('records', record.id, record);
    const { html } = await store.request('/analytics?days=30');
    // No viewBox: a viewBox scales the drawing and its 12 px text with the screen's width.
    expect(html).toMatch(/<svg[^>]*class="chart__svg"/);
    expect(html).not.toContain('viewBox');
    // Thirty days, at most seven date labels (each about 40 px wide), today's among them.
    const labels = [...html.matchAll(/<text class="chart__label"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(labels.length).toBeLessThanOrEqual(7);
    expect(labels.at(-1)).toBe('03-14');
    // A p75 near the left edge is anchored at its start, so it is not cut off.
    expect(html).toMatch(/<text x="[\d.]+%" y="80" text-anchor="start">p75 224 ms<\/text>/);
  });

  it('says what will appear when nothing was sold, and refuses a range it does not offer', async () => {
    const store = createStore();
    await store.signIn();
    const empty = await store.request('/analytics');
    expect(empty.html).toContain('No shopping recorded in these 14 days.');
    expect(empty.html).toContain('No purchases in these 14 days.');
    // No legend or data table around nothing: a sentence of what will appear, and when.
    expect(empty.html).toContain('No page views or events in these 14 days.');
    expect(empty.html).not.toContain('Data table');
    expect(empty.html).not.toContain('chart__legend');
    const refused = await store.request('/analytics?days=9');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('days must be one of 7, 14, 30.');
  });
});
