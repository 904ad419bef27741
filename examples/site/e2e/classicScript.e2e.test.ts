import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

describe('classic-script fallback', () => {
  it('mounts the widgets from storefront.classic.js included as a plain <script> in <head>', async () => {
    const { page, context, problems } = await openPage(browser());
    // The same product page, with the module tag swapped for the classic file, no defer.
    await page.route(`${baseUrl}/products/poster`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="module" src="\/assets\/storefront\/storefront\.js" data-storefront><\/script>/,
        '<script src="/assets/storefront/storefront.classic.js" data-storefront></script>',
      );
      expect(html).toContain('storefront.classic.js');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl}/products/poster`);
    await expect
      .poll(() => page.locator('.sf-add-to-cart').getAttribute('data-storefront-state'))
      .toBe('mounted');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => page.locator('.sf-add-to-cart__button').textContent()).toBe('Added!');
    await expect
      .poll(() => page.locator('.sf-cart-pill .sf-visually-hidden').textContent())
      .toBe('One item in cart');
    expect(await page.evaluate(() => typeof window.Storefront?.cart.get)).toBe('function');
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
  });
});
