import { readFileSync } from 'node:fs';
import { render } from '@storefront/template';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../../../scripts/e2e/browser';

const browser = useBrowser();
const bundle = readFileSync('packages/template/dist/storefront-template.min.js', 'utf8');
const ORIGIN = 'http://template.test';

const TEMPLATE = `<h1>{title|html}</h1>
{.repeated section items}{@|apply card}{.alternates with}<hr>{.end}
{.equal? count 2}two{.or}other{.end} {.eval 6 * 7} {tags|json}
{.section missing}{.end}{@|apply nope}`;
const OPTIONS = {
  data: { title: 'Tees & <Tops>', items: [{ name: 'A' }, { name: 'B' }], tags: ['x', 'y'], count: 2 },
  partials: { card: '<p>{name|html}</p>' },
  locale: 'de-DE',
  timeZone: 'Europe/Berlin',
  now: 1_700_000_000_000,
};

describe('the browser bundle of @storefront/template', () => {
  it('loads as an ES module in Chromium and renders exactly as the engine does in Node', async () => {
    const { page, context, problems } = await openPage(browser());
    // A page and the bundle from a made-up origin, as a site serving storefront-template.min.js has.
    const html = `<!doctype html><title>template</title><script type="module">
      import { render } from './storefront-template.min.js';
      window.renderTemplate = render;
    </script>`;
    await page.route(`${ORIGIN}/**`, (route) => {
      const isBundle = route.request().url().endsWith('.js');
      return route.fulfill({
        contentType: isBundle ? 'text/javascript' : 'text/html',
        body: isBundle ? bundle : html,
      });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'renderTemplate' in window);
    const inBrowser = await page.evaluate(
      ([template, options]) => {
        const { renderTemplate } = window as unknown as { renderTemplate: typeof render };
        const result = renderTemplate(template, options);
        return { output: result.output, errors: result.errors.map((error) => JSON.stringify(error)) };
      },
      [TEMPLATE, OPTIONS] as const,
    );
    const inNode = render(TEMPLATE, OPTIONS);
    expect(inBrowser).toEqual({
      output: inNode.output,
      errors: inNode.errors.map((error) => JSON.stringify(error)),
    });
    expect(inBrowser.output).toContain(
      '<h1>Tees &amp; &lt;Tops&gt;</h1>\n<p>A</p><hr><p>B</p>\ntwo 42 ["x","y"]',
    );
    expect(inBrowser.errors).toEqual([
      JSON.stringify({
        category: 'engine',
        message: "Attempt to apply partial 'nope' which could not be found.",
        line: 4,
        column: 25,
      }),
    ]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
  });
});
