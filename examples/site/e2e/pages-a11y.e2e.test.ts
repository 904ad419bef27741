// Every page of the example store, after the widgets mounted, checked with axe-core in Chromium:
// the drop-in must leave server-rendered pages as accessible as it found them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, INACTIVE_CONTRAST, type Violation } from '../../../scripts/e2e/axe';
import { openPage, type PageProblems, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** Every page the home page links to, plus the home page and the cart. */
async function sitePages(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/`);
  const links = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return [...new Set(['/', '/cart', ...links])].filter((path) => !path.startsWith('/assets'));
}

describe('example store pages', () => {
  it('have no axe violations once every widget has mounted', async () => {
    const home = await openPage(browser());
    const paths = await sitePages(home.page);
    await home.context.close();
    const results: Record<string, Violation[]> = {};
    const problems: Record<string, PageProblems> = {};
    for (const path of paths) {
      // A visitor per page: twenty pages from one address in seconds would meet the test-mode
      // rate limits of the census beacons. The CSP is bypassed only so axe can be injected;
      // every other e2e test runs under it.
      const { page, context, problems: found } = await openPage(browser(), { bypassCSP: true });
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
      const violations = await axeViolations(page);
      if (violations.length) results[path] = violations;
      await context.close();
      if (Object.values(found).some((list) => list.length)) problems[path] = found;
    }
    expect(results).toEqual({});
    expect(problems).toEqual({});
    // About twenty pages, each loaded, mounted and audited: 20 s alone, more on a busy machine.
  }, 90_000);
});

describe('the states after a click', () => {
  it('keep 4.5:1 text contrast: Adding…, Added!, refused forms, the alert and the open dialogs', async () => {
    const results: Record<string, Violation[]> = {};
    const consoleErrors: string[] = [];
    const otherProblems: string[] = [];
    let page: Page | undefined;
    const audit = async (state: string) => {
      if (!page) throw new Error('no page visited');
      const violations = await axeViolations(page, ['color-contrast', INACTIVE_CONTRAST.id]);
      if (violations.length) results[state] = violations;
    };
    /** Opens `path` as a new visitor (its own address, so the census beacons stay under the test-mode limits). */
    const visit = async (path: string): Promise<Page> => {
      await page?.context().close();
      const opened = await openPage(browser(), { bypassCSP: true });
      opened.context.setDefaultTimeout(5000);
      // The arrays are the visitor's own, filled as the page runs: collect them by reference.
      const { problems } = opened;
      opened.context.on('close', () => {
        consoleErrors.push(...problems.consoleErrors);
        otherProblems.push(...problems.pageErrors, ...problems.cspViolations);
      });
      await opened.page.goto(`${baseUrl}${path}`);
      await waitForWidgets(opened.page);
      page = opened.page;
      return opened.page;
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

    // Adding…: the add's answer is held until the label has been audited.
    let current = await visit('/products/poster');
    const release = await holdAnswers(current, '**/api/commerce/shopping-cart/entries');
    let button = current.locator('.sf-add-to-cart__button');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Adding…');
    await audit('Adding…');
    release();
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Added!');
    await audit('Added! and the cart pill');

    // The add-to-cart alert (no variant chosen).
    current = await visit('/products/tee');
    button = current.locator('.sf-add-to-cart__button');
    await button.click();
    await current.getByRole('alertdialog').waitFor();
    await audit('the add-to-cart alert');
    await current.keyboard.press('Escape');

    // The installment info dialog, once its page has loaded.
    await current.getByRole('button', { name: 'Learn more about Afterpay' }).click();
    await current.getByRole('dialog').locator('li').first().waitFor();
    await audit('the installment info dialog');
    await current.keyboard.press('Escape');

    // A custom-form product's form with its errors.
    current = await visit('/products/engraved-mug');
    await current.locator('.sf-add-to-cart__button').click();
    const form = current.getByRole('dialog', { name: 'Engraving' });
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => form.locator('.sf-field-error').count()).toBe(2);
    await audit("the product form's errors");

    // 'Submitting…', then the server's refusal.
    current = await visit('/forms/status/500');
    const answer = await holdAnswers(current, '**/api/form/SaveFormSubmission');
    await current.getByLabel('Message').fill('Hello');
    await current.getByRole('button', { name: 'Submit' }).click();
    await current.getByRole('button', { name: 'Submitting…' }).waitFor();
    await audit('Submitting…');
    answer();
    await current.getByText('Unable to send form. Please try again later.').waitFor();
    await audit("a site form's server error");

    // A sold-out product's disabled button.
    await visit('/products/sold-out-vinyl');
    await audit('sold out');

    // A refused site form: every field's error and the review hint.
    current = await visit('/contact');
    await current.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => current.locator('.sf-field-error').count()).toBe(4);
    await audit('a refused site form');

    // The captcha form refused for its captcha (its button disabled until answered).
    current = await visit('/quote');
    await current.getByLabel('Details').fill('Ten mugs.');
    await current.getByRole('button', { name: 'Submit' }).click();
    await current.getByText('Complete CAPTCHA before submitting.').waitFor();
    await audit('a site form refused for its captcha');

    // A refused restock sign-up: the email's error and the captcha's.
    current = await visit('/restock');
    const restock = current.locator('[data-storefront-widget="restock-form"]').first();
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await restock.locator('.sf-field-error').waitFor();
    await restock.getByLabel('Email Address').fill('fan@example.com');
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await restock.getByText('Complete CAPTCHA before submitting.').waitFor();
    await audit('a refused restock sign-up');

    await page?.context().close();
    expect(results).toEqual({});
    expect(consoleErrors).toEqual([expect.stringContaining('status of 500')]);
    expect(otherProblems).toEqual([]);
  }, 90_000);
});
