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
  /** Whether `key` has used up its limit in the current window (counts nothing). */
  isLimited(key: string): boolean;
  /** ms until `key`'s current window ends and its count starts again (0 without a window). */
  retryAfterMs(key: string): number;
}

/**
 * Keys kept at most (bounds memory under a key flood): past it, expired windows are swept, and if
 * every window is still live the oldest key is dropped. @default 10000
 */
export const MAX_RATE_LIMIT_KEYS = 10_000;

/**
 * Fixed-window rate limiter per key.
 * @param now Clock in ms, injected so tests can move time.
 */
export function createRateLimiter(
  rule: RateLimit,
  now: () => number,
  maxKeys = MAX_RATE_LIMIT_KEYS,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const live = (key: string, t: number) => {
    const current = windows.get(key);
    return current && t - current.start < rule.windowMs ? current : undefined;
  };
  return {
    isLimited(key) {
      return (live(key, now())?.count ?? 0) >= rule.limit;
    },
    retryAfterMs(key) {
      const t = now();
      const current = live(key, t);
      return current ? current.start + rule.windowMs - t : 0;
    },
    hit(key) {
      const t = now();
      const current = live(key, t);
      if (!current) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (t - w.start >= rule.windowMs) windows.delete(k);
          // Insertion order is start order: the first key is the oldest window.
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        windows.set(key, { start: t, count: 1 });
        return rule.limit >= 1;
      }
      current.count += 1;
      return current.count <= rule.limit;
    },
  };
}
