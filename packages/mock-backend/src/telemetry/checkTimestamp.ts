import { fieldError } from '../http/httpError';
import { TELEMETRY_LIMITS } from './telemetryLimits';

/**
 * The reported time `value` (ms since the epoch) when it lies within a plausible window of the
 * server's clock (7 days before `now` to 1 day after); otherwise a 400 naming `field`. A record
 * dated 1e20 or in year 3000 would sort first for ever, or not be a date at all.
 */
export function checkTimestamp(value: number, now: number, field: string): number {
  const { maxPastMs, maxFutureMs } = TELEMETRY_LIMITS;
  if (value < now - maxPastMs || value > now + maxFutureMs) {
    throw fieldError(field, `"${field}" must be a time within 7 days before and 1 day after now (ms).`);
  }
  return value;
}
