import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectFocused,
  NO_PROBLEMS,
  openMounted,
  openPage,
  STEP_TIMEOUT_MS,
  useBrowser,
  waitForWidgets,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

/** The add-to-cart alert's title and message, once it is open; closes it with OK. */
async function readAlert(page: Page) {
  const alert = page.getByRole('alertdialog');
  await alert.waitFor();
  const text = {
    title: await alert.locator('h2').textContent(),
    message: await alert.locator('p').textContent(),
  };
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'detached' });
  return text;
}

const addButton = (page: Page, name = 'Add To Cart') => page.getByRole('button', { name });
const buttonLabel = (page: Page) => page.locator('.sf-add-to-cart__button').textContent();
const pill = (page: Page) => page.locator('.sf-cart-pill');

describe('product page validation', () => {
  it('names the missing options, in the spec words', async () => {
    const { page, context, problems } = await open('/products/tee');
    await addButton(page).click();
    expect(await readAlert(page)).toEqual({
      title: 'Unable to Add Item',
      message: 'Please select the Size and Color options.',
    });
    await page.getByLabel('Size', { exact: true }).selectOption('L');
    await addButton(page).click();
    expect((await readAlert(page)).message).toBe('Please select the Color option.');
    expect(await buttonLabel(page)).toBe('Add To Cart');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('refuses more than a variant has, and shows a sold-out product before the click', async () => {
    const { page, context, problems } = await open('/products/tee');
    await page.getByLabel('Size', { exact: true }).selectOption('L');
    await page.getByLabel('Color', { exact: true }).selectOption('Black');
    await page.getByLabel('Quantity').fill('3');
    await addButton(page).click();
    expect((await readAlert(page)).message).toBe('Sorry, we do not have enough of that item available.');

    await page.goto(`${baseUrl}/products/sold-out-vinyl`);
    await waitForWidgets(page);
    expect(await addButton(page, 'sold out').isDisabled()).toBe(true);
    expect(await pill(page).isVisible()).toBe(false);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('refuses a quantity that is not a number or not whole', async () => {
    const { page, context, problems } = await open('/products/poster');
    const quantity = page.getByLabel('Quantity');
    await quantity.fill('');
    await addButton(page).click();
    expect((await readAlert(page)).message).toBe('Quantity must be a number.');
    await quantity.fill('1.5');
    await addButton(page).click();
    expect((await readAlert(page)).message).toBe('Quantity must be a whole number');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});

describe('adding to the cart', () => {
  it('shows Adding… then Added! then idle; a click during Added! adds nothing; the pill opens /cart', async () => {
    const { page, context, problems } = await open('/products/poster');
    await page.evaluate(() => {
      const added: unknown[] = [];
      (window as unknown as { added: unknown[] }).added = added;
      document.addEventListener('storefront:item-added', (event) =>
        added.push(
          (event as CustomEvent<{ entry: { chosenVariant: { sku: string } } }>).detail.entry.chosenVariant
            .sku,
        ),
      );
    });
    await addButton(page).click();
    await expect.poll(() => buttonLabel(page)).toBe('Adding…');
    await expect.poll(() => buttonLabel(page)).toBe('Added!');
    // The second click lands while 'Added!' shows: ignored. `force` clicks like a person would;
    // Playwright's own wait would hold the click until the aria-disabled button is idle again.
    await page.locator('.sf-add-to-cart__button').click({ force: true });
    expect(await buttonLabel(page)).toBe('Added!');
    await expect.poll(() => buttonLabel(page)).toBe('Add To Cart');

    expect(await pill(page).locator('.sf-visually-hidden').textContent()).toBe('One item in cart');
    expect(await pill(page).locator('.sf-cart-pill-count').textContent()).toBe('1');
    expect(await page.evaluate(() => (window as unknown as { added: unknown[] }).added)).toEqual([
      'POSTER-A3',
    ]);
    expect(problems).toEqual(NO_PROBLEMS);

    await pill(page).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/cart`);
    expect(await page.locator('li[data-sku="POSTER-A3"] input[name="quantity"]').inputValue()).toBe('1');
    await context.close();
  });

  it('adds a digital ebook (no quantity input) and a service; the pill counts both', async () => {
    const { page, context, problems } = await open('/products/ebook');
    expect(await page.getByLabel('Quantity').count()).toBe(0);
    await addButton(page).click();
    await expect.poll(() => pill(page).locator('.sf-visually-hidden').textContent()).toBe('One item in cart');

    await page.goto(`${baseUrl}/products/consultation`);
    await waitForWidgets(page);
    await addButton(page).click();
    await expect.poll(() => pill(page).locator('.sf-visually-hidden').textContent()).toBe('2 items in cart');
    expect(await pill(page).locator('.sf-cart-pill-count').textContent()).toBe('2');

    await page.goto(`${baseUrl}/cart`);
    expect(await page.locator('li[data-sku="EBOOK-PDF"] input[name="quantity"]').inputValue()).toBe('1');
    expect(await page.locator('li[data-sku="CONSULT-1H"] input[name="quantity"]').inputValue()).toBe('1');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('adds the JPY tea set and the cart shows yen without decimals', async () => {
    const { page, context, problems } = await open('/products/tea-set');
    // The engine's product-price block, around its own line breaks.
    expect((await page.locator('.product__price').textContent())?.trim()).toBe('¥4,800');
    await page.getByLabel('Quantity').fill('2');
    await addButton(page).click();
    await expect.poll(() => pill(page).locator('.sf-visually-hidden').textContent()).toBe('2 items in cart');
    await page.goto(`${baseUrl}/cart`);
    expect(await page.locator('[data-total="subtotal"] dd').textContent()).toBe('¥9,600');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});

describe('gift cards, subscriptions and products with a form', () => {
  it('a gift card needs a denomination, then goes to the gift-card page', async () => {
    const { page, context, problems } = await open('/products/gift-card');
    await addButton(page).click();
    expect(await readAlert(page)).toEqual({
      title: 'Unable to purchase Gift Card',
      message: 'Select a denomination for the Gift Card',
    });
    await page.getByLabel('Amount').selectOption('$50');
    await addButton(page).click();
    await page.waitForURL(`${baseUrl}/checkout/gift-card?productId=prod-gift-card&sku=GIFT-50`);
    expect(await page.locator('h1').textContent()).toBe('Gift card');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('a subscription goes to the subscription checkout with the returned cartToken', async () => {
    const { page, context, problems } = await open('/products/coffee-subscription');
    await addButton(page, 'Subscribe').click();
    await page.waitForURL(/\/checkout\/subscription\?cartToken=/);
    const cartToken = new URL(page.url()).searchParams.get('cartToken') ?? '';
    expect(cartToken).not.toBe('');
    expect(await page.locator('main p').textContent()).toBe(`Cart token: ${cartToken}`);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it("the form's modal stays in place when its errors appear, at phone and desktop size", async () => {
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}/products/engraved-mug`);
      await waitForWidgets(page);
      await addButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Engraving' });
      await dialog.getByLabel('Engraving text').waitFor();
      const before = await dialog.boundingBox();
      await dialog.getByRole('button', { name: 'Add To Cart' }).click();
      await expect.poll(() => dialog.locator('.sf-field-error').count()).toBe(2);
      await expectFocused(dialog.getByLabel('Engraving text'));
      const after = await dialog.boundingBox();
      // The errors make it taller, downwards: its top edge does not move.
      expect(after?.height).toBeGreaterThan(before?.height ?? Number.POSITIVE_INFINITY);
      expect(after?.y).toBe(before?.y);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('a product with a form opens the form in a modal and adds the item with its answers', async () => {
    const { page, context, problems } = await open('/products/engraved-mug');
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await dialog.waitFor();
    await dialog.getByLabel('Engraving text').fill('For Sam');
    await dialog.getByLabel('Font').selectOption('Serif');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => pill(page).locator('.sf-visually-hidden').textContent()).toBe('One item in cart');
    await page.goto(`${baseUrl}/cart`);
    expect(await page.locator('li[data-sku="MUG-ENGRAVED"] input[name="quantity"]').inputValue()).toBe('1');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
