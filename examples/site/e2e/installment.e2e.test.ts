import { describe, expect, inject, it } from 'vitest';
import { NO_PROBLEMS, openMounted, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

describe('installment pill', () => {
  it('shows four payments on an eligible product and opens the info modal from the local page', async () => {
    const { page, context, problems } = await open('/products/tee');
    const pill = page.locator('.sf-installment-pill');
    expect(await pill.locator('.sf-installment-pill-text').textContent()).toBe(
      'or 4 interest-free payments of $6.25 with Afterpay',
    );
    const infoPage = page.waitForResponse(`${baseUrl}/installments/en-US.html`);
    await page.getByRole('button', { name: 'Learn more about Afterpay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Afterpay' });
    await dialog.waitFor();
    expect((await infoPage).status()).toBe(200);
    await expect
      .poll(() => dialog.locator('h2', { hasText: 'Shop now' }).textContent())
      .toBe('Afterpay: Shop now. Pay later. Always interest-free.');
    expect(await dialog.locator('li').count()).toBe(4);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('says when the price is out of range, and is absent where the product does not qualify', async () => {
    const { page, context, problems } = await open('/products/coffee-subscription');
    expect(
      await page.locator('.sf-installment-pill--out-of-range .sf-installment-pill-text').textContent(),
    ).toBe('available for orders over $20.00');
    for (const path of ['/products/ebook', '/products/gift-card', '/products/consultation']) {
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
      expect(await page.locator('.sf-installment-pill').count()).toBe(0);
    }
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
