// The product block follows the chosen variant: price (sale, gift card denomination), sold-out
// display before the click, and the restock form for the chosen sold-out variant.
import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openMounted, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

describe('product block and the chosen variant', () => {
  it('shows the gift card denomination chosen as the price', async () => {
    const { page, context, problems } = await open('/products/gift-card');
    const price = page.locator('.product__price');
    // The page's product-price formatter writes the range; the widget writes the chosen amount.
    expect((await price.textContent())?.trim()).toBe('from $25.00');
    await page.getByLabel('Amount').selectOption('$100');
    await expect.poll(() => price.textContent()).toBe('$100.00');
    await page.getByLabel('Amount').selectOption('$50');
    await expect.poll(() => price.textContent()).toBe('$50.00');
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('shows a sale with the regular price struck through', async () => {
    const { page, context } = await open('/products/poster');
    // As the platform's product-price formatter writes it: the sale price, then the regular one
    // struck through, each named for screen readers.
    const regular = page.locator('.product__price .original-price');
    expect(await regular.textContent()).toBe('€18.00');
    expect(await regular.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
      'line-through',
    );
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text as shown, line breaks between the prices
    const read = (await page.locator('.product__price').innerText()).replace(/\s+/g, ' ').trim();
    expect(read).toBe('Sale Price: €15.00 Original Price: €18.00');
    await context.close();
  });

  it('marks sold-out choices, disables the button for one, and offers its restock form', async () => {
    const { page, context, problems } = await open('/products/tee');
    const restock = page.locator('[data-restock-block]');
    expect(await restock.isVisible()).toBe(false);
    await page.getByLabel('Size', { exact: true }).selectOption('M');
    const colors = await page.getByLabel('Color', { exact: true }).locator('option').allTextContents();
    expect(colors).toEqual(['Select Color', 'Black (sold out)', 'White']);
    await page.getByLabel('Color', { exact: true }).selectOption('Black');
    const button = page.locator('.sf-add-to-cart__button');
    expect(await button.textContent()).toBe('sold out');
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => restock.isVisible()).toBe(true);
    // The heading names the chosen variant.
    expect(await restock.getByRole('heading').allTextContents()).toEqual([
      'Classic Tee (M / Black) is sold out',
    ]);
    expect(await restock.locator('[data-variant-id]').getAttribute('data-variant-id')).toBe('var-tee-m-blk');

    // Sign up for it.
    await restock.getByLabel('Email Address').fill('shopper@example.com');
    await restock.getByLabel('I am not a robot').check();
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => restock.getByText('Signed up!').count()).toBe(1);

    // An in-stock choice hides the form again and the button comes back.
    await page.getByLabel('Color', { exact: true }).selectOption('White');
    await expect.poll(() => restock.isVisible()).toBe(false);
    expect(await button.textContent()).toBe('Add To Cart');
    expect(await button.isDisabled()).toBe(false);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('hides the installment pill of a sold-out product', async () => {
    const { page, context } = await open('/products/sold-out-vinyl');
    expect(await page.locator('[data-storefront-widget="installment-pill"]').count()).toBe(0);
    expect(await page.locator('.sf-add-to-cart__button').isDisabled()).toBe(true);
    await context.close();
  });
});
