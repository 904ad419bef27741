import { COOKIE_NAMES } from '@storefront-widgets/core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The example store's own cookie holding the signed-in owner's XSRF token (HttpOnly, same-site
 * strict). The server writes the token into the pages that make owner calls (the restock panel's
 * sends) and sends it itself when the owner signs out; no script can read the cookie.
 */
export const OWNER_XSRF_COOKIE = 'ExampleStoreOwnerXsrf';

/** Keeps the owner's XSRF token after a successful sign-in. */
export function rememberOwnerXsrf(c: Context, xsrfToken: string): void {
  setCookie(c, OWNER_XSRF_COOKIE, xsrfToken, { path: '/', httpOnly: true, sameSite: 'Strict' });
}

/** Forgets the owner's XSRF token (sign-out, or a session the backend no longer knows). */
export function forgetOwnerXsrf(c: Context): void {
  deleteCookie(c, OWNER_XSRF_COOKIE, { path: '/' });
}

/**
 * The owner's XSRF token when the request comes from a signed-in owner's browser (the site's
 * cookie and the backend's session cookie both present), else undefined. It decides what the
 * header shows; the backend still checks the session on every owner call.
 */
export function ownerXsrfOf(c: Context): string | undefined {
  const token = getCookie(c, OWNER_XSRF_COOKIE);
  return token && getCookie(c, COOKIE_NAMES.session) ? token : undefined;
}

/** Passes the backend's `Set-Cookie` headers (the session cookies) on to the browser. */
export function forwardCookies(c: Context, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
}
