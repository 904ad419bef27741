import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_PROBLEMS, openPage, useBrowser, waitForWidgets } from '../../../scripts/e2e/browser';
import { baseUrl } from '../../../scripts/e2e/store';
import { CONTENT_SECURITY_POLICY } from '../src/registerSite';

const browser = useBrowser();

const { version } = JSON.parse(readFileSync('packages/embed/package.json', 'utf8'));
/** The build's versioned folder, as a site would upload it to its CDN. */
const VERSIONED_DIR = `packages/embed/dist/v${version}`;
const sri: { version: string; files: Record<string, string> } = JSON.parse(
  readFileSync(join(VERSIONED_DIR, 'sri.json'), 'utf8'),
);
/** A CDN on another origin than the store, serving the versioned folder with CORS. */
const CDN = 'https://cdn.storefront.test';
const CDN_BASE = `${CDN}/storefront/v${version}/`;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves the versioned folder from {@link CDN} and the poster's product page with its drop-in tags
 * pointing there (`integrity` and `crossorigin` on each, the integrity from `sri.json` unless
 * given), its CSP allowing the CDN.
 * @returns the paths the CDN served, in order
 */
async function productPageFromCdn(
  page: Page,
  {
    script = 'storefront.js',
    integrity = sri.files[script] ?? '',
    importMap,
  }: {
    script?: 'storefront.js' | 'storefront.classic.js';
    integrity?: string;
    /** An import map to put before the tags (its hash joins the CSP's `script-src`). */
    importMap?: string;
  } = {},
) {
  const served: string[] = [];
  await page.route(`${CDN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(new URL(CDN_BASE).pathname.length);
    served.push(path);
    await route.fulfill({
      body: readFileSync(join(VERSIONED_DIR, path)),
      headers: {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  });
  await page.route(`${baseUrl}/products/poster`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        '<link rel="stylesheet" href="/assets/storefront/storefront.css" data-storefront-styles>',
        `<link rel="stylesheet" href="${CDN_BASE}storefront.css" integrity="${sri.files['storefront.css']}" crossorigin="anonymous" data-storefront-styles>`,
      )
      .replace(
        '<script type="module" src="/assets/storefront/storefront.js" data-storefront></script>',
        `<script${script === 'storefront.js' ? ' type="module"' : ''} src="${CDN_BASE}${script}" integrity="${integrity}" crossorigin="anonymous" data-storefront></script>`,
      );
    expect(html).toContain(`${CDN_BASE}${script}`);
    const mapHash = importMap ? ` 'sha256-${createHash('sha256').update(importMap).digest('base64')}'` : '';
    const policy = CONTENT_SECURITY_POLICY.replace(
      "script-src 'self'",
      `script-src 'self' ${CDN}${mapHash}`,
    ).replace("style-src 'self'", `style-src 'self' ${CDN}`);
    await route.fulfill({
      response,
      body: importMap ? html.replace('<head>', `<head><script type="importmap">${importMap}</script>`) : html,
      headers: { ...response.headers(), 'content-security-policy': policy },
    });
  });
  return served;
}

/** Opens the page, waits for its widgets and adds the poster to the cart, as a shopper does. */
async function addPosterToCart(page: Page) {
  await page.goto(`${baseUrl}/products/poster`);
  await waitForWidgets(page);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect
    .poll(() => page.locator('.sf-cart-pill .sf-visually-hidden').textContent())
    .toBe('One item in cart');
}

describe('the drop-in served from its versioned path with Subresource Integrity', () => {
  it('loads the loader by its integrity from another origin, and the loader its chunks beside it', async () => {
    expect(sri.version).toBe(version);
    const { page, context, problems } = await openPage(browser());
    const served = await productPageFromCdn(page);
    await addPosterToCart(page);
    expect(served.slice(0, 2).sort()).toEqual(['storefront.css', 'storefront.js']);
    // The chunks came from the versioned folder on the CDN, each a file the build recorded.
    const chunks = served.filter((path) => path.startsWith('chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(sri.files[chunk]).toMatch(/^sha384-/);
    // Nothing of the drop-in came from the store's own copy.
    const local = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/storefront/')),
    );
    expect(local).toEqual([]);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('loads the classic script, every widget in the one file its integrity covers', async () => {
    const { page, context, problems } = await openPage(browser());
    const served = await productPageFromCdn(page, { script: 'storefront.classic.js' });
    await addPosterToCart(page);
    expect(served.filter((path) => path.startsWith('chunks/'))).toEqual([]);
    expect(problems).toEqual(NO_PROBLEMS);
    await context.close();
  });

  it('refuses a loader whose bytes do not match the integrity on its tag', async () => {
    const { page, context, problems } = await openPage(browser());
    // The integrity of another file: what a page sees when the CDN serves altered bytes.
    const served = await productPageFromCdn(page, { integrity: sri.files['storefront.classic.js'] ?? '' });
    await page.goto(`${baseUrl}/products/poster`);
    await expect
      .poll(() => problems.consoleErrors.join('\n'))
      .toMatch(/Failed to find a valid digest in the 'integrity' attribute/);
    // Whatever the page was going to fetch, it has: no request for 500 ms.
    await page.waitForLoadState('networkidle');
    expect(served.filter((path) => path.startsWith('chunks/'))).toEqual([]);
    expect(await page.locator('.sf-add-to-cart').getAttribute('data-storefront-state')).not.toBe('mounted');
    expect(await page.evaluate(() => typeof window.Storefront)).toBe('undefined');
    await context.close();
  });

  it("checks each chunk against an import map's integrity, and refuses one that does not match", async () => {
    const { page, context, problems } = await openPage(browser());
    const chunks = Object.keys(sri.files).filter((path) => path.startsWith('chunks/'));
    const altered = chunks.find((path) => path.startsWith('chunks/interactive-')) ?? '';
    const integrity = Object.fromEntries(
      chunks.map((path) => [
        `${CDN_BASE}${path}`,
        path === altered ? (sri.files['storefront.css'] ?? '') : sri.files[path],
      ]),
    );
    await productPageFromCdn(page, { importMap: JSON.stringify({ imports: {}, integrity }) });
    await page.goto(`${baseUrl}/products/poster`);
    // The widgets' chunks matched their digests: the widgets mounted.
    await waitForWidgets(page);
    // The later chunk (the HTTP client) did not: the browser refused it.
    await expect
      .poll(() => problems.consoleErrors.join('\n'))
      .toContain(
        `Failed to find a valid digest in the 'integrity' attribute for resource '${CDN_BASE}${altered}'`,
      );
    expect(problems.consoleErrors.join('\n')).not.toMatch(
      /chunks\/(?!interactive-)[\w-]+\.js' with computed/,
    );
    expect(problems.cspViolations).toEqual([]);
    await context.close();
  });
});
