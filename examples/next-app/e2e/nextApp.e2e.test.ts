import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, useBrowser } from '../../../scripts/e2e/browser';
import { startNextApp } from './startNextApp';

const browser = useBrowser();
let app: Awaited<ReturnType<typeof startNextApp>> | undefined;

beforeAll(async () => {
  app = await startNextApp();
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe('the Next.js example (next build, next start)', () => {
  it('hydrates the server-rendered product page and adds to cart on a first visit; the pill counts it after a reload', async () => {
    const baseUrl = app?.url ?? '';
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(15_000);
    // The server's button, as the HTML parser inserts it (before any script runs): hydration
    // keeps it, a mismatch would replace it.
    await page.addInitScript(() => {
      const probe = window as unknown as { serverButton?: Element | null };
      new MutationObserver(() => {
        probe.serverButton ??= document.querySelector('.sf-add-to-cart__button');
      }).observe(document, { childList: true, subtree: true });
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });

    // A first visit: a fresh context, no cookie of the backend's (no crumb, no cart).
    const response = await page.goto(`${baseUrl}/products/prod-tee`);
    // Server-rendered: the widget's markup is in the HTML Next sends.
    expect(await response?.text()).toContain('Add To Cart');

    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('White');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await page.getByRole('link', { name: 'One item in cart' }).waitFor();
    const sameButton = await page.evaluate(() => {
      const probe = window as unknown as { serverButton?: Element | null };
      return (
        probe.serverButton != null && probe.serverButton === document.querySelector('.sf-add-to-cart__button')
      );
    });
    expect(sameButton).toBe(true);
    // The cookies came through Next's /api proxy: the page's own origin holds them.
    expect((await context.cookies(baseUrl)).map((cookie) => cookie.name)).toContain('crumb');

    await page.reload();
    await page.getByRole('link', { name: 'One item in cart' }).waitFor();
    expect(refused).toEqual([]);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('serves the restock sign-up and the contact form rendered on the server, and the cart page, without a console error', async () => {
    const baseUrl = app?.url ?? '';
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(15_000);
    // Each page's widget is in the HTML Next sends.
    for (const [path, html] of [
      ['/restock', 'Sign Up'],
      ['/contact', '<form'],
    ] as const) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(await response?.text(), path).toContain(html);
    }
    await page.getByRole('textbox', { name: /email/i }).first().waitFor();
    // The cart widget loads the (empty) cart of a first visit in the browser.
    await page.goto(`${baseUrl}/cart`);
    await page.getByText('You have nothing in your shopping cart.').waitFor();
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
