import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openMounted, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

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
      .poll(() => dialog.locator('h3', { hasText: 'Shop now' }).textContent())
      .toBe('Afterpay: Shop now. Pay later. Always interest-free.');
    expect(await dialog.locator('li').count()).toBe(4);
    // The headings keep their order: the dialog's title is the one h2 and the largest; the page's
    // own h1 is demoted below it.
    const headings = await dialog.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
      elements.map((element) => ({
        tag: element.tagName,
        size: Number.parseFloat(getComputedStyle(element).fontSize),
      })),
    );
    expect(headings.map((heading) => heading.tag)).toEqual(['H2', 'H3']);
    expect(headings[0]?.size).toBeGreaterThan(headings[1]?.size ?? Number.POSITIVE_INFINITY);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('keeps the info button on the line of its text at 390×844', async () => {
    const { page, context, problems } = await open('/products/tee');
    await page.setViewportSize({ width: 390, height: 844 });
    // The text fills its line at this width; the button must sit on the text's last line (taking
    // the last word with it when it must wrap), never alone on a line of its own.
    const place = await page.locator('.sf-installment-pill').evaluate((pill) => {
      const text = pill.querySelector('.sf-installment-pill-text');
      const icon = pill.querySelector('.sf-installment-pill-info svg')?.getBoundingClientRect();
      if (!text || !icon) throw new Error('no pill text or no info button');
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      const last = lines[lines.length - 1];
      return {
        middle: icon.top + icon.height / 2,
        top: last?.top ?? 0,
        bottom: last?.bottom ?? 0,
        right: icon.right,
      };
    });
    expect(place.middle).toBeGreaterThanOrEqual(place.top);
    expect(place.middle).toBeLessThanOrEqual(place.bottom);
    expect(place.right).toBeLessThanOrEqual(390);
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
