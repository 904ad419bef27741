import { ApiError } from '../http/ApiError';

/**
 * What an error says about the site. A `fault` is the site's own failure: an uncaught error, a
 * widget that crashed or could not mount, a request that got no answer, a 5xx, a page pointing at
 * something missing or not allowed (401, 403, 404). A `refusal` is the shop answering no to what
 * the shopper did: an option left unchosen, a quantity or email that is not valid, a validation
 * answer (400, 409, 422), a captcha the service declined (400), too many tries at once (429).
 * Refusals are expected; owners look at faults.
 */
export type ErrorCategory = 'fault' | 'refusal';

/** Statuses that answer the shopper's input or pace, not the page's set-up. */
const REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 409, 422, 429]);

/**
 * The category of an error a widget met: an {@link ApiError} with a status of
 * {@link REFUSAL_STATUSES} is a refusal; a client-side validation error (`{ id, message }`, not
 * an `Error`) is a refusal; anything else (another status, no answer, a thrown error) is a fault.
 */
export function errorCategoryOf(error: unknown): ErrorCategory {
  if (error instanceof ApiError) {
    if (error.isNetworkError || error.isCrumbFail || error.isInvalidResponse) return 'fault';
    return REFUSAL_STATUSES.has(error.status) ? 'refusal' : 'fault';
  }
  const isValidationError =
    typeof error === 'object' &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { id?: unknown }).id === 'string' &&
    typeof (error as { message?: unknown }).message === 'string';
  return isValidationError ? 'refusal' : 'fault';
}
