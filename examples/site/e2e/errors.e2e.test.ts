import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterNetworkSettles, expectFocused, openMounted, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

async function readAlert(page: Page) {
  const alert = page.getByRole('alertdialog');
  await alert.waitFor({ timeout: 10_000 });
  return { title: await alert.locator('h2').textContent(), message: await alert.locator('p').textContent() };
}

describe('add-to-cart failures', () => {
  /**
   * The visitor reaches for the button (focus), which brings the HTTP client and the alert's code,
   * as a pointer or a tab would; the test waits until they are in.
   */
  async function reachForTheButton(page: Page) {
    await afterNetworkSettles(page, () => page.getByRole('button', { name: 'Add To Cart' }).focus());
  }

  it('offline after the page loaded: Please check your internet connection.', async () => {
    const { page, context, problems } = await open('/products/poster');
    await reachForTheButton(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await readAlert(page)).toEqual({
      title: 'Unable to Add Item',
      message: 'Please check your internet connection.',
    });
    await expectFocused(page.getByRole('button', { name: 'OK' }));
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.locator('.sf-add-to-cart__button').textContent()).toBe('Add To Cart');
    // Focus is back on the button the visitor pressed.
    await expectFocused(page.locator('.sf-add-to-cart__button'));
    expect(problems.consoleErrors.every((text) => text.includes('ERR_INTERNET_DISCONNECTED'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it('offline before the alert could download: the same title and message, in the page', async () => {
    const { page, context, problems } = await open('/products/poster');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const alert = page.locator('.sf-add-to-cart [role="alert"]');
    await expect
      .poll(() => alert.textContent(), { timeout: 10_000 })
      .toBe('Unable to Add Item Please check your internet connection. OK');
    await alert.getByRole('button', { name: 'OK' }).click();
    expect(await alert.count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('over the rate limit (10 adds in 10 s in test mode): Please try again in a few seconds.', async () => {
    const { page, context, problems } = await open('/products/poster');
    // Ten adds through the developer API, then the button's add is the eleventh.
    const quantity = await page.evaluate(async () => {
      type Add = (item: {
        itemId: string;
        sku: string;
      }) => Promise<{ shoppingCart: { totalQuantity: number } }>;
      const storefront = (window as unknown as { Storefront?: { cart: { add: Add } } }).Storefront;
      if (!storefront) throw new Error('window.Storefront is missing');
      let total = 0;
      for (let index = 0; index < 10; index += 1) {
        total = (await storefront.cart.add({ itemId: 'prod-poster', sku: 'POSTER-A3' })).shoppingCart
          .totalQuantity;
      }
      return total;
    });
    expect(quantity).toBe(10);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect(await readAlert(page)).toEqual({
      title: 'Unable to Add Item',
      message: 'Please try again in a few seconds.',
    });
    expect(await page.locator('.sf-cart-pill .sf-cart-pill-count').textContent()).toBe('10');
    expect(problems.consoleErrors).toEqual([expect.stringContaining('status of 429')]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });

  it("a server refusal (4xx, 5xx, 429): the alert's OK has focus, then the button again", async () => {
    const { page, context, problems } = await open('/products/poster');
    const button = page.locator('.sf-add-to-cart__button');
    const answers = [
      { status: 500, message: 'The store is down.' },
      { status: 429, message: 'Slow down.' },
      { status: 409, message: 'Your cart is in another currency.' },
    ];
    for (const { status, message } of answers) {
      await page.route('**/api/commerce/shopping-cart/entries', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }),
      );
      await button.click();
      const alert = page.getByRole('alertdialog');
      await alert.waitFor({ timeout: 10_000 });
      await expectFocused(alert.getByRole('button', { name: 'OK' }));
      // Escape for one, OK for the others: either way focus returns to the button.
      if (status === 429) await page.keyboard.press('Escape');
      else await alert.getByRole('button', { name: 'OK' }).click();
      await alert.waitFor({ state: 'detached' });
      await expectFocused(button);
      await page.unroute('**/api/commerce/shopping-cart/entries');
      // The button is usable again 1 s after a failure (storefront §9).
      await expect.poll(() => button.textContent()).toBe('Add To Cart');
    }
    expect(problems.consoleErrors).toHaveLength(3);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('a lost crumb cookie is fetched again before the write, so the add goes through', async () => {
    const { page, context, problems } = await open('/products/poster');
    // Every GET of the example server (scripts included) hands out a fresh crumb, and a first click
    // still fetches chunks as its POST leaves (response checks, telemetry). So one add goes first
    // and the network settles: then the second click really starts without a crumb cookie.
    const button = page.locator('.sf-add-to-cart__button');
    await afterNetworkSettles(page, async () => {
      await button.click();
      await expect.poll(() => button.textContent()).toBe('Added!');
    });
    await expect.poll(() => button.textContent()).toBe('Add To Cart');
    await context.clearCookies();
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith('/api/commerce/shopping-cart/entries'),
    );
    await button.click();
    expect((await posted).headers()['x-csrf-token']).toMatch(/\S/);
    await expect.poll(() => button.textContent()).toBe('Added!');
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('a crumb the server keeps refusing says the session expired', async () => {
    const { page, context, problems } = await open('/products/poster');
    await page.route('**/api/commerce/shopping-cart/entries', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          crumbFail: true,
          message: 'Your session has expired. Please reload the page and try again.',
        }),
      }),
    );
    await page.locator('.sf-add-to-cart__button').click();
    expect((await readAlert(page)).message).toBe(
      'Your session has expired. Please reload the page and try again.',
    );
    expect(problems.consoleErrors.every((text) => text.includes('status of 403'))).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
