import { randomUUID } from 'node:crypto';
import { API_ROUTES, SHOPPING_EVENT_FIELDS, type StoredRecord } from '@storefront-widgets/core';
import { FORM_IDS, SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openMounted,
  openPage,
  STEP_TIMEOUT_MS,
  signInAsOwner,
  useBrowser,
  waitForWidgets,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** One owner's session for the whole file: the stored records are the owner's to read. */
let owner: Promise<BrowserContext> | undefined;
afterAll(async () => {
  await (await owner)?.close();
});

/** Reads one of the owner's calls (`/api/dev/*`, `/api/website`) in the owner's session. */
async function readAsOwner<T>(path: string): Promise<T> {
  owner ??= signInAsOwner(browser(), baseUrl);
  const response = await (await owner).request.get(`${baseUrl}${path}`);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** The stored records of a kind (every test marks its page URL with its own id). */
async function records(kind: string): Promise<StoredRecord[]> {
  return (await readAsOwner<{ records: StoredRecord[] }>(`${API_ROUTES.devRecords}?kind=${kind}`)).records;
}

/** Records whose payload mentions `marker` (in its page URL). */
const marked = async (kind: string, marker: string) =>
  (await records(kind)).filter((record) => JSON.stringify(record.payload).includes(marker));

const censusNames = async (marker: string) =>
  (await marked('census', marker)).map((record) =>
    record.name === 'RecordHit' ? `RecordHit:${(record.payload as { event: string }).event}` : record.name,
  );

/** The analytics-tracker events stored whose content mentions `marker`, as schema name and content. */
const trackedEvents = async (marker: string) =>
  (await marked('analytics', marker)).map((record) => ({
    schema: record.name,
    content: (record.payload as { eventContent: Record<string, unknown> }).eventContent,
  }));

/** The stored event of `schema` about `marker`, once it has arrived. */
async function trackedEvent(marker: string, schema: string): Promise<Record<string, unknown>> {
  await expect
    .poll(async () => (await trackedEvents(marker)).map((event) => event.schema), { timeout: 15_000 })
    .toContain(schema);
  return (await trackedEvents(marker)).find((event) => event.schema === schema)?.content ?? {};
}

/** Requests to the analytics event service or RecordEvent that a page makes. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(analytics\/events|events\/RecordEvent)/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Resolves once the telemetry chunk has loaded (it is imported after mounting, when idle). */
async function telemetryStarted(page: Page) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/chunks\/startTelemetry-[\w-]+\.js$/.test(entry.name) && entry.responseEnd > 0),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
}

/** The drop-in's chunks the page has fetched so far, by name (`startErrorReports` for `chunks/startErrorReports-ab12cd.js`). */
const fetchedChunks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => /\/chunks\/(\w+)-[\w-]+\.js$/.exec(entry.name)?.[1] ?? []),
  );

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
    // The reporter's code loads at the page's first error, not before.
    expect(await fetchedChunks(page)).not.toContain('startErrorReports');
    const sent = page.waitForRequest((request) => request.url().endsWith(API_ROUTES.javascriptErrors));
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, `boom ${id}`);
    const request = await sent;
    expect(await fetchedChunks(page)).toContain('startErrorReports');
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

  it('nothing is sent for a signed-in user: no census hit, shopping event, legacy event or purchase', async () => {
    const id = randomUUID();
    const first = await openMounted(browser(), `${baseUrl}/`);
    await signIn(first.page, SEED_CREDENTIALS.shopper);
    const census = censusRequestsAbout(first.page, id);
    const analytics = analyticsRequests(first.page);
    await first.page.goto(`${baseUrl}/products/poster?t=${id}`);
    await telemetryStarted(first.page);
    await first.page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => first.page.locator('.sf-add-to-cart__button').textContent()).toBe('Added!');
    await first.page.goto(`${baseUrl}/checkout?t=${id}`);
    await telemetryStarted(first.page);
    await first.page.getByRole('link', { name: 'Place a test order' }).click();
    await first.page.waitForURL(`${baseUrl}/checkout/order-confirmed`);
    await telemetryStarted(first.page);
    await first.page.goto(`${baseUrl}/`);
    await first.page.waitForLoadState('networkidle');
    expect(census).toEqual([]);
    expect(analytics).toEqual([]);
    expect(await marked('census', id)).toEqual([]);
    expect(await marked('analytics', id)).toEqual([]);
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

describe('shopping events, ad pixels and legacy events from the drop-in', () => {
  it('a product view and an add to cart arrive as shopping events with the fields of platform §3, and reach the page pixels', async () => {
    const id = randomUUID();
    const { page, context } = await openPage(browser());
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    // The page's own Google tag and social pixel, recording their calls.
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {
        pixelCalls: calls,
        gtag: (...args: unknown[]) => calls.push(['gtag', ...args]),
        fbq: (...args: unknown[]) => calls.push(['fbq', ...args]),
      });
    });
    await page.goto(`${baseUrl}/products/poster?t=${id}`);
    await waitForWidgets(page);
    const { websiteId } = await readAsOwner<{ websiteId: string }>(API_ROUTES.website);

    const view = await trackedEvent(id, 'commerce_product_view');
    for (const field of SHOPPING_EVENT_FIELDS) expect(view, field).toHaveProperty(field);
    const cookies = Object.fromEntries(
      (await context.cookies()).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(view).toMatchObject({
      website_id: websiteId,
      context_website_id: websiteId,
      page_id: 'shop',
      object_identifier: 'prod-poster',
      item_id: 'prod-poster',
      item_type: 'PHYSICAL',
      item_title: 'Art Print',
      item_price: expect.any(Number),
      currency_code: 'EUR',
      item_variant_object: { sku: 'POSTER-A3', attributes: {} },
      product_page: true,
      logged_in: false,
      user_id: null,
      session_cookie: cookies.ss_sessionId,
      analytics_id: cookies.ss_analyticsId,
      page_path: '/products/poster',
      page_query_params: `t=${id}`,
      source_environment: 'prod',
      client_name: 'WEB',
    });
    const pageView = (await marked('census', id)).find((record) => record.name === 'RecordHit');
    expect(view.census_cookie).toBe((pageView?.payload as { ss_cvr?: string } | undefined)?.ss_cvr);

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const added = await trackedEvent(id, 'commerce_add_to_cart');
    expect(added).toMatchObject({
      object_identifier: 'prod-poster',
      item_id: 'prod-poster',
      item_quantity: 1,
      num_items_in_cart: 1,
      cart_id: expect.stringMatching(/\S/),
      cart_value: view.item_price,
      currency_code: 'EUR',
      product_types_list: ['PHYSICAL'],
      purchase_type_list: ['ONE_TIME'],
      item_variant_object: { sku: 'POSTER-A3', attributes: {} },
      product_page: true,
    });
    // The pixels get the add once their code's import resolves, which on a loaded machine can
    // come after the analytics beacon has reached the server.
    const pixelCalls = async () =>
      (await page.evaluate(() => (window as unknown as { pixelCalls: unknown[][] }).pixelCalls)).map((call) =>
        call.slice(0, 3),
      );
    await expect.poll(pixelCalls, { timeout: 10_000 }).toEqual([
      ['gtag', 'event', 'view_item'],
      ['fbq', 'track', 'ViewContent'],
      ['gtag', 'event', 'add_to_cart'],
      ['fbq', 'track', 'AddToCart'],
    ]);
    // The pixel events' code loaded because this page has pixels (a product page without loads none).
    expect(await fetchedChunks(page)).toContain('adPixelEvents');
    await context.close();
  });

  it("the checkout stand-in's link records a legacy event, form-encoded with the crumb; the order-confirmed page a purchase, once", async () => {
    const id = randomUUID();
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/poster?t=${id}`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const cartId = String((await trackedEvent(id, 'commerce_add_to_cart')).cart_id);

    // The product page has no marked link, order, course or ad pixel: none of their code loaded.
    const lazyParts = [
      'startLegacyEvents',
      'trackPurchase',
      'startVideoCourse',
      'startErrorReports',
      'adPixelEvents',
    ];
    await telemetryStarted(page);
    expect((await fetchedChunks(page)).filter((name) => lazyParts.includes(name))).toEqual([]);

    await page.goto(`${baseUrl}/checkout#${id}`);
    await telemetryStarted(page);
    // The link leaves the page when clicked: the code that records it is there before the click.
    expect(await fetchedChunks(page)).toContain('startLegacyEvents');
    const sent = page.waitForRequest((request) => request.url().endsWith(API_ROUTES.recordEvent));
    await page.getByRole('link', { name: 'Place a test order' }).click();
    const request = await sent;
    // A beacon carries no headers (the browser does not expose its body either): the crumb went
    // in the form, and RecordEvent checked it against the cookie (403, and nothing stored,
    // otherwise). The beacon outlives the page it left, so Playwright may never see its
    // response: the stored event below is the proof that the server accepted it.
    expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers()['x-csrf-token']).toBeUndefined();
    await expect.poll(() => marked('events', id), { timeout: 10_000 }).toHaveLength(1);
    const [legacy] = await marked('events', id);
    if (!legacy) throw new Error('no legacy event stored');
    expect(legacy.name).toBe('placeTestOrder');
    expect((legacy.payload as { data: unknown }).data).toEqual({
      pageHash: id,
      pagePath: '/checkout',
      websiteId: expect.any(String),
      templateId: 'example-store',
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en-US',
      label: 'Place a test order',
    });

    await page.waitForURL(`${baseUrl}/checkout/order-confirmed`);
    const orderId = `test-order-${cartId}`;
    const purchase = await trackedEvent(orderId, 'commerce_purchase');
    expect(await fetchedChunks(page)).toContain('trackPurchase');
    expect(purchase).toMatchObject({
      object_identifier: orderId,
      cart_id: cartId,
      num_items_in_cart: 1,
      cart_value: expect.any(Number),
      currency_code: 'EUR',
      product_page: false,
    });
    // The confirmation shown again: the purchase is not counted twice.
    await page.reload();
    await telemetryStarted(page);
    await page.waitForTimeout(1000);
    expect(
      (await trackedEvents(orderId)).filter((event) => event.schema === 'commerce_purchase'),
    ).toHaveLength(1);
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
    // A visitor gets the owner's sign-in form instead.
    expect(await owner.page.getByRole('heading', { level: 1 }).textContent()).toBe('Store owner sign-in');
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
        width: Number.parseFloat(rect.getAttribute('width') ?? '0'),
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
