import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, findChromium, MISSING_CHROMIUM } from '../chromium.mjs';

/** Launches Debian's headless Chromium with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

// Each test file loads this module afresh, so each starts at a random place in the range: test
// files running against the same server must not share a client's rate-limit buckets.
let clients = Math.floor(Math.random() * 100_000);
/** A distinct documentation address (198.18.0.0/15, RFC 2544) per browser context. */
const nextClientAddress = () => {
  clients = (clients + 1) % (512 * 250);
  const block = Math.floor(clients / 250);
  return `198.${18 + Math.floor(block / 256)}.${block % 256}.${(clients % 250) + 1}`;
};

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/**
 * A new page in its own context (fresh cookies, so a fresh cart) that records console errors,
 * uncaught exceptions and Content-Security-Policy violations, for tests to assert none happened.
 */
export async function openPage(
  browser: Browser,
  options: {
    offline?: boolean;
    /** Let a test inject tools (axe) into pages served under the strict CSP. */
    bypassCSP?: boolean;
  } = {},
): Promise<{ page: Page; context: BrowserContext; problems: PageProblems }> {
  const context = await browser.newContext({
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
    // Its own client address, so its own rate-limit buckets (the e2e server trusts this header).
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
  });
  if (options.offline) await context.setOffline(true);
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium's 'Failed to load resource' line does not name the resource: its location does.
    const { url } = message.location();
    if (/Content Security Policy/i.test(text)) problems.cspViolations.push(text);
    else if (text.startsWith('Failed to load resource') && url)
      problems.consoleErrors.push(`${text} (${url})`);
    else problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return { page, context, problems };
}

/**
 * One Chromium for a test file: launched before its tests, closed after them.
 * @returns a getter for the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('the browser is not running: call useBrowser() at the top of the test file');
    return browser;
  };
}

/**
 * A browser context signed in as the seeded store owner through the API: its `request` reads the
 * owner's calls (`/api/dev/*`, `/api/analytics/summary`). The caller closes it.
 */
export async function signInAsOwner(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  const { context } = await openPage(browser);
  await context.request.get(`${baseUrl}/api/website`);
  const crumb = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const login = await context.request.post(`${baseUrl}/api/site-users/account/session`, {
    headers: { 'X-CSRF-Token': crumb },
    data: { email: 'owner@example.com', password: 'storefront-owner', rememberMe: false },
  });
  if (!login.ok()) {
    await context.close();
    throw new Error(`the seeded owner could not sign in (${login.status()})`);
  }
  return context;
}

/**
 * Reads a development listing (`/api/dev/*`, the owner's only) as the seeded store owner, signed
 * in through the API in a context of its own.
 */
export async function readAsOwner<T>(browser: Browser, baseUrl: string, path: string): Promise<T> {
  const context = await signInAsOwner(browser, baseUrl);
  try {
    return (await (await context.request.get(`${baseUrl}${path}`)).json()) as T;
  } finally {
    await context.close();
  }
}

/** What a healthy page records: no console error, no uncaught exception, no CSP violation. */
export const NO_PROBLEMS: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };

/** Resolves once every widget on the page has mounted (none still mounting, none failed). */
export function waitForWidgets(page: Page): Promise<void> {
  return expect
    .poll(() =>
      page.$$eval('[data-storefront-widget]', (elements) =>
        elements.every((element) => element.getAttribute('data-storefront-state') === 'mounted'),
      ),
    )
    .toBe(true);
}

/**
 * Runs `action`, then resolves once the page has had no request in flight for `quietMs`. Unlike
 * `waitForLoadState('networkidle')`, which resolves at once on a page that was idle before, this
 * waits for what the action started: the chunks a first interaction fetches, and the telemetry
 * script they add. A test that then clears cookies or goes offline knows nothing is still coming.
 */
export async function afterNetworkSettles(
  page: Page,
  action: () => Promise<void>,
  quietMs = 500,
): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => void pending.add(request);
  const ended = (request: Request) => void pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (pending.size > 0) quietSince = Date.now();
          return Date.now() - quietSince >= quietMs;
        },
        { interval: 50, timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * How long one step may wait for its condition: a locator, a navigation's load, an action. As
 * long as an `expect.poll` (vitest.e2e.config.ts), well inside a test's own timeout, so a failure
 * names the step. 5 s was too short for a page load on a loaded two-core machine.
 */
export const STEP_TIMEOUT_MS = 10_000;

/**
 * A page in a fresh context (its own cookies: its own cart, crumb and rate-limit bucket) at `url`,
 * once its widgets have mounted. Its steps fail after `STEP_TIMEOUT_MS`.
 */
export async function openMounted(browser: Browser, url: string) {
  const opened = await openPage(browser);
  opened.context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await opened.page.goto(url);
  await waitForWidgets(opened.page);
  return opened;
}

/**
 * Resolves once `locator`'s element has focus (`document.activeElement`), or fails naming what
 * has it instead: after a refused submit focus must land somewhere useful, never on `<body>`.
 */
export async function expectFocused(locator: Locator): Promise<void> {
  const describeActive = () =>
    locator.page().evaluate(() => {
      const active = document.activeElement;
      return active
        ? `${active.tagName.toLowerCase()}.${active.className} "${active.textContent?.slice(0, 40)}"`
        : 'none';
    });
  await expect
    .poll(async () =>
      (await locator.evaluate((element) => element === document.activeElement))
        ? 'focused'
        : `focus is on ${await describeActive()}`,
    )
    .toBe('focused');
}

/**
 * Resolves once what the page has loaded so far has settled on screen: its fonts and images
 * loaded (or failed), then two frames rendered. What those changed (a layout shift, an image's
 * load or error handler, a `toggle` event) has happened by then, on a fast machine or a loaded one.
 */
export function afterRendering(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Records every layout shift of the pages `page` opens from their first paint on (call it before
 * `goto`). The returned function sums them once the page has rendered (`afterRendering`),
 * shifts still queued for the observer included.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __layoutShift: () => number }).__layoutShift = () => {
      for (const entry of observer.takeRecords()) shifts.push((entry as unknown as { value: number }).value);
      return shifts.reduce((total, value) => total + value, 0);
    };
  });
  return async () => {
    await afterRendering(page);
    return page.evaluate(() => (window as unknown as { __layoutShift: () => number }).__layoutShift());
  };
}
