// `npm run bench:first-click`: how long a shopper waits, after clicking Add To Cart, to see
// "Adding…" (issue 28), on the example store's poster page in headless Chromium with its CPU
// throttled 4× through the DevTools protocol (Emulation.setCPUThrottlingRate).
//
// Each run opens the page in a fresh context (a first-time visitor) and holds the drop-in's
// interactive chunk (the HTTP client) back until the first click has been made, so the first
// click lands before that chunk has arrived, as on a slow network; it then clicks a second time
// once the first add has finished. For each click it prints the time from the click event to the
// frame after the button first says "Adding…" (an in-page observer: requestAnimationFrame, then a
// task, so the frame has been produced), the click's Event Timing duration (input to next paint),
// and the INP values web-vitals (the library the telemetry uses) reported for the page.
// `RUNS=n` sets the number of pages (default 5). Needs `npm run build` and Chromium
// (scripts/chromium.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './chromium.mjs';
import { startSiteServer } from './siteServer.mjs';

/** CPU slowdown Chromium applies (1 = none). */
const CPU_THROTTLING = 4;
/** Pages measured; each gives one first click and one later click. */
const RUNS = Number(process.env.RUNS ?? 5);
const PAGE = '/products/poster';
/** Goals of issue 28, in ms. */
const GOALS = { first: 100, later: 50 };
const TIMEOUT_MS = 30_000;
const BUTTON = '[data-storefront-widget="add-to-cart"] button';

for (const file of ['examples/site/dist/server.js', 'packages/embed/dist/storefront.js']) {
  if (!existsSync(file)) {
    console.error(`bench:first-click needs a build, and ${file} is missing. Run: npm run build`);
    process.exit(1);
  }
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}
// The package's classic-script build (beside its entry; its exports map names no such subpath).
const WEB_VITALS = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

/**
 * Runs in the page before its scripts: records, for each click on an add-to-cart button, the
 * click event's time and when the frame after "Adding…" first showed; every click's Event Timing
 * entry; and web-vitals' INP reports (every change).
 */
function harness() {
  const state = { clicks: [], events: [], inp: [] };
  window.__firstClick = state;
  document.addEventListener(
    'click',
    (event) => {
      const block = event.target instanceof Element ? event.target.closest('[data-storefront-widget]') : null;
      if (!block) return;
      const record = { start: event.timeStamp, painted: null };
      state.clicks.push(record);
      const shown = () => /Adding/.test(block.querySelector('button')?.textContent ?? '');
      const paint = () =>
        requestAnimationFrame(() =>
          setTimeout(() => {
            record.painted = performance.now();
          }, 0),
        );
      if (shown()) return paint();
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        paint();
      });
      observer.observe(block, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click') state.events.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('DOMContentLoaded', () =>
    window.webVitals.onINP((metric) => state.inp.push(Math.round(metric.value)), { reportAllChanges: true }),
  );
}

/** One page: the first click (interactive chunk held back) and a later one. */
async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  let releaseInteractive = () => {};
  const clicked = new Promise((resolve) => {
    releaseInteractive = resolve;
  });
  let heldBack = false;
  await page.route(/\/chunks\/interactive-[\w-]+\.js$/, async (route) => {
    heldBack = true;
    await clicked;
    await route.continue();
  });
  // An init script may run wrapped in a function: its `var webVitals` is made a global.
  await page.addInitScript({ content: `${WEB_VITALS}\nwindow.webVitals = webVitals;` });
  await page.addInitScript(harness);
  try {
    await page.goto(url);
    await page.waitForSelector('[data-storefront-widget="add-to-cart"][data-storefront-state="mounted"]', {
      timeout: TIMEOUT_MS,
    });
    const button = page.locator(BUTTON).first();
    /** Waits until click `index` has painted "Adding…" and its add has finished (the label is back). */
    const settled = async (index) => {
      await page.waitForFunction((n) => window.__firstClick.clicks[n]?.painted != null, index, {
        timeout: TIMEOUT_MS,
      });
      await page.waitForFunction(
        (selector) => !/Adding/.test(document.querySelector(selector)?.textContent ?? ''),
        BUTTON,
        { timeout: TIMEOUT_MS },
      );
    };
    await button.click();
    releaseInteractive();
    await settled(0);
    await page.waitForTimeout(500);
    await button.click();
    await settled(1);
    // With reportAllChanges, web-vitals reports each interaction that raises INP, once idle.
    await page.waitForTimeout(300);
    const { clicks, events, inp } = await page.evaluate(() => window.__firstClick);
    const [first, later] = clicks;
    const eventOf = (click) =>
      events.find((entry) => Math.abs(entry.start - click.start) < 1)?.duration ?? null;
    return {
      heldBack,
      first: { painted: first.painted - first.start, event: eventOf(first) },
      later: { painted: later.painted - later.start, event: eventOf(later) },
      inp,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value == null ? '—' : `${value.toFixed(1)}`);

const load = loadavg().map((n) => n.toFixed(2));
const server = await startSiteServer(['--memory', '--seed']);
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
const results = [];
try {
  for (let run = 0; run < RUNS; run += 1) results.push(await measure(browser, `${server.url}${PAGE}`));
} finally {
  await browser.close();
  await server.stop();
}

console.log(`command:   npm run bench:first-click
node:      ${process.version}
cpu:       ${cpus()[0]?.model.trim()} × ${cpus().length} (load average at start: ${load.join(' ')})
setup:     headless Chromium, CPU throttled ${CPU_THROTTLING}× (DevTools protocol), ${PAGE} of the example store
           (memory storage), ${RUNS} fresh pages; the first click before the interactive chunk has arrived
`);
console.log(
  '| run | first click: to "Adding…" painted | Event Timing | later click: to "Adding…" painted | Event Timing | INP reports (web-vitals) |',
);
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
results.forEach((result, index) => {
  console.log(
    `| ${index + 1} | ${ms(result.first.painted)} ms | ${ms(result.first.event)} ms | ${ms(result.later.painted)} ms | ${ms(result.later.event)} ms | ${result.inp.join(', ') || '—'} ms |`,
  );
});
const firstMedian = median(results.map((result) => result.first.painted));
const laterMedian = median(results.map((result) => result.later.painted));
console.log(
  `| median | ${ms(firstMedian)} ms (goal ≤ ${GOALS.first}) | | ${ms(laterMedian)} ms (goal ≤ ${GOALS.later}) | | |`,
);
if (results.some((result) => !result.heldBack)) {
  console.log('\nNote: a page fetched no interactive chunk to hold back; its first click was not before it.');
}
console.log('\nThe machine is shared (2 cores): compare the two clicks within one run, not across runs.');
