export {
  createPerformanceCollector,
  type PerformanceCollector,
  type PerformanceCollectorOptions,
  type PerformanceMetric,
  type PerformanceRecord,
} from './createPerformanceCollector';
export { observeWebVitals } from './observeWebVitals';
export {
  PERFORMANCE_THRESHOLDS,
  PERFORMANCE_TIMINGS,
  type PerformanceMetricName,
  type PerformanceRating,
  ratePerformance,
} from './ratePerformance';
