/**
 * Retries of a telemetry post: 5xx, 408, 429 and network failures, with exponential backoff and the
 * server's Retry-After, bounded. A timeout is never retried: the server may have counted the hit.
 */
export const TELEMETRY_RETRY = {
  /** Retries after the first attempt. */
  limit: 2,
  /** Statuses retried: 408, 429 and every 5xx. */
  statusCodes: [408, 429, ...Array.from({ length: 12 }, (_, i) => 500 + i)],
  /** Statuses whose Retry-After header is honoured. */
  afterStatusCodes: [413, 429, 503],
  /** Longest Retry-After honoured, in ms. */
  maxRetryAfter: 10_000,
  /** Longest backoff between attempts, in ms. */
  backoffLimit: 4_000,
} as const;

/** Analytics post timeout, in ms. */
export const TELEMETRY_TIMEOUT_MS = 2500;
