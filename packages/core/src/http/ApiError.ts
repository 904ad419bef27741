/** Construction fields of {@link ApiError}. */
export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  status: number;
  /** User-visible text (the platform's wording or the server's message). */
  message: string;
  /** Per-field errors of a 400 answer: field id → message. */
  fieldErrors?: Record<string, string>;
  isCrumbFail?: boolean;
  isNetworkError?: boolean;
  isRateLimited?: boolean;
  isTimeout?: boolean;
  /** The response body was not valid JSON. */
  isInvalidResponse?: boolean;
  /** Parsed response body, when there was one. */
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error type of every failed call: its `message` is always safe to show to a visitor.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Per-field errors (field id → message) of a 400 answer, when the server sent a map. */
  readonly fieldErrors: Record<string, string> | undefined;
  /** 403 with `{ crumbFail: true }`: the CSRF crumb was rejected. */
  readonly isCrumbFail: boolean;
  /** No response: the network failed or the request timed out. */
  readonly isNetworkError: boolean;
  /** HTTP 429. */
  readonly isRateLimited: boolean;
  /** The request exceeded its timeout (also a network error). */
  readonly isTimeout: boolean;
  /** The response body could not be parsed as JSON. */
  readonly isInvalidResponse: boolean;
  /** Parsed response body, if any. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.isCrumbFail = init.isCrumbFail ?? false;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isRateLimited = init.isRateLimited ?? false;
    this.isTimeout = init.isTimeout ?? false;
    this.isInvalidResponse = init.isInvalidResponse ?? false;
    this.body = init.body;
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
