import type { ErrorReporter } from './createErrorReporter';
import { describeThrown } from './errorReporterRules';

/** The part of `window` {@link installErrorHandlers} listens on. */
export type ErrorEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports the page's uncaught errors (`error` events) and unhandled rejections to `reporter`,
 * skipping the reporter's own failures and resource-load errors (an `error` event without an
 * error message, from an `<img>` or `<script>` that failed to load).
 * @returns removes the handlers.
 */
export function installErrorHandlers(reporter: ErrorReporter, win: ErrorEventTarget): () => void {
  const onError = (event: Event) => {
    if (!(event instanceof ErrorEvent) || (!event.error && !event.message)) return;
    if (reporter.isOwnFailure(event.error)) return;
    const report =
      event.error !== undefined && event.error !== null
        ? describeThrown('uncaughtError', event.error)
        : { kind: 'uncaughtError' as const, message: event.message, stack: null };
    reporter.report({
      ...report,
      source: event.filename || null,
      line: event.lineno || null,
      column: event.colno || null,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reporter.isOwnFailure(event.reason)) return;
    reporter.report(describeThrown('unhandledRejection', event.reason));
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
