import type { CookieJar } from '@storefront-widgets/core/cookies';
import { createErrorReporter, describeErrorEvent } from '@storefront-widgets/core/errors';
import type { PageEndLatch, TelemetrySender } from '@storefront-widgets/core/telemetry';
import type { StorefrontEventMap } from '../api/events';

/** What {@link startErrorReports} works with, from the page's telemetry start. */
export interface ErrorReportsStart {
  sender: TelemetrySender;
  jar: CookieJar;
  apiBase: string;
  latch: PageEndLatch;
}

/**
 * Starts the page's error reporter (a chunk of its own, loaded at the page's first error): it
 * reports the page's uncaught errors, unhandled rejections and `storefront:error` events, and
 * sends what is queued when the page ends, at once if it ended while this chunk loaded.
 * @returns the handler of those events.
 */
export function startErrorReports({
  sender,
  jar,
  apiBase,
  latch,
}: ErrorReportsStart): (event: Event) => void {
  const reporter = createErrorReporter({ sender, jar, apiBase });
  const flush = () => void reporter.flush({ keepalive: true });
  latch.onPageEnd(flush);
  return (event) => {
    if (event.type === 'storefront:error') {
      const { widget, message, category } = (event as CustomEvent<StorefrontEventMap['storefront:error']>)
        .detail;
      // A page's own script may dispatch the event without a category: a fault, as before.
      reporter.report({ kind: 'widgetError', message, stack: null, widget, category: category ?? 'fault' });
    } else {
      const described = describeErrorEvent(event);
      if (described && !reporter.isOwnFailure(described.thrown)) reporter.report(described.report);
    }
    // Ended while this chunk loaded: the queue replayed in this task goes out in one send.
    if (latch.ended) queueMicrotask(flush);
  };
}
