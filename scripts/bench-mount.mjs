// `npm run bench:mount`: how long the drop-in takes to make 200 add-to-cart blocks live (issue 6),
// next to a vanilla-JS baseline that binds the same 200 buttons, in Debian's headless Chromium.
//
// It starts the built example site (memory storage) on a free port, and its own small HTTP server
// on 127.0.0.1 that serves the two bench pages and proxies everything else (/assets, /api) to the
// site. Each page is loaded RUNS times, interleaved, in a fresh tab of a per-variant browser
// context (so the HTTP cache is warm after the first, untimed load). An inline harness records
// performance.now() (ms since navigation start) when every block is mounted with its button wired.
// A last, untimed load of each page clicks all 200 buttons and checks each one responds.
//
// Options: `RUNS=n` timed loads per page (default 15). `--against DIR` adds a third page, the same
// blocks under the drop-in build in DIR (a copy of an earlier packages/embed/dist), interleaved
// with the others: a before/after comparison in one run, under one machine state. `--profile DIR`
// ends with one more warm load of each page under the DevTools protocol: a CPU profile
// (DIR/<page>.cpuprofile, 100 µs sampling; read it with scripts/bench/profile-top.mjs) and the
// page's script, style and layout time (Performance.getMetrics) until every block was ready.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { BASELINE_SCRIPT, benchPage, extractAddToCartBlock, READY_SELECTOR } from './bench/mountPages.mjs';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from './chromium.mjs';
import { startSiteServer } from './siteServer.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE_SERVER = join(ROOT, 'examples/site/dist/server.js');
const DROP_IN = join(ROOT, 'packages/embed/dist/storefront.js');

/** Add-to-cart blocks on each page. */
const BLOCKS = 200;
/** Timed loads per page (after one untimed, cold-cache load). */
const RUNS = Number(process.env.RUNS ?? 15);
/** `--against DIR`: an earlier drop-in build to load as a third page. */
const AGAINST = optionValue('--against');
/** `--profile DIR`: where the CPU profiles go. */
const PROFILE_DIR = optionValue('--profile');
/** One page load may take this long before the run fails. */
const PAGE_TIMEOUT_MS = 30_000;
/**
 * The whole run is killed after this long, whatever happens: 15 s for each load (the timed ones,
 * the cold one, the click check and the profile) and a minute to start, 5 minutes at least.
 */
const RUN_LIMIT_MS = Math.max(300_000, 60_000 + (AGAINST ? 3 : 2) * (RUNS + 3) * 15_000);

/** The value after `flag` on the command line, as an absolute path, if the flag is there. */
function optionValue(flag) {
  const at = process.argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`bench:mount: ${flag} needs a directory`);
    process.exit(2);
  }
  return resolve(value);
}

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`bench:mount: RUNS must be a whole number of 1 or more, not "${process.env.RUNS}"`);
  process.exit(2);
}
for (const file of [SITE_SERVER, DROP_IN, ...(AGAINST ? [join(AGAINST, 'storefront.js')] : [])]) {
  if (!existsSync(file)) {
    console.error(`bench:mount needs a build, and ${file} is missing. Run: npm run build`);
    process.exit(1);
  }
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(MISSING_CHROMIUM);
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let site;
/** @type {import('playwright-core').Browser | undefined} */
let browser;
/** @type {import('node:http').Server | undefined} */
let pageServer;
function cleanUp() {
  if (site && site.exitCode === null) site.kill('SIGTERM');
  pageServer?.close();
}
process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`bench:mount: gave up after ${RUN_LIMIT_MS / 1000} s`);
  void browser?.close();
  process.exit(1);
}, RUN_LIMIT_MS).unref();

/** Starts the built example site with memory storage; resolves its origin. */
async function startSite() {
  const server = await startSiteServer(['--memory']);
  site = server.process;
  // It listens on 127.0.0.1 and prints http://localhost:PORT.
  return server.url.replace('//localhost:', '//127.0.0.1:');
}

/** One add-to-cart block per catalogue product, cut from the site's own product pages. */
async function loadBlocks(siteOrigin) {
  const response = await fetch(`${siteOrigin}/api/commerce/products`);
  if (!response.ok) throw new Error(`GET /api/commerce/products answered ${response.status}`);
  const { products } = await response.json();
  const blocks = [];
  for (const product of products) {
    const page = await fetch(`${siteOrigin}/products/${product.urlSlug}`);
    if (!page.ok) throw new Error(`GET /products/${product.urlSlug} answered ${page.status}`);
    blocks.push({
      productId: product.id,
      name: product.name,
      block: extractAddToCartBlock(await page.text()),
    });
  }
  return blocks;
}

/**
 * Answers a static file as the example site does (examples/site/src/registerSite.ts): its
 * Cache-Control, an ETag of its bytes, and a 304 without the body when the browser's copy matches.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | Buffer} body
 * @param {string} type
 * @param {string} cacheControl
 */
function sendStatic(req, res, body, type, cacheControl) {
  const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
  const headers = { 'Cache-Control': cacheControl, ETag: etag };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Type': `${type}; charset=utf-8` });
  return res.end(body);
}

/** The site's rule (`cacheControlOf` in examples/site/src/registerSite.ts): hashed chunks are kept a year. */
const cacheControlOf = (path) =>
  /(^|\/)chunks\/[^/]+\.js$/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Serves the bench pages and proxies every other path to the example site. */
function startPageServer(siteOrigin, blocks) {
  const target = new URL(siteOrigin);
  /** @type {Record<string, string>} */
  const pages = {
    '/bench/widgets.html': benchPage({ blocks, count: BLOCKS, variant: 'widgets' }),
    '/bench/baseline.html': benchPage({ blocks, count: BLOCKS, variant: 'baseline' }),
  };
  if (AGAINST)
    pages['/bench/against.html'] = benchPage({
      blocks,
      count: BLOCKS,
      variant: 'widgets',
      dropIn: '/against/storefront.js',
    });
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const page = pages[path];
    if (page) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end(page);
    }
    if (AGAINST && path.startsWith('/against/')) {
      // The earlier build, served as the site serves the current one.
      const file = resolve(AGAINST, `.${path.slice('/against'.length)}`);
      if (!file.startsWith(`${AGAINST}/`) || !existsSync(file)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('not found');
      }
      const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
      return sendStatic(req, res, readFileSync(file), type, cacheControlOf(path));
    }
    if (path === '/bench/baseline.js') {
      // Cached as the site caches the drop-in's loader (asked for again, 304 while unchanged), so
      // neither side is favoured; the baseline has no chunks.
      return sendStatic(req, res, BASELINE_SCRIPT, 'text/javascript', 'no-cache');
    }
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy error: ${error.message}`);
    });
    req.pipe(upstream);
  });
  pageServer = server;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

/**
 * Loads one page in a fresh tab and returns the harness's readiness time and DOMContentLoaded.
 * @param {import('playwright-core').BrowserContext} context
 */
async function loadOnce(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A 404 chunk or a logged mount failure would make the timing meaningless.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(() => window.__bench?.ready !== undefined, undefined, {
      timeout: PAGE_TIMEOUT_MS,
    });
    const timing = await page.evaluate(() => {
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType('navigation')
      );
      return {
        ready: window.__bench.ready,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? Number.NaN,
        failed: document.querySelectorAll('[data-storefront-state="error"]').length,
      };
    });
    if (timing.failed) throw new Error(`${timing.failed} blocks failed to mount on ${url}`);
    if (errors.length) throw new Error(`page errors on ${url}: ${errors.join('; ')}`);
    return timing;
  } finally {
    await page.close();
  }
}

/**
 * Untimed check that "interactive" is real: clicks every button and waits until each block
 * answered. API calls are aborted, so nothing reaches the cart and every widget ends in its
 * failure or validation path (a `storefront:error` naming the block); the baseline marks the button.
 * @param {import('playwright-core').Browser} chromiumBrowser
 */
async function checkButtonsRespond(chromiumBrowser, url) {
  const context = await chromiumBrowser.newContext();
  try {
    await context.route('**/api/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await page.waitForFunction(() => window.__bench?.ready !== undefined, undefined, {
      timeout: PAGE_TIMEOUT_MS,
    });
    return await page.evaluate(async (total) => {
      const blocks = [...document.querySelectorAll('[data-storefront-widget="add-to-cart"]')];
      const answered = new Set();
      document.addEventListener('storefront:error', (event) => {
        const element = /** @type {CustomEvent} */ (event).detail?.element;
        if (element) answered.add(element);
      });
      // A sold-out block's button is disabled by design (it shows the sold-out text): that is
      // its correct answer, on both pages, so it counts without a click.
      const button = (block) => block.querySelector('.sf-add-to-cart__button');
      for (const block of blocks) {
        if (button(block)?.disabled) answered.add(block);
        else button(block)?.click();
      }
      const deadline = performance.now() + 10_000;
      while (performance.now() < deadline) {
        for (const block of blocks) {
          const status = button(block)?.getAttribute('data-status');
          if (status && status !== 'idle') answered.add(block);
        }
        if (answered.size >= total) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { blocks: blocks.length, answered: answered.size };
    }, BLOCKS);
  } finally {
    await context.close();
  }
}

/** Each page's name in the table. */
const LABELS = {
  widgets: `drop-in (storefront.js), ${BLOCKS} blocks`,
  against: `earlier drop-in (--against), ${BLOCKS} blocks`,
  baseline: `vanilla-JS baseline, ${BLOCKS} blocks`,
};

/**
 * One more warm load of each page under the DevTools protocol: a CPU profile (written to
 * PROFILE_DIR) and Chromium's own counters of script, style and layout time, until ready.
 * @param {Record<string, import('playwright-core').BrowserContext>} contexts
 * @param {Record<string, string>} urls
 * @param {string[]} variants
 */
async function profilePages(contexts, urls, variants) {
  mkdirSync(/** @type {string} */ (PROFILE_DIR), { recursive: true });
  const profiles = [];
  for (const variant of variants) {
    const page = await contexts[variant].newPage();
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.start');
      await page.goto(urls[variant], { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
      await page.waitForFunction(() => window.__bench?.ready !== undefined, undefined, {
        timeout: PAGE_TIMEOUT_MS,
      });
      const { profile } = await cdp.send('Profiler.stop');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const ready = await page.evaluate(() => window.__bench.ready);
      const file = join(/** @type {string} */ (PROFILE_DIR), `${variant}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      profiles.push({
        variant,
        file,
        ready,
        profile,
        metrics: Object.fromEntries(metrics.map((m) => [m.name, m.value])),
      });
    } finally {
      await page.close();
    }
  }
  return profiles;
}

/**
 * Prints, per profiled page: its readiness time, Chromium's script / style / layout counters, and
 * the profile's sampled time split into the page's own JavaScript (and DOM calls from it), garbage
 * collection, and native work no function is charged with (parsing, style, layout, painting).
 */
function printProfiles(profiles) {
  console.log('');
  console.log(`Profiles (one more warm load of each page, 100 µs sampling; files in ${PROFILE_DIR}):`);
  for (const { variant, file, ready, profile, metrics } of profiles) {
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const buckets = { script: 0, gc: 0, native: 0, idle: 0 };
    /** @type {Map<string, number>} */
    const self = new Map();
    // Samples up to the ready moment only: the profiler and the page count on the same monotonic
    // clock (µs and s), so navigation start + ready is the end, when it falls within the profile.
    const readyAt = metrics.NavigationStart * 1e6 + ready * 1000;
    const isClipped = readyAt > profile.startTime && readyAt <= profile.endTime;
    let time = profile.startTime;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      time += delta;
      if (isClipped && time > readyAt) return;
      const { functionName, url, lineNumber } = nodes.get(id).callFrame;
      if (functionName === '(idle)') buckets.idle += delta;
      else if (functionName === '(garbage collector)') buckets.gc += delta;
      else if (functionName === '(program)' || functionName === '(root)') buckets.native += delta;
      else {
        buckets.script += delta;
        const place = url ? `${new URL(url).pathname.split('/').pop()}:${lineNumber + 1}` : '(native)';
        const key = `${functionName || '(anonymous)'} ${place}`;
        self.set(key, (self.get(key) ?? 0) + delta);
      }
    });
    const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`;
    const s = (seconds) => `${(seconds * 1000).toFixed(0)} ms`;
    console.log(`  ${LABELS[variant]}: ready at ${ready.toFixed(0)} ms (${file})`);
    console.log(
      `    Chromium counters (until the harness reported ready, a little after it): script ${s(metrics.ScriptDuration)}, style ${s(metrics.RecalcStyleDuration)} (${metrics.RecalcStyleCount} recalcs), layout ${s(metrics.LayoutDuration)} (${metrics.LayoutCount} layouts), all tasks ${s(metrics.TaskDuration)}`,
    );
    console.log(
      `    profile ${isClipped ? 'from its start to ready' : 'as a whole (ready not placed on its clock)'}: JavaScript and its DOM calls ${ms(buckets.script)}, garbage collection ${ms(buckets.gc)}, native (parse, style, layout, paint) ${ms(buckets.native)}, idle ${ms(buckets.idle)}`,
    );
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`    most self time: ${top.map(([key, micros]) => `${key} ${ms(micros)}`).join('; ')}`);
  }
}

const median = (values) => percentile(values, 0.5);
/** Nearest-rank percentile. */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const command = process.env.npm_lifecycle_event
  ? `npm run ${process.env.npm_lifecycle_event}`
  : `node ${process.argv.slice(1).join(' ')}`;
const startLoad = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');

let exitCode = 0;
try {
  process.stderr.write('bench:mount: starting the example site…\n');
  const siteOrigin = await startSite();
  const blocks = await loadBlocks(siteOrigin);
  const origin = await startPageServer(siteOrigin, blocks);
  browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  /** @type {('widgets' | 'against' | 'baseline')[]} */
  const variants = AGAINST ? ['widgets', 'against', 'baseline'] : ['widgets', 'baseline'];
  /** @type {Record<string, import('playwright-core').BrowserContext>} */
  const contexts = {};
  /** @type {Record<string, string>} */
  const urls = {};
  /** @type {Record<string, { cold: number; ready: number[]; dcl: number[] }>} */
  const results = {};
  for (const variant of variants) {
    contexts[variant] = await browser.newContext();
    urls[variant] = `${origin}/bench/${variant}.html`;
    results[variant] = { cold: 0, ready: [], dcl: [] };
  }
  for (const variant of variants)
    results[variant].cold = (await loadOnce(contexts[variant], urls[variant])).ready;
  for (let run = 1; run <= RUNS; run++) {
    process.stderr.write(`  run ${run}/${RUNS}\r`);
    // Interleaved, each page first in turn, so a burst of load from other work on the machine
    // hits every page alike.
    const shift = run % variants.length;
    for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
      const timing = await loadOnce(contexts[variant], urls[variant]);
      results[variant].ready.push(timing.ready);
      results[variant].dcl.push(timing.domContentLoaded);
    }
  }
  process.stderr.write('\n');
  /** @type {Record<string, { blocks: number; answered: number }>} */
  const checks = {};
  for (const variant of variants) checks[variant] = await checkButtonsRespond(browser, urls[variant]);
  const profiles = PROFILE_DIR ? await profilePages(contexts, urls, variants) : [];
  const version = browser.version();
  await browser.close();

  const rows = [
    [
      'page',
      'median ms',
      'p90 ms',
      'min ms',
      'max ms',
      'cold 1st ms',
      'DCL median ms',
      'ready − DCL (median) ms',
      'buttons respond',
    ],
  ];
  for (const variant of variants) {
    const { ready, dcl, cold } = results[variant];
    const check = checks[variant];
    rows.push([
      LABELS[variant],
      median(ready).toFixed(1),
      percentile(ready, 0.9).toFixed(1),
      Math.min(...ready).toFixed(1),
      Math.max(...ready).toFixed(1),
      cold.toFixed(1),
      median(dcl).toFixed(1),
      median(ready.map((value, index) => value - (dcl[index] ?? 0))).toFixed(1),
      `${check.answered}/${check.blocks}`,
    ]);
    if (check.answered !== BLOCKS || check.blocks !== BLOCKS) exitCode = 1;
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const ratioLine = (variant) =>
    `ratio ${variant === 'widgets' ? 'drop-in' : 'earlier drop-in'} / baseline (medians): ${(median(results[variant].ready) / median(results.baseline.ready)).toFixed(2)}×  (+${(median(results[variant].ready) - median(results.baseline.ready)).toFixed(1)} ms); minimums ${(Math.min(...results[variant].ready) / Math.min(...results.baseline.ready)).toFixed(2)}×`;
  const cpu = cpus();

  console.log('');
  console.log(`command:   ${command}`);
  console.log(`chromium:  ${version} (${executablePath}, headless)`);
  console.log(`node:      ${process.version}`);
  console.log(
    `cpu:       ${cpu[0]?.model ?? 'unknown'} × ${cpu.length} cores (load average at start: ${startLoad})`,
  );
  console.log(
    `setup:     ${RUNS} timed loads per page (fresh tab each, warm HTTP cache, after 1 untimed cold load), interleaved;`,
  );
  console.log(
    `           time = performance.now() from navigation start until all ${BLOCKS} blocks have data-storefront-state="mounted"`,
  );
  console.log(
    '           and a wired button (data-status); example site with --memory behind a 127.0.0.1 proxy; blocks cut from',
  );
  console.log(`           the site's product pages (${blocks.length} products, repeated; ids made unique)`);
  console.log('');
  console.log(line(rows[0]));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  for (const variant of variants) if (variant !== 'baseline') console.log(ratioLine(variant));
  if (AGAINST)
    console.log(
      `drop-in / earlier drop-in (medians): ${(median(results.widgets.ready) / median(results.against.ready)).toFixed(2)}×  (earlier build: ${AGAINST})`,
    );
  console.log(
    '"buttons respond": an untimed extra load clicks all enabled buttons (API calls aborted) and counts the blocks',
  );
  console.log(
    'that answered (widget: storefront:error / data-status change; baseline: its listener ran); a sold-out',
  );
  console.log("block's disabled button is its correct answer and counts as responding.");
  console.log('Note: the machine is shared with other work (2 cores); compare the two pages within one run.');
  console.log(`Readiness selector: ${READY_SELECTOR}`);
  if (profiles.length) printProfiles(profiles);
  if (exitCode) console.log('\n!!! INVALID RUN: not every button responded to a click !!!');
} catch (error) {
  console.error(`bench:mount failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  exitCode = 1;
  await browser?.close().catch(() => {});
} finally {
  cleanUp();
}
process.exit(exitCode);
