import { COOKIE_NAMES, CRUMB_RESPONSE_HEADER } from '@storefront-widgets/core';
import type { Context, MiddlewareHandler } from 'hono';
import { readCookie, writeCookie } from './cookies';
import { randomToken } from './randomToken';

/** Crumb cookie lifetime in seconds (a session-length CSRF token). */
const CRUMB_MAX_AGE_S = 60 * 60 * 24;

/**
 * The visitor's crumb, issuing the `crumb` cookie first when the request has none. Call it from
 * any GET handler that renders a page (the example site does) — the API's GETs already do. The
 * answer also carries it in the `X-CSRF-Token` header, for a client on another origin that cannot
 * read this origin's cookies (only origins trusted for CORS can read that header).
 * @returns the crumb value the page should embed or the client will read from the cookie.
 */
export function issueCrumb(c: Context): string {
  const issued = issuedOn.get(c);
  if (issued) return issued;
  const existing = readCookie(c, COOKIE_NAMES.crumb);
  const isValid = existing !== undefined && /^[0-9a-f]{16,128}$/.test(existing);
  const crumb = isValid ? existing : randomToken();
  if (!isValid) writeCookie(c, COOKIE_NAMES.crumb, crumb, { maxAge: CRUMB_MAX_AGE_S });
  c.header(CRUMB_RESPONSE_HEADER, crumb);
  issuedOn.set(c, crumb);
  return crumb;
}

/** Crumbs issued during a request, so the middleware and a page handler agree on one value. */
const issuedOn = new WeakMap<Context, string>();

/**
 * Middleware that issues the `crumb` cookie on every GET/HEAD without one (pages and API alike),
 * so the first mutating call of a visitor can carry it.
 */
export function ensureCrumb(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') issueCrumb(c);
    await next();
  };
}
