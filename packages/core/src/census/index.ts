export {
  CENSUS_TIMEOUT_MS,
  type CensusBlockedPage,
  type CensusContext,
  DEFAULT_CONFIG_PATHS,
  formatVisitorRecord,
  isCensusAllowed,
  isPageViewAllowed,
  nextVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  VIEWER_ROLE,
  VISIT_TIME_DAYS,
  VISITOR_RECORD_DAYS,
  type VisitorRecord,
} from './censusRules';
export { type Census, type CensusButtonFields, type CensusOptions, createCensus } from './createCensus';
export {
  type CensusPageContext,
  type CensusPageFields,
  type PageFieldsWindow,
  readPageFields,
} from './readPageFields';
export {
  parseVideoCourse,
  VIDEO_COURSE_EVENTS,
  VIDEO_COURSE_PAGES,
  type VideoCourse,
  type VideoCourseButton,
  type VideoCourseEventData,
  type VideoCoursePage,
  videoCourseEventData,
} from './videoCourseEvents';
