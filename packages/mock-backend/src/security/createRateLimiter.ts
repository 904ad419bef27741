/** A fixed-window limit. */
export interface RateLimit {
  /** Requests allowed per window and key. */
  limit: number;
  /** Window length in ms. */
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one request for `key`. @returns false when the key is over its limit. */
  hit(key: string): boolean;
}

/** Keys kept before expired windows are swept (bounds memory under a key flood). */
const SWEEP_AT = 10_000;

/**
 * Fixed-window rate limiter per key.
 * @param now Clock in ms, injected so tests can move time.
 */
export function createRateLimiter(rule: RateLimit, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      if (windows.size > SWEEP_AT) {
        for (const [k, w] of windows) if (t - w.start >= rule.windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= rule.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return rule.limit >= 1;
      }
      current.count += 1;
      return current.count <= rule.limit;
    },
  };
}
