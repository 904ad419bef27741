export {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_KEYS,
  type AnalyticsSessionInfo,
  type AnalyticsSessionOptions,
  type AnalyticsStorage,
  createAnalyticsSession,
} from './analyticsSession';
export {
  ANALYTICS_SUCCESS_STATUSES,
  type AnalyticsEnvelope,
  type AnalyticsTracker,
  type AnalyticsTrackerOptions,
  type AnalyticsWindow,
  type ClientPlatform,
  createAnalyticsTracker,
  SOURCE_ENVIRONMENTS,
  type SourceEnvironment,
} from './createAnalyticsTracker';
