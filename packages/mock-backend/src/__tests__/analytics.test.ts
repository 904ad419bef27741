import { describe, expect, it } from 'vitest';
import type { Json, TestClient } from './helpers/createTestClient';
import { setup } from './helpers/createTestClient';

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  contentType: 'application/x-www-form-urlencoded',
});

/**
 * A beacon-style call refuses a body over 16 KiB (413), then takes 20 calls in test mode's window
 * and refuses the 21st (429). `body` makes the call's body around a `data` JSON text.
 */
async function expectBeaconLimits(
  client: TestClient,
  path: string,
  body: (data: string) => { raw: string; contentType: string },
) {
  const huge = await client.request('POST', path, {
    ...body(JSON.stringify({ x: 'y'.repeat(20_000) })),
    crumb: false,
  });
  expect(huge.status).toBe(413);
  expect(huge.body.message).toMatch(/larger than 16384 bytes/);
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1)
    statuses.push((await client.request('POST', path, { ...body('{}'), crumb: false })).status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  expect(statuses.at(-1)).toBe(429);
}

describe('census and beacon-style calls', () => {
  it('stores a form-encoded census hit without a crumb and lists it', async () => {
    const { client, dev } = await setup();
    const data = {
      url: '/shop',
      title: 'Shop',
      itemId: 'prod-tee',
      recordType: 11,
      collectionId: 'c1',
      userAgent: 'test',
      clientDate: 1,
      viewport: '1x1',
      screen: '1x1',
    };
    const res = await client.request('POST', '/api/census/RecordHit', {
      ...form({ event: 'view', data: JSON.stringify(data), ss_cvr: 'abc|1|2|3|4' }),
      crumb: false,
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    const records = await dev('/api/dev/records?kind=census&name=RecordHit');
    expect(records.body.records).toEqual([
      expect.objectContaining({
        kind: 'census',
        name: 'RecordHit',
        payload: { event: 'view', data, ss_cvr: 'abc|1|2|3|4' },
      }),
    ]);
    const bad = await client.request('POST', '/api/census/RecordHit', {
      ...form({ event: 'view', data: '{' }),
      crumb: false,
    });
    expect(bad).toMatchObject({ status: 400, body: { errors: { data: 'malformed JSON' } } });
  });

  it('accepts text/plain beacons for button, form-render, overlay and quick-view hits', async () => {
    const { client, dev } = await setup();
    const page = { visitorCookie: 'v1', pagePath: '/', pageTitle: 'Home' };
    for (const path of ['button-click', 'button-render', 'overlay']) {
      const res = await client.request('POST', `/api/census/${path}`, {
        raw: JSON.stringify(page),
        contentType: 'text/plain;charset=UTF-8',
        crumb: false,
      });
      expect(res.status, path).toBe(200);
    }
    expect(
      (
        await client.request('POST', '/api/census/form-render', {
          raw: JSON.stringify(page),
          contentType: 'text/plain',
          crumb: false,
        })
      ).body.errors,
    ).toHaveProperty('formId');
    expect(
      (
        await client.request('POST', '/api/census/form-render', {
          raw: JSON.stringify({ ...page, formId: 'form-contact' }),
          contentType: 'text/plain',
          crumb: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (await client.request('POST', '/api/census/RecordQuickView/prod-tee', { crumb: false })).status,
    ).toBe(200);
    const names = (await dev('/api/dev/records?kind=census')).body.records.map((r: Json) => r.name);
    expect(names).toEqual(['button-click', 'button-render', 'overlay', 'form-render', 'RecordQuickView']);
  });

  it('limits beacon body size (413) and rate (429)', async () => {
    // The rate limit is the client's, over every beacon-style call: a client of its own for each.
    const hits = (await setup({ testMode: true })).client;
    await expectBeaconLimits(hits, '/api/census/RecordHit', (data) => form({ event: 'view', data }));
    const overlays = (await setup({ testMode: true })).client;
    await expectBeaconLimits(overlays, '/api/census/overlay', (data) => ({
      raw: data,
      contentType: 'text/plain',
    }));
  });

  it('stores performance records sent as a beacon', async () => {
    const { client, dev } = await setup();
    const records = [
      {
        app: 'storefront',
        data: { value: 1200, rating: 'good' },
        event: 'LCP',
        pageLoadId: 'p1',
        ts: Date.now(),
      },
    ];
    const res = await client.request('POST', '/api/1/performance/records', {
      raw: JSON.stringify(records),
      contentType: 'text/plain',
      crumb: false,
    });
    expect(res).toMatchObject({ status: 200, body: { ok: true, recorded: 1 } });
    expect((await dev('/api/dev/records?kind=performance')).body.records[0].payload).toEqual(records[0]);
    const bad = await client.request('POST', '/api/1/performance/records', {
      raw: JSON.stringify([{ app: 'a', event: 'e', pageLoadId: 'p', ts: 'now' }]),
      contentType: 'text/plain',
      crumb: false,
    });
    expect(bad.body.errors).toHaveProperty('records[0].ts');
  });
});

describe('events and JavaScript errors', () => {
  it('records a legacy event with the crumb as a form field, refusing one without', async () => {
    const { client, dev } = await setup();
    const ok = await client.request('POST', '/api/events/RecordEvent', {
      ...form({
        crumb: client.jar.get('crumb') as string,
        event: 'CommerceEvent',
        data: JSON.stringify({ pagePath: '/', websiteId: 'site-demo' }),
      }),
      crumb: false,
    });
    expect(ok.status).toBe(200);
    const refused = await client.request('POST', '/api/events/RecordEvent', {
      ...form({ event: 'x', data: '{}' }),
      crumb: false,
    });
    expect(refused).toMatchObject({ status: 403, body: { crumbFail: true } });
    expect((await dev('/api/dev/records?kind=events')).body.records[0]).toMatchObject({
      name: 'CommerceEvent',
      payload: { data: { pagePath: '/' } },
    });
  });

  it('legacy events come by beacon: the beacon size and rate limits apply to them', async () => {
    const { client } = await setup({ testMode: true });
    const crumb = client.jar.get('crumb') as string;
    await expectBeaconLimits(client, '/api/events/RecordEvent', (data) => form({ crumb, event: 'x', data }));
  });

  it('records JavaScript errors (CSRF header) and validates each event', async () => {
    const { client, dev } = await setup();
    const events = [{ event: 'TypeError', data: JSON.stringify({ stack: 'at x' }), timestamp: Date.now() }];
    expect((await client.post('/api/events/RecordJavascriptErrors', events)).body).toEqual({
      ok: true,
      recorded: 1,
    });
    expect((await client.post('/api/events/RecordJavascriptErrors', events, { crumb: false })).status).toBe(
      403,
    );
    expect((await client.post('/api/events/RecordJavascriptErrors', [])).status).toBe(400);
    expect(
      (await client.post('/api/events/RecordJavascriptErrors', [{ event: 'x', data: '', timestamp: 'y' }]))
        .body.errors,
    ).toHaveProperty('events[0].timestamp');
    expect((await dev('/api/dev/records?kind=javascript-errors')).body.records).toHaveLength(1);
    expect((await dev('/api/dev/records?kind=bogus')).status).toBe(400);
  });
});

describe('newer analytics event service', () => {
  it('accepts envelopes with 202 and stores the parsed content', async () => {
    const { client, dev } = await setup();
    const envelope = {
      eventSchemaName: 'page_view',
      eventContent: JSON.stringify({ page_path: '/shop', session_id: 's1' }),
    };
    const res = await client.request('POST', '/api/analytics/events', {
      raw: JSON.stringify(envelope),
      contentType: 'text/plain',
      crumb: false,
    });
    expect(res).toMatchObject({ status: 202, body: { ok: true, recorded: 1 } });
    expect((await dev('/api/dev/records?kind=analytics')).body.records[0]).toMatchObject({
      name: 'page_view',
      payload: { eventContent: { page_path: '/shop' } },
    });
    const bad = await client.post('/api/analytics/events', { eventSchemaName: '', eventContent: '[' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/eventSchemaName/);
  });

  it('a shopping event may carry the shopping fields of platform §3; another event may not', async () => {
    const { client, dev } = await setup();
    const content = {
      page_path: '/products/tee',
      website_id: 'site-1',
      item_id: 'prod-tee',
      item_price: 25,
      logged_in: false,
      user_id: 'a'.repeat(64),
      census_cookie: 'v|1|1|1|1',
    };
    const shopping = await client.request('POST', '/api/analytics/events', {
      raw: JSON.stringify({
        eventSchemaName: 'commerce_product_view',
        eventContent: JSON.stringify(content),
      }),
      contentType: 'application/json',
      crumb: false,
    });
    expect(shopping.status).toBe(202);
    expect((await dev('/api/dev/records?kind=analytics')).body.records[0]).toMatchObject({
      name: 'commerce_product_view',
      payload: { eventContent: content },
    });
    const other = await client.post(
      '/api/analytics/events',
      { eventSchemaName: 'page_view', eventContent: JSON.stringify(content) },
      { crumb: false },
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/unknown field website_id/);
    const valid = await client.post('/api/analytics/validate-event-content/commerce_add_to_cart', {
      validateMode: 'strict',
      eventContent: JSON.stringify(content),
    });
    expect(valid.body).toEqual({ schemaName: 'commerce_add_to_cart', valid: true, errors: [] });
  });

  it('validates event content against the known fields', async () => {
    const { client } = await setup();
    const ok = await client.post('/api/analytics/validate-event-content/page_view', {
      validateMode: 'strict',
      eventContent: JSON.stringify({ page_path: '/' }),
    });
    expect(ok.body).toEqual({ schemaName: 'page_view', valid: true, errors: [] });
    const unknown = await client.post('/api/analytics/validate-event-content/page_view', {
      eventContent: JSON.stringify({ shoe_size: 9 }),
    });
    expect(unknown.body).toMatchObject({ valid: false, errors: ['unknown field shoe_size'] });
    const lenient = await client.post('/api/analytics/validate-event-content/page_view', {
      validateMode: 'lenient',
      eventContent: JSON.stringify({ shoe_size: 9 }),
    });
    expect(lenient.body.valid).toBe(true);
    expect(
      (
        await client.post('/api/analytics/validate-event-content/x', {
          validateMode: 'loose',
          eventContent: '{}',
        })
      ).status,
    ).toBe(400);
  });
});

describe('places', () => {
  it('autocompletes deterministically and answers details', async () => {
    const { client } = await setup();
    const res = await client.get('/api/google-maps/places/autocomplete?input=market&sessiontoken=abc');
    expect(res.body.predictions).toEqual([
      {
        placeId: 'place-1',
        description: '1 Market Street, San Francisco, CA, 94105, US',
        mainText: '1 Market Street',
        secondaryText: 'San Francisco, US',
      },
    ]);
    expect(res.body.query).toEqual({ input: 'market', sessiontoken: 'abc' });
    const details = await client.get('/api/google-maps/places/details?placeId=place-3');
    expect(details.body.result).toMatchObject({
      placeId: 'place-3',
      address: { city: 'London', addressCountry: 'GB' },
      location: { mapLat: 51.5034 },
    });
    expect((await client.get('/api/google-maps/places/details?placeId=nope')).status).toBe(404);
    expect((await client.get('/api/google-maps/places/autocomplete')).body.errors).toHaveProperty('input');
  });
});
