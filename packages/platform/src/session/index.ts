// The session itself (sign-in keeping the xsrfToken, sign-out with cloneCart) and the
// SiteUserInfo cookie live in core; they are listed here so site-owner code finds them in one place.

export { readSiteUserInfo, type SiteUserState } from '@storefront-widgets/core/cookies';
export {
  createSiteUserSession,
  type SiteUserSession,
  type SiteUserSessionOptions,
  type TokenStorage,
} from '@storefront-widgets/core/session';
export {
  SITE_USER_LOCALE_PATH,
  shouldSyncSiteUserLocale,
  syncSiteUserLocale,
  type TranslationWidgetState,
} from './syncSiteUserLocale';
