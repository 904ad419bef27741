export { NotImplementedError, UNITS_METRIC_NOT_IMPLEMENTED, unitsMetric } from './unitsMetric';
