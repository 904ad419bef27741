import { CATALOGUE_EN, COOKIE_NAMES } from '@storefront-widgets/core';
import type { Context, MiddlewareHandler } from 'hono';
import { httpError } from '../http/httpError';
import { readRequestBody } from '../http/readRequestBody';
import { readCookie } from './cookies';
import { issueCrumb } from './ensureCrumb';
import { safeEqual } from './randomToken';

/** The crumb-failure message of the platform. */
export const CRUMB_FAIL_MESSAGE = CATALOGUE_EN['http.sessionExpired'];

/** Options of {@link requireCrumb}. */
export interface RequireCrumbOptions {
  /**
   * Also accept the crumb as a `crumb` field of the body, for form-encoded posts that cannot set
   * headers (SaveFormSubmission, RecordEvent). @default false
   */
  acceptField?: boolean;
}

async function crumbField(c: Context): Promise<string | undefined> {
  try {
    const body = await readRequestBody(c);
    const crumb = (body as { crumb?: unknown } | null)?.crumb;
    return typeof crumb === 'string' ? crumb : undefined;
  } catch {
    // An unreadable body carries no crumb; the body's validation reports what is wrong with it.
    return undefined;
  }
}

/**
 * Middleware refusing a mutating call whose crumb does not match the `crumb` cookie: 403
 * `{ crumbFail: true, message }`. JSON calls carry it in `X-CSRF-Token`.
 */
export function requireCrumb(options: RequireCrumbOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const cookie = readCookie(c, COOKIE_NAMES.crumb);
    const sent = c.req.header('x-csrf-token') ?? (options.acceptField ? await crumbField(c) : undefined);
    if (!cookie || !sent || !safeEqual(cookie, sent)) {
      // A visitor whose crumb cookie is missing (expired) gets a fresh one with the refusal, so a
      // client that retries once after a crumb failure (sign-out, platform §7) succeeds.
      issueCrumb(c);
      throw httpError(403, { crumbFail: true, message: CRUMB_FAIL_MESSAGE });
    }
    await next();
  };
}
