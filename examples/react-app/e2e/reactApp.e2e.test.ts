import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, useBrowser } from '../../../scripts/e2e/browser';
import { startReactApp } from './startReactApp';

const browser = useBrowser();
let app: Awaited<ReturnType<typeof startReactApp>> | undefined;
let baseUrl = '';

beforeAll(async () => {
  app = await startReactApp('react-app-e2e');
  baseUrl = app.url;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

/** A fresh visitor (own cookies: own cart and crumb) on `path`. */
async function visit(path: string) {
  const opened = await openPage(browser());
  opened.context.setDefaultTimeout(10_000);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

describe('the React example app', () => {
  it('adds a chosen variant and quantity to the cart; the pill counts it and opens the cart', async () => {
    const { page, context, problems } = await visit('/');
    await page.getByRole('heading', { name: 'Classic Tee' }).waitFor();
    expect(await page.getByText('or 4 interest-free payments of $6.25 with Afterpay').count()).toBe(1);
    // No cart yet: no pill.
    expect(await page.getByRole('link', { name: /in cart/ }).count()).toBe(0);
    await page.getByLabel('Size').selectOption('S');
    await page.getByLabel('Color').selectOption('Black');
    await page.getByLabel('Quantity').fill('2');
    const button = page.getByRole('button', { name: 'Add To Cart' });
    await button.click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    const pill = page.getByRole('link', { name: '2 items in cart' });
    await pill.waitFor();
    expect(await pill.locator('.sf-cart-pill-count').textContent()).toBe('2');
    await pill.click();
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/cart`);
    expect(await page.getByRole('listitem').textContent()).toBe(
      '2 × Classic Tee (Size: S, Color: Black) — $50.00',
    );
    // The pill hides on the cart page, and the cart survives a reload (the backend's cookies).
    expect(await page.getByRole('link', { name: /in cart/ }).count()).toBe(0);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: '2 items in cart' }).waitFor();
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('signs up for a sold-out product behind the captcha; the owner signs in and sees the sign-up', async () => {
    const shopper = await visit('/');
    await nav(shopper.page, 'Back in stock').click();
    await shopper.page.getByRole('heading', { name: 'Limited Edition Vinyl' }).waitFor();
    await shopper.page.getByLabel('Email Address').fill('fan@example.com');
    await shopper.page.getByRole('button', { name: 'Sign Up' }).click();
    await shopper.page.getByText('Complete CAPTCHA before submitting.').first().waitFor();
    await shopper.page.getByLabel('I am not a robot').check();
    await shopper.page.getByRole('button', { name: 'Sign Up' }).click();
    const status = shopper.page.getByRole('status').filter({ hasText: 'Signed up!' });
    await status.waitFor();
    expect(shopper.problems).toEqual(NO_PROBLEMS);
    await shopper.context.close();

    const owner = await visit('/owner');
    await owner.page.getByLabel('Email').fill('owner@example.com');
    await owner.page.getByLabel('Password').fill('wrong-password');
    await owner.page.getByRole('button', { name: 'Sign in' }).click();
    expect(await owner.page.getByRole('alert').textContent()).toBe('Your email or password is incorrect.');
    await owner.page.getByLabel('Password').fill('storefront-owner');
    await owner.page.getByRole('button', { name: 'Sign in' }).click();
    await owner.page.getByRole('heading', { name: 'Restock sign-ups' }).waitFor();
    const row = owner.page.getByRole('row', { name: /Limited Edition Vinyl/ });
    await row.waitFor();
    // Product, variant, waiting, notified.
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['1', '0']));
    await row.getByRole('button', { name: /^Send to 1 waiting/ }).click();
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(expect.arrayContaining(['0', '1']));
    // The wrong password above was answered by the backend with 401, which the browser logs.
    expect(owner.problems.pageErrors).toEqual([]);
    expect(owner.problems.consoleErrors.filter((text) => !/401/.test(text))).toEqual([]);
    await owner.context.close();
  });

  it('submits the contact form and shows the form’s own thank-you', async () => {
    const { page, context, problems } = await visit('/contact');
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Nothing sent: the required fields say so, and the first one has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).first().fill('ada@example.com');
    await page.getByLabel('Message').fill('Where is my order?');
    await page.getByRole('group', { name: 'Contact me by' }).getByLabel('Email').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thanks, we will be in touch.').waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
