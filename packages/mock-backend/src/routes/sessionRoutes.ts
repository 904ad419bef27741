import type { Hono } from 'hono';
import type { AppContext } from '../app/AppContext';
import { ApiError, fieldError } from '../http/ApiError';
import { asObject, optionalBoolean, queryBoolean, requireString } from '../http/fields';
import { readBody } from '../http/readBody';
import { COOKIE } from '../security/cookieNames';
import { removeCookie, writeCookie } from '../security/cookies';
import { randomToken, safeEqual } from '../security/randomToken';
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

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Registers site-user session and locale calls (spec/platform.md §7). */
export function registerSessionRoutes(app: Hono, ctx: AppContext): void {
  const { storage } = ctx;

  app.post('/api/site-users/account/session', async (c) => {
    requireCrumb(c);
    ctx.limit(c, 'login', LOGIN_MESSAGES.rateLimited);
    const body = asObject(await readBody(c));
    const email = requireString(body, 'email', { max: 256 }).trim().toLowerCase();
    const password = requireString(body, 'password', { max: 1000 });
    const rememberMe = optionalBoolean(body, 'rememberMe') ?? false;
    const user = storage.list<UserRecord>(COLLECTIONS.users).find((u) => u.email.toLowerCase() === email);
    const hash = await sha256Hex(`${user?.salt ?? 'none'}:${password}`);
    if (!user || !safeEqual(hash, user.passwordHash)) throw new ApiError(401, LOGIN_MESSAGES.badCredentials);
    const session: SessionRecord = {
      id: randomToken(24),
      userId: user.id,
      xsrfToken: randomToken(16),
      expiresAt: ctx.now() + (rememberMe ? REMEMBER_MS : SESSION_MS),
    };
    storage.put(COLLECTIONS.sessions, session.id, session);
    const lifetime = rememberMe ? { maxAge: REMEMBER_MS / 1000 } : {};
    writeCookie(c, COOKIE.session, session.id, { httpOnly: true, ...lifetime });
    writeCookie(
      c,
      COOKIE.siteUserInfo,
      JSON.stringify({ authenticated: true, siteUserId: user.id }),
      lifetime,
    );
    return c.json({ xsrfToken: session.xsrfToken, siteUserId: user.id, isOwner: user.isOwner });
  });

  app.delete('/api/site-users/account/session', (c) => {
    requireCrumb(c);
    const cloneCart = queryBoolean(c.req.query('cloneCart'), 'cloneCart') ?? false;
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
    removeCookie(c, COOKIE.session);
    removeCookie(c, COOKIE.siteUserInfo);
    return c.json({ ok: true });
  });

  app.post('/api/site-users/account/locale', async (c) => {
    requireCrumb(c);
    const { session, user } = requireSiteUser(c, ctx);
    requireSiteUserXsrf(c, session);
    const body = asObject(await readBody(c));
    const language = requireString(body, 'language', { max: 35 });
    if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language))
      throw fieldError('language', '"language" must be a language tag such as "fr" or "pt-BR".');
    storage.put(COLLECTIONS.users, user.id, { ...user, language });
    return c.json({ language });
  });
}
