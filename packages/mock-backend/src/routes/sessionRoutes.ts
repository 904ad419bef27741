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
import type { Context, Hono } from 'hono';
import type { HTTPException } from 'hono/http-exception';
import type { AppContext } from '../app/AppContext';
import { httpError } from '../http/httpError';
import { validateBody, validateQuery } from '../http/validate';
import { removeCookie, writeCookie } from '../security/cookies';
import type { RateLimiter } from '../security/createRateLimiter';
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
  /** The refusal of a limited sign-in, stating the real wait: "… try again in 14 minutes." */
  rateLimited: (waitMs: number): string => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
    return `Too many sign-in attempts. Please try again in ${count} ${unit}${count === 1 ? '' : 's'}.`;
  },
} as const;

/** A 429 for a sign-in refused by `limiter` for `key`, with the wait in its message and `Retry-After`. */
function signInRefusal(c: Context, limiter: RateLimiter, key: string): HTTPException {
  const waitMs = limiter.retryAfterMs(key);
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return httpError(429, LOGIN_MESSAGES.rateLimited(waitMs));
}

/** Registers site-user session and locale calls. */
export function registerSessionRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;
  /** Checked against a fixed hash when the email is unknown, so both cases take the same time. */
  let unknownUserHash: Promise<string> | undefined;

  app.post(
    API_ROUTES.session,
    requireCrumb(),
    async (c, next) => {
      // Every attempt counts per address, whatever the account.
      const address = ctx.clientKey(c);
      if (!ctx.limiters.login.hit(address)) throw signInRefusal(c, ctx.limiters.login, address);
      await next();
    },
    validateBody(SessionLoginRequestSchema),
    async (c) => {
      const { password, rememberMe, ...login } = c.req.valid('json');
      const email = login.email.trim().toLowerCase();
      // Failed sign-ins count per account and address: guesses from elsewhere cannot lock the
      // account's owner out.
      const failureKey = `${email}\u0000${ctx.clientKey(c)}`;
      if (ctx.limiters.loginFailures.isLimited(failureKey))
        throw signInRefusal(c, ctx.limiters.loginFailures, failureKey);
      const user = storage.list<UserRecord>(COLLECTIONS.users).find((u) => u.email.toLowerCase() === email);
      // Made at the first unknown email, not before: a known account's sign-in derives one key,
      // not two at once.
      if (!user) unknownUserHash ??= ctx.passwords.hash('not a password of anyone');
      const stored = user?.passwordHash ?? (await unknownUserHash) ?? '';
      const matches = await ctx.passwords.verify(password, stored);
      if (!user || !matches) {
        ctx.limiters.loginFailures.hit(failureKey);
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
