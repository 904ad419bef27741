import {
  ANALYTICS_RANGES,
  type AnalyticsDay,
  type AnalyticsErrorReport,
  type AnalyticsRange,
  type AnalyticsSummaryResponse,
  type AnalyticsVital,
  DEFAULT_ANALYTICS_RANGE,
  type StoredRecord,
} from '@storefront-widgets/core';
import {
  PERFORMANCE_THRESHOLDS,
  type PerformanceMetricName,
  ratePerformance,
} from '@storefront-widgets/core/performance';
import { fieldError } from '../http/httpError';
import { cleanUrl } from '../telemetry/cleanTelemetryValue';
import { TELEMETRY_LIMITS } from '../telemetry/telemetryLimits';
import { summarizeCommerce } from './summarizeCommerce';

const DAY_MS = 86_400_000;
/** Error reports listed, newest first. */
export const SUMMARY_ERRORS = 20;

/** The refusal of a `days` the summary does not offer. */
export const SUMMARY_DAYS_MESSAGE = `days must be one of ${ANALYTICS_RANGES.join(', ')}.`;

/** The summary's `days` query: absent is the default range; anything but 7, 14 or 30 is a 400. */
export function parseSummaryDays(value: string | undefined): AnalyticsRange {
  if (value === undefined) return DEFAULT_ANALYTICS_RANGE;
  const range = ANALYTICS_RANGES.find((days) => String(days) === value);
  if (range === undefined) throw fieldError('days', SUMMARY_DAYS_MESSAGE);
  return range;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The largest distance from the epoch a Date can hold (ms); past it `toISOString()` throws. */
const MAX_DATE_MS = 8.64e15;
const isDate = (ms: unknown): ms is number => typeof ms === 'number' && Math.abs(ms) <= MAX_DATE_MS;
/** Characters of an error message shown. */
const MAX_MESSAGE_LENGTH = 1000;

/** A field of a stored payload, whatever the payload turned out to be. */
const fieldOf = (payload: unknown, key: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;

/** A web vital's value when it is one the metric can physically take, else null. */
function vitalValue(name: PerformanceMetricName, value: unknown): number | null {
  const [min, max] = TELEMETRY_LIMITS.vitalRanges[name];
  return typeof value === 'number' && value >= min && value <= max ? value : null;
}

/** The 75th percentile (nearest rank) of `values`, or null when there are none. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

function parseData(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The range of a summary: from the start (UTC) of the first of `days` days ending on the day of
 * `now`, to the end of that day, in ms (`to` excluded).
 */
export function summaryRange(now: number, days: number): { from: number; to: number } {
  const from = Date.parse(dayOf(now - (days - 1) * DAY_MS));
  return { from, to: from + days * DAY_MS };
}

/**
 * What the owner's analytics page shows, from the records received in the range (see
 * {@link summaryRange}; records outside it are ignored): the commerce figures in the store's
 * currency, page views and other events per UTC day, each web vital's ratings and 75th
 * percentile, and the latest error reports.
 * Whatever is stored, the summary holds only values a page can show: dates that exist, absolute
 * http(s) URLs or null, vitals within their physical range; a record that is none of these is left
 * out. The latest errors are the latest the server received.
 */
export function summarizeRecords(
  records: readonly StoredRecord[],
  now: number,
  days: AnalyticsRange = DEFAULT_ANALYTICS_RANGE,
  currency = 'USD',
): AnalyticsSummaryResponse {
  const { from: first, to } = summaryRange(now, days);
  const inRange = records.filter((record) => record.receivedAt >= first && record.receivedAt < to);
  const byDay = new Map<string, AnalyticsDay>();
  for (let i = 0; i < days; i += 1) {
    const date = dayOf(first + i * DAY_MS);
    byDay.set(date, { date, pageViews: 0, events: 0 });
  }
  const values = new Map<PerformanceMetricName, number[]>();
  const errors: Array<AnalyticsErrorReport & { receivedAt: number }> = [];
  const totals = { pageViews: 0, events: 0, errors: 0, refusals: 0, performanceRecords: 0 };
  for (const record of inRange) {
    const day = byDay.get(dayOf(record.receivedAt));
    if (record.kind === 'census' || record.kind === 'events' || record.kind === 'analytics') {
      const pageView =
        record.kind === 'census' &&
        record.name === 'RecordHit' &&
        fieldOf(record.payload, 'event') === 'pageView';
      if (pageView) totals.pageViews += 1;
      else totals.events += 1;
      if (day) day[pageView ? 'pageViews' : 'events'] += 1;
    } else if (record.kind === 'performance') {
      const event = fieldOf(record.payload, 'event');
      if (typeof event !== 'string' || !Object.hasOwn(PERFORMANCE_THRESHOLDS, event)) continue;
      const value = vitalValue(
        event as PerformanceMetricName,
        fieldOf(fieldOf(record.payload, 'data'), 'value'),
      );
      if (value !== null) {
        totals.performanceRecords += 1;
        const list = values.get(event as PerformanceMetricName) ?? [];
        list.push(value);
        values.set(event as PerformanceMetricName, list);
      }
    } else if (record.kind === 'javascript-errors') {
      const parsed = parseData(fieldOf(record.payload, 'data'));
      // A shopper's refusal (a 4xx validation answer, a declined captcha, an unchosen option) is
      // counted apart: the owner's list of site errors keeps the faults, which need fixing.
      if (parsed.category === 'refusal') {
        totals.refusals += 1;
        continue;
      }
      totals.errors += 1;
      const event = fieldOf(record.payload, 'event');
      const timestamp = fieldOf(record.payload, 'timestamp');
      // Only an absolute URL: the page shows its path.
      const url = typeof parsed.url === 'string' && URL.canParse(parsed.url) ? cleanUrl(parsed.url) : null;
      errors.push({
        event: typeof event === 'string' ? event.slice(0, MAX_MESSAGE_LENGTH) : '',
        message: typeof parsed.message === 'string' ? parsed.message.slice(0, MAX_MESSAGE_LENGTH) : '',
        url,
        timestamp: isDate(timestamp) ? timestamp : record.receivedAt,
        receivedAt: record.receivedAt,
      });
    }
  }
  const vitals: AnalyticsVital[] = (Object.keys(PERFORMANCE_THRESHOLDS) as PerformanceMetricName[]).map(
    (name) => {
      const list = values.get(name) ?? [];
      const ratings = list.map((value) => ratePerformance(name, value));
      const [good, poor] = PERFORMANCE_THRESHOLDS[name];
      return {
        name,
        thresholds: [good, poor],
        good: ratings.filter((r) => r === 'good').length,
        needsImprovement: ratings.filter((r) => r === 'needs-improvement').length,
        poor: ratings.filter((r) => r === 'poor').length,
        p75: percentile75(list),
      };
    },
  );
  // By the server's clock: a report dated far ahead by its sender cannot stay first.
  errors.sort((a, b) => b.receivedAt - a.receivedAt);
  const latest = errors.slice(0, SUMMARY_ERRORS).map(({ receivedAt: _, ...report }) => report);
  return {
    range: { days, from: dayOf(first), to: dayOf(to - DAY_MS) },
    commerce: summarizeCommerce(inRange, currency),
    days: [...byDay.values()],
    vitals,
    errors: latest,
    totals,
  };
}
