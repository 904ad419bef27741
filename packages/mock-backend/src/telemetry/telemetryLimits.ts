import type { PerformanceMetricName } from '@storefront-widgets/core/performance';

/**
 * What the backend accepts from a beacon before storing it. A record outside these bounds is
 * refused (400 naming the field); strings are cut, URLs that do not parse are dropped.
 */
export const TELEMETRY_LIMITS = {
  /** A reported timestamp may be at most this far behind the server's clock (ms): 7 days. */
  maxPastMs: 7 * 24 * 60 * 60 * 1000,
  /** …and at most this far ahead of it (ms), for visitors whose clock runs fast: 1 day. */
  maxFutureMs: 24 * 60 * 60 * 1000,
  /** Characters kept of any string inside a stored record (longer ones are cut). */
  maxStringLength: 2000,
  /** Characters a URL may have (longer ones are dropped), as browsers allow in the address bar. */
  maxUrlLength: 2083,
  /** Characters kept of an error's stack. */
  maxStackLength: 5000,
  /**
   * Values a web vital can physically take: timings from 0 to 10 minutes (ms), CLS (unitless,
   * a sum of layout-shift scores in one session window) from 0 to 100.
   */
  vitalRanges: {
    FCP: [0, 600_000],
    LCP: [0, 600_000],
    INP: [0, 600_000],
    CLS: [0, 100],
  } satisfies Record<PerformanceMetricName, readonly [min: number, max: number]>,
} as const;
