export {
  createSiteUserSession,
  type SiteUserSession,
  type SiteUserSessionOptions,
  type TokenStorage,
} from './createSiteUserSession';
