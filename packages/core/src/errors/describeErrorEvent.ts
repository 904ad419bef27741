import { describeThrown, type ErrorReport } from './errorReporterRules';

/**
 * The report of a page's `error` or `unhandledrejection` event, with the thrown value (its own
 * failures are recognised by it). Null for what is no script error: a resource that failed to
 * load (an `error` event without an error or a message, from an `<img>` or `<script>`), or any
 * other event. The event may have finished dispatching: error reporting that loads at the first
 * error describes the events that arrived while it loaded.
 */
export function describeErrorEvent(event: Event): { report: ErrorReport; thrown: unknown } | null {
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    return { report: describeThrown('unhandledRejection', reason), thrown: reason };
  }
  if (!(event instanceof ErrorEvent) || (!event.error && !event.message)) return null;
  const report =
    event.error !== undefined && event.error !== null
      ? describeThrown('uncaughtError', event.error)
      : { kind: 'uncaughtError' as const, message: event.message, stack: null };
  return {
    report: {
      ...report,
      source: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
    },
    thrown: event.error,
  };
}
