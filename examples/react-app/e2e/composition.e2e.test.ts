import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, useBrowser } from '../../../scripts/e2e/browser';
import { startReactApp } from './startReactApp';

const browser = useBrowser();
let app: Awaited<ReturnType<typeof startReactApp>> | undefined;
let baseUrl = '';

beforeAll(async () => {
  app = await startReactApp('react-app-composition-e2e');
  baseUrl = app.url;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('the composition page: a product card and a cart drawer built from the headless hooks', () => {
  it('chooses a colour, adds, sees the drawer update, changes the quantity and removes the line', async () => {
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/compose`);
    await page.getByRole('heading', { name: 'Classic Tee' }).waitFor();
    const add = page.getByRole('button', { name: 'Add to bag' });
    await add.click();
    expect(await page.getByRole('alert').textContent()).toBe('Please select the Size and Color options.');

    // M in black is sold out: the swatch says so once M is chosen.
    await page.getByRole('button', { name: 'M', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Black (sold out)' }).count()).toBe(1);
    const white = page.getByRole('button', { name: 'White', exact: true });
    await white.click();
    expect(await white.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('group', { name: 'Color: White' }).count()).toBe(1);
    await add.click();

    await page.getByRole('complementary', { name: 'Your bag (1)' }).waitFor();
    const drawer = page.getByRole('complementary', { name: /^Your bag/ });
    const line = drawer.getByRole('listitem', { name: 'Classic Tee' });
    expect(await line.getByText('Size: M, Color: White').count()).toBe(1);
    expect(await line.getByRole('status', { name: 'Quantity' }).textContent()).toBe('1');
    // Subtotal, then the total with the reference backend's tax and shipping.
    expect(await drawer.getByRole('definition').allTextContents()).toEqual(['$25.00', '$32.00']);

    await line.getByRole('button', { name: 'One more Classic Tee' }).click();
    await page.getByRole('complementary', { name: 'Your bag (2)' }).waitFor();
    expect(await line.getByRole('status', { name: 'Quantity' }).textContent()).toBe('2');
    expect((await drawer.getByRole('definition').allTextContents())[0]).toBe('$50.00');
    expect(await page.getByRole('button', { name: 'Bag (2)' }).count()).toBe(1);

    await line.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('complementary', { name: 'Your bag (0)' }).getByText('Your bag is empty.').waitFor();
    expect(await page.getByRole('button', { name: 'Bag (0)' }).count()).toBe(1);
    // No widget UI on the page: the card and the drawer are the shop's own markup.
    expect(await page.locator('[class*="sf-"]').count()).toBe(0);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('shows the server’s refusal on the line when the stock runs out', async () => {
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(10_000);
    await page.goto(`${baseUrl}/compose`);
    await page.getByRole('heading', { name: 'Classic Tee' }).waitFor();
    // L in black has 2 left.
    await page.getByRole('button', { name: 'L', exact: true }).click();
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await page.getByRole('button', { name: 'Add to bag' }).click();
    const drawer = page.getByRole('complementary', { name: /^Your bag/ });
    const line = drawer.getByRole('listitem', { name: 'Classic Tee' });
    await line.waitFor();
    await line.getByRole('button', { name: 'One more Classic Tee' }).click();
    await page.getByRole('complementary', { name: 'Your bag (2)' }).waitFor();
    await line.getByRole('button', { name: 'One more Classic Tee' }).click();
    expect(await line.getByRole('alert').textContent()).toBe(
      'Unable to update quantity: Sorry, we do not have enough of that item available.',
    );
    expect(await line.getByRole('status', { name: 'Quantity' }).textContent()).toBe('2');
    // The refused PUT is answered 400, which the browser logs.
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors.filter((text) => !/400|409|422/.test(text))).toEqual([]);
    await context.close();
  });
});
