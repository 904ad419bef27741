export { createPageEndLatch, type PageEndLatch, type PageEndTarget } from './createPageEndLatch';
export {
  createTelemetrySender,
  failedStatus,
  type TelemetryBody,
  type TelemetryDelivery,
  type TelemetryPostOptions,
  type TelemetrySender,
  type TelemetrySenderOptions,
} from './createTelemetrySender';
export { TELEMETRY_RETRY, TELEMETRY_TIMEOUT_MS } from './telemetryLimits';
