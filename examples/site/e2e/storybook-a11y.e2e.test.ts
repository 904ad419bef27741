// Every story of the static Storybook in real Chromium: it renders, its play function passes, the
// page logs no error, and axe-core finds no violation (layout rules such as colour contrast
// included, which happy-dom cannot check). The static build is made once per run by the e2e
// global setup (scripts/e2e/globalSetup.ts); set STORYBOOK_STATIC_DIR to reuse an existing build.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from '../../../scripts/e2e/browser';
import { readDocsIndex, readStoryIndex } from '../../../scripts/storybook/buildStorybook';
import { type StaticServer, serveStatic } from '../../../scripts/storybook/serveStatic';

const outputDir = inject('storybookDir');
// Read while the file is collected: the story ids name the tests.
const stories = await readStoryIndex(outputDir);
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe violation, reduced to what a reader needs to find and fix it. */
interface Violation {
  id: string;
  help: string;
  targets: string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
  };
}

let browser: Browser;
let server: StaticServer;
let page: Page;
/** Console errors and uncaught exceptions of the story being checked. */
let errors: string[] = [];

beforeAll(async () => {
  server = await serveStatic(outputDir);
  browser = await launchBrowser();
  // One page for every story: MSW's service worker registers once and serves the rest.
  ({ page } = await openPage(browser));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Chromium logs every 4xx/5xx answer as 'Failed to load resource'. Error stories ask the
    // reference backend for exactly those answers (and assert what the widget shows), so only
    // its `/api/*` answers are exempt; any other failed load still counts.
    if (message.text().startsWith('Failed to load resource') && new URL(url).pathname.startsWith('/api/'))
      return;
    errors.push(`${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => {
    // The mock service worker's own background update check (the browser refetches
    // mockServiceWorker.js now and then) is the stories' test harness, not a widget: a failed
    // check leaves the registered worker serving, and every story's API calls still go through it.
    if (/^Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(error.message)) return;
    errors.push(`uncaught: ${error.message}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Renders a story and waits until Storybook has rendered it and run its play function. The first
 * story loads the preview (`iframe.html`); the others are selected in that same preview, as
 * Storybook's own sidebar does (its `setCurrentStory` event): the previous story is torn down and
 * the next rendered without reloading the preview's scripts and axe for every story.
 */
async function renderStory(id: string) {
  const loaded = await page.evaluate(() =>
    Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__),
  );
  if (loaded) {
    await page.evaluate((storyId) => {
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
  } else {
    await page.goto(
      // Manual a11y mode: the addon does not run its own axe pass on top of ours.
      `${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
    );
  }
  await page.waitForFunction(
    (storyId) => {
      const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 20_000 },
  );
  // A render or play failure still ends in 'finished'; Storybook then shows its error display.
  return page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? `${document.getElementById('error-message')?.textContent ?? ''}\n${document.getElementById('error-stack')?.textContent ?? ''}`
      : null,
  );
}

/** axe-core over the story's document, scoped like the a11y addon (Storybook's own chrome excluded). */
async function axeViolations(): Promise<Violation[]> {
  // Once per loaded preview: it stays loaded from story to story.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const result = await (window as unknown as PreviewWindow).axe.run(
      {
        include: [document.body],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      // A story shows a widget, not a page: landmarks belong to the host page (as in the addon).
      { rules: { region: { enabled: false } } },
    );
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

describe('static Storybook in Chromium', () => {
  it('lists stories of every widget and primitive', () => {
    const titles = new Set(stories.map((story) => story.title));
    expect([...titles].sort()).toEqual([
      'Designers/Theming',
      'Owner/RestockSignupsPanel',
      'React/Primitives',
      'Widgets/AddToCartButton',
      'Widgets/Cart',
      'Widgets/CartPill',
      'Widgets/InstallmentPill',
      'Widgets/RestockForm',
      'Widgets/SiteForm',
    ]);
  });

  it.each(stories.map((story) => [story.id, story] as const))(
    '%s plays, logs no error and has no axe violations',
    async (id) => {
      errors = [];
      const failure = await renderStory(id);
      expect(failure, `story ${id} failed`).toBeNull();
      const violations = await axeViolations();
      expect(
        violations.map(({ id: rule, help, targets }) => `${rule}: ${help} (${targets.join(', ')})`),
        `axe violations in ${id}`,
      ).toEqual([]);
      expect(errors, `console errors in ${id}`).toEqual([]);
    },
  );

  it('gives each widget a docs page: its props, each with its data-* twin, and live controls', async () => {
    const docs = await readDocsIndex(outputDir);
    expect(docs.filter((id) => id.startsWith('widgets-')).sort()).toEqual([
      'widgets-addtocartbutton--docs',
      'widgets-cart--docs',
      'widgets-cartpill--docs',
      'widgets-installmentpill--docs',
      'widgets-restockform--docs',
      'widgets-siteform--docs',
    ]);
    await page.goto(`${server.url}/iframe.html?id=widgets-addtocartbutton--docs&viewMode=docs`);
    const table = page.locator('.docblock-argstable').first();
    await table.waitFor({ timeout: 20_000 });
    const rows = await table.locator('tbody tr').allTextContents();
    const row = (prop: string) => rows.find((text) => text.startsWith(prop)) ?? '';
    expect(row('imageSelector')).toContain('data-* twin: data-image-selector');
    expect(row('soldOutText')).toContain('data-* twin: data-sold-out-text');
    expect(row('onResult')).toContain('React only');
    // Each prop has a control: the sold-out text's 'Set string' opens a text field in its row.
    const soldOutRow = table.locator('tbody tr', { hasText: 'data-sold-out-text' });
    const setString = soldOutRow.getByRole('button', { name: 'Set string' });
    const field = soldOutRow.locator('textarea, input').first();
    // A click that lands before the docs page's controls are live opens nothing (a clean-clone run
    // waited 30 s for the field), so the button is clicked again while it shows. The field renders,
    // then renders again once the story's arg is set: text typed into the first rendering is gone,
    // so type until the field that stays holds it.
    await expect
      .poll(
        async () => {
          if (await setString.isVisible()) await setString.click({ timeout: 5_000 });
          await field.fill('Gone for now', { timeout: 5_000 });
          return field.inputValue();
        },
        { timeout: 50_000, interval: 250 },
      )
      .toBe('Gone for now');
    // The page also loads its stories' frames (each a preview of its own) while this runs.
  }, 90_000);

  it('shows each story in its state on the docs page, not the idle widget', async () => {
    await page.goto(`${server.url}/iframe.html?id=widgets-addtocartbutton--docs&viewMode=docs`);
    /** How the src of story `id`'s frame on the docs page ends. */
    const frameSrcEnd = (id: string) => `id=widgets-addtocartbutton--${id}`;
    /** The story's frame on the docs page. */
    const storyFrame = (id: string) => page.locator(`iframe[src$="${frameSrcEnd(id)}"]`);
    /**
     * Waits for the button `name` in the frame of story `id`, scrolled to before each look: frames
     * load as they near the window, and stories above can push it out of view as they render.
     * When the button never shows, the failure says what the frame shows instead (Storybook's
     * error display if its play failed) and what the page logged.
     */
    const waitForButton = async (id: string, name: string, timeout: number) => {
      const button = storyFrame(id).contentFrame().getByRole('button', { name });
      try {
        await expect
          .poll(
            async () => {
              await storyFrame(id).scrollIntoViewIfNeeded({ timeout: 20_000 });
              return button.count();
            },
            { timeout, interval: 250 },
          )
          .toBe(1);
      } catch (error) {
        const frame = page.frames().find((each) => each.url().endsWith(frameSrcEnd(id)));
        const shows = frame
          ? await frame
              .evaluate(() => {
                const texts = (selector: string) =>
                  JSON.stringify([...document.querySelectorAll(selector)].map((node) => node.textContent));
                return document.body.classList.contains('sb-show-errordisplay')
                  ? `its error display: ${document.getElementById('error-message')?.textContent ?? ''}`
                  : `the buttons ${texts('button')} and the alerts ${texts('[role=alert], [role=alertdialog]')}`;
              })
              .catch((reason: Error) => `nothing readable (${reason.message.split('\n')[0]})`)
          : 'no frame';
        throw new Error(
          `${(error as Error).message}\nThe frame shows ${shows}\nThe page logged: ${JSON.stringify(errors)}`,
        );
      }
    };
    errors = [];
    // The first story stays in the page itself, driven by the props table's controls.
    await page.locator('#storybook-docs').getByRole('button', { name: 'Add To Cart' }).first().waitFor();
    // Each of these states needs a click or a choice first: their play functions ran in the page.
    // The page boots a preview for every story frame near the window at once (eight at first, more
    // as it scrolls), and their stories play one at a time: about 20 CPU s on an idle machine, and
    // several times its 15 s of wall time beside the other e2e files and the unit run. So the
    // first state may take minutes to come.
    await waitForButton('adding', 'Adding…', 180_000);
    await waitForButton('out-of-stock', 'sold out', 60_000);
    const outOfStock = storyFrame('out-of-stock').contentFrame();
    const soldOut = outOfStock.getByRole('button', { name: 'sold out' });
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await outOfStock.getByRole('option', { name: 'Black (sold out)' }).count()).toBe(1);
  }, 300_000);

  it('serves /api/* through MSW in the static build (no server behind it)', async () => {
    await renderStory('widgets-cartpill--one-item');
    const viaWorker = await page.evaluate(async () => {
      const response = await fetch('/api/commerce/shopping-cart');
      return { status: response.status, isControlled: navigator.serviceWorker.controller !== null };
    });
    expect(viaWorker).toEqual({ status: 200, isControlled: true });
  });
});
