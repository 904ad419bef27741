import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCartStore, createHttpClient, createMessages } from '@storefront-widgets/core';
import { createCatalogue, PRODUCT_IDS } from '@storefront-widgets/mock-backend';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, recordLayoutShifts, useBrowser } from '../../../scripts/e2e/browser';
import { type ServerPageData, ServerRenderedPage } from '../src/ssr/ServerRenderedPage';
import { startReactApp } from './startReactApp';

const browser = useBrowser();
let app: Awaited<ReturnType<typeof startReactApp>> | undefined;

/**
 * What a Node server does: render the page with react-dom/server, from the seeded product, into
 * the built ssr.html with its data. Written as `product.html` beside the built assets.
 */
function writeServerRenderedPage(outDir: string): void {
  const product = createCatalogue().find((item) => item.id === PRODUCT_IDS.tee);
  if (!product) throw new Error('no seeded tee');
  const data: ServerPageData = { product };
  const client = createHttpClient();
  const messages = createMessages({ locale: 'en-US' });
  const cartStore = createCartStore({ client, messages });
  const html = renderToString(createElement(ServerRenderedPage, { data, client, cartStore, messages }));
  const page = readFileSync(join(outDir, 'ssr.html'), 'utf8')
    .replace('<!--app-html-->', html)
    .replace('"app-data"', JSON.stringify(data).replace(/</g, '\\u003c'));
  writeFileSync(join(outDir, 'product.html'), page);
}

beforeAll(async () => {
  app = await startReactApp('react-app-ssr-e2e', writeServerRenderedPage);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe('the React example, rendered on the server', () => {
  it('hydrates in Chromium without a mismatch, a layout shift or a replaced node, and then works', async () => {
    const baseUrl = app?.url ?? '';
    const { page, context, problems } = await openPage(browser());
    context.setDefaultTimeout(10_000);
    const layoutShift = await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const probe = window as unknown as { serverButton?: Element | null };
      // The server's button, as the HTML parser inserts it (before any script runs).
      new MutationObserver(() => {
        probe.serverButton ??= document.querySelector('.sf-add-to-cart__button');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/product.html`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await layoutShift()).toBe(0);
    const sameButton = await page.evaluate(() => {
      const probe = window as unknown as { serverButton?: Element | null };
      return (
        probe.serverButton != null && probe.serverButton === document.querySelector('.sf-add-to-cart__button')
      );
    });
    expect(sameButton).toBe(true);

    // The hydrated widgets work: add a variant, and the pill appears with the count. (A store's
    // server answers its pages with the backend's crumb cookie; the page's first API GET sets it.)
    await page.evaluate(() => fetch('/api/website'));
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('White');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    await page.getByRole('link', { name: 'One item in cart' }).waitFor();
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });
});
