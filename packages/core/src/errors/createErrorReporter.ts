import { ANALYTICS_ROUTES } from '../api/analyticsRoutes';
import type { Clock } from '../clock/clock';
import { systemClock } from '../clock/clock';
import type { CookieJar } from '../cookies/cookieJar';
import { readCrumb } from '../cookies/readCookies';
import type { TelemetrySender } from '../telemetry/createTelemetrySender';
import type { ErrorCategory } from './errorCategoryOf';
import {
  batchBySize,
  ERROR_REPORTER_LIMITS,
  type ErrorReport,
  errorKey,
  type JavascriptErrorEvent,
  MAX_ERROR_BATCH_BYTES,
  toErrorEvent,
} from './errorReporterRules';

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  sender: TelemetrySender;
  /** Where the crumb (CSRF) cookie is read. */
  jar: CookieJar;
  /** Origin and prefix of the API. @default '' */
  apiBase?: string;
  /** The page's address, sent with each report. @default () => location.href */
  pageUrl?: () => string;
  /** @default systemClock */
  clock?: Clock;
  /** Current time in ms. @default Date.now */
  now?: () => number;
}

/** What the reporter has done so far. */
export interface ErrorReporterState {
  /** Reports sent (or being sent) on this page: at most 20 faults and 20 refusals. */
  sent: number;
  /** Reports waiting for the debounce. */
  queued: number;
  /** Of `sent`, the shoppers' refusals (see {@link ErrorCategory}). */
  sentRefusals: number;
  /** Reports dropped: over a cap, or a repeat of one already reported. */
  dropped: number;
}

/** The page's error reporter. */
export interface ErrorReporter {
  /** Queues a report; @returns false when it was dropped (a repeat, the queue full, the page's 20 used). */
  report(report: ErrorReport): boolean;
  /** Sends the queue now (the page is ending); resolves when the send has settled. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Whether an error is one of the reporter's own failures (never reported). */
  isOwnFailure(error: unknown): boolean;
  getState(): ErrorReporterState;
}

/**
 * Creates the error reporter: reports go to RecordJavascriptErrors as a list of
 * events with the CSRF header from the crumb cookie, sent 1 s after the last report; at most 10
 * wait and at most 20 are sent per page, faults and shoppers' refusals counted apart; a repeat of
 * an error already reported is dropped, and the reporter's own failures are never reported.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { sender, jar, apiBase = '', clock = systemClock } = options;
  const now = options.now ?? Date.now;
  const pageUrl = options.pageUrl ?? (() => globalThis.location?.href ?? '');
  const { maxReports, maxQueued, debounceMs } = ERROR_REPORTER_LIMITS;
  const seen = new Set<string>();
  const ownFailures = new WeakSet<object>();
  let queue: { category: ErrorCategory; event: JavascriptErrorEvent }[] = [];
  const sentBy: Record<ErrorCategory, number> = { fault: 0, refusal: 0 };
  let dropped = 0;
  let timer: unknown = null;

  const flush = async ({ keepalive = false } = {}) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const events = queue.map(({ event }) => event);
    for (const { category } of queue) sentBy[category] += 1;
    queue = [];
    const crumb = readCrumb(jar);
    // Each body within the backend's beacon limit: one list of ten long stacks would be refused whole.
    await Promise.all(
      batchBySize(events, MAX_ERROR_BATCH_BYTES).map(async (batch) => {
        try {
          await sender.post(
            `${apiBase}${ANALYTICS_ROUTES.javascriptErrors}`,
            { json: batch },
            {
              headers: crumb ? { 'X-CSRF-Token': crumb } : {},
              keepalive,
            },
          );
        } catch (error) {
          // Never reported: a failing report must not report itself, and the events are not
          // resent (the server may have stored them before failing).
          if (error && typeof error === 'object') ownFailures.add(error);
        }
      }),
    );
  };

  return {
    report(report) {
      const key = errorKey(report);
      const category = report.category ?? 'fault';
      const queued = queue.filter((entry) => entry.category === category).length;
      if (seen.has(key) || sentBy[category] + queued >= maxReports || queued >= maxQueued) {
        dropped += 1;
        return false;
      }
      seen.add(key);
      queue.push({ category, event: toErrorEvent(report, pageUrl(), now()) });
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => void flush(), debounceMs);
      return true;
    },
    flush,
    isOwnFailure: (error) => typeof error === 'object' && error !== null && ownFailures.has(error),
    getState: () => ({
      sent: sentBy.fault + sentBy.refusal,
      queued: queue.length,
      sentRefusals: sentBy.refusal,
      dropped,
    }),
  };
}
