import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../../../scripts/e2e/browser';
import { startSiteServer } from '../../../scripts/siteServer.mjs';

const dir = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
const db = join(dir, 'store.sqlite');
const browser = useBrowser();

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start storage', () => {
  it('keeps the cart when the server is restarted on the same SQLite file', async () => {
    const first = await startSiteServer(['--db', db]);
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${first.url}/products/poster`);
    await expect
      .poll(() => page.locator('.sf-add-to-cart').getAttribute('data-storefront-state'))
      .toBe('mounted');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => page.locator('.sf-cart-pill .sf-visually-hidden').textContent())
      .toBe('One item in cart');
    // A hard kill: nothing gets a chance to flush, so only what was stored before the answer counts.
    await first.stop('SIGKILL');

    const second = await startSiteServer(['--db', db]);
    try {
      // Cookies belong to the host, not the port, so the same visitor comes back.
      await page.goto(`${second.url}/cart`);
      expect(await page.locator('li[data-sku="POSTER-A3"] input[name="quantity"]').inputValue()).toBe('1');
      await page.goto(`${second.url}/products/tee`);
      await expect
        .poll(() => page.locator('.sf-cart-pill .sf-visually-hidden').textContent())
        .toBe('One item in cart');
    } finally {
      await context.close();
      await second.stop();
    }
  });
});
