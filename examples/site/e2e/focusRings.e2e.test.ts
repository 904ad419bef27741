// The focus rings of the cart pill and the installment pill's info button, reached with the
// keyboard in Chromium: they are the site's `--sf-focus`, at least 3:1 against the page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectFocused, openMounted, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** WCAG relative luminance of an `rgb(…)` / `rgba(…)` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Tabs until `target` has focus (at most 40 presses), as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expectFocused(target);
}

/** The focused element's ring: its outline and box-shadow, and the page's background. */
function ringOf(target: Locator) {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
}

/** The outermost ring colour of a box-shadow list: the last shadow's colour. */
const outerRing = (boxShadow: string) => [...boxShadow.matchAll(/rgba?\([^)]*\)/g)].at(-1)?.[0] ?? '';

/** Checks the focused `target` against the site's ring, then against a site's own `--sf-focus`. */
async function expectSiteFocusRing(page: Page, target: Locator) {
  const ring = await ringOf(target);
  expect(ring.outline).toBe('none');
  expect(ring.boxShadow).toBe('rgb(255, 255, 255) 0px 0px 0px 2px, rgb(31, 58, 95) 0px 0px 0px 4px');
  const background = ring.page === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : ring.page;
  expect(contrast(outerRing(ring.boxShadow), background)).toBeGreaterThanOrEqual(3);
  await page.evaluate(() =>
    document.documentElement.style.setProperty('--sf-focus', '0 0 0 3px rgb(128, 0, 32)'),
  );
  expect((await ringOf(target)).boxShadow).toBe('rgb(128, 0, 32) 0px 0px 0px 3px');
}

describe('focus rings', () => {
  it("the cart pill's is the site's --sf-focus, 3:1 or more against the page", async () => {
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/poster`);
    await page.locator('.sf-add-to-cart__button').click();
    // The pill appears once the add is answered (slowly on a busy machine).
    const pill = page.locator('.sf-cart-pill');
    await pill.waitFor({ timeout: 15_000 });
    await tabTo(page, pill);
    await expectSiteFocusRing(page, pill);
    await context.close();
  });

  it("the installment pill's info button's is the site's --sf-focus, 3:1 or more against the page", async () => {
    const { page, context } = await openMounted(browser(), `${baseUrl}/products/tee`);
    const info = page.getByRole('button', { name: 'Learn more about Afterpay' });
    await tabTo(page, info);
    await expectSiteFocusRing(page, info);
    await context.close();
  });
});
