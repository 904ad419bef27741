// Every page of the example store, after the widgets mounted, checked with axe-core in Chromium:
// the drop-in must leave server-rendered pages as accessible as it found them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, INACTIVE_CONTRAST, type Violation } from '../../../scripts/e2e/axe';
import { openPage, STEP_TIMEOUT_MS, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/**
 * Every page the home page links to, plus the home page and the cart: read from the served home
 * page before the tests are collected, so that each page is a test of its own (its own timeout,
 * its own line in the report).
 */
async function sitePages(): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const links = [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
  return [...new Set(['/', '/cart', ...links])].filter((path) => !path.startsWith('/assets'));
}
const paths = await sitePages();

describe('example store pages', () => {
  it('are about twenty, read from the home page', () => {
    expect(paths.length).toBeGreaterThan(15);
  });

  // A visitor per page: twenty pages from one address in seconds would meet the test-mode rate
  // limits of the census beacons. The CSP is bypassed only so axe can be injected; every other
  // e2e test runs under it.
  it.for(paths)('%s has no axe violations once every widget has mounted', async (path) => {
    const { page, context, problems } = await openPage(browser(), { bypassCSP: true });
    try {
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    } finally {
      await context.close();
    }
  });
});

describe('the states after a click keep 4.5:1 text contrast', () => {
  /** The contrast rules' violations on the page as it is now. */
  const contrast = (page: Page): Promise<Violation[]> =>
    axeViolations(page, ['color-contrast', INACTIVE_CONTRAST.id]);

  /**
   * Opens `path` as a new visitor (its own address, so the census beacons stay under the
   * test-mode limits), runs `scenario` on it, and checks that the page logged no error other than
   * the ones the scenario expects and broke no CSP rule.
   */
  const onPage = (
    path: string,
    scenario: (page: Page) => Promise<void>,
    expectedConsoleErrors: RegExp[] = [],
  ) => {
    return async () => {
      const { page, context, problems } = await openPage(browser(), { bypassCSP: true });
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      try {
        await page.goto(`${baseUrl}${path}`);
        await waitForWidgets(page);
        await scenario(page);
        expect(problems.consoleErrors).toEqual(
          expectedConsoleErrors.map((pattern) => expect.stringMatching(pattern)),
        );
        expect([...problems.pageErrors, ...problems.cspViolations]).toEqual([]);
      } finally {
        await context.close();
      }
    };
  };

  /** Holds the answers to `url` until the returned function is called, to audit a busy state. */
  const holdAnswers = async (on: Page, url: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await on.route(url, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };

  it(
    'Adding…, then Added! and the cart pill',
    onPage('/products/poster', async (page) => {
      // The add's answer is held until the label has been audited.
      const release = await holdAnswers(page, '**/api/commerce/shopping-cart/entries');
      const button = page.locator('.sf-add-to-cart__button');
      await button.click();
      await expect.poll(() => button.textContent()).toBe('Adding…');
      expect(await contrast(page)).toEqual([]);
      release();
      await expect.poll(() => button.textContent()).toBe('Added!');
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    "the add-to-cart alert (no variant chosen) and the installment pill's info dialog",
    onPage('/products/tee', async (page) => {
      await page.locator('.sf-add-to-cart__button').click();
      await page.getByRole('alertdialog').waitFor();
      expect(await contrast(page)).toEqual([]);
      await page.keyboard.press('Escape');
      // The installment info dialog, once its page has loaded.
      await page.getByRole('button', { name: 'Learn more about Afterpay' }).click();
      await page.getByRole('dialog').locator('li').first().waitFor();
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    "a custom-form product's form with its errors",
    onPage('/products/engraved-mug', async (page) => {
      await page.locator('.sf-add-to-cart__button').click();
      const form = page.getByRole('dialog', { name: 'Engraving' });
      await form.getByRole('button', { name: 'Add To Cart' }).click();
      await expect.poll(() => form.locator('.sf-field-error').count()).toBe(2);
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    "Submitting…, then a site form's server error",
    onPage(
      '/forms/status/500',
      async (page) => {
        const answer = await holdAnswers(page, '**/api/form/SaveFormSubmission');
        await page.getByLabel('Message').fill('Hello');
        await page.getByRole('button', { name: 'Submit' }).click();
        await page.getByRole('button', { name: 'Submitting…' }).waitFor();
        expect(await contrast(page)).toEqual([]);
        answer();
        await page.getByText('Unable to send form. Please try again later.').waitFor();
        expect(await contrast(page)).toEqual([]);
      },
      // Chromium logs the failed request itself.
      [/status of 500/],
    ),
  );

  it(
    'the cart with an applied and a refused coupon, a refused quantity, then recalculating',
    onPage('/products/ebook', async (page) => {
      const button = page.locator('.sf-add-to-cart__button');
      await button.click();
      await expect.poll(() => button.textContent()).toBe('Added!');
      await page.goto(`${baseUrl}/cart`);
      await waitForWidgets(page);
      const coupon = page.getByLabel('Coupon code');
      await coupon.fill('SAVE10');
      await coupon.press('Enter');
      await page.getByRole('list', { name: 'Applied coupons' }).waitFor();
      await coupon.fill('NOPE');
      await coupon.press('Enter');
      await page.getByRole('list', { name: 'Coupons not applied' }).waitFor();
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.fill('0');
      await quantity.press('Enter');
      await expect.poll(() => page.getByRole('alert').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);
      const release = await holdAnswers(page, '**/api/commerce/shopping-cart/entries/*');
      // From the refused 0, + gives 1 (the cart's quantity, nothing to send), then 2.
      const plus = page.getByRole('button', { name: 'Increase quantity of Field Guide (eBook)' });
      await plus.click();
      await plus.click();
      await page.locator('.sf-cart__totals[aria-busy="true"]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      release();
      await page.locator('.sf-cart__totals[aria-busy="true"]').waitFor({ state: 'detached' });
    }),
  );

  it(
    "a sold-out product's disabled button",
    onPage('/products/sold-out-vinyl', async (page) => {
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    "a refused site form: every field's error and the review hint",
    onPage('/contact', async (page) => {
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => page.locator('.sf-field-error').count()).toBe(4);
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    'a site form refused for its captcha',
    onPage('/quote', async (page) => {
      await page.getByLabel('Details').fill('Ten mugs.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Complete CAPTCHA before submitting.').waitFor();
      expect(await contrast(page)).toEqual([]);
    }),
  );

  it(
    "a refused restock sign-up: the email's error and the captcha's",
    onPage('/restock', async (page) => {
      const restock = page.locator('[data-storefront-widget="restock-form"]').first();
      await restock.getByRole('button', { name: 'Sign Up' }).click();
      await restock.locator('.sf-field-error').waitFor();
      await restock.getByLabel('Email Address').fill('fan@example.com');
      await restock.getByRole('button', { name: 'Sign Up' }).click();
      await restock.getByText('Complete CAPTCHA before submitting.').waitFor();
      expect(await contrast(page)).toEqual([]);
    }),
  );
});
