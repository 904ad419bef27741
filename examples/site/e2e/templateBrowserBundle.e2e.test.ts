import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@storefront-widgets/template';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../../../scripts/e2e/browser';

const browser = useBrowser();
/** The browser build as a site serves it: the entry and its family chunks, side by side. */
const DIST = 'packages/template/dist/browser';
const ENTRY = 'storefront-template.js';
const ORIGIN = 'http://template.test';

/** Core, i18n (money, datetime, message), date, social (comments, calendar) and content (image). */
const TEMPLATE = `<h1>{title|html}</h1>
{.repeated section items}{@|apply card}{.alternates with}<hr>{.end}
{.equal? count 2}two{.or}other{.end} {.eval 6 * 7} {tags|json}
{added|date %A %d %B %Y} {added|datetime date:long}
{.section post}{@|comment-count}{.comments?}, open{.or}, closed{.end}{.end}
{event|google-calendar-url}
<img{photo|image-srcset}>
{.section missing}{.end}{@|apply nope}`;
const OPTIONS = {
  data: {
    title: 'Tees & <Tops>',
    items: [
      { name: 'A', price: { value: '199950', currency: 'EUR' } },
      { name: 'B', price: { value: '12', currency: 'JPY' } },
    ],
    tags: ['x', 'y'],
    count: 2,
    added: 1_690_000_000_000,
    post: { publicCommentCount: 3, commentState: 1, fullUrl: '/blog/post' },
    event: { title: 'Launch & party', startDate: 1_700_000_000_000, endDate: 1_700_010_800_000 },
    photo: { assetUrl: '/a.jpg', systemDataVariants: '100w,300w,500w' },
  },
  partials: { card: '<p>{name|html} {price|money}</p>' },
  locale: 'de-DE',
  timeZone: 'Europe/Berlin',
  now: 1_700_000_000_000,
};

/** Every file of the build, by URL path. */
function builtFiles(): Record<string, string> {
  if (!existsSync(join(DIST, ENTRY)))
    throw new Error(`${DIST}/${ENTRY} is missing: run npm run build first.`);
  return Object.fromEntries(
    readdirSync(DIST).map((file) => [`/${file}`, readFileSync(join(DIST, file), 'utf8')]),
  );
}

describe('the browser build of @storefront-widgets/template', () => {
  it('loads its entry alone, fetches the family chunks a template names, and renders as Node does', async () => {
    const files = builtFiles();
    const { page, context, problems } = await openPage(browser());
    // A page and the build from a made-up origin, as a site serving dist/browser/ has.
    const html = `<!doctype html><title>template</title><script type="module">
      import { createBrowserTemplateEngine } from './${ENTRY}';
      window.templateEngine = createBrowserTemplateEngine();
    </script>`;
    const fetched: string[] = [];
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: html });
      const body = files[path];
      if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
      // A family chunk by its family's name (`date-CG8uTmNV.js` is `date`).
      const file = path.slice(1);
      fetched.push(file === ENTRY ? file : file.replace(/-[\w-]{8}\.js$/, ''));
      return route.fulfill({ contentType: 'text/javascript', body });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'templateEngine' in window);
    expect(fetched).toEqual([ENTRY]);

    type Engine = import('@storefront-widgets/template/browser').BrowserTemplateEngine;
    const inBrowser = await page.evaluate(
      async ([template, options]) => {
        const { templateEngine: engine } = window as unknown as { templateEngine: Engine };
        const { tree } = engine.compile(template);
        let beforeLoad = '';
        try {
          engine.render(tree, options);
        } catch (error) {
          beforeLoad = (error as Error).message;
        }
        await engine.load(tree, options.partials);
        const result = engine.render(tree, options);
        return {
          beforeLoad,
          output: result.output,
          errors: result.errors.map((error) => JSON.stringify(error)),
        };
      },
      [TEMPLATE, OPTIONS] as const,
    );
    expect(inBrowser.beforeLoad).toBe(
      '[storefront] This template needs the date, i18n, social, content formatters: await engine.load(template, partials) before render',
    );
    // `money` is the one Money reader, a chunk the i18n and commerce families share.
    expect(fetched.sort()).toEqual(['content', 'date', 'i18n', 'money', 'social', ENTRY].sort());

    const inNode = render(TEMPLATE, OPTIONS);
    expect({ output: inBrowser.output, errors: inBrowser.errors }).toEqual({
      output: inNode.output,
      errors: inNode.errors.map((error) => JSON.stringify(error)),
    });
    expect(inBrowser.output).toBe(
      [
        '<h1>Tees &amp; &lt;Tops&gt;</h1>',
        '<p>A 1.999,50\u00a0€</p><hr><p>B 12\u00a0¥</p>',
        'two 42 ["x","y"]',
        'Saturday 22 July 2023 22. Juli 2023',
        '3 Comments, open',
        'http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20party&dates=20231114T221320Z/20231115T011320Z',
        '<img srcset="/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=original 750w">',
        '',
      ].join('\n'),
    );
    expect(inBrowser.errors).toEqual([
      JSON.stringify({
        category: 'engine',
        message: "Attempt to apply partial 'nope' which could not be found.",
        line: 8,
        column: 25,
      }),
    ]);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
    await context.close();
  });
});
