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
