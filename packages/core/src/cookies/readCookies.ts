import { type CookieJar, documentCookieJar } from './cookieJar';
import { COOKIE_NAMES } from './cookieNames';

/** The signed-in state read from the SiteUserInfo cookie. */
export interface SiteUserState {
  authenticated: boolean;
  siteUserId: string | null;
}

const NO_USER: SiteUserState = { authenticated: false, siteUserId: null };
const reportedBadValues = new Set<string>();

/** The CSRF crumb, or undefined. */
export function readCrumb(jar: CookieJar = documentCookieJar): string | undefined {
  return jar.get(COOKIE_NAMES.crumb) || undefined;
}

/**
 * Parses the SiteUserInfo JSON cookie. A malformed value is logged with console.error once per
 * value and treated as no user.
 */
export function readSiteUserInfo(jar: CookieJar = documentCookieJar): SiteUserState {
  const raw = jar.get(COOKIE_NAMES.siteUserInfo);
  if (!raw) return NO_USER;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') throw new TypeError('not an object');
    const { authenticated, siteUserId } = parsed as Record<string, unknown>;
    return {
      authenticated: authenticated === true,
      siteUserId:
        typeof siteUserId === 'string' || typeof siteUserId === 'number' ? String(siteUserId) : null,
    };
  } catch (error) {
    if (!reportedBadValues.has(raw)) {
      reportedBadValues.add(raw);
      console.error('[storefront] Unable to parse the SiteUserInfo cookie', error);
    }
    return NO_USER;
  }
}

/** True when the has-cart cookie equals `'true'`. */
export function hasCartCookie(jar: CookieJar = documentCookieJar): boolean {
  return jar.get(COOKIE_NAMES.hasCart) === 'true';
}

/** The cart cookie's value (the cart token), or undefined. */
export function readCartCookie(jar: CookieJar = documentCookieJar): string | undefined {
  return jar.get(COOKIE_NAMES.cart) || undefined;
}
