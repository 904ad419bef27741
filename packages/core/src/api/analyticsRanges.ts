import type { AnalyticsRange } from './types';

/** The ranges `GET /api/analytics/summary?days=` accepts, in days, shortest first. */
export const ANALYTICS_RANGES: readonly AnalyticsRange[] = [7, 14, 30];

/** The summary's range when `days` is not given. @default 14 */
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 14;
