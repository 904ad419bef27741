import type { ApiErrorBody } from '@storefront-widgets/core';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal with the backend's JSON error body (`{ message, errors?, crumbFail? }`). Handlers and
 * middleware throw it; the app's error handler answers `c.json(cause, status)`, so a check deep in a
 * helper can stop a request with the platform's message and the answer keeps the request's cookies.
 */
export function httpError(status: ContentfulStatusCode, body: ApiErrorBody | string): HTTPException {
  const cause: ApiErrorBody = typeof body === 'string' ? { message: body } : body;
  return new HTTPException(status, { message: cause.message, cause });
}

/** A 400 naming the offending request field, e.g. `fieldError('itemId', '"itemId" must be a string.')`. */
export function fieldError(field: string, message: string): HTTPException {
  return httpError(400, { message, errors: { [field]: message } });
}

/** The JSON body of a refusal thrown with {@link httpError}, or a plain one for Hono's own exceptions. */
export function errorBodyOf(error: HTTPException): ApiErrorBody {
  const { cause } = error;
  if (cause !== null && typeof cause === 'object' && typeof (cause as ApiErrorBody).message === 'string')
    return cause as ApiErrorBody;
  return { message: error.message || 'The request could not be processed.' };
}
