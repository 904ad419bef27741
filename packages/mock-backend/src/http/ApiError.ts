import type { ApiErrorBody } from '@storefront/core';

/** HTTP statuses the backend answers with on purpose. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * A refusal with a JSON body. Handlers throw it; the app's error handler turns it into the
 * response, so a check deep in a helper can stop a request with the spec's message.
 */
export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly body: ApiErrorBody;

  constructor(status: ApiErrorStatus, body: ApiErrorBody | string) {
    const payload = typeof body === 'string' ? { message: body } : body;
    super(payload.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = payload;
  }
}

/** A 400 naming the offending request field, e.g. `fieldError('itemId', '"itemId" must be a string.')`. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, { message, errors: { [field]: message } });
}
