import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';

/**
 * Browsers drop `Cookie` from a script-built Request and `Set-Cookie` from a script-built Response,
 * so when the app runs inside the page (Storybook behind MSW) cookies travel in these two headers
 * instead; `createBrowserFetch` bridges them to `document.cookie`. Only requests of an app created
 * with `mirrorCookies: true` use them, so a real server never exposes HttpOnly values to scripts.
 */
export const MIRROR_HEADERS = {
  request: 'x-storefront-cookie',
  response: 'x-storefront-set-cookie',
} as const;

/**
 * Requests (by context: middleware such as the body limit replaces `c.req.raw`) whose app mirrors
 * cookies; set by createApp's first middleware.
 */
const mirrored = new WeakSet<Context>();

/** Requests that came over HTTPS: their cookies carry `Secure`. */
const secure = new WeakSet<Context>();

/** Marks a request as having come over HTTPS (set by createApp). */
export function markSecure(c: Context): void {
  secure.add(c);
}

/** Marks a request as served by a cookie-mirroring app. */
export function markMirrored(c: Context): void {
  mirrored.add(c);
}

/** Cookie attributes this backend uses. */
export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAge?: number;
  /** @default false */
  httpOnly?: boolean;
}

/** The request's cookies, parsed once per request (crumb, cart and session checks all read them). */
const parsedCookies = new WeakMap<Context, Record<string, string>>();

/** A cookie's value from the request, or undefined. */
export function readCookie(c: Context, name: string): string | undefined {
  let cookies = parsedCookies.get(c);
  if (!cookies) {
    cookies = getCookie(c);
    parsedCookies.set(c, cookies);
  }
  const value = Object.hasOwn(cookies, name) ? cookies[name] : undefined;
  if (value !== undefined || !mirrored.has(c)) return value;
  const header = c.req.header(MIRROR_HEADERS.request);
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Sets a cookie on the answer (path /, SameSite=Lax, Secure over HTTPS). */
export function writeCookie(c: Context, name: string, value: string, options: CookieOptions = {}): void {
  const line = generateCookie(name, value, {
    path: '/',
    sameSite: 'Lax',
    ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
    ...(options.httpOnly ? { httpOnly: true } : {}),
    ...(secure.has(c) ? { secure: true } : {}),
  });
  c.header('Set-Cookie', line, { append: true });
  if (mirrored.has(c)) c.header(MIRROR_HEADERS.response, line, { append: true });
}

/** Expires a cookie. */
export function removeCookie(c: Context, name: string): void {
  writeCookie(c, name, '', { maxAge: 0 });
}
