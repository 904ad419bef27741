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
      .poll(() => page.locator('.sf-cart__empty-text').textContent())
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
    await expect.poll(() => page.locator('.sf-add-to-cart__button').textContent()).toBe('Add To Cart');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => page.locator('.sf-add-to-cart__button').textContent()).toBe('Added!');
    await page.goto(`${baseUrl}/cart`);
    await waitForWidgets(page);
    expect(await page.locator('li.sf-cart-entry').count()).toBe(1);
    expect(await total(page, 'subtotal')).toBe('$12.00');
    await context.close();
  });

  it('steps a quantity with − / + by mouse and keyboard, the error beside the field', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/tee`);
    await cartWith(page, [{ itemId: 'prod-tee', sku: 'TEE-S-WHT', quantity: 1 }]);
    const line = page.locator('li[data-sku="TEE-S-WHT"]');
    const minus = line.getByRole('button', { name: 'Decrease quantity of Classic Tee' });
    const plus = line.getByRole('button', { name: 'Increase quantity of Classic Tee' });
    expect(await minus.getAttribute('aria-disabled')).toBe('true');
    await plus.click();
    await plus.press('Enter');
    await plus.press('Space');
    expect(await quantityOf(page, 'TEE-S-WHT').inputValue()).toBe('4');
    await expect.poll(() => total(page, 'subtotal')).toBe('$100.00');
    // The server holds 4 (quick presses are one update: see core's cart page tests).
    await page.reload();
    await waitForWidgets(page);
    expect(await quantityOf(page, 'TEE-S-WHT').inputValue()).toBe('4');
    await minus.click();
    await expect.poll(() => total(page, 'subtotal')).toBe('$75.00');

    // Typing still works; 0 is answered right under the field, and the old subtotal gives way.
    const input = quantityOf(page, 'TEE-S-WHT');
    await input.fill('0');
    await input.press('Enter');
    const alert = line.locator('.sf-quantity [role="alert"]');
    await expect
      .poll(() => alert.textContent())
      .toBe('Unable to update quantity Quantity must be between 1 and 9999.');
    const [fieldBox, alertBox] = await Promise.all([input.boundingBox(), alert.boundingBox()]);
    expect((alertBox?.y ?? 0) - ((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0))).toBeLessThan(24);
    expect(await line.locator('.sf-cart-entry__subtotal').textContent()).not.toContain('$75.00');
    await plus.click();
    await expect.poll(() => total(page, 'subtotal')).toBe('$25.00');
    expect(await alert.count()).toBe(0);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('applies SAVE10, refuses FIVEOFF below $20.00 beside the field, and removes a code', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/ebook`);
    await cartWith(page, [{ itemId: 'prod-ebook', sku: 'EBOOK-PDF', quantity: 1 }]);
    expect(await page.locator('[data-total="discount"]').count()).toBe(0);
    const field = page.getByLabel('Coupon code');
    await field.fill('save10');
    await field.press('Enter');
    await expect.poll(() => total(page, 'discount')).toBe('-$1.20');
    expect(await page.getByRole('list', { name: 'Applied coupons' }).textContent()).toContain('SAVE10');
    await field.fill('FIVEOFF');
    await page.getByRole('button', { name: 'Apply' }).click();
    const alert = page.locator('.sf-coupons [role="alert"]');
    await expect
      .poll(() => alert.textContent())
      .toBe('Unable to apply coupon The order subtotal is below the coupon minimum.');
    expect(await page.getByRole('list', { name: 'Coupons not applied' }).textContent()).toContain('FIVEOFF');
    await page.getByRole('button', { name: 'Remove coupon SAVE10' }).click();
    await expect.poll(() => page.locator('[data-total="discount"]').count()).toBe(0);
    // The server agrees after a reload.
    await page.reload();
    await waitForWidgets(page);
    expect(await page.getByRole('list', { name: 'Coupons not applied' }).textContent()).toContain('FIVEOFF');
    expect(await page.getByRole('list', { name: 'Applied coupons' }).count()).toBe(0);
    expect(onlyRefusals(problems)).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('shows each line with its picture and a link to its product, and Continue shopping once empty', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/tee`);
    await cartWith(page, [{ itemId: 'prod-tee', sku: 'TEE-S-WHT', quantity: 1 }]);
    const picture = page.locator('li[data-sku="TEE-S-WHT"] img.sf-cart-entry__thumb');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Classic Tee' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/products/tee`);
    await page.goto(`${baseUrl}/cart`);
    await waitForWidgets(page);
    const emptyCart = page.getByRole('button', { name: 'Empty cart' });
    const checkout = page.getByRole('button', { name: 'Checkout' });
    const [emptyBox, checkoutBox] = await Promise.all([emptyCart.boundingBox(), checkout.boundingBox()]);
    expect(checkoutBox && emptyBox && checkoutBox.y - (emptyBox.y + emptyBox.height)).toBeGreaterThan(80);
    await emptyCart.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Empty cart' }).click();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/`);
    expect(problems).toEqual(NO_PROBLEMS);
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
