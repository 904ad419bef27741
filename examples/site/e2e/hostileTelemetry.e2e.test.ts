import { randomUUID } from 'node:crypto';
import { API_ROUTES, type StoredRecord } from '@storefront-widgets/core';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMounted, openPage, signInAsOwner, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** Stored page views whose URL carries `marker`, read by the signed-in `owner`. */
async function pageViews(owner: BrowserContext, marker: string): Promise<StoredRecord[]> {
  const response = await owner.request.get(`${baseUrl}${API_ROUTES.devRecords}?kind=census&name=RecordHit`);
  const { records } = (await response.json()) as { records: StoredRecord[] };
  return records.filter(
    (r) =>
      (r.payload as { event?: string }).event === 'pageView' && JSON.stringify(r.payload).includes(marker),
  );
}

describe('hostile telemetry', () => {
  // The owner signs in once (a scrypt hash per sign-in, not one per poll) from an address of
  // their own, so the attacker's limit is not theirs.
  let owner: BrowserContext;
  beforeAll(async () => {
    owner = await signInAsOwner(browser(), baseUrl);
  });
  afterAll(() => owner?.close());

  it('a burst of hostile errors, vitals and census hits from one address: 429 past the limit, page views kept, the owner page renders', async () => {
    const id = randomUUID();
    // A shopper's page views, before the burst.
    const shoppers = [];
    for (const path of ['/products/poster', '/cart'])
      shoppers.push(await openMounted(browser(), `${baseUrl}${path}?t=${id}`));
    await expect.poll(async () => (await pageViews(owner, id)).length, { timeout: 20_000 }).toBe(2);
    for (const { context } of shoppers) await context.close();

    // The attacker: one address (one browser context), a crumb from a plain GET.
    const { context: attacker } = await openPage(browser());
    await attacker.request.get(`${baseUrl}/api/website`);
    const crumb = (await attacker.cookies(baseUrl)).find((c) => c.name === 'crumb')?.value ?? '';
    const now = Date.now();
    const hostileError = (i: number) =>
      attacker.request.post(`${baseUrl}${API_ROUTES.javascriptErrors}`, {
        headers: { 'X-CSRF-Token': crumb },
        data: [
          {
            event: 'uncaughtError',
            data: JSON.stringify({ message: `burst ${i}`, url: 'not a url' }),
            timestamp: now,
          },
          { event: 'uncaughtError', data: '{"message":"dated"}', timestamp: i % 2 ? 1e20 : now },
        ],
      });
    const hostileVitals = (i: number) =>
      attacker.request.post(`${baseUrl}${API_ROUTES.performanceRecords}`, {
        headers: { 'Content-Type': 'text/plain' },
        data: JSON.stringify([
          {
            app: 'storefront',
            event: 'LCP',
            pageLoadId: `burst-${i}`,
            ts: now,
            data: { value: i % 2 ? 1e308 : 1200 },
          },
        ]),
      });
    const hostileCensus = (i: number) =>
      attacker.request.post(`${baseUrl}/api/census/button-click`, {
        headers: { 'Content-Type': 'text/plain' },
        data: JSON.stringify({ visitorCookie: 'v'.repeat(5_000), url: 'javascript:alert(1)', n: i }),
      });
    // All 36 calls at once, so they fall in one 10 s window however slow the machine is (one
    // after another, a loaded machine can take longer than the window, and its count restarts).
    const burst = [];
    for (let i = 0; i < 12; i += 1) burst.push(hostileError(i), hostileVitals(i), hostileCensus(i));
    const statuses = (await Promise.all(burst)).map((response) => response.status());
    await attacker.close();
    // Test mode allows 20 beacon calls per 10 s and address: the rest are refused.
    const counted = statuses.filter((s) => s !== 429);
    expect(counted).toHaveLength(20);
    expect(counted.every((s) => s === 200 || s === 400)).toBe(true);
    expect(counted).toContain(400);

    // The earlier page views are still stored, and the owner's page renders.
    expect(await pageViews(owner, id)).toHaveLength(2);
    const page = await owner.newPage();
    const response = await page.goto(`${baseUrl}/analytics`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Errors' }).count()).toBe(1);
    expect(await page.content()).not.toContain('e+308');
  });
});
