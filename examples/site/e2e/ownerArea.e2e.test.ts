import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openMounted, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

describe('the store owner area', () => {
  it('goes from the home page to signed in, the analytics and the restock panel by clicking, and signs out', async () => {
    const { page, context, problems } = await openMounted(browser(), `${baseUrl}/products/sold-out-vinyl`);
    // A shopper waits for the vinyl, so the panel has a group to send.
    const email = `owner-e2e-${Date.now()}@example.com`;
    const block = page.locator('[data-storefront-widget="restock-form"][data-variant-id="var-vinyl-ltd"]');
    await block.getByLabel('Email Address').fill(email);
    await block.getByLabel('I am not a robot').check();
    await block.getByRole('button', { name: 'Sign Up' }).click();
    await block.getByRole('status').waitFor();

    await page.getByRole('link', { name: 'Example Store' }).click();
    await page.getByRole('link', { name: /Store owner sign-in/ }).click();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store owner sign-in');
    // The example shows its seeded owner; a wrong password is refused and keeps the email typed.
    const example = page.getByRole('complementary', { name: 'This example store’s owner' });
    expect(await example.textContent()).toContain('owner@example.com');
    await page.getByLabel('Email').fill('owner@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Your email or password is incorrect.');
    expect(await page.getByLabel('Email').inputValue()).toBe('owner@example.com');

    await page.getByLabel('Password').fill('storefront-owner');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/analytics`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Analytics');
    const ownerNav = page.getByRole('navigation', { name: 'Store owner' });

    await ownerNav.getByRole('link', { name: 'Restock sign-ups' }).click();
    await page.waitForURL(`${baseUrl}/owner/restock`);
    await waitForWidgets(page);
    const row = page.getByRole('row', { name: /Limited Edition Vinyl/ });
    // The variant reads by its catalogue SKU, not its id.
    expect(await row.getByRole('cell').first().textContent()).toBe('SKU VINYL-LTD');
    const waiting = Number(await row.getByRole('cell').nth(1).textContent());
    expect(waiting).toBeGreaterThan(0);
    // Styled like the store's tables: padded cells, headers over their columns' text.
    const header = page.getByRole('columnheader', { name: 'Product' });
    expect(await header.evaluate((th) => getComputedStyle(th).textAlign)).toBe('left');
    expect(
      await row
        .getByRole('cell')
        .first()
        .evaluate((td) => getComputedStyle(td).paddingLeft),
    ).not.toBe('0px');

    // Send all asks first; cancelling sends nothing.
    await page.getByRole('button', { name: 'Send all' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.getByRole('heading').textContent()).toBe('Send all notifications?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(Number(await row.getByRole('cell').nth(1).textContent())).toBe(waiting);
    await page.getByRole('button', { name: 'Send all' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send all' }).click();
    await page.waitForFunction(() =>
      /Notified \d+/.test(document.querySelector('.sf-restock-panel [role="status"]')?.textContent ?? ''),
    );
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('0');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('navigation', { name: 'Store owner' }).count()).toBe(0);
    const analytics = await page.goto(`${baseUrl}/analytics`);
    expect(analytics?.status()).toBe(401);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store owner sign-in');
    // The only problems are the two refusals the test asked for: the wrong password and the
    // analytics after signing out are answered 401, which Chromium logs for a document.
    const refused = (path: string) =>
      `Failed to load resource: the server responded with a status of 401 (Unauthorized) (${baseUrl}${path})`;
    expect(problems).toEqual({
      ...NO_PROBLEMS,
      consoleErrors: [refused('/owner/sign-in'), refused('/analytics')],
    });
    await context.close();
  });
});
