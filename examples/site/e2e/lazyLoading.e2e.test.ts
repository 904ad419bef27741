import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/**
 * The chunk a page renders without: the HTTP client (ky), intl-messageformat and the rest of the
 * catalogue (packages/embed/src/interactive.ts and what it imports, one chunk).
 */
const LATER_CHUNKS = /\/assets\/storefront\/chunks\/interactive-[\w-]+\.js$/;
const ADD_CALL = '/api/commerce/shopping-cart/entries';

/** Holds the later chunks' responses until `release()`, as a slow network would. */
async function holdLaterChunks(page: Page) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route(LATER_CHUNKS, async (route) => {
    if (isReleased) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length,
    release: async () => {
      isReleased = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      return performance.now();
    },
  };
}

/**
 * The order in which the page requested the later chunks and had mounted all its widgets, as the
 * test sees the events: `chunks` and `mounted` entries in arrival order.
 */
async function recordOrder(page: Page) {
  const order: string[] = [];
  page.on('request', (request) => {
    if (LATER_CHUNKS.test(request.url()) && !order.includes('chunks')) order.push('chunks');
  });
  page.on('console', (message) => {
    if (message.text() === 'storefront widgets mounted') order.push('mounted');
  });
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const widgets = [...document.querySelectorAll('[data-storefront-widget]')];
      if (
        !widgets.length ||
        widgets.some((element) => element.getAttribute('data-storefront-state') !== 'mounted')
      )
        return;
      observer.disconnect();
      console.log('storefront widgets mounted');
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-storefront-state'] });
  });
  return order;
}

describe('the HTTP client and plural formatting arrive after the widgets', () => {
  it('a first-time visitor sees the widgets before they arrive; a click in the meantime adds as soon as they do', async () => {
    const { page, context, problems } = await openPage(browser());
    const chunks = await holdLaterChunks(page);
    const adds: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(ADD_CALL)) adds.push(performance.now());
    });
    await page.goto(`${baseUrl}/products/poster`);
    await waitForWidgets(page);
    const label = page.locator('.sf-add-to-cart__button');
    expect(await label.textContent()).toBe('Add To Cart');

    // The click comes before the HTTP client has arrived: the button says so at once, and the
    // add waits for the client, not for a timer.
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await label.textContent()).toBe('Adding…');
    await expect.poll(() => chunks.requested()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(adds).toEqual([]);

    const releasedAt = await chunks.release();
    await expect.poll(() => adds.length).toBe(1);
    const wait = (adds[0] ?? Number.NaN) - releasedAt;
    // Sent as soon as the code is in: loopback, no timer in between.
    expect(wait).toBeLessThan(1000);
    await expect.poll(() => label.textContent()).toBe('Added!');
    expect(await page.locator('.sf-cart-pill .sf-visually-hidden').textContent()).toBe('One item in cart');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('a first-time visitor fetches them only once the widgets have mounted', async () => {
    const { page, context, problems } = await openPage(browser());
    const order = await recordOrder(page);
    await page.goto(`${baseUrl}/products/poster`);
    await expect.poll(() => order).toEqual(['mounted', 'chunks']);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it("the files fetched before the widgets mount hold no endpoint: the cart's calls come with the client", async () => {
    const { page, context, problems } = await openPage(browser());
    const order = await recordOrder(page);
    const scripts: Array<{ url: string; isBeforeMount: boolean; text: Promise<string> }> = [];
    page.on('response', (response) => {
      if (!/\/assets\/storefront\/.+\.js$/.test(response.url())) return;
      const text = response.text();
      // Only some bodies are read below; one still arriving as the context closes must not reject
      // unhandled (the ones read still reject where they are awaited).
      text.catch(() => {});
      scripts.push({ url: response.url(), isBeforeMount: !order.includes('mounted'), text });
    });
    await page.goto(`${baseUrl}/products/poster`);
    await expect.poll(() => order).toEqual(['mounted', 'chunks']);
    const before = scripts.filter((script) => script.isBeforeMount);
    expect(before.map(({ url }) => url.replace(/.*\/storefront\//, ''))).toEqual([
      'storefront.js',
      expect.stringMatching(/^chunks\/addToCartButton-/),
    ]);
    for (const script of before) expect(await script.text).not.toContain('/api/');
    // The chunk's request marks it in `order`; its answer may still be on the way.
    const later = () => scripts.find(({ url }) => LATER_CHUNKS.test(url));
    await expect.poll(later).toBeDefined();
    expect(await later()?.text).toContain(ADD_CALL);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('a returning visitor with a cart fetches them at once, and the pill counts the cart', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(`${baseUrl}/products/poster`);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => page.locator('.sf-add-to-cart__button').textContent()).toBe('Added!');

    // The next page: the cart cookies say there is a cart, so it loads at start, client first.
    const next = await context.newPage();
    const order = await recordOrder(next);
    await next.goto(`${baseUrl}/products/poster`);
    await expect.poll(() => order).toEqual(['chunks', 'mounted']);
    await expect
      .poll(() => next.locator('.sf-cart-pill .sf-visually-hidden').textContent())
      .toBe('One item in cart');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
