// At phone size (390×844) the cart pill never covers a product page's add-to-cart button: not
// after load, not when the button is focused (scrolled into view), not at the end of the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

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

describe('phone layout', () => {
  it('the cart pill never covers the add-to-cart button on any product page at 390×844', async () => {
    const { page, context } = await openPage(browser());
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/products/poster`);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => page.locator('.sf-cart-pill--visible').count()).toBe(1);
    const paths = await page.evaluate(async () => {
      const html = await (await fetch('/')).text();
      return [...new Set([...html.matchAll(/href="(\/products\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
    });
    expect(paths.length).toBeGreaterThan(5);
    const covered: string[] = [];
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
      await expect.poll(() => page.locator('.sf-cart-pill--visible').count()).toBe(1);
      if (await isButtonUnderPill(page)) covered.push(`${path} after load`);
      await page.locator('.sf-add-to-cart__button').focus();
      if (await isButtonUnderPill(page)) covered.push(`${path} focused`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      if (await isButtonUnderPill(page)) covered.push(`${path} at the end`);
    }
    expect(covered).toEqual([]);
    await context.close();
  });
});
