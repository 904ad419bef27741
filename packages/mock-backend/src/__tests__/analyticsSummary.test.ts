import type { StoredRecord } from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';
import { summarizeRecords } from '../routes/analyticsSummary';

const NOW = Date.UTC(2026, 2, 14, 12);
const DAY = 86_400_000;
let ids = 0;
const record = (
  kind: StoredRecord['kind'],
  name: string,
  payload: unknown,
  receivedAt = NOW,
): StoredRecord => ({
  id: `r${++ids}`,
  kind,
  name,
  payload,
  receivedAt,
});

describe('the owner analytics summary', () => {
  it('counts page views apart, and census, legacy and analytics-tracker events as events per day of the range', () => {
    const summary = summarizeRecords(
      [
        record('census', 'RecordHit', { event: 'pageView', data: {} }),
        record('census', 'RecordHit', { event: 'pageView', data: {} }, NOW - DAY),
        record('census', 'button-click', {}),
        record('census', 'RecordHit', { event: 'pageExit', data: {} }),
        record('events', 'videoCourseJoinClick', { event: 'videoCourseJoinClick', data: {} }),
        record('analytics', 'commerce_product_view', { eventSchemaName: 'commerce_product_view' }),
        record('analytics', 'commerce_add_to_cart', { eventSchemaName: 'commerce_add_to_cart' }, NOW - DAY),
        // Outside the 14 days: in no figure.
        record('analytics', 'commerce_purchase', { eventSchemaName: 'commerce_purchase' }, NOW - 20 * DAY),
      ],
      NOW,
    );
    expect(summary.days).toHaveLength(14);
    expect(summary.days.at(-1)).toEqual({ date: '2026-03-14', pageViews: 1, events: 4 });
    expect(summary.days.at(-2)).toEqual({ date: '2026-03-13', pageViews: 1, events: 1 });
    expect(summary.totals).toMatchObject({ pageViews: 2, events: 5 });
  });
});

describe('the summary of hostile records', () => {
  /** Every record the security review stored, as an older backend may still hold them. */
  const hostile = (): StoredRecord[] => [
    record(
      'javascript-errors',
      'uncaughtError',
      {
        event: 'uncaughtError',
        data: '{"message":"genuine","url":"https://shop.example/cart"}',
        timestamp: NOW,
      },
      NOW - 1000,
    ),
    record(
      'javascript-errors',
      'uncaughtError',
      { event: 'uncaughtError', data: '{"message":"bad url","url":"not a url"}', timestamp: NOW },
      NOW - 3000,
    ),
    record(
      'javascript-errors',
      'uncaughtError',
      { event: 'uncaughtError', data: '{"message":"far future"}', timestamp: 1e20 },
      NOW - 4000,
    ),
    record(
      'javascript-errors',
      'uncaughtError',
      { event: 'uncaughtError', data: '{"message":"year 2500"}', timestamp: Date.UTC(2500, 0) },
      NOW - 5000,
    ),
    record(
      'javascript-errors',
      'uncaughtError',
      { event: 'uncaughtError', data: 'not json', timestamp: null },
      NOW - 6000,
    ),
    record('javascript-errors', 'uncaughtError', null, NOW - 7000),
    record(
      'javascript-errors',
      'uncaughtError',
      { event: 'uncaughtError', data: `{"message":"${'x'.repeat(20_000)}"}`, timestamp: NOW },
      1e20,
    ),
    record('performance', 'LCP', { event: 'LCP', data: { value: -1e308 } }),
    record('performance', 'LCP', { event: 'LCP', data: { value: 1e308 } }),
    record('performance', 'LCP', { event: 'LCP', data: { value: 1200 } }),
    record('performance', 'CLS', null),
    record('census', 'RecordHit', null),
    record('census', 'RecordHit', { event: 'pageView', data: {} }),
  ];

  it('holds only dates that exist, absolute URLs or null, and vitals within their range', () => {
    const summary = summarizeRecords(hostile(), NOW);
    for (const error of summary.errors) {
      expect(() => new Date(error.timestamp).toISOString()).not.toThrow();
      if (error.url !== null) expect(() => new URL(error.url as string)).not.toThrow();
      expect(error.message.length).toBeLessThanOrEqual(1000);
    }
    // Latest as the server received them: a report dated in the future does not go first.
    expect(summary.errors.map((e) => e.message)).toEqual([
      'genuine',
      'bad url',
      'far future',
      'year 2500',
      '',
      '',
    ]);
    expect(summary.errors[1]?.url).toBeNull();
    const lcp = summary.vitals.find((v) => v.name === 'LCP');
    expect(lcp).toMatchObject({ good: 1, needsImprovement: 0, poor: 0, p75: 1200 });
    expect(summary.totals.pageViews).toBe(1);
  });
});

describe("the summary's site errors", () => {
  const report = (message: string, category?: string) =>
    record('javascript-errors', 'storefront:error', {
      event: 'storefront:error',
      data: JSON.stringify({ message, ...(category ? { category } : {}) }),
      timestamp: NOW,
    });

  it("list faults and count a shopper's refusals apart", () => {
    const summary = summarizeRecords(
      [
        report('Could not load the cart', 'fault'),
        report('Please select a Size.', 'refusal'),
        report('Enter a valid email address.', 'refusal'),
        report('Script error'),
      ],
      NOW,
    );
    expect(summary.errors.map((error) => error.message).sort()).toEqual([
      'Could not load the cart',
      'Script error',
    ]);
    expect(summary.totals).toMatchObject({ errors: 2, refusals: 2 });
  });
});
