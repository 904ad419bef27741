import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectFocused,
  NO_PROBLEMS,
  openMounted,
  openPage,
  recordLayoutShifts,
  useBrowser,
  waitForWidgets,
} from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();
const open = (path: string) => openMounted(browser(), `${baseUrl}${path}`);

/** Fills and submits one restock block; `robot` ticks the test captcha. */
async function signUp(block: Locator, email: string, { robot = true } = {}) {
  await block.getByLabel('Email Address').fill(email);
  if (robot) await block.getByLabel('I am not a robot').check();
  await block.getByRole('button', { name: 'Sign Up' }).click();
}

const vinylBlock = (page: Page) =>
  page.locator('[data-storefront-widget="restock-form"][data-variant-id="var-vinyl-ltd"]');

describe('back-in-stock sign-up', () => {
  it('the sold-out product page signs up: the form is replaced by Signed up! and the event fires', async () => {
    const { page, context, problems } = await open('/products/sold-out-vinyl');
    await page.evaluate(() => {
      document.addEventListener('storefront:restock-signed-up', (event) => {
        (window as unknown as { signedUp: unknown }).signedUp = (event as CustomEvent).detail;
      });
    });
    const block = vinylBlock(page);
    // The email label has the weight of every other form title.
    expect(
      await block.getByText('Email Address').evaluate((label) => getComputedStyle(label).fontWeight),
    ).toBe('600');
    await block.getByLabel('Also join our mailing list').check();
    await signUp(block, 'fan@example.com');
    const success = block.getByRole('status');
    await success.waitFor();
    // The spec's words, then the address the notice goes to.
    expect(await success.textContent()).toBe(
      'Signed up!We will email fan@example.com when it is back in stock.',
    );
    // The form and its captcha are gone.
    expect(await block.locator('form, .test-captcha').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { signedUp: unknown }).signedUp)).toEqual({
      productId: 'prod-sold-out-vinyl',
      variantId: 'var-vinyl-ltd',
    });
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('mounts over the server-rendered forms, captcha included, without shifting the layout', async () => {
    const { page, context, problems } = await openPage(browser());
    const layoutShift = await recordLayoutShifts(page);
    await page.goto(`${baseUrl}/restock`);
    await waitForWidgets(page);
    expect(await page.getByLabel('I am not a robot').count()).toBe(2);
    expect(await layoutShift()).toBe(0);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('validates the email and requires the captcha before calling the server', async () => {
    const { page, context, problems } = await open('/restock');
    const block = vinylBlock(page);
    const submit = block.getByRole('button', { name: 'Sign Up' });
    const email = block.getByLabel('Email Address');
    await submit.click();
    await expect.poll(() => block.locator('.sf-field-error').textContent()).toBe('Email cannot be blank');
    await expectFocused(email);
    await email.fill('not-an-email');
    await submit.click();
    await expect.poll(() => block.locator('.sf-field-error').textContent()).toBe('Email is invalid');
    await expectFocused(email);
    await signUp(block, 'fan@example.com', { robot: false });
    await expect
      .poll(() => block.getByRole('alert').textContent())
      .toBe('Complete CAPTCHA before submitting.');
    expect(await block.locator('.sf-field-error').count()).toBe(0);
    // Focus moves on to the captcha that is missing.
    await expectFocused(block.getByLabel('I am not a robot'));
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('a refused sign-up shows the server message and resets the captcha', async () => {
    const { page, context, problems } = await open('/products/sold-out-vinyl');
    // The captcha answer is spoiled on its way out, so the real server refuses it.
    await page.route('**/api/site-users/account/notifications/restock', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, captchaToken: 'not-a-pass' }) });
    });
    const block = vinylBlock(page);
    await signUp(block, 'fan@example.com');
    await expect
      .poll(() => block.getByRole('alert').textContent())
      .toBe('reCAPTCHA failed. Refresh this page and try again.');
    await expectFocused(block.getByRole('alert'));
    // The form stays with the visitor's email; the captcha must be solved again.
    expect(await block.getByLabel('I am not a robot').isChecked()).toBe(false);
    expect(await block.getByLabel('Email Address').inputValue()).toBe('fan@example.com');
    expect(await block.getByRole('status').count()).toBe(0);

    await page.unroute('**/api/site-users/account/notifications/restock');
    await block.getByLabel('I am not a robot').check();
    await block.getByRole('button', { name: 'Sign Up' }).click();
    await expect
      .poll(() => block.getByRole('status').textContent())
      .toBe('Signed up!We will email fan@example.com when it is back in stock.');
    expect(problems.consoleErrors).toEqual([expect.stringContaining('status of 400')]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });
});
