// @vitest-environment happy-dom
import {
  ApiError,
  createErrorReporter,
  describeThrown,
  ERROR_REPORTER_LIMITS,
  type ErrorReport,
  errorCategoryOf,
  installErrorHandlers,
  MAX_ERROR_BATCH_BYTES,
  toErrorEvent,
} from '@storefront-widgets/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSender } from './helpers/fakeSender';
import { memoryJar } from './helpers/memoryJar';

const report = (
  message: string,
  stack: string | null = `Error: ${message}\n    at f (app.js:1:1)`,
): ErrorReport => ({
  kind: 'uncaughtError',
  message,
  stack,
});

describe('faults and refusals', () => {
  it.each([
    [
      'a 400 validation answer (a declined captcha too)',
      new ApiError({ status: 400, message: 'x' }),
      'refusal',
    ],
    ['a 409 (another currency in the cart)', new ApiError({ status: 409, message: 'x' }), 'refusal'],
    ['a 422', new ApiError({ status: 422, message: 'x' }), 'refusal'],
    ['a 429 (too many tries)', new ApiError({ status: 429, message: 'x', isRateLimited: true }), 'refusal'],
    [
      'an unchosen option',
      { id: 'addToCart.selectOption', message: 'Please select the Color option.' },
      'refusal',
    ],
    ['a 401', new ApiError({ status: 401, message: 'x' }), 'fault'],
    ['a rejected crumb', new ApiError({ status: 403, message: 'x', isCrumbFail: true }), 'fault'],
    ['a 404', new ApiError({ status: 404, message: 'x' }), 'fault'],
    ['a 500', new ApiError({ status: 500, message: 'x' }), 'fault'],
    ['no answer', new ApiError({ status: 0, message: 'x', isNetworkError: true }), 'fault'],
    [
      'a 400 whose body is not JSON',
      new ApiError({ status: 400, message: 'x', isInvalidResponse: true }),
      'fault',
    ],
    ['a thrown error', new TypeError('x is undefined'), 'fault'],
  ])('%s is a %s', (_what, error, category) => {
    expect(errorCategoryOf(error)).toBe(category);
  });
});

describe('error reporter (storefront §7, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 2) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (options: { fail?: unknown; crumb?: string } = {}) => {
    const sender = fakeSender(options.fail === undefined ? {} : { fail: options.fail });
    const jar = memoryJar(options.crumb === undefined ? { crumb: 'crumb-123' } : { crumb: options.crumb });
    const reporter = createErrorReporter({ sender, jar, pageUrl: () => 'https://shop.test/p' });
    return { reporter, sender };
  };

  it('the limits are the spec’s: 20 reports, 10 queued, 5000-character stacks, 1 s debounce', () => {
    expect(ERROR_REPORTER_LIMITS).toEqual({
      maxReports: 20,
      maxQueued: 10,
      maxStackLength: 5000,
      debounceMs: 1000,
    });
  });

  it('sends 1 s after the last report, as a list of events with the CSRF header from the crumb cookie', async () => {
    const { reporter, sender } = setup();
    reporter.report(report('a'));
    await vi.advanceTimersByTimeAsync(999);
    reporter.report(report('b'));
    await vi.advanceTimersByTimeAsync(999);
    expect(sender.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sender.sent).toHaveLength(1);
    const [sent] = sender.sent;
    expect(sent?.url).toBe('/api/events/RecordJavascriptErrors');
    expect(sent?.options?.headers).toEqual({ 'X-CSRF-Token': 'crumb-123' });
    const events = sent?.body as Array<{ event: string; data: string; timestamp: number }>;
    expect(events.map((e) => e.event)).toEqual(['uncaughtError', 'uncaughtError']);
    expect(events.map((e) => e.timestamp)).toEqual([Date.UTC(2026, 0, 2), Date.UTC(2026, 0, 2) + 999]);
    expect(JSON.parse(events[0]?.data ?? '{}')).toMatchObject({ message: 'a', url: 'https://shop.test/p' });
  });

  it('keeps at most 10 queued and sends at most 20 per page', async () => {
    const { reporter, sender } = setup();
    for (let i = 0; i < 15; i += 1) reporter.report(report(`first ${i}`));
    expect(reporter.getState()).toEqual({ sent: 0, queued: 10, sentRefusals: 0, dropped: 5 });
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 15; i += 1) reporter.report(report(`second ${i}`));
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 5; i += 1) expect(reporter.report(report(`third ${i}`))).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sender.sent.map((s) => (s.body as unknown[]).length)).toEqual([10, 10]);
    expect(reporter.getState()).toEqual({ sent: 20, queued: 0, sentRefusals: 0, dropped: 15 });
  });

  it('sends each report with its category, a fault unless it says otherwise', async () => {
    const { reporter, sender } = setup();
    reporter.report(report('crash'));
    reporter.report({
      kind: 'widgetError',
      message: 'Please select the Size and Color options.',
      stack: null,
      widget: 'add-to-cart',
      category: 'refusal',
    });
    await vi.advanceTimersByTimeAsync(1000);
    const events = sender.sent[0]?.body as Array<{ data: string }>;
    expect(events.map((event) => JSON.parse(event.data).category)).toEqual(['fault', 'refusal']);
    expect(reporter.getState()).toMatchObject({ sent: 2, sentRefusals: 1 });
  });

  it("a shopper's refusals never use up the reports a fault needs", async () => {
    const { reporter, sender } = setup();
    const refusal = (i: number): ErrorReport => ({
      kind: 'widgetError',
      message: `Quantity must be a whole number ${i}`,
      stack: null,
      widget: 'add-to-cart',
      category: 'refusal',
    });
    for (let i = 0; i < 20; i += 1) {
      reporter.report(refusal(i));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(reporter.report(refusal(20))).toBe(false);
    // The page's twenty faults are all still there.
    for (let i = 0; i < 10; i += 1) expect(reporter.report(report(`fault ${i}`))).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    const last = sender.sent.at(-1)?.body as Array<{ data: string }>;
    expect(last.map((event) => JSON.parse(event.data).category)).toEqual(Array(10).fill('fault'));
    expect(reporter.getState()).toEqual({ sent: 30, queued: 0, sentRefusals: 20, dropped: 1 });
  });

  it('splits a send so no body passes the backend’s 16 KB beacon limit, and loses no report', async () => {
    const { reporter, sender } = setup();
    // Ten reports with 5000-character stacks, some of them multi-byte: about 55 KB in one list.
    for (let i = 0; i < 10; i += 1) {
      reporter.report(report(`long ${i}`, `Error: long ${i}\n${'é'.repeat(2500)}${'x'.repeat(2490)}`));
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(MAX_ERROR_BATCH_BYTES).toBe(16 * 1024);
    expect(sender.sent.length).toBeGreaterThan(1);
    for (const sent of sender.sent) {
      expect(new TextEncoder().encode(JSON.stringify(sent.body)).length).toBeLessThanOrEqual(16 * 1024);
    }
    const messages = sender.sent.flatMap((sent) =>
      (sent.body as Array<{ data: string }>).map((event) => JSON.parse(event.data).message),
    );
    expect(messages).toEqual(Array.from({ length: 10 }, (_, i) => `long ${i}`));
    expect(reporter.getState()).toEqual({ sent: 10, queued: 0, sentRefusals: 0, dropped: 0 });
  });

  it('does not send the same error twice', async () => {
    const { reporter, sender } = setup();
    expect(reporter.report(report('same'))).toBe(true);
    expect(reporter.report(report('same'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reporter.report(report('same'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]?.body as unknown[]).toHaveLength(1);
  });

  it('truncates stacks at 5000 characters', () => {
    const event = toErrorEvent(report('long', 'x'.repeat(6000)), 'https://shop.test/', 1);
    expect(JSON.parse(event.data).stack).toHaveLength(5000);
  });

  it('never reports its own failures, and does not resend what failed', async () => {
    const failure = new TypeError('Failed to fetch');
    const { reporter, sender } = setup({ fail: failure });
    const win = new EventTarget() as unknown as Window;
    installErrorHandlers(reporter, win);
    reporter.report(report('first'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sent).toHaveLength(1);
    expect(reporter.isOwnFailure(failure)).toBe(true);
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: failure });
    win.dispatchEvent(rejection);
    win.dispatchEvent(new ErrorEvent('error', { error: failure, message: failure.message }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(sender.sent).toHaveLength(1);
    expect(reporter.getState()).toMatchObject({ sent: 1, queued: 0 });
  });

  it('reports uncaught errors and unhandled rejections from the page, not failed resource loads', async () => {
    const { reporter, sender } = setup();
    const win = new EventTarget() as unknown as Window;
    const remove = installErrorHandlers(reporter, win);
    win.dispatchEvent(
      new ErrorEvent('error', {
        error: new RangeError('bad'),
        message: 'bad',
        filename: 'https://shop.test/a.js',
        lineno: 3,
        colno: 7,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'plain reason' });
    win.dispatchEvent(rejection);
    win.dispatchEvent(new ErrorEvent('error', {}));
    await vi.advanceTimersByTimeAsync(1000);
    const events = sender.sent[0]?.body as Array<{ event: string; data: string }>;
    expect(events.map((e) => [e.event, JSON.parse(e.data).message])).toEqual([
      ['uncaughtError', 'RangeError: bad'],
      ['unhandledRejection', 'plain reason'],
    ]);
    expect(JSON.parse(events[0]?.data ?? '{}')).toMatchObject({
      source: 'https://shop.test/a.js',
      line: 3,
      column: 7,
    });
    remove();
    win.dispatchEvent(new ErrorEvent('error', { error: new Error('after'), message: 'after' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sent).toHaveLength(1);
  });

  it('flush sends the queue at once (the page is ending), keepalive', async () => {
    const { reporter, sender } = setup();
    reporter.report(report('late'));
    await reporter.flush({ keepalive: true });
    expect(sender.sent[0]?.options?.keepalive).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sent).toHaveLength(1);
  });

  it('describes anything thrown', () => {
    expect(describeThrown('unhandledRejection', { code: 1 }).message).toBe('{"code":1}');
    expect(describeThrown('unhandledRejection', undefined).message).toBe('undefined');
  });
});
