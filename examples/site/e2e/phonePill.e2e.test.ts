// At phone size (390×844), with items in the cart, the cart pill costs no page a blank band above
// its header and never covers a control (field, select, button, link) or a product card, at any
// scroll position of any page of the example store; it stays reachable at the top of the page.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** Every page the home page links to, plus the home page: read from the served home page. */
async function sitePages(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const links = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
  return [...new Set(['/', ...links])].filter((path) => !path.startsWith('/assets'));
}
const paths = await sitePages();

/** How far apart the checked scroll positions are, in px (a quarter of the phone's height). */
const SCROLL_STEP = 211;

/**
 * What the visible pill covers at the current scroll position: each control or product card
 * whose box meets the pill's on screen, described for the failure message.
 */
function coveredByPill(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pill = document.querySelector('.sf-cart-pill--visible');
    if (!pill) throw new Error('no visible cart pill');
    const box = pill.getBoundingClientRect();
    const targets = document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button, a[href], .product-grid__item',
    );
    const covered: string[] = [];
    for (const target of targets) {
      if (target.closest('.sf-cart-pill-root')) continue;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const meets =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (meets) {
        const name = target.getAttribute('name') ?? target.textContent?.trim().slice(0, 30) ?? '';
        covered.push(`${target.tagName.toLowerCase()}.${target.className} "${name}"`);
      }
    }
    return covered;
  });
}

/** The page's first element below the top of the viewport at scroll 0 (0 when there is no band). */
function topOfPage(page: Page): Promise<number> {
  return page.evaluate(() => {
    const first = [...document.body.children].find(
      (element) => !element.matches('script, .sf-cart-pill-root, [data-storefront-widget]'),
    );
    if (!first) throw new Error('an empty body');
    return first.getBoundingClientRect().top;
  });
}

/** Whether a tap at the pill's centre reaches the pill (nothing lies over it). */
function isPillReachable(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const pill = document.querySelector('.sf-cart-pill--visible');
    if (!pill) return false;
    const box = pill.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && pill.contains(hit) && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('the phone pill (390×844, items in the cart)', () => {
  // One visitor with a poster in the cart, whose pages are checked one test each (each its own
  // timeout and its own line in the report).
  let visitor: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    visitor = await openPage(browser());
    const { page } = visitor;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/products/poster`);
    // (waitForWidgets polls with expect, which only runs inside a test.)
    await page.locator('[data-storefront-widget][data-storefront-state="mounted"]').first().waitFor();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('.sf-cart-pill--visible').waitFor();
  }, 60_000);
  afterAll(() => visitor?.context.close());

  it('the pages are read from the home page', () => {
    expect(paths.length).toBeGreaterThan(15);
  });

  it.for(paths.filter((path) => path !== '/cart'))(
    '%s: no blank band, the pill reachable at the top, nothing covered at any scroll position',
    { timeout: 120_000 },
    async (path) => {
      const { page } = visitor;
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
      await expect.poll(() => page.locator('.sf-cart-pill--visible').count()).toBe(1);
      const problems: string[] = [];
      const top = await topOfPage(page);
      if (top !== 0) problems.push(`a blank band of ${top}px above the page`);
      if (!(await isPillReachable(page))) problems.push('the pill cannot be tapped at the top');
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      let positions = 0;
      for (let y = 0; ; y = Math.min(y + SCROLL_STEP, end)) {
        await page.evaluate((to) => window.scrollTo(0, to), y);
        positions += 1;
        for (const covered of await coveredByPill(page)) problems.push(`at ${y}px covers ${covered}`);
        if (y >= end) break;
      }
      expect(problems).toEqual([]);
      expect(positions).toBe(Math.ceil(end / SCROLL_STEP) + 1);
    },
  );
});
