import { describe, expect, it } from 'vitest';
import { openPage, recordLayoutShifts, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

describe('product page: add to cart and the cart pill', () => {
  it('adds the chosen variant: Adding… then Added!, the pill counts 1, and /cart lists it', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto(`${baseUrl}/products/tee`);
    const block = page.locator('[data-storefront-widget="add-to-cart"]');
    await expect.poll(() => block.getAttribute('data-storefront-state')).toBe('mounted');

    // The pill is hidden while the cart is empty.
    const pill = page.locator('.sf-cart-pill');
    expect(await pill.isVisible()).toBe(false);

    await block.getByLabel('Size').selectOption('S');
    await block.getByLabel('Color').selectOption('White');
    const button = block.getByRole('button', { name: 'Add To Cart' });
    await button.click();
    const label = page.locator('.sf-add-to-cart__button');
    await expect.poll(() => label.textContent()).toBe('Adding…');
    await expect.poll(() => label.textContent()).toBe('Added!');
    await expect.poll(() => label.textContent()).toBe('Add To Cart');

    await expect.poll(() => pill.isVisible()).toBe(true);
    expect(await pill.locator('.sf-visually-hidden').textContent()).toBe('One item in cart');
    expect(await pill.locator('.sf-cart-pill-count').textContent()).toBe('1');

    await pill.click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/cart`);
    expect(await page.locator('li[data-sku="TEE-S-WHT"] input[name="quantity"]').inputValue()).toBe('1');

    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
  });

  it('switches the main image to the chosen colour', async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${baseUrl}/products/tee`);
    const block = page.locator('.sf-add-to-cart');
    await expect.poll(() => block.getAttribute('data-storefront-state')).toBe('mounted');
    await block.getByLabel('Size').selectOption('S');
    await block.getByLabel('Color').selectOption('Black');
    await expect
      .poll(() => page.locator('.product__image').getAttribute('src'))
      .toBe('/images/prod-tee--Black.svg');
    await context.close();
  });

  it('mounts over the server-rendered markup without shifting the layout', async () => {
    const { page, context } = await openPage(browser());
    // Record every layout shift from the first paint on, before any page script runs.
    const layoutShift = await recordLayoutShifts(page);
    await page.goto(`${baseUrl}/products/tee`);
    await expect
      .poll(() => page.locator('.sf-add-to-cart').getAttribute('data-storefront-state'))
      .toBe('mounted');
    expect(await layoutShift()).toBe(0);
    await context.close();
  });
});
