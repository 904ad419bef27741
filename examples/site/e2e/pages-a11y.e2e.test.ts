// Every page of the example store, after the widgets mounted, checked with axe-core in Chromium:
// the drop-in must leave server-rendered pages as accessible as it found them.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../../../scripts/e2e/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  targets: string[];
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    const { violations } = await axe.run(document);
    return (violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
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
