// `npm run screenshots` (after `npm run build`): every page of the example store at desktop
// (1280×900) and phone (390×844) size, written to screenshots/<size>/<page>.png so anyone can look
// at what a shopper sees, then the states a page only reaches after a step, written to
// screenshots/<size>/state-<name>.png (what the window shows, not the whole page): the cart pill's
// confirmation after an add, and /contact scrolled halfway (the pill scrolled away with the
// header). The store runs on a free port with memory storage and the seed data; the visitor has
// two lines in the cart (so the pill shows), and the cart page shows them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './chromium.mjs';
import { startSiteServer } from './siteServer.mjs';

const OUT = 'screenshots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

const executablePath = findChromium();
if (!executablePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}

/** A file name for a path: '/' → 'home', '/products/tee' → 'products-tee'. */
const fileName = (path) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-'));

/** Adds an item as the page's scripts would, with the crumb header. */
async function addToCart(page, entry) {
  const status = await page.evaluate(async (item) => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
      body: JSON.stringify(item),
    });
    return response.status;
  }, entry);
  if (status !== 200) throw new Error(`adding ${entry.sku} answered ${status}`);
}

/** States reached by a step after the page has mounted (`reach`), each shot as the window shows it. */
const STATES = [
  {
    name: 'confirmation',
    path: '/products/tee',
    async reach(page) {
      await page.getByLabel('Size').selectOption('M');
      await page.getByLabel('Color').selectOption('White');
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByRole('region', { name: 'Added to cart' }).waitFor();
      // Its fade-in.
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'contact-scrolled',
    path: '/contact',
    async reach(page) {
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2),
      );
      await page.waitForTimeout(200);
    },
  },
];

/** Waits until every widget of the page has mounted (or failed, which the picture then shows). */
async function widgetsSettled(page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-storefront-widget]')].every((element) =>
        ['mounted', 'error'].includes(element.getAttribute('data-storefront-state') ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
  // Fonts, images and the pill's fade-in.
  await page.waitForTimeout(500);
}

const server = await startSiteServer(['--memory', '--seed']);
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const written = [];
try {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const links = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const paths = [
      ...new Set(['/', ...links, '/cart', '/quote', '/checkout', '/checkout/order-confirmed']),
    ].filter((path) => !path.startsWith('/assets'));
    await addToCart(page, { itemId: 'prod-tee', sku: 'TEE-S-WHT', quantity: 2 });
    await addToCart(page, {
      itemId: 'prod-engraved-mug',
      sku: 'MUG-ENGRAVED',
      quantity: 1,
      additionalFields: JSON.stringify({ engraving: 'For Ada', font: 'Serif' }),
    });
    const dir = join(OUT, size.name);
    mkdirSync(dir, { recursive: true });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await widgetsSettled(page);
      const file = join(dir, `${fileName(path)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      written.push(file);
    }
    for (const state of STATES) {
      await page.goto(`${server.url}${state.path}`);
      await widgetsSettled(page);
      await state.reach(page);
      const file = join(dir, `state-${state.name}.png`);
      await page.screenshot({ path: file });
      written.push(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${written.length} screenshots in ${OUT}/ (desktop 1280×900, phone 390×844):`);
for (const file of written) console.log(`  ${file}`);
