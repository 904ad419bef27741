import type { ErrorReporter } from './createErrorReporter';
import { describeErrorEvent } from './describeErrorEvent';

/** The part of `window` {@link installErrorHandlers} listens on. */
export type ErrorEventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports the page's uncaught errors (`error` events) and unhandled rejections to `reporter`,
 * skipping the reporter's own failures and resource-load errors (see {@link describeErrorEvent}).
 * @returns removes the handlers.
 */
export function installErrorHandlers(reporter: ErrorReporter, win: ErrorEventTarget): () => void {
  const onError = (event: Event) => {
    const described = describeErrorEvent(event);
    if (described && !reporter.isOwnFailure(described.thrown)) reporter.report(described.report);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onError);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onError);
  };
}
