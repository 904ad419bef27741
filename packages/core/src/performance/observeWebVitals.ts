import { onCLS, onFCP, onINP, onLCP } from 'web-vitals';
import type { PerformanceMetric } from './createPerformanceCollector';

/**
 * The collector's metric source on web-vitals (the library the field uses): FCP, LCP, CLS and INP.
 * web-vitals reads buffered entries, so it may start after the page has loaded.
 */
export function observeWebVitals(onMetric: (metric: PerformanceMetric) => void): void {
  for (const on of [onFCP, onLCP, onCLS, onINP]) on(onMetric);
}
