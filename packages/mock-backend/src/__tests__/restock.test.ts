import { SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { describe, expect, it } from 'vitest';
import type { Json } from './helpers/createTestClient';
import { setup } from './helpers/createTestClient';

const BASE = '/api/site-users/account/notifications/restock';
const signUp = (email: string, variantId = 'var-tee-m-blk', extra: Record<string, unknown> = {}) => ({
  productId: PRODUCT_IDS.tee,
  variantId,
  siteVisitorEmail: email,
  isJoinMailingList: false,
  captchaToken: 'pass',
  ...extra,
});

describe('restock sign-up', () => {
  it('stores one pending sign-up per email, and answers the same whether or not the email had signed up', async () => {
    const { client, dev } = await setup();
    const res = await client.post(
      BASE,
      signUp('fan@example.com', 'var-tee-m-blk', { isJoinMailingList: true, language: 'fr' }),
    );
    expect(res).toMatchObject({ status: 200, body: { message: 'Signed up!' } });
    const again = await client.post(BASE, signUp('FAN@example.com'));
    // Nothing in the second answer tells a visitor that this email was already signed up.
    expect([again.status, again.text]).toEqual([res.status, res.text]);
    const listed = await dev(`${BASE}?productId=${PRODUCT_IDS.tee}&variantId=var-tee-m-blk`);
    expect(listed.body.signUps).toEqual([
      expect.objectContaining({
        siteVisitorEmail: 'fan@example.com',
        isJoinMailingList: true,
        language: 'fr',
        notifiedOn: null,
      }),
    ]);
  });

  it('answers the spec messages for a blank or invalid email and the captcha', async () => {
    const { client } = await setup();
    expect((await client.post(BASE, signUp('   '))).body).toEqual({
      message: 'Email cannot be blank',
      errors: { siteVisitorEmail: 'Email cannot be blank' },
    });
    expect((await client.post(BASE, signUp('nope@'))).body.message).toBe('Email is invalid');
    const noToken = await client.post(BASE, { ...signUp('a@example.com'), captchaToken: undefined });
    expect(noToken.body.message).toBe('Complete CAPTCHA before submitting.');
    const badToken = await client.post(
      BASE,
      signUp('a@example.com', 'var-tee-m-blk', {
        captchaToken: undefined,
        recaptchaEnterpriseV3Token: 'robot',
      }),
    );
    expect(badToken.body.message).toBe('reCAPTCHA failed. Refresh this page and try again.');
    const enterprise = await client.post(
      BASE,
      signUp('a@example.com', 'var-tee-m-blk', {
        captchaToken: undefined,
        recaptchaEnterpriseV3Token: 'pass',
      }),
    );
    expect(enterprise.status).toBe(200);
    expect((await client.post(BASE, signUp('a@example.com', 'var-nope'))).status).toBe(400);
    expect((await client.post(BASE, { ...signUp('a@example.com'), productId: 'prod-nope' })).status).toBe(
      404,
    );
    expect((await client.post(BASE, signUp('a@example.com'), { crumb: false })).status).toBe(403);
  });
});

describe('restock listings and sends (store owner)', () => {
  it('answers 401 without the owner session', async () => {
    const { client } = await setup();
    expect((await client.get(`${BASE}/groups`)).status).toBe(401);
    expect((await client.get(`${BASE}?productId=${PRODUCT_IDS.tee}`)).status).toBe(401);
    expect(
      (await client.post(`${BASE}/send`, { productId: PRODUCT_IDS.tee, variantId: 'var-tee-m-blk' })).status,
    ).toBe(401);
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    expect(await client.get(`${BASE}/groups`)).toMatchObject({
      status: 401,
      body: { message: 'You must be signed in as the store owner.' },
    });
  });

  it('pages groups and sign-ups with cursors, then marks sign-ups notified', async () => {
    const { client } = await setup({ rateLimits: { formSubmission: { limit: 1000, windowMs: 1000 } } });
    for (let i = 0; i < 25; i += 1) await client.post(BASE, signUp(`m${i}@example.com`, 'var-tee-m-blk'));
    for (let i = 0; i < 3; i += 1)
      await client.post(
        BASE,
        signUp(`v${i}@example.com`, 'var-vinyl-ltd', { productId: PRODUCT_IDS.soldOutVinyl }),
      );
    await client.post(BASE, signUp('l@example.com', 'var-tee-l-blk'));
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);

    const first = await client.get(`${BASE}/groups?limit=2`);
    expect(first.body).toMatchObject({ hasNextPage: true, nextPageCursor: expect.any(String) });
    expect(first.body.signUpGroups).toEqual([
      {
        productId: PRODUCT_IDS.tee,
        productName: 'Classic Tee',
        variantId: 'var-tee-m-blk',
        variantAttributes: { Size: 'M', Color: 'Black' },
        variantSku: 'TEE-M-BLK',
        count: 25,
        notifiedCount: 0,
      },
      // A product's only variant has no attributes: the catalogue's SKU names it.
      expect.objectContaining({ productId: PRODUCT_IDS.soldOutVinyl, variantSku: 'VINYL-LTD', count: 3 }),
    ]);
    const second = await client.get(`${BASE}/groups?limit=2&cursor=${first.body.nextPageCursor}`);
    expect(second.body).toMatchObject({
      hasNextPage: false,
      nextPageCursor: null,
      signUpGroups: [expect.objectContaining({ variantId: 'var-tee-l-blk', count: 1 })],
    });
    expect((await client.get(`${BASE}/groups?cursor=garbage`)).body.errors).toHaveProperty('cursor');

    const emails: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await client.get(
        `${BASE}?productId=${PRODUCT_IDS.tee}&variantId=var-tee-m-blk${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      emails.push(...page.body.signUps.map((s: Json) => s.siteVisitorEmail));
      if (!page.body.hasNextPage) break;
      cursor = page.body.nextPageCursor;
    }
    expect(emails).toHaveLength(25);
    expect(new Set(emails).size).toBe(25);
    expect((await client.get(`${BASE}?productId=${PRODUCT_IDS.tee}`)).body.signUps).toHaveLength(20);
    expect((await client.get(BASE)).body.errors).toHaveProperty('productId');

    const sent = await client.post(`${BASE}/send`, {
      productId: PRODUCT_IDS.tee,
      variantId: 'var-tee-m-blk',
    });
    expect(sent).toMatchObject({ status: 200, body: { notifiedCount: 25 } });
    const all = await client.post(`${BASE}/send/all`, {
      sendRequests: [
        { productId: PRODUCT_IDS.soldOutVinyl, variantId: 'var-vinyl-ltd' },
        { productId: PRODUCT_IDS.tee, variantId: 'var-tee-l-blk' },
      ],
    });
    expect(all.body).toEqual({ notifiedCount: 4 });
    const after = await client.get(`${BASE}/groups`);
    expect(after.body.signUpGroups.map((g: Json) => [g.count, g.notifiedCount])).toEqual([
      [0, 25],
      [0, 3],
      [0, 1],
    ]);
    const listed = await client.get(`${BASE}?productId=${PRODUCT_IDS.tee}&variantId=var-tee-l-blk`);
    expect(listed.body.signUps[0].notifiedOn).toEqual(expect.any(Number));
    expect((await client.post(`${BASE}/send/all`, { sendRequests: [] })).status).toBe(400);
  });

  it('needs the X-SiteUser-XSRF-Token on sends', async () => {
    const { client } = await setup();
    await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
    client.forgetXsrf();
    const res = await client.post(`${BASE}/send`, { productId: PRODUCT_IDS.tee, variantId: 'var-tee-m-blk' });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Missing or invalid X-SiteUser-XSRF-Token header.' },
    });
  });
});
