import type { Context } from 'hono';
import { ApiError } from '../http/ApiError';
import { COOKIE } from './cookieNames';
import { readCookie } from './cookies';
import { issueCrumb } from './ensureCrumb';
import { safeEqual } from './randomToken';

/** The crumb-failure message of spec/storefront.md §8. */
export const CRUMB_FAIL_MESSAGE = 'Your session has expired. Please reload the page and try again.';

/**
 * Refuses a mutating call whose crumb does not match the `crumb` cookie: 403
 * `{ crumbFail: true, message }`. JSON calls carry it in `X-CSRF-Token`, form-encoded ones in a
 * `crumb` field (pass it as `formCrumb`). A visitor whose crumb cookie is missing (expired) gets
 * a fresh one with the refusal, so a client that retries once after a crumb failure (sign-out,
 * platform §7) succeeds.
 */
export function requireCrumb(c: Context, formCrumb?: unknown): void {
  const cookie = readCookie(c, COOKIE.crumb);
  const sent = c.req.header('x-csrf-token') ?? (typeof formCrumb === 'string' ? formCrumb : undefined);
  if (!cookie || !sent || !safeEqual(cookie, sent)) {
    issueCrumb(c);
    throw new ApiError(403, { crumbFail: true, message: CRUMB_FAIL_MESSAGE });
  }
}
