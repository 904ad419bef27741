import type { HttpClient } from '@storefront-widgets/core/http';
import {
  addToMainNavigation,
  createStore,
  deriveStoreUrlId,
  ROOT_CATEGORY_DISPLAY_INDEX,
  storeDescription,
  storeDescriptionYear,
} from '@storefront-widgets/platform/store';
import { describe, expect, it } from 'vitest';
import { visitBackend } from './helpers/backend';

const WEBSITE_ID = 'site-demo';
const PRODUCTS = `/api/content-service/product/1.1/websites/${WEBSITE_ID}/products`;

describe('the store URL id (platform §5)', () => {
  it('is derived from the store title', () => {
    expect(deriveStoreUrlId('Summer Shop')).toBe('summer-shop');
    expect(deriveStoreUrlId('  Café & Crème!  ')).toBe('cafe-creme');
    expect(deriveStoreUrlId('abc')).toBe('abc');
  });

  it('falls back to the store title when the title gives nothing or under 3 characters', () => {
    expect(deriveStoreUrlId('')).toBe('store');
    expect(deriveStoreUrlId('!!')).toBe('store');
    expect(deriveStoreUrlId('Ab')).toBe('store');
    expect(deriveStoreUrlId('Ab', { fallbackTitle: 'My Store' })).toBe('my-store');
  });

  it('appends -N with the next unused number when taken', () => {
    expect(deriveStoreUrlId('Shop', { taken: ['shop'] })).toBe('shop-1');
    expect(deriveStoreUrlId('Shop', { taken: ['shop', 'shop-1', 'shop-2'] })).toBe('shop-3');
    expect(deriveStoreUrlId('Shop', { taken: ['shop', 'shop-2'] })).toBe('shop-1');
    expect(deriveStoreUrlId('Shop', { taken: ['shop-1'] })).toBe('shop');
    expect(deriveStoreUrlId('', { taken: ['store'] })).toBe('store-1');
  });
});

describe('the description year (platform §9)', () => {
  const now = () => Date.UTC(2031, 5, 15, 12);

  it('is a blank string unless the site is flagged as the version that shows it', () => {
    expect(storeDescriptionYear({ now })).toBe('');
    expect(storeDescriptionYear({ showsYear: false, now })).toBe('');
    expect(storeDescriptionYear({ showsYear: true, now })).toBe('2031');
    expect(storeDescription('New for {year}', { now })).toBe('New for ');
    expect(storeDescription('New for {year}', { showsYear: true, now })).toBe('New for 2031');
  });
});

describe('store creation against the reference backend', () => {
  it('creates the collection, then the root category, then adds it to the main navigation', async () => {
    const { client, requests } = await visitBackend('owner');
    const result = await createStore(client, {
      websiteId: WEBSITE_ID,
      title: 'Summer Shop',
      description: 'Our {year} collection',
      showsYear: true,
      now: () => Date.UTC(2031, 0, 10),
      addToNavigation: { templateId: 'tmpl-brine' },
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${PRODUCTS}`,
      `POST ${PRODUCTS}`,
      `POST ${PRODUCTS}/${result.collection.id}/categories`,
      'GET /api/commondata/GetSiteLayout',
      'POST /api/widget/UpdateNavigation',
    ]);
    expect(requests[1]?.body).toEqual({
      navigationTitle: 'Summer Shop',
      title: 'Summer Shop',
      urlId: 'summer-shop',
      description: 'Our 2031 collection',
      enabled: true,
    });
    expect(requests[2]?.body).toEqual({
      displayName: 'Summer Shop',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    expect(ROOT_CATEGORY_DISPLAY_INDEX).toBe(1);
    expect(requests[4]?.body).toEqual({
      fieldName: 'mainNav',
      templateId: 'tmpl-brine',
      navigation: { items: [{ collectionId: result.collection.id, children: [] }] },
    });
    expect(result.category).toMatchObject({ collectionId: result.collection.id, type: 'ROOT' });
    const layout = await client.get<Array<{ identifier: string; links: unknown[] }>>(
      '/api/commondata/GetSiteLayout',
    );
    expect(layout[0]?.links).toEqual([{ collectionId: result.collection.id, children: [] }]);
  });

  it('numbers a second store of the same title and keeps the navigation links already there', async () => {
    const { client } = await visitBackend('owner');
    const first = await createStore(client, {
      websiteId: WEBSITE_ID,
      title: 'Shop',
      addToNavigation: { templateId: 't' },
    });
    const second = await createStore(client, {
      websiteId: WEBSITE_ID,
      title: 'Shop',
      addToNavigation: { templateId: 't' },
    });
    const third = await createStore(client, { websiteId: WEBSITE_ID, title: '' });
    expect([first, second, third].map((r) => r.collection.urlId)).toEqual(['shop', 'shop-1', 'store']);
    expect(third.collection.title).toBe('Store');
    expect(third.navigation).toBeUndefined();
    expect(second.navigation?.navigation.items.map((item) => item.collectionId)).toEqual([
      first.collection.id,
      second.collection.id,
    ]);
    // The description is blank and the year rule leaves it so.
    expect(first.collection.description).toBe('');
  });

  it("fails with 'Unable to find site main navigation' when the site has no layout", async () => {
    const { client } = await visitBackend('owner');
    // A site without a layout: the backend always has one, so its answer is replaced by [].
    const noLayout: HttpClient = {
      ...client,
      get: <T>(path: string, params?: Parameters<HttpClient['get']>[1]) =>
        path === '/api/commondata/GetSiteLayout' ? Promise.resolve([] as T) : client.get<T>(path, params),
    };
    await expect(addToMainNavigation(noLayout, { collectionId: 'c', templateId: 't' })).rejects.toThrow(
      new Error('Unable to find site main navigation'),
    );
    await expect(
      createStore(noLayout, { websiteId: WEBSITE_ID, title: 'Winter', addToNavigation: { templateId: 't' } }),
    ).rejects.toThrow('Unable to find site main navigation');
    // The steps before the navigation stay done.
    const { collections } = await client.get<{ collections: Array<{ urlId: string }> }>(PRODUCTS);
    expect(collections.map((c) => c.urlId)).toEqual(['winter']);
  });

  it('rejects with the backend error when the visitor is not the owner', async () => {
    const { client } = await visitBackend('shopper');
    await expect(createStore(client, { websiteId: WEBSITE_ID, title: 'Mine' })).rejects.toMatchObject({
      status: 401,
      message: 'You must be signed in as the store owner.',
    });
  });
});
