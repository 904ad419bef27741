import { ANALYTICS_ROUTES } from '../api/analyticsRoutes';
import { type Clock, systemClock } from '../clock/clock';
import type { TelemetrySender } from '../telemetry/createTelemetrySender';
import {
  PERFORMANCE_THRESHOLDS,
  PERFORMANCE_TIMINGS,
  type PerformanceMetricName,
  type PerformanceRating,
  ratePerformance,
} from './ratePerformance';

/** One measurement as a metric source reports it (web-vitals' `Metric`, in part). */
export interface PerformanceMetric {
  name: string;
  value: number;
  /** Identifies the metric instance; a later report with the same id replaces an unsent one. */
  id: string;
  navigationType?: string;
}

/** A performance record: app, data, event, pageLoadId, ts. */
export interface PerformanceRecord {
  app: string;
  event: PerformanceMetricName;
  pageLoadId: string;
  /** When the metric was recorded, in ms since the epoch. */
  ts: number;
  data: {
    value: number;
    rating: PerformanceRating;
    metricId: string;
    navigationType: string | null;
    url: string;
  };
}

/** Options of {@link createPerformanceCollector}. */
export interface PerformanceCollectorOptions {
  sender: TelemetrySender;
  /** Starts the metric sources, each reporting through `onMetric` (see `observeWebVitals`). */
  observe: (onMetric: (metric: PerformanceMetric) => void) => void;
  /** The application recorded. @default 'storefront' */
  app?: string;
  /** The page load the records belong to. @default crypto.randomUUID() */
  pageLoadId?: string;
  /** The page's address. @default () => location.href */
  pageUrl?: () => string;
  /** Origin and prefix of the API. @default '' */
  apiBase?: string;
  /** @default systemClock */
  clock?: Clock;
  /** Current time in ms. @default Date.now */
  now?: () => number;
}

/** The page's performance collector. */
export interface PerformanceCollector {
  /** Sends the records not sent yet (the page is ending, or 30 s have passed). */
  flush(): Promise<void>;
  /** Records not sent yet. */
  pending(): PerformanceRecord[];
  /** Stops the timers; records gathered are kept for a last flush. */
  dispose(): void;
}

const isRecorded = (name: string): name is PerformanceMetricName => name in PERFORMANCE_THRESHOLDS;

/**
 * Creates the performance collector: FCP, LCP, CLS and INP rated good/poor,
 * sent to /api/1/performance/records as a list of records 30 s after the start, and again when
 * the page ends (the caller's page-end latch calls `flush`), by beacon when there is one. Metrics
 * reported more than 60 s after the start are not recorded; each metric instance is sent once.
 */
export function createPerformanceCollector(options: PerformanceCollectorOptions): PerformanceCollector {
  const { sender, apiBase = '', app = 'storefront', clock = systemClock } = options;
  const now = options.now ?? Date.now;
  const pageUrl = options.pageUrl ?? (() => globalThis.location?.href ?? '');
  const pageLoadId = options.pageLoadId ?? crypto.randomUUID();
  const pendingById = new Map<string, PerformanceRecord>();
  const sentIds = new Set<string>();
  let open = true;

  const flush = async () => {
    const records = [...pendingById.values()];
    pendingById.clear();
    if (records.length === 0) return;
    for (const record of records) sentIds.add(record.data.metricId);
    try {
      await sender.beacon(`${apiBase}${ANALYTICS_ROUTES.performanceRecords}`, { json: records });
    } catch {
      // Lost with the failed request: the backend may have stored them, so they are not resent.
    }
  };
  const flushTimer = clock.setTimeout(() => void flush(), PERFORMANCE_TIMINGS.flushAfterMs);
  const closeTimer = clock.setTimeout(() => {
    open = false;
    void flush();
  }, PERFORMANCE_TIMINGS.maxWaitMs);

  options.observe((metric) => {
    if (!open || !isRecorded(metric.name) || sentIds.has(metric.id) || !Number.isFinite(metric.value)) return;
    pendingById.set(metric.id, {
      app,
      event: metric.name,
      pageLoadId,
      ts: now(),
      data: {
        value: metric.value,
        rating: ratePerformance(metric.name, metric.value),
        metricId: metric.id,
        navigationType: metric.navigationType ?? null,
        url: pageUrl(),
      },
    });
  });

  return {
    flush,
    pending: () => [...pendingById.values()],
    dispose() {
      clock.clearTimeout(flushTimer);
      clock.clearTimeout(closeTimer);
    },
  };
}
