import Cookies from 'js-cookie';

/** Attributes of a cookie write or removal (js-cookie's, named here so core's API stays its own). */
export interface CookieAttributes {
  /** Path the cookie belongs to. @default '/' */
  path?: string;
  /** Domain the cookie belongs to (e.g. `.example.com`). @default the page's host */
  domain?: string;
  /**
   * Lifetime: a number of days from now (fractions allowed: 30 minutes is `30 / 1440`) or the
   * moment it expires. @default a session cookie
   */
  expires?: number | Date;
  /** Sent over HTTPS only. @default false */
  secure?: boolean;
  /** Cross-site sending policy. @default the browser's (Lax) */
  sameSite?: 'strict' | 'lax' | 'none';
}

/** The cookie access the storefront needs; tests pass an in-memory jar. */
export interface CookieJar {
  /** The decoded value, or undefined when absent. */
  get(name: string): string | undefined;
  /** Writes a cookie, encoded, with the given lifetime and scope. */
  set(name: string, value: string, attributes?: CookieAttributes): void;
  /** Removes the cookie for the given path/domain. */
  remove(name: string, attributes?: CookieAttributes): void;
}

/**
 * The page's `document.cookie` through js-cookie: percent-encoded values (such as the
 * SiteUserInfo JSON) decode, quoted values unquote, and outside a browser every call is a no-op.
 */
export const documentCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => {
    Cookies.set(name, value, attributes);
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};
