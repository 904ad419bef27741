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
  /** Sent over HTTPS only. @default true on an https page (documentCookieJar), else false */
  secure?: boolean;
  /** Cross-site sending policy. @default 'lax' (documentCookieJar) */
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
 * Every cookie it writes (the census's visitor cookies, the analytics ids) is `SameSite=Lax`,
 * and `Secure` on an https page, unless the attributes say otherwise: never sent along with
 * another site's requests, never over plain HTTP once set over HTTPS.
 */
export const documentCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => {
    const secure = attributes?.secure ?? globalThis.location?.protocol === 'https:';
    Cookies.set(name, value, {
      ...attributes,
      sameSite: attributes?.sameSite ?? 'lax',
      ...(secure ? { secure } : {}),
    });
  },
  remove: (name, attributes) => Cookies.remove(name, attributes),
};
