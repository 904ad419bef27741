// The drop-in recipe of the docs (docs/samples/drop-in/recipe.html, which the template authors'
// guide includes and the README repeats word for word), served as a page of its own: if the
// manual stops working, this fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';

const browser = useBrowser();

/** The docs' drop-in recipe, as a template author copies it. */
function docsRecipe(): string {
  return readFileSync(new URL('../../../docs/samples/drop-in/recipe.html', import.meta.url), 'utf8');
}

describe("the docs' drop-in recipe", () => {
  it('gives a working product block and cart pill from plain HTML plus the script tag', async () => {
    const recipe = docsRecipe();
    const { page, context, problems } = await openPage(browser());
    // Served from the example store's origin, so /assets/storefront/* and /api/* are there.
    await page.route(`${baseUrl}/docs-recipe`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Recipe</title><link rel="icon" href="data:,">${recipe}</head><body><main><h1>Recipe</h1></main></body></html>`,
      }),
    );
    await page.goto(`${baseUrl}/docs-recipe`);
    const block = page.locator('[data-storefront-widget="add-to-cart"]');
    await expect.poll(() => block.getAttribute('data-storefront-state')).toBe('mounted');
    await block.getByLabel('Color').selectOption('White');
    await block.getByLabel('Size').selectOption('S');
    await block.getByRole('button', { name: 'Add To Cart' }).click();
    await expect.poll(() => block.getByRole('button').textContent()).toBe('Added!');
    await expect
      .poll(() => page.locator('.sf-cart-pill .sf-visually-hidden').textContent())
      .toBe('One item in cart');
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
  });
});
