import {
  createPerformanceCollector,
  PERFORMANCE_THRESHOLDS,
  type PerformanceMetric,
  type PerformanceRecord,
  ratePerformance,
} from '@storefront-widgets/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSender } from './helpers/fakeSender';

describe('performance ratings (platform §9)', () => {
  it('uses the spec’s thresholds, INP in place of FID', () => {
    expect(PERFORMANCE_THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      LCP: [2500, 4000],
      CLS: [0.1, 0.25],
      INP: [200, 500],
    });
    expect(ratePerformance('FCP', 1800)).toBe('good');
    expect(ratePerformance('FCP', 1801)).toBe('needs-improvement');
    expect(ratePerformance('FCP', 3000)).toBe('needs-improvement');
    expect(ratePerformance('FCP', 3001)).toBe('poor');
    expect(ratePerformance('LCP', 2500)).toBe('good');
    expect(ratePerformance('LCP', 4001)).toBe('poor');
    expect(ratePerformance('CLS', 0.1)).toBe('good');
    expect(ratePerformance('CLS', 0.26)).toBe('poor');
    expect(ratePerformance('INP', 200)).toBe('good');
    expect(ratePerformance('INP', 501)).toBe('poor');
  });
});

describe('performance collector', () => {
  const start = Date.UTC(2026, 0, 2);
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const sender = fakeSender();
    let report: (metric: PerformanceMetric) => void = () => {};
    const collector = createPerformanceCollector({
      sender,
      observe: (onMetric) => {
        report = onMetric;
      },
      pageLoadId: 'load-1',
      pageUrl: () => 'https://shop.test/p',
    });
    const records = () => sender.sent.flatMap((s) => s.body as PerformanceRecord[]);
    return { collector, sender, metric: (m: PerformanceMetric) => report(m), records };
  };

  it('flushes 30 s after the start, by beacon, as records (app, data, event, pageLoadId, ts)', async () => {
    const { sender, metric, records } = setup();
    metric({ name: 'FCP', value: 1200, id: 'fcp-1', navigationType: 'navigate' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sender.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sender.sent.map((s) => [s.via, s.url])).toEqual([['beacon', '/api/1/performance/records']]);
    expect(records()).toEqual([
      {
        app: 'storefront',
        event: 'FCP',
        pageLoadId: 'load-1',
        ts: start,
        data: {
          value: 1200,
          rating: 'good',
          metricId: 'fcp-1',
          navigationType: 'navigate',
          url: 'https://shop.test/p',
        },
      },
    ]);
  });

  it('a page end flushes what is pending, each metric instance once', async () => {
    const { collector, metric, records } = setup();
    metric({ name: 'LCP', value: 4100, id: 'lcp-1' });
    metric({ name: 'CLS', value: 0.05, id: 'cls-1' });
    metric({ name: 'CLS', value: 0.2, id: 'cls-1' });
    await collector.flush();
    expect(records().map((r) => [r.event, r.data.value, r.data.rating])).toEqual([
      ['LCP', 4100, 'poor'],
      ['CLS', 0.2, 'needs-improvement'],
    ]);
    metric({ name: 'CLS', value: 0.3, id: 'cls-1' });
    await collector.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records()).toHaveLength(2);
  });

  it('waits at most 60 s for metrics; ignores other metrics', async () => {
    const { metric, records } = setup();
    metric({ name: 'TTFB', value: 100, id: 't-1' });
    await vi.advanceTimersByTimeAsync(45_000);
    metric({ name: 'INP', value: 250, id: 'inp-1' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(records().map((r) => [r.event, r.data.rating])).toEqual([['INP', 'needs-improvement']]);
    metric({ name: 'LCP', value: 1000, id: 'lcp-late' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(records()).toHaveLength(1);
  });
});
