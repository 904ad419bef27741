export {
  createErrorReporter,
  type ErrorReporter,
  type ErrorReporterOptions,
  type ErrorReporterState,
} from './createErrorReporter';
export { describeErrorEvent } from './describeErrorEvent';
export { type ErrorCategory, errorCategoryOf } from './errorCategoryOf';
export {
  describeThrown,
  ERROR_REPORTER_LIMITS,
  type ErrorReport,
  type ErrorReportKind,
  errorKey,
  type JavascriptErrorEvent,
  MAX_ERROR_BATCH_BYTES,
  MAX_MESSAGE_LENGTH,
  toErrorEvent,
  truncate,
} from './errorReporterRules';
export { type ErrorEventTarget, installErrorHandlers } from './installErrorHandlers';
