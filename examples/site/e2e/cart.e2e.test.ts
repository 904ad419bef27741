// The cart page's widget in Chromium against the example store: quantity, remove, answers,
// emptying, the minimum subtotal, the way out of a cart in another currency, and a phone screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  NO_PROBLEMS,
  openMounted,
  type PageProblems,
  useBrowser,
  waitForWidgets,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** Adds items as the page's scripts would (with the crumb header), then opens /cart. */
async function cartWith(
  page: Page,
  items: Array<{ itemId: string; sku: string; quantity: number; additionalFields?: string }>,
) {
  for (const item of items) {
    const status = await page.evaluate(async (entry) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify(entry),
      });
      return response.status;
    }, item);
    expect(status).toBe(200);
  }
  await page.goto(`${baseUrl}/cart`);
  await waitForWidgets(page);
}

/** A server refusal is logged by Chromium as a failed resource; nothing else may be. */
const onlyRefusals = (problems: PageProblems) => ({
  ...problems,
  consoleErrors: problems.consoleErrors.filter((text) => !/status of 40\d/.test(text)),
});

const quantityOf = (page: Page, sku: string) => page.locator(`li[data-sku="${sku}"] input[name="quantity"]`);
const total = (page: Page, key: string) => page.locator(`[data-total="${key}"] dd`).textContent();

describe('cart page', () => {
  it('updates a quantity (Updating your cart… while it recalculates), refuses one over stock, and removes', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/tee`);
    await cartWith(page, [
      { itemId: 'prod-tee', sku: 'TEE-S-WHT', quantity: 1 },
      { itemId: 'prod-tee', sku: 'TEE-L-BLK', quantity: 1 },
    ]);
    expect(await total(page, 'subtotal')).toBe('$50.00');

    // Hold the update so the recalculating state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/commerce/shopping-cart/entries/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    const input = quantityOf(page, 'TEE-S-WHT');
    await input.fill('3');
    await input.press('Enter');
    await expect.poll(() => page.locator('.sf-cart__status').textContent()).toBe('Updating your cart…');
    expect(await page.locator('.sf-cart').getAttribute('aria-busy')).toBe('true');
    release();
    await expect.poll(() => total(page, 'subtotal')).toBe('$100.00');
    expect(await page.locator('.sf-cart__status').textContent()).toBe('');

    const low = quantityOf(page, 'TEE-L-BLK');
    await low.fill('5');
    await low.blur();
    await expect
      .poll(() => page.locator('li[data-sku="TEE-L-BLK"] [role="alert"]').textContent())
      .toBe('Unable to update quantity Sorry, we do not have enough of that item available.');
    expect(await low.inputValue()).toBe('1');

    await page.getByRole('button', { name: 'Remove Classic Tee' }).first().click();
    await expect.poll(() => page.locator('li.sf-cart-entry').count()).toBe(1);
    // Focus stays in the cart, not on <body>.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sf-cart');
    // The server agrees after a reload.
    await page.reload();
    await waitForWidgets(page);
    expect(await page.locator('li.sf-cart-entry').count()).toBe(1);
    expect(onlyRefusals(problems)).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it("edits an engraved mug's answers", async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/engraved-mug`);
    await cartWith(page, [
      {
        itemId: 'prod-engraved-mug',
        sku: 'MUG-ENGRAVED',
        quantity: 1,
        additionalFields: JSON.stringify({ engraving: 'Ada', font: 'Serif' }),
      },
    ]);
    const entry = page.locator('li[data-sku="MUG-ENGRAVED"]');
    await expect.poll(() => entry.locator('dd').first().textContent()).toBe('Ada');
    await entry.getByRole('button', { name: 'Edit answers' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('Engraving text');
    expect(await field.inputValue()).toBe('Ada');
    await field.fill('Grace');
    await dialog.getByRole('button', { name: 'Save answers' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await entry.locator('dd').first().textContent()).toBe('Grace');
    await page.reload();
    await waitForWidgets(page);
    await expect
      .poll(() => page.locator('li[data-sku="MUG-ENGRAVED"] dd').first().textContent())
      .toBe('Grace');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('holds checkout below the $15.00 minimum, opens it above, and empties the cart', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/ebook`);
    await cartWith(page, [{ itemId: 'prod-ebook', sku: 'EBOOK-PDF', quantity: 1 }]);
    expect(await page.locator('.sf-cart__minimum').textContent()).toBe(
      'To check out, your order subtotal must be $15.00 or more.',
    );
    const checkout = page.getByRole('button', { name: 'Checkout' });
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click an aria-disabled button; a shopper can, and nothing happens.
    await checkout.dispatchEvent('click');
    expect(page.url()).toBe(`${baseUrl}/cart`);
    await quantityOf(page, 'EBOOK-PDF').fill('2');
    await quantityOf(page, 'EBOOK-PDF').press('Enter');
    await expect.poll(() => checkout.getAttribute('aria-disabled')).toBeNull();
    expect(await page.locator('.sf-cart__minimum').count()).toBe(0);

    await page.getByRole('button', { name: 'Empty cart' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Empty cart' }).click();
    await expect
      .poll(() => page.locator('.sf-cart__empty').textContent())
      .toBe('You have nothing in your shopping cart.');
    await page.goto(`${baseUrl}/products/ebook`);
    await waitForWidgets(page);
    await page.evaluate(() =>
      (
        window as unknown as { Storefront: { cart: { add(e: unknown): Promise<unknown> } } }
      ).Storefront.cart.add({
        itemId: 'prod-ebook',
        sku: 'EBOOK-PDF',
        quantity: 2,
      }),
    );
    await page.goto(`${baseUrl}/cart`);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/checkout`);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('offers to empty a cart in another currency, after which the item goes in', async () => {
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/tea-set`);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => page.locator('.sf-cart-pill-count').textContent()).toBe('1');
    await page.goto(`${baseUrl}/products/ebook`);
    await waitForWidgets(page);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const alert = page.getByRole('alertdialog');
    await expect
      .poll(() => alert.locator('.sf-alert-message').textContent())
      .toBe('This item is priced in another currency than the items in your cart.');
    await alert.getByRole('button', { name: 'Empty cart' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await expect
      .poll(() => page.locator('.sf-add-to-cart__button').textContent(), { timeout: 5000 })
      .toBe('Add To Cart');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => page.locator('.sf-add-to-cart__button').textContent(), { timeout: 5000 })
      .toBe('Added!');
    await page.goto(`${baseUrl}/cart`);
    await waitForWidgets(page);
    expect(await page.locator('li.sf-cart-entry').count()).toBe(1);
    expect(await total(page, 'subtotal')).toBe('$12.00');
    await context.close();
  });

  it('fits a 390 px phone: nothing wider than the screen, every control reachable', async () => {
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/engraved-mug`);
    await page.setViewportSize({ width: 390, height: 844 });
    await cartWith(page, [
      { itemId: 'prod-tee', sku: 'TEE-S-WHT', quantity: 2 },
      {
        itemId: 'prod-engraved-mug',
        sku: 'MUG-ENGRAVED',
        quantity: 1,
        additionalFields: JSON.stringify({
          engraving: 'A rather long engraving that has to wrap',
          font: 'Serif',
        }),
      },
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of await page.locator('.sf-cart button, .sf-cart input').all()) {
      const box = await control.boundingBox();
      expect(box, await control.evaluate((element) => element.outerHTML)).not.toBeNull();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });
});
