import { SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import { describe, expect, it } from 'vitest';
import { setup, type TestClient } from './helpers/createTestClient';

const BODY_ROUTES: Array<[string, string]> = [
  ['POST', '/api/commerce/shopping-cart/entries'],
  ['PUT', '/api/commerce/shopping-cart/entries/entry-x'],
  ['DELETE', '/api/commerce/shopping-cart/entries/entry-x'],
  ['PUT', '/api/commerce/shopping-cart/entries/entry-x/additionalFields'],
  ['POST', '/api/commerce/shopping-cart/coupons'],
  ['DELETE', '/api/commerce/shopping-cart/coupons/X'],
  ['PUT', '/api/commerce/shopping-cart/shipping-option'],
  ['POST', '/api/3/commerce/cart/subscription'],
  ['POST', '/api/rest/forms/validate/form-contact'],
  ['POST', '/api/form/FormSubmissionKey'],
  ['POST', '/api/form/SaveFormSubmission'],
  ['POST', '/api/site-users/account/notifications/restock'],
  ['POST', '/api/site-users/account/notifications/restock/send'],
  ['POST', '/api/site-users/account/notifications/restock/send/all'],
  ['POST', '/api/census/RecordHit'],
  ['POST', '/api/census/button-click'],
  ['POST', '/api/census/button-render'],
  ['POST', '/api/census/form-render'],
  ['POST', '/api/census/overlay'],
  ['POST', '/api/census/RecordQuickView/prod-tee'],
  ['POST', '/api/events/RecordEvent'],
  ['POST', '/api/events/RecordJavascriptErrors'],
  ['POST', '/api/1/performance/records'],
  ['POST', '/api/analytics/events'],
  ['POST', '/api/analytics/validate-event-content/page_view'],
  ['PUT', '/api/multilingual/languages'],
  ['DELETE', '/api/multilingual/connection'],
  ['PUT', '/api/site-header-footer'],
  ['PUT', '/api/v1/commerce-preferences/checkout'],
  ['POST', '/api/widget/UpdateNavigation'],
  ['POST', '/api/content-service/product/1.1/websites/site-demo/products'],
  ['POST', '/api/content-service/product/1.1/websites/site-demo/products/c/categories'],
  ['POST', '/api/site-users/account/locale'],
  ['POST', '/api/site-users/account/session'],
  ['DELETE', '/api/site-users/account/session'],
];

const QUERY_ROUTES = [
  '/api/commerce/products',
  '/api/commerce/products/%E0%A4%A',
  '/api/commerce/shopping-cart',
  '/api/commerce/inventory/stock/',
  '/api/template/GetTemplateSchema',
  '/api/site-users/account/notifications/restock/groups',
  '/api/site-users/account/notifications/restock',
  '/api/google-maps/places/autocomplete',
  '/api/google-maps/places/details',
  '/api/multilingual/settings',
  '/api/v1/commerce-preferences/%ZZ',
  '/api/commondata/GetSiteLayout',
  '/api/dev/records',
  '/api/website',
];

const QUERIES = [
  '',
  '?cursor=%FF%FE',
  '?cursor=b2Zmc2V0Oi0x&limit=-1',
  '?limit=1e9',
  '?itemId=%00&productId=&variantId[]=x',
  '?timecode=-1&mock=maybe&calculateSubtotal=2',
  '?type=form&formId=%25%25',
  `?input=${'a'.repeat(5000)}`,
  '?placeId=../../etc/passwd',
  '?kind=census&kind=events',
];

/** Deterministic pseudo-random bytes (mulberry32), so a failure can be replayed. */
function randomBytes(seed: number, length: number): Uint8Array {
  let a = seed;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

const PAYLOADS: Array<{ name: string; raw: BodyInit; contentType: string }> = [
  { name: 'malformed JSON', raw: '{"itemId": "prod-tee", "quantity": ', contentType: 'application/json' },
  { name: 'JSON array', raw: '[1,2,3]', contentType: 'application/json' },
  { name: 'JSON number', raw: '42', contentType: 'application/json' },
  { name: 'JSON string', raw: '"hello"', contentType: 'application/json' },
  { name: 'JSON null', raw: 'null', contentType: 'application/json' },
  {
    name: 'wrong types',
    raw: JSON.stringify({
      itemId: 5,
      sku: ['a'],
      quantity: '1',
      productId: {},
      variantId: null,
      siteVisitorEmail: 7,
      formId: 1,
      key: true,
      form: 3,
      event: [],
      data: {},
      email: 1,
      password: 2,
      languages: 'fr',
      header: 'x',
      footer: 1,
      fieldName: 2,
      navigation: 'x',
      sendRequests: {},
      code: 1,
      shippingOptionId: 1,
      eventSchemaName: 1,
      eventContent: {},
    }),
    contentType: 'application/json',
  },
  {
    name: 'negative quantity',
    raw: JSON.stringify({ itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: -1, qty: -1 }),
    contentType: 'application/json',
  },
  {
    name: 'zero quantity',
    raw: JSON.stringify({ itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: 0, qty: 0 }),
    contentType: 'application/json',
  },
  {
    name: 'fractional quantity',
    raw: JSON.stringify({ itemId: 'prod-tee', sku: 'TEE-S-BLK', quantity: 0.5, qty: 0.5 }),
    contentType: 'application/json',
  },
  {
    name: 'huge quantity',
    raw: '{"itemId":"prod-tee","sku":"TEE-S-BLK","quantity":1e400,"qty":99999999999999999999}',
    contentType: 'application/json',
  },
  {
    name: 'unknown sku',
    raw: JSON.stringify({
      itemId: 'prod-tee',
      sku: 'NOPE',
      quantity: 1,
      productId: 'prod-tee',
      variantId: 'NOPE',
    }),
    contentType: 'application/json',
  },
  { name: 'deeply nested', raw: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  {
    name: 'deep JSON inside JSON-text fields',
    raw: new URLSearchParams({
      event: 'x',
      data: `${'['.repeat(3000)}${']'.repeat(3000)}`,
      formId: 'form-contact',
      key: 'k',
      form: `${'['.repeat(3000)}${']'.repeat(3000)}`,
      eventSchemaName: 'x',
      eventContent: `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    }).toString(),
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'oversized', raw: JSON.stringify({ itemId: 'x'.repeat(70_000) }), contentType: 'application/json' },
  {
    name: 'form-encoded garbage',
    raw: 'a=%ZZ&&=&crumb&quantity=1&quantity=2',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    name: 'multipart',
    raw: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  ...[1, 2, 3].map((seed) => ({
    name: `random bytes ${seed}`,
    raw: randomBytes(seed, 2048) as BodyInit,
    contentType: 'application/octet-stream',
  })),
  { name: 'random bytes as JSON', raw: randomBytes(9, 512) as BodyInit, contentType: 'application/json' },
  {
    name: 'random bytes as text beacon',
    raw: randomBytes(10, 512) as BodyInit,
    contentType: 'text/plain;charset=UTF-8',
  },
];

function expectJsonAnswer(
  res: { status: number; body: unknown; headers: Headers; text: string },
  label: string,
) {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect(res.headers.get('content-type'), label).toMatch(/application\/json/);
  expect(res.body, label).toBeTypeOf('object');
}

async function owner(): Promise<TestClient> {
  const { client } = await setup({
    rateLimits: {
      addToCart: { limit: 1e6, windowMs: 1000 },
      formSubmission: { limit: 1e6, windowMs: 1000 },
      beacon: { limit: 1e6, windowMs: 1000 },
      login: { limit: 1e6, windowMs: 1000 },
    },
  });
  await client.signIn(SEED_CREDENTIALS.owner.email, SEED_CREDENTIALS.owner.password);
  return client;
}

describe('bad input never yields a 500 and is always answered with JSON', () => {
  it.each(BODY_ROUTES)('%s %s', async (method, path) => {
    const signedIn = await owner();
    const { client: anonymous } = await setup();
    for (const payload of PAYLOADS) {
      for (const [who, client] of [
        ['owner', signedIn],
        ['anonymous', anonymous],
      ] as const) {
        const res = await client.request(method, path, {
          raw: payload.raw,
          contentType: payload.contentType,
        });
        expectJsonAnswer(res, `${who} ${payload.name}`);
        if (payload.name === 'oversized') expect(res.status, 'oversized').toBe(413);
        if (
          who === 'owner' &&
          payload.name === 'malformed JSON' &&
          !path.startsWith('/api/form/FormSubmissionKey') &&
          method !== 'DELETE'
        ) {
          // The categories call checks its collection (404) before reading the body.
          expect([400, 404], `${who} ${payload.name}`).toContain(res.status);
        }
      }
    }
  });

  it('answers every GET with odd queries and encodings without a 500', async () => {
    const client = await owner();
    for (const route of QUERY_ROUTES) {
      for (const query of QUERIES) {
        const res = await client.get(`${route}${query}`);
        expectJsonAnswer(res, `${route}${query}`);
      }
    }
  });

  it('names the field in a 400 for a malformed value', async () => {
    const client = await owner();
    const res = await client.post('/api/commerce/shopping-cart/entries', {
      itemId: ['prod-tee'],
      sku: 'TEE-S-BLK',
      quantity: 1,
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: '"itemId" must be a string.', errors: { itemId: '"itemId" must be a string.' } },
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const { client } = await setup();
    const res = await client.post('/api/nope', { a: 1 });
    expect(res).toMatchObject({ status: 404, body: { message: 'No route for POST /api/nope.' } });
  });
});
