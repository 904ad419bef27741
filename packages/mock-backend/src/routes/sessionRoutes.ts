import {
  API_ROUTES,
  COOKIE_NAMES,
  type OkResponse,
  SessionLoginRequestSchema,
  type SessionLoginResponse,
  SignOutQuerySchema,
  type SiteUserInfo,
  SiteUserLocaleRequestSchema,
} from '@storefront-widgets/core';
import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { removeCookie, writeCookie } from '../security/cookies';
import { randomToken } from '../security/randomToken';
import { requireCrumb } from '../security/requireCrumb';
import { requireSiteUser, requireSiteUserXsrf } from '../security/sessions';
import { type CartRecord, COLLECTIONS, type SessionRecord, type UserRecord } from '../seed/records';
import { clearCartCookies, findCart, setCartCookies } from './cartRoutes';

/** Session lifetime: 1 day, or 30 days with rememberMe. */
const SESSION_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * SESSION_MS;

export const LOGIN_MESSAGES = {
  badCredentials: 'Your email or password is incorrect.',
  rateLimited: 'Too many sign-in attempts. Please try again in a minute.',
} as const;

/** Registers site-user session and locale calls (spec/platform.md §7). */
export function registerSessionRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  /** Checked against a fixed hash when the email is unknown, so both cases take the same time. */
  let unknownUserHash: Promise<string> | undefined;

  app.post(
    API_ROUTES.session,
    requireCrumb(),
    ctx.rateLimit('login', LOGIN_MESSAGES.rateLimited),
    validateBody(SessionLoginRequestSchema),
    async (c) => {
      const { password, rememberMe, ...login } = c.req.valid('json');
      const email = login.email.trim().toLowerCase();
      // Failed sign-ins count per account, whichever addresses they come from.
      if (ctx.limiters.loginFailures.isLimited(email)) throw httpError(429, LOGIN_MESSAGES.rateLimited);
      const user = storage.list<UserRecord>(COLLECTIONS.users).find((u) => u.email.toLowerCase() === email);
      unknownUserHash ??= ctx.passwords.hash('not a password of anyone');
      const matches = await ctx.passwords.verify(password, user?.passwordHash ?? (await unknownUserHash));
      if (!user || !matches) {
        ctx.limiters.loginFailures.hit(email);
        throw httpError(401, LOGIN_MESSAGES.badCredentials);
      }
      const session: SessionRecord = {
        id: randomToken(24),
        userId: user.id,
        xsrfToken: randomToken(16),
        expiresAt: ctx.now() + (rememberMe ? REMEMBER_MS : SESSION_MS),
      };
      storage.put(COLLECTIONS.sessions, session.id, session);
      ctx.housekeeping.sessions();
      const lifetime = rememberMe ? { maxAge: REMEMBER_MS / 1000 } : {};
      writeCookie(c, COOKIE_NAMES.session, session.id, { httpOnly: true, ...lifetime });
      const info: SiteUserInfo = { authenticated: true, siteUserId: user.id };
      writeCookie(c, COOKIE_NAMES.siteUserInfo, JSON.stringify(info), lifetime);
      return c.json({
        xsrfToken: session.xsrfToken,
        siteUserId: user.id,
        isOwner: user.isOwner,
      } satisfies SessionLoginResponse);
    },
  );

  app.delete(API_ROUTES.session, requireCrumb(), validateQuery(SignOutQuerySchema), (c) => {
    const cloneCart = c.req.valid('query').cloneCart ?? false;
    const { session } = requireSiteUser(c, ctx);
    requireSiteUserXsrf(c, session);
    const cart = findCart(c, ctx);
    storage.transaction(() => {
      storage.delete(COLLECTIONS.sessions, session.id);
      // cloneCart: the signed-out visitor keeps a copy of the cart under a new id.
      if (cloneCart && cart) {
        const copy: CartRecord = { ...cart, id: `cart-${randomToken(12)}`, created: ctx.now() };
        storage.put(COLLECTIONS.carts, copy.id, copy);
        setCartCookies(c, copy.id);
      }
    });
    if (!cloneCart) clearCartCookies(c);
    removeCookie(c, COOKIE_NAMES.session);
    removeCookie(c, COOKIE_NAMES.siteUserInfo);
    return c.json({ ok: true } satisfies OkResponse);
  });

  app.post(API_ROUTES.siteUserLocale, requireCrumb(), validateBody(SiteUserLocaleRequestSchema), (c) => {
    const { session, user } = requireSiteUser(c, ctx);
    requireSiteUserXsrf(c, session);
    const { language } = c.req.valid('json');
    storage.put(COLLECTIONS.users, user.id, { ...user, language });
    return c.json({ language });
  });
}
