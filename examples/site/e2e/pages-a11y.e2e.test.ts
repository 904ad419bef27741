// Every page of the example store, after the widgets mounted, checked with axe-core in Chromium:
// the drop-in must leave server-rendered pages as accessible as it found them.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  targets: string[];
}

/**
 * axe's colour-contrast check on controls that axe's own rule skips as inactive: busy buttons
 * ('Adding…', 'Added!', 'Submitting…' are aria-disabled) and disabled ones ('sold out', a submit
 * waiting for the captcha). WCAG exempts them, but a shopper still has to read them.
 */
const INACTIVE_CONTRAST = {
  id: 'inactive-contrast',
  selector: 'button[aria-disabled="true"], button[disabled]',
  any: ['color-contrast'],
  tags: ['storefront'],
};

/** Runs axe over the page as it is now: every rule, or only those named. */
async function axeViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(
    async ({ only, inactive }) => {
      const axe = (
        window as unknown as {
          axe: {
            configure(spec: object): void;
            run(context: Document, options: object): Promise<{ violations: unknown[] }>;
          };
        }
      ).axe;
      if (only?.includes(inactive.id)) axe.configure({ rules: [inactive] });
      const { violations } = await axe.run(document, only ? { runOnly: only } : {});
      return (violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { only: rules, inactive: INACTIVE_CONTRAST },
  );
}

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
    // The CSP is bypassed only so axe can be injected; every other e2e test runs under it.
    const { page, context, problems } = await openPage(browser(), { bypassCSP: true });
    const results: Record<string, Violation[]> = {};
    for (const path of await sitePages(page)) {
      await page.goto(`${baseUrl}${path}`);
      await expect
        .poll(() => page.locator('[data-storefront-widget]:not([data-storefront-state="mounted"])').count())
        .toBe(0);
      const violations = await axeViolations(page);
      if (violations.length) results[path] = violations;
    }
    expect(results).toEqual({});
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
    // About twenty pages, each loaded, mounted and audited: 20 s alone, more on a busy machine.
  }, 90_000);
});

describe('the states after a click', () => {
  it('keep 4.5:1 text contrast: Adding…, Added!, refused forms, the alert and the open dialogs', async () => {
    const { page, context, problems } = await openPage(browser(), { bypassCSP: true });
    context.setDefaultTimeout(5000);
    const results: Record<string, Violation[]> = {};
    const audit = async (state: string) => {
      const violations = await axeViolations(page, ['color-contrast', INACTIVE_CONTRAST.id]);
      if (violations.length) results[state] = violations;
    };
    const visit = async (path: string) => {
      await page.goto(`${baseUrl}${path}`);
      await waitForWidgets(page);
    };

    // Adding…: the add's answer is held until the label has been audited.
    await visit('/products/poster');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/commerce/shopping-cart/entries', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.locator('.sf-add-to-cart__button');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Adding…');
    await audit('Adding…');
    release();
    await expect.poll(() => button.textContent(), { timeout: 3000 }).toBe('Added!');
    await audit('Added! and the cart pill');

    // The add-to-cart alert (no variant chosen).
    await visit('/products/tee');
    await button.click();
    await page.getByRole('alertdialog').waitFor();
    await audit('the add-to-cart alert');
    await page.keyboard.press('Escape');

    // The installment info dialog, once its page has loaded.
    await page.getByRole('button', { name: 'Learn more about Afterpay' }).click();
    await page.getByRole('dialog').locator('li').first().waitFor();
    await audit('the installment info dialog');
    await page.keyboard.press('Escape');

    // A custom-form product's form with its errors.
    await visit('/products/engraved-mug');
    await button.click();
    const form = page.getByRole('dialog', { name: 'Engraving' });
    await form.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => form.locator('.sf-field-error').count()).toBe(2);
    await audit("the product form's errors");

    // 'Submitting…', then the server's refusal.
    await visit('/forms/status/500');
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Submitting…' }).waitFor();
    await audit('Submitting…');
    answer();
    await page.getByText('Unable to send form. Please try again later.').waitFor();
    await audit("a site form's server error");

    // A sold-out product's disabled button.
    await visit('/products/sold-out-vinyl');
    await audit('sold out');

    // A refused site form: every field's error and the review hint.
    await visit('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('.sf-field-error').count()).toBe(4);
    await audit('a refused site form');

    // The captcha form refused for its captcha (its button disabled until answered).
    await visit('/quote');
    await page.getByLabel('Details').fill('Ten mugs.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Complete CAPTCHA before submitting.').waitFor();
    await audit('a site form refused for its captcha');

    // A refused restock sign-up: the email's error and the captcha's.
    await visit('/restock');
    const restock = page.locator('[data-storefront-widget="restock-form"]').first();
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await restock.locator('.sf-field-error').waitFor();
    await restock.getByLabel('Email Address').fill('fan@example.com');
    await restock.getByRole('button', { name: 'Sign Up' }).click();
    await restock.getByText('Complete CAPTCHA before submitting.').waitFor();
    await audit('a refused restock sign-up');

    expect(results).toEqual({});
    expect(problems).toEqual({
      consoleErrors: [expect.stringContaining('status of 500')],
      pageErrors: [],
      cspViolations: [],
    });
    await context.close();
  }, 90_000);
});
