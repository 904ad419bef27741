// Route patterns: `:name` marks a path parameter (see apiPath).
/** Analytics and telemetry. */
export const ANALYTICS_ROUTES = {
  censusHit: '/api/census/RecordHit',
  censusButtonClick: '/api/census/button-click',
  censusButtonRender: '/api/census/button-render',
  censusFormRender: '/api/census/form-render',
  censusOverlay: '/api/census/overlay',
  censusQuickView: '/api/census/RecordQuickView/:id',
  recordEvent: '/api/events/RecordEvent',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performanceRecords: '/api/1/performance/records',
  analyticsEvents: '/api/analytics/events',
  validateEventContent: '/api/analytics/validate-event-content/:schemaName',
  /** Owner only: what the analytics page charts (reference backend). */
  analyticsSummary: '/api/analytics/summary',
} as const;
