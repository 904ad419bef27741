import { fieldError } from '../http/httpError';
import { checkTimestamp } from './checkTimestamp';
import { cleanTelemetryValue } from './cleanTelemetryValue';
import { TELEMETRY_LIMITS } from './telemetryLimits';

/** One performance record as the schema let it through. */
export interface PerformanceRecordInput {
  app: string;
  event: string;
  pageLoadId: string;
  ts: number;
  data: Record<string, unknown>;
}

const isVital = (name: string): name is keyof typeof TELEMETRY_LIMITS.vitalRanges =>
  Object.hasOwn(TELEMETRY_LIMITS.vitalRanges, name);

/**
 * Performance record `index` of a batch as it is stored: `ts` within the plausible window of the
 * server's clock and, for a web vital (FCP, LCP, INP, CLS), a `data.value` within the range the
 * metric can physically take (−1 ms or 1e308 ms are refused, not rated). Strings are cut.
 */
export function checkPerformanceRecord(
  input: PerformanceRecordInput,
  index: number,
  now: number,
): PerformanceRecordInput {
  const field = `records[${index}]`;
  checkTimestamp(input.ts, now, `${field}.ts`);
  if (isVital(input.event)) {
    const [min, max] = TELEMETRY_LIMITS.vitalRanges[input.event];
    const { value } = input.data;
    if (typeof value !== 'number' || !(value >= min && value <= max)) {
      const unit = input.event === 'CLS' ? '' : ' (ms)';
      throw fieldError(
        `${field}.data.value`,
        `"${field}.data.value" must be a number from ${min} to ${max}${unit}.`,
      );
    }
  }
  return cleanTelemetryValue(input) as PerformanceRecordInput;
}
