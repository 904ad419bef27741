import { createPbkdf2Hasher, type PasswordHasher, SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import { setup } from './helpers/createTestClient';

const SESSION = '/api/site-users/account/session';

describe('site-user session', () => {
  it('signs in, returns the xsrfToken and sets SiteUserInfo', async () => {
    const { client } = await setup();
    const res = await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      xsrfToken: expect.stringMatching(/^[0-9a-f]{32}$/),
      siteUserId: 'user-shopper',
      isOwner: false,
    });
    expect(JSON.parse(decodeURIComponent(client.jar.get('SiteUserInfo') as string))).toEqual({
      authenticated: true,
      siteUserId: 'user-shopper',
    });
  });

  it('refuses wrong credentials (401), malformed payloads (400) and a missing crumb (403)', async () => {
    const { client } = await setup();
    expect(await client.signIn(SEED_CREDENTIALS.shopper.email, 'wrong')).toMatchObject({
      status: 401,
      body: { message: 'Your email or password is incorrect.' },
    });
    expect((await client.post(SESSION, { email: 'a@example.com' })).body.errors).toHaveProperty('password');
    expect(
      (await client.post(SESSION, { email: 'a@example.com', password: 'x', rememberMe: 'maybe' })).body
        .errors,
    ).toHaveProperty('rememberMe');
    expect((await client.post(SESSION, { email: 'a', password: 'b' }, { crumb: false })).body.crumbFail).toBe(
      true,
    );
  });

  it('rate-limits sign-in attempts per client in test mode (5 a minute, whatever the accounts)', async () => {
    const { client } = await setup({ testMode: true });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await client.signIn(`nobody${i}@example.com`, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('sets the locale with the XSRF header and signs out, cloning the cart when asked', async () => {
    const { client } = await setup();
    await client.post('/api/commerce/shopping-cart/entries', {
      itemId: PRODUCT_IDS.tee,
      sku: 'TEE-S-BLK',
      quantity: 1,
    });
    const cartId = client.jar.get('CART');
    expect((await client.post('/api/site-users/account/locale', { language: 'fr' })).status).toBe(401);
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    expect(await client.post('/api/site-users/account/locale', { language: 'fr' })).toMatchObject({
      status: 200,
      body: { language: 'fr' },
    });
    expect((await client.post('/api/site-users/account/locale', { language: 'not a tag!' })).status).toBe(
      400,
    );
    expect((await client.delete(`${SESSION}?cloneCart=perhaps`)).status).toBe(400);
    const out = await client.delete(`${SESSION}?cloneCart=true`);
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect(client.jar.has('SiteUserSession')).toBe(false);
    expect(client.jar.get('CART')).not.toBe(cartId);
    expect((await client.get('/api/commerce/shopping-cart')).body.totalQuantity).toBe(1);
    expect((await client.delete(SESSION)).status).toBe(401);
  });

  it('clears the cart cookies on sign-out without cloneCart', async () => {
    const { client } = await setup();
    await client.post('/api/commerce/shopping-cart/entries', {
      itemId: PRODUCT_IDS.tee,
      sku: 'TEE-S-BLK',
      quantity: 1,
    });
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    expect((await client.delete(`${SESSION}?cloneCart=false`)).status).toBe(200);
    expect(client.jar.has('CART')).toBe(false);
    expect((await client.get('/api/commerce/shopping-cart')).body.totalQuantity).toBe(0);
  });

  it('gives a visitor whose crumb expired a fresh one with the crumb failure, so one retry signs out', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    const stale = client.jar.get('crumb');
    client.jar.delete('crumb');
    const refused = await client.delete(`${SESSION}?cloneCart=false`);
    expect(refused).toMatchObject({ status: 403, body: { crumbFail: true } });
    expect(client.jar.get('crumb')).toMatch(/^[0-9a-f]{36}$/);
    expect(client.jar.get('crumb')).not.toBe(stale);
    expect((await client.delete(`${SESSION}?cloneCart=false`)).status).toBe(200);
    expect(client.jar.has('SiteUserInfo')).toBe(false);
  });

  it('keeps the crumb cookie when the header is the one that is wrong', async () => {
    const { client } = await setup();
    const crumb = client.jar.get('crumb');
    const refused = await client.delete(SESSION, {
      crumb: false,
      headers: { 'x-csrf-token': 'f'.repeat(32) },
    });
    expect(refused).toMatchObject({ status: 403, body: { crumbFail: true } });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(client.jar.get('crumb')).toBe(crumb);
  });
});

describe('store-owner calls', () => {
  const ownerCalls: Array<[string, string, unknown?]> = [
    ['GET', '/api/multilingual/settings'],
    ['GET', '/api/multilingual/status'],
    ['GET', '/api/multilingual/languages'],
    ['PUT', '/api/multilingual/languages', { languages: ['fr'] }],
    ['DELETE', '/api/multilingual/connection'],
    ['GET', '/api/site-header-footer'],
    ['PUT', '/api/site-header-footer', { header: {}, footer: {} }],
    ['GET', '/api/v1/commerce-preferences/checkout'],
    ['PUT', '/api/v1/commerce-preferences/checkout', { a: 1 }],
    [
      'POST',
      '/api/widget/UpdateNavigation',
      { fieldName: 'mainNav', templateId: 't', navigation: { items: [] } },
    ],
    ['GET', '/api/commondata/GetSiteLayout'],
    ['POST', '/api/content-service/product/1.1/websites/site-demo/products', {}],
    ['POST', '/api/content-service/product/1.1/websites/site-demo/products/c/categories', {}],
  ];

  it('answers 401 to every owner call without the owner session', async () => {
    const { client } = await setup();
    for (const [method, path, body] of ownerCalls) {
      const res = await client.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.message).toBe('You must be signed in as the store owner.');
    }
  });

  it('manages languages', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
    expect((await client.get('/api/multilingual/status')).body).toEqual({
      connected: true,
      provider: 'fake-translate',
    });
    expect((await client.put('/api/multilingual/languages', { languages: ['fr', 'de'] })).body).toEqual({
      languages: ['en', 'fr', 'de'],
    });
    expect((await client.get('/api/multilingual/settings')).body).toMatchObject({
      enabled: true,
      defaultLanguage: 'en',
      languages: ['en', 'fr', 'de'],
    });
    expect((await client.get('/api/multilingual/languages')).body.languages).toContainEqual({
      code: 'en',
      isDefault: true,
    });
    expect((await client.put('/api/multilingual/languages', { languages: [42] })).body.errors).toHaveProperty(
      'languages[0]',
    );
    expect((await client.delete('/api/multilingual/connection')).body).toEqual({ connected: false });
    expect((await client.put('/api/multilingual/languages', { languages: ['fr'] })).status).toBe(409);
  });

  it('reads and writes header/footer and commerce preferences', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
    const hf = { header: { layout: 'centered' }, footer: { text: '© Shop' } };
    expect((await client.put('/api/site-header-footer', hf)).body).toEqual(hf);
    expect((await client.get('/api/site-header-footer')).body).toEqual(hf);
    expect(
      (await client.put('/api/site-header-footer', { header: [], footer: {} })).body.errors,
    ).toHaveProperty('header');
    expect((await client.put('/api/site-header-footer', hf, { crumb: false })).status).toBe(403);
    expect((await client.get('/api/v1/commerce-preferences/checkout')).body).toEqual({
      websiteId: 'site-demo',
    });
    const put = await client.put('/api/v1/commerce-preferences/checkout', {
      websiteId: 'ignored',
      expressCheckout: true,
      minimumOrderCents: 1000,
    });
    expect(put.body).toEqual({ websiteId: 'site-demo', expressCheckout: true, minimumOrderCents: 1000 });
    expect((await client.get('/api/v1/commerce-preferences/checkout')).body.expressCheckout).toBe(true);
    expect(
      (await client.put('/api/v1/commerce-preferences/checkout', { nested: { a: 1 } })).body.errors,
    ).toHaveProperty('nested');
    expect((await client.get('/api/v1/commerce-preferences/bad%20name')).status).toBe(400);
  });

  it('updates navigation and serves it in the site layout', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
    const items = [
      { collectionId: 'collection-1', children: [{ externalLink: 'https://example.com', children: [] }] },
    ];
    const res = await client.post('/api/widget/UpdateNavigation', {
      fieldName: 'mainNav',
      templateId: 'tmpl-1',
      navigation: { items },
    });
    expect(res.status).toBe(200);
    const layout = await client.get('/api/commondata/GetSiteLayout');
    expect(layout.body[0]).toEqual({ identifier: 'mainNav', links: items });
    const bad = await client.post('/api/widget/UpdateNavigation', {
      fieldName: 'mainNav',
      templateId: 't',
      navigation: { items: [{ collectionId: 5 }] },
    });
    expect(bad.body.errors).toHaveProperty('navigation.items[0].collectionId');
  });

  it('creates a store collection and its root category; refuses a taken urlId (409)', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
    const path = '/api/content-service/product/1.1/websites/site-demo/products';
    const payload = { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true };
    const created = await client.post(path, payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^collection-/),
      urlId: 'shop',
      enabled: true,
    });
    expect(await client.post(path, payload)).toMatchObject({
      status: 409,
      body: { errors: { urlId: 'shop' } },
    });
    expect((await client.get(path)).body.collections).toHaveLength(1);
    const category = await client.post(`${path}/${created.body.id}/categories`, {
      displayName: 'All',
      parentCategoryId: null,
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    expect(category).toMatchObject({
      status: 201,
      body: { collectionId: created.body.id, type: 'ROOT', displayIndex: 1 },
    });
    expect((await client.post(`${path}/nope/categories`, {})).status).toBe(404);
    expect(
      (await client.post(`${path}/${created.body.id}/categories`, { displayName: 'x', type: 'LEAF' })).body
        .errors,
    ).toHaveProperty('type');
    expect(
      (await client.post('/api/content-service/product/1.1/websites/other/products', payload)).status,
    ).toBe(404);
  });
});

describe('the cost of a sign-in', () => {
  /** The default hasher, counting the hashes it makes. */
  const countingHasher = () => {
    const real = createPbkdf2Hasher(1000);
    const counts = { hash: 0 };
    const hasher: PasswordHasher = {
      scheme: real.scheme,
      hash: (password) => {
        counts.hash += 1;
        return real.hash(password);
      },
      verify: real.verify,
    };
    return { hasher, counts };
  };

  it("checks a known account's stored hash only: its first sign-in derives no second key", async () => {
    const { hasher, counts } = countingHasher();
    const { client } = await setup({ passwords: hasher });
    expect((await client.signIn(SEED_CREDENTIALS.shopper.email, 'wrong')).status).toBe(401);
    expect(
      (await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password)).status,
    ).toBe(200);
    expect(counts.hash).toBe(0);
  });

  it('checks an unknown email against one fixed hash, made once', async () => {
    const { hasher, counts } = countingHasher();
    const { client } = await setup({ passwords: hasher });
    expect((await client.signIn('nobody@example.com', 'wrong')).status).toBe(401);
    expect((await client.signIn('nobody-else@example.com', 'wrong')).status).toBe(401);
    expect(counts.hash).toBe(1);
  });
});
