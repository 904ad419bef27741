/** The error of a platform feature the platform leaves unimplemented. */
export class NotImplementedError extends Error {
  override readonly name = 'NotImplementedError';
}

/** What the units-metric condition reports. */
export const UNITS_METRIC_NOT_IMPLEMENTED = 'The units-metric condition is not yet implemented.';

/**
 * The units-metric condition of templates: the platform does not implement it, so
 * it reports that instead of guessing a unit system. A template engine catches it and records
 * the message as an engine error.
 * @throws NotImplementedError 'The units-metric condition is not yet implemented.'
 */
export function unitsMetric(): never {
  throw new NotImplementedError(UNITS_METRIC_NOT_IMPLEMENTED);
}
