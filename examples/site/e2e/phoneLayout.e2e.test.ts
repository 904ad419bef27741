// At phone size (390×844) the cart pill never covers a product page's add-to-cart button: not
// after load, not when the button is focused (scrolled into view), not at the end of the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** Every product page the home page links to: read from the served home page. */
async function productPages(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  return [...new Set([...html.matchAll(/href="(\/products\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
}
const paths = await productPages();

/** Whether the add-to-cart button and the visible pill overlap on screen. */
async function isButtonUnderPill(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const pill = document.querySelector('.sf-cart-pill--visible')?.getBoundingClientRect();
    const button = document.querySelector('.sf-add-to-cart__button')?.getBoundingClientRect();
    if (!pill || !button) throw new Error('no pill or no button');
    return !(
      button.right <= pill.left ||
      button.left >= pill.right ||
      button.bottom <= pill.top ||
      button.top >= pill.bottom
    );
  });
}

describe('phone layout: the cart pill never covers the add-to-cart button at 390×844', () => {
  // One visitor with a poster in the cart, whose product pages are checked one test each (each
  // its own timeout and its own line in the report).
  let visitor: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    visitor = await openPage(browser());
    const { page } = visitor;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/products/poster`);
    // (waitForWidgets polls with expect, which only runs inside a test.)
    await page.locator('[data-storefront-widget][data-storefront-state="mounted"]').first().waitFor();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('.sf-cart-pill--visible').waitFor();
  }, 60_000);
  afterAll(() => visitor?.context.close());

  it('the product pages are read from the home page', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it.for(paths)('%s: not after load, not focused, not at the end of the page', async (path) => {
    const { page } = visitor;
    await page.goto(`${baseUrl}${path}`);
    await waitForWidgets(page);
    await expect.poll(() => page.locator('.sf-cart-pill--visible').count()).toBe(1);
    const covered: string[] = [];
    if (await isButtonUnderPill(page)) covered.push('after load');
    await page.locator('.sf-add-to-cart__button').focus();
    if (await isButtonUnderPill(page)) covered.push('focused');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (await isButtonUnderPill(page)) covered.push('at the end');
    expect(covered).toEqual([]);
  });
});
