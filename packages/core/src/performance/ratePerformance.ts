/** Metrics the collector records: FCP, LCP and CLS of the platform, and INP in place of FID. */
export type PerformanceMetricName = 'FCP' | 'LCP' | 'CLS' | 'INP';

/** A metric's rating. */
export type PerformanceRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good/poor thresholds: FCP 1800/3000 ms, LCP 2500/4000 ms, CLS 0.1/0.25 (unitless).
 * The platform's FID 100/300 ms is not measured: browsers and web-vitals replaced FID with INP, whose
 * thresholds are 200/500 ms.
 */
export const PERFORMANCE_THRESHOLDS: Readonly<
  Record<PerformanceMetricName, readonly [good: number, poor: number]>
> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
};

/** The collector's timings, in ms. */
export const PERFORMANCE_TIMINGS = {
  /** Records gathered so far are sent this long after the collector starts. */
  flushAfterMs: 30_000,
  /** Metrics arriving later than this after the start are not recorded. */
  maxWaitMs: 60_000,
} as const;

/** Rates a value: good up to the good threshold, poor above the poor one, else needs-improvement. */
export function ratePerformance(name: PerformanceMetricName, value: number): PerformanceRating {
  const [good, poor] = PERFORMANCE_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}
