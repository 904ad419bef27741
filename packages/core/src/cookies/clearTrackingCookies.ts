import { type CookieJar, documentCookieJar } from './cookieJar';
import { TRACKING_COOKIE_NAMES } from './cookieNames';

/** The site's cookie-consent settings. */
export interface CookiePolicy {
  /** Consent policy name; `'absolute'` is restrictive. */
  policy?: string;
  /** Whether the cookie banner is enabled; disabled counts as restrictive. @default true */
  isBannerEnabled?: boolean;
  /** Whether the visitor allowed cookies. @default true */
  areCookiesAllowed?: boolean;
  /** Cloneable (template) sites always clear. @default false */
  isCloneable?: boolean;
}

/**
 * True when tracking cookies must be cleared: policy absolute, banner disabled or cookies not
 * allowed; always on cloneable sites.
 */
export function shouldClearTrackingCookies(policy: CookiePolicy): boolean {
  const { isBannerEnabled = true, areCookiesAllowed = true, isCloneable = false } = policy;
  return isCloneable || policy.policy === 'absolute' || !isBannerEnabled || !areCookiesAllowed;
}

/** Options of {@link clearTrackingCookies}. */
export interface ClearTrackingCookiesOptions {
  jar?: CookieJar;
  /** Domains the cookies may have been set on (e.g. `.example.com`) in addition to the host. */
  domains?: readonly string[];
}

/**
 * Removes ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt when {@link shouldClearTrackingCookies}
 * says so. Returns whether it cleared.
 */
export function clearTrackingCookies(
  policy: CookiePolicy,
  options: ClearTrackingCookiesOptions = {},
): boolean {
  if (!shouldClearTrackingCookies(policy)) return false;
  const { jar = documentCookieJar, domains = [] } = options;
  for (const name of TRACKING_COOKIE_NAMES) {
    jar.remove(name, { path: '/' });
    for (const domain of domains) jar.remove(name, { path: '/', domain });
  }
  return true;
}
