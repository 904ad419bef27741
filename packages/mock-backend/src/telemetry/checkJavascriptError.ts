import { fieldError } from '../http/httpError';
import { checkTimestamp } from './checkTimestamp';
import { cleanTelemetryValue } from './cleanTelemetryValue';
import { TELEMETRY_LIMITS } from './telemetryLimits';

/** One event of RecordJavascriptErrors as the schema let it through. */
export interface JavascriptErrorInput {
  event: string;
  data: string;
  timestamp: number;
}

/**
 * The error event `index` of a batch as it is stored: `data` must be JSON text of an object
 * (its strings cut, its `url` dropped unless it parses, its stack cut to 5000 characters), the
 * timestamp within the plausible window of the server's clock. A 400 names the field otherwise.
 */
export function checkJavascriptError(
  input: JavascriptErrorInput,
  index: number,
  now: number,
): JavascriptErrorInput {
  const field = `events[${index}]`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.data);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw fieldError(`${field}.data`, `"${field}.data" must be JSON text of an object.`);
  }
  const { stack, ...rest } = parsed as Record<string, unknown>;
  const data = cleanTelemetryValue(rest) as Record<string, unknown>;
  if (typeof stack === 'string') data.stack = stack.slice(0, TELEMETRY_LIMITS.maxStackLength);
  return {
    event: input.event,
    data: JSON.stringify(data),
    timestamp: checkTimestamp(input.timestamp, now, `${field}.timestamp`),
  };
}
