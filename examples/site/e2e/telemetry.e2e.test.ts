import { randomUUID } from 'node:crypto';
import { API_ROUTES, type StoredRecord } from '@storefront/core';
import { FORM_IDS, SEED_CREDENTIALS } from '@storefront/mock-backend';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMounted, readAsOwner, useBrowser } from '../../../scripts/e2e/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * The stored records of a kind (every test marks its page URL with its own id), read as the store
 * owner: `/api/dev/*` is the owner's only.
 */
async function records(kind: string): Promise<StoredRecord[]> {
  const path = `${API_ROUTES.devRecords}?kind=${kind}`;
  return (await readAsOwner<{ records: StoredRecord[] }>(browser(), baseUrl, path)).records;
}

/** Records whose payload mentions `marker` (in its page URL). */
const marked = async (kind: string, marker: string) =>
  (await records(kind)).filter((record) => JSON.stringify(record.payload).includes(marker));

const censusNames = async (marker: string) =>
  (await marked('census', marker)).map((record) =>
    record.name === 'RecordHit' ? `RecordHit:${(record.payload as { event: string }).event}` : record.name,
  );

/** Resolves once the telemetry script has run (it is added after mounting, when idle). */
async function telemetryStarted(page: Page) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.endsWith('/storefront-telemetry.js') && entry.responseEnd > 0),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** Census requests the page makes whose URL or body mentions `marker` (the page under test's URL). */
function censusRequestsAbout(page: Page, marker: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const about = `${request.url()} ${decodeURIComponent(request.postData() ?? '')}`;
    if (request.url().includes('/api/census/') && about.includes(marker)) seen.push(request.url());
  });
  return seen;
}

/** Signs the page's visitor in through the session call, with the crumb the page was given. */
async function signIn(page: Page, credentials: { email: string; password: string }) {
  const status = await page.evaluate(
    async ({ path, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path: API_ROUTES.session, body: credentials },
  );
  expect(status).toBe(200);
}

describe('telemetry from the drop-in', () => {
  it('census hits arrive on page view, button render, click and page hide; performance records when the page is left', async () => {
    const id = randomUUID();
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/poster?t=${id}`);
    await expect
      .poll(() => censusNames(id), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['RecordHit:pageView', 'button-render']));
    const view = (await marked('census', id)).find((r) => r.name === 'RecordHit');
    if (!view) throw new Error('no page view stored');
    const { data, ss_cvr } = view.payload as { data: Record<string, unknown>; ss_cvr: string };
    expect(data).toMatchObject({
      url: `${baseUrl}/products/poster?t=${id}`,
      recordType: 'product',
      itemId: expect.any(String),
    });
    expect(data.viewportWidth).toBeGreaterThan(0);
    // The visitor-record cookie: an id plus four positive integers.
    expect(ss_cvr).toMatch(/^[\w-]+\|\d+\|\d+\|1\|1$/);

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => censusNames(id)).toContain('button-click');
    expect(await marked('performance', id)).toEqual([]);

    // Leaving the page: the page-end latch flushes by beacon.
    await page.goto(`${baseUrl}/cart`);
    await expect.poll(() => censusNames(id), { timeout: 10_000 }).toContain('RecordHit:pageExit');
    await expect
      .poll(async () => (await marked('performance', id)).map((record) => record.name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['FCP']));
    const [fcp] = (await marked('performance', id)).filter((record) => record.name === 'FCP');
    expect(fcp?.payload).toMatchObject({
      app: 'storefront',
      event: 'FCP',
      data: { rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), value: expect.any(Number) },
    });
    // Nothing counted twice.
    const names = await censusNames(id);
    expect(names.filter((name) => name === 'RecordHit:pageView')).toHaveLength(1);
    expect(names.filter((name) => name === 'RecordHit:pageExit')).toHaveLength(1);
    await context.close();
  });

  it('a form render arrives with its form id', async () => {
    const id = randomUUID();
    const { context } = await openMounted(browser(), `${baseUrl}/contact?t=${id}`);
    await expect
      .poll(() => marked('census', id), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            name: 'form-render',
            payload: expect.objectContaining({ formId: FORM_IDS.contact }),
          }),
        ]),
      );
    await context.close();
  });

  it('an uncaught error arrives with the CSRF header from the crumb cookie', async () => {
    const id = randomUUID();
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/poster?t=${id}`);
    await telemetryStarted(page);
    const sent = page.waitForRequest((request) => request.url().endsWith(API_ROUTES.javascriptErrors));
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, `boom ${id}`);
    const request = await sent;
    const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value;
    expect(crumb).toBeTruthy();
    expect(request.headers()['x-csrf-token']).toBe(crumb);
    await expect.poll(() => marked('javascript-errors', id), { timeout: 10_000 }).toHaveLength(1);
    const [stored] = await marked('javascript-errors', id);
    const payload = stored?.payload as { event: string; data: string; timestamp: number };
    expect(payload.event).toBe('uncaughtError');
    expect(JSON.parse(payload.data)).toMatchObject({
      message: `Error: boom ${id}`,
      url: `${baseUrl}/products/poster?t=${id}`,
    });
    await context.close();
  });

  it('a burst of errors stays within the caps: 10 queued per send, 20 per page', async () => {
    const id = randomUUID();
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/poster?t=${id}`);
    await telemetryStarted(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(API_ROUTES.javascriptErrors)) sends.push(request.method());
    });
    const burst = (round: number) =>
      page.evaluate(
        ({ marker, round }) => {
          for (let i = 0; i < 50; i += 1) {
            setTimeout(() => {
              throw new Error(`burst ${marker} ${round}-${i}`);
            });
          }
        },
        { marker: id, round },
      );
    for (const round of [1, 2, 3]) {
      await burst(round);
      await page.waitForTimeout(1500);
      await page.waitForLoadState('networkidle');
    }
    await expect.poll(() => marked('javascript-errors', id), { timeout: 10_000 }).toHaveLength(20);
    await page.waitForTimeout(1500);
    expect(await marked('javascript-errors', id)).toHaveLength(20);
    // Two sends of 10 (the queue's cap), then nothing: the page's 20 are used.
    expect(sends).toEqual(['POST', 'POST']);
    await context.close();
  });

  it('nothing is sent for a signed-in user', async () => {
    const id = randomUUID();
    const first = await openMounted(browser(), `${baseUrl}/`);
    await signIn(first.page, SEED_CREDENTIALS.shopper);
    const census = censusRequestsAbout(first.page, id);
    await first.page.goto(`${baseUrl}/products/poster?t=${id}`);
    await telemetryStarted(first.page);
    await first.page.getByRole('button', { name: 'Add To Cart' }).click();
    await first.page.goto(`${baseUrl}/`);
    await first.page.waitForLoadState('networkidle');
    expect(census).toEqual([]);
    expect(await marked('census', id)).toEqual([]);
    await first.context.close();
  });

  it('nothing is sent from /search', async () => {
    const id = randomUUID();
    const { page, context } = await openMounted(browser(), `${baseUrl}/search?q=${id}`);
    const census = censusRequestsAbout(page, id);
    await telemetryStarted(page);
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    expect(census).toEqual([]);
    expect(await marked('census', id)).toEqual([]);
    await context.close();
  });
});

describe('the owner analytics page', () => {
  it('charts the stored page views, web vitals and errors, and refuses a visitor who is not the owner', async () => {
    // Data of its own: a page view, a performance record (the page is left) and an error.
    const id = randomUUID();
    const visit = await openMounted(browser(), `${baseUrl}/products/poster?t=${id}`);
    await telemetryStarted(visit.page);
    await visit.page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, `owner-chart ${id}`);
    await expect.poll(() => marked('javascript-errors', id), { timeout: 10_000 }).toHaveLength(1);
    await visit.page.goto(`${baseUrl}/`);
    await expect.poll(() => marked('performance', id), { timeout: 10_000 }).not.toEqual([]);
    await visit.context.close();

    const owner = await openMounted(browser(), `${baseUrl}/`);
    const refused = await owner.page.goto(`${baseUrl}/analytics`);
    expect(refused?.status()).toBe(401);
    expect(await owner.page.getByRole('heading', { level: 1 }).textContent()).toBe('Analytics');
    await signIn(owner.page, SEED_CREDENTIALS.owner);
    const response = await owner.page.goto(`${baseUrl}/analytics`);
    expect(response?.status()).toBe(200);

    // Traffic: today's page-view bar carries the number of the data table and has a height.
    const bars = owner.page.locator('rect[data-series="pageViews"]');
    expect(await bars.count()).toBe(14);
    const lastBar = bars.last();
    const todayViews = Number(await lastBar.getAttribute('data-value'));
    expect(todayViews).toBeGreaterThan(0);
    expect(Number(await lastBar.getAttribute('height'))).toBeGreaterThan(0);
    const todayRow = owner.page.locator('details table tbody tr').last();
    expect(Number(await todayRow.locator('td').first().textContent())).toBe(todayViews);
    expect(await owner.page.getByRole('img', { name: /Page views and events per day/ }).count()).toBe(1);

    // Web vitals: FCP's rating bars add up to the records its text alternative counts.
    const summaryText = (await owner.page.locator('[data-vital="FCP"] .chart__summary').textContent()) ?? '';
    const fcpCount = Number(/^(\d+) records/.exec(summaryText)?.[1] ?? 0);
    expect(fcpCount).toBeGreaterThan(0);
    const ratings = owner.page.locator('[data-vital="FCP"] rect[data-rating]');
    const drawn = await ratings.evaluateAll((rects) =>
      rects.map((rect) => ({
        value: Number(rect.getAttribute('data-value')),
        width: Number(rect.getAttribute('width')),
      })),
    );
    expect(drawn.reduce((sum, rect) => sum + rect.value, 0)).toBe(fcpCount);
    expect(drawn.some((rect) => rect.width > 0)).toBe(true);
    expect(await owner.page.locator('[data-vital="FCP"] [data-p75]').count()).toBe(1);

    // Errors: the report just made is listed.
    expect(await owner.page.getByRole('table', { name: 'Latest error reports' }).textContent()).toContain(
      `owner-chart ${id}`,
    );
    await owner.context.close();
  });
});
