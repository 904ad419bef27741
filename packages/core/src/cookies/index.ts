export {
  type ClearTrackingCookiesOptions,
  type CookiePolicy,
  clearTrackingCookies,
  shouldClearTrackingCookies,
} from './clearTrackingCookies';
export {
  type CookieAttributes,
  type CookieJar,
  documentCookieJar,
} from './cookieJar';
export { COOKIE_NAMES, TRACKING_COOKIE_NAMES } from './cookieNames';
export {
  hasCartCookie,
  readCartCookie,
  readCrumb,
  readSiteUserInfo,
  type SiteUserState,
} from './readCookies';
