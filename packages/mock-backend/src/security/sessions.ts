import { COOKIE_NAMES } from '@storefront-widgets/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppContext } from '../app/AppContext';
import { httpError } from '../http/httpError';
import { COLLECTIONS, type SessionRecord, type UserRecord } from '../seed/records';
import { readCookie } from './cookies';
import { safeEqual } from './randomToken';

/** Messages of the session checks (not in the platform; see API.md). */
export const SESSION_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  ownerRequired: 'You must be signed in as the store owner.',
  xsrf: 'Missing or invalid X-SiteUser-XSRF-Token header.',
} as const;

/** The signed-in user of this request, if its session cookie names a live session. */
export function currentSession(
  c: Context,
  ctx: AppContext,
): { session: SessionRecord; user: UserRecord } | undefined {
  const id = readCookie(c, COOKIE_NAMES.session);
  if (!id || id.length > 100) return undefined;
  const session = ctx.storage.get<SessionRecord>(COLLECTIONS.sessions, id);
  if (!session || session.expiresAt <= ctx.now()) return undefined;
  const user = ctx.storage.get<UserRecord>(COLLECTIONS.users, session.userId);
  return user ? { session, user } : undefined;
}

/** 401 unless a site user is signed in. */
export function requireSiteUser(c: Context, ctx: AppContext) {
  const found = currentSession(c, ctx);
  if (!found) throw httpError(401, SESSION_MESSAGES.signInRequired);
  return found;
}

/** 401 unless the store owner is signed in. */
export function requireOwner(c: Context, ctx: AppContext) {
  const found = currentSession(c, ctx);
  if (!found?.user.isOwner) throw httpError(401, SESSION_MESSAGES.ownerRequired);
  return found;
}

/** 403 unless `X-SiteUser-XSRF-Token` matches the session's xsrfToken. */
export function requireSiteUserXsrf(c: Context, session: SessionRecord): void {
  const sent = c.req.header('x-siteuser-xsrf-token');
  if (!sent || !safeEqual(sent, session.xsrfToken)) throw httpError(403, SESSION_MESSAGES.xsrf);
}

/** Middleware: 401 unless the store owner is signed in (owner reads, `/api/dev/*`). */
export const ownerSession =
  (ctx: AppContext): MiddlewareHandler =>
  async (c, next) => {
    requireOwner(c, ctx);
    await next();
  };

/**
 * Middleware for the owner's writes: the owner's session (401) and its `X-SiteUser-XSRF-Token`
 * (403), as restock send checks them. The crumb is checked before, by `requireCrumb`.
 */
export const ownerWrite =
  (ctx: AppContext): MiddlewareHandler =>
  async (c, next) => {
    const { session } = requireOwner(c, ctx);
    requireSiteUserXsrf(c, session);
    await next();
  };
