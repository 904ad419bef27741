import type { StoredRecord } from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '../app/createHousekeeping';
import { COLLECTIONS } from '../seed/records';
import { type Json, setup, type TestClient } from './helpers/createTestClient';

const ERRORS = '/api/events/RecordJavascriptErrors';
const VITALS = '/api/1/performance/records';
const NOW = Date.UTC(2026, 10, 26, 1);
const DAY = 86_400_000;

const errorEvent = (data: Record<string, unknown>, timestamp = NOW) => ({
  event: 'uncaughtError',
  data: JSON.stringify(data),
  timestamp,
});
const vital = (event: string, value: number, ts = NOW) => ({
  app: 'storefront',
  event,
  pageLoadId: 'p1',
  ts,
  data: { value, rating: 'good' },
});
const beacon = (client: TestClient, path: string, body: unknown) =>
  client.request('POST', path, { raw: JSON.stringify(body), contentType: 'text/plain', crumb: false });
const pageView = (client: TestClient) =>
  client.request('POST', '/api/census/RecordHit', {
    raw: new URLSearchParams({ event: 'pageView', data: JSON.stringify({ url: '/shop' }) }).toString(),
    contentType: 'application/x-www-form-urlencoded',
    crumb: false,
  });

describe('RecordJavascriptErrors, a beacon like the others', () => {
  it('refuses a body over 16 KiB (413) and a client past the beacon rate limit (429)', async () => {
    const { client } = await setup({ testMode: true, now: () => NOW });
    const huge = await client.post(ERRORS, [
      errorEvent({ message: 'x'.repeat(9_000) }),
      errorEvent({ message: 'y'.repeat(9_000) }),
    ]);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than 16384 bytes/);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await client.post(ERRORS, [errorEvent({ message: `e${i}` })])).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('records are checked field by field before they are stored', () => {
  it('drops an error URL that does not parse and cuts long strings', async () => {
    const { client, dev } = await setup({ now: () => NOW });
    const sent = [
      errorEvent({ message: 'not a url', url: 'not a url' }),
      errorEvent({ message: 'script', url: 'javascript:alert(1)' }),
      errorEvent({ message: 'm'.repeat(5_000), url: 'https://shop.example/cart?x=1' }),
    ];
    expect((await client.post(ERRORS, sent)).status).toBe(200);
    const stored = (await dev('/api/dev/records?kind=javascript-errors')).body.records.map(
      (r: StoredRecord) => JSON.parse((r.payload as { data: string }).data),
    );
    expect(stored[0]).toEqual({ message: 'not a url' });
    expect(stored[1]).toEqual({ message: 'script' });
    expect(stored[2]).toEqual({ message: 'm'.repeat(2_000), url: 'https://shop.example/cart?x=1' });
  });

  it('refuses timestamps outside 7 days before to 1 day after the server clock, naming the field', async () => {
    const { client, dev } = await setup({ now: () => NOW });
    for (const timestamp of [1e20, -1e20, NOW + 2 * DAY, NOW - 8 * DAY, 0]) {
      const res = await client.post(ERRORS, [
        errorEvent({ message: 'ok' }),
        errorEvent({ message: 'bad' }, timestamp),
      ]);
      expect(res.status, String(timestamp)).toBe(400);
      expect(res.body.errors).toHaveProperty('events[1].timestamp');
    }
    const late = await beacon(client, VITALS, [vital('LCP', 1200, NOW + 30 * DAY)]);
    expect(late.body.errors).toHaveProperty('records[0].ts');
    // Nothing of a refused batch is stored; a plausible one is.
    expect((await dev('/api/dev/records?kind=javascript-errors')).body.records).toHaveLength(0);
    expect((await client.post(ERRORS, [errorEvent({ message: 'ok' }, NOW - 6 * DAY)])).status).toBe(200);
  });

  it('refuses web vitals outside their physical range', async () => {
    const { client, dev } = await setup({ now: () => NOW });
    const refused: Array<[string, number]> = [
      ['LCP', -1e308],
      ['LCP', 1e308],
      ['FCP', -1],
      ['INP', 600_001],
      ['CLS', 101],
    ];
    for (const [name, value] of refused) {
      const res = await beacon(client, VITALS, [vital(name, value)]);
      expect(res.status, `${name} ${value}`).toBe(400);
      expect(res.body.errors).toHaveProperty('records[0].data.value');
    }
    expect(
      (await beacon(client, VITALS, [vital('LCP', 0), vital('CLS', 0.05), vital('INP', 600_000)])).status,
    ).toBe(200);
    expect((await dev('/api/dev/records?kind=performance')).body.records).toHaveLength(3);
  });

  it('cuts strings and drops unparsable URLs in census beacons', async () => {
    const { client, dev } = await setup({ now: () => NOW });
    const page = {
      visitorCookie: 'v'.repeat(5_000),
      pagePath: '/',
      url: 'javascript:alert(1)',
      referrer: '/shop',
    };
    expect((await beacon(client, '/api/census/button-click', page)).status).toBe(200);
    const [stored] = (await dev('/api/dev/records?kind=census')).body.records as StoredRecord[];
    expect(stored?.payload).toEqual({ visitorCookie: 'v'.repeat(2_000), pagePath: '/', referrer: '/shop' });
  });
});

describe('storage quotas per record kind', () => {
  it('a flood of error reports evicts older error reports, never the page views', async () => {
    let t = NOW;
    const { client, storage, dev } = await setup({ now: () => t });
    for (let i = 0; i < 50; i += 1) expect((await pageView(client)).status).toBe(200);
    // As after 500 posts of 20 errors: more error reports stored than every quota together.
    for (let i = 0; i < 10_000; i += 1) {
      const record: StoredRecord = {
        id: `javascript-errors-${i}`,
        kind: 'javascript-errors',
        name: 'uncaughtError',
        payload: errorEvent({ message: `flood ${i}` }),
        receivedAt: NOW + i,
      };
      storage.put(COLLECTIONS.records, record.id, record);
    }
    t = NOW + 20_000;
    expect((await client.post(ERRORS, [errorEvent({ message: 'the latest' })])).status).toBe(200);
    const errors = (await dev('/api/dev/records?kind=javascript-errors')).body.records as Json[];
    expect(errors.length).toBeLessThanOrEqual(RETENTION.recordQuotas['javascript-errors']);
    expect(errors.at(-1).payload.data).toContain('the latest');
    expect(errors.some((r) => r.id === 'javascript-errors-0')).toBe(false);
    expect((await dev('/api/dev/records?kind=census')).body.records).toHaveLength(50);
  });
});
