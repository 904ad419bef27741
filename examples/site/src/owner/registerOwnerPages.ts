import { API_ROUTES, type SessionLoginResponse } from '@storefront-widgets/core';
import { CRUMB_FAIL_MESSAGE, issueCrumb, SEED_CREDENTIALS } from '@storefront-widgets/mock-backend';
import type { Context, Hono } from 'hono';
import { infoPage, type WebsiteSettings } from '../pageData/sitePages';
import type { RenderPage } from '../render/RenderPage';
import { ownerDestination, ownerRestockPage, ownerSignInPage, type SignInFormState } from './ownerPages';
import { forgetOwnerXsrf, forwardCookies, ownerXsrfOf, rememberOwnerXsrf } from './ownerSession';

/** The refusal of an account that signed in but is not the store owner. */
export const NOT_OWNER_MESSAGE = 'This account is not the store owner’s. Sign in with the owner’s email.';
/** The refusal of a sign-in form posted without an email or a password. */
export const MISSING_CREDENTIALS_MESSAGE = 'Enter the owner’s email and password.';

const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The example store's owner area: `/owner/sign-in` (a form posted to the site, which signs in
 * through the backend's session call and keeps the owner's XSRF token in an HttpOnly cookie),
 * `/owner/sign-out`, and `/owner/restock` (the restock sign-ups panel widget). The pages work
 * without scripts; only the panel is a widget.
 * @returns the sign-in page for an owner page opened without the owner's session.
 */
export function registerOwnerPages(
  app: Hono,
  page: RenderPage,
  website: (c: Context) => Promise<WebsiteSettings>,
): (c: Context, next: string, reason: string) => Promise<Response> {
  const signInForm = async (
    c: Context,
    form: Omit<SignInFormState, 'crumb' | 'example'>,
    status: 200 | 400 | 401 | 403 | 429 = 200,
  ) =>
    page(
      c,
      'owner-sign-in',
      ownerSignInPage(await website(c), { ...form, crumb: issueCrumb(c), example: SEED_CREDENTIALS.owner }),
      status,
    );

  /** Calls the backend on the same app with the visitor's cookies (`headers` may replace them). */
  const callApi = (
    c: Context,
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
  ) =>
    app.request(path, {
      ...init,
      headers: { cookie: c.req.header('cookie') ?? '', ...init.headers },
    });

  app.get('/owner/sign-in', async (c) => {
    const next = ownerDestination(c.req.query('next'));
    if (ownerXsrfOf(c)) return c.redirect(next, 303);
    return signInForm(c, { next });
  });

  app.post('/owner/sign-in', async (c) => {
    const body = await c.req.parseBody();
    const email = field(body, 'email').trim();
    const password = field(body, 'password');
    const next = ownerDestination(field(body, 'next'));
    if (!email || !password) return signInForm(c, { next, email, error: MISSING_CREDENTIALS_MESSAGE }, 400);
    const response = await callApi(c, API_ROUTES.session, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': field(body, 'crumb') },
      body: JSON.stringify({ email, password, rememberMe: false }),
    });
    const answer = (await response.json()) as Partial<SessionLoginResponse> & { message?: string };
    if (!response.ok) {
      const status = response.status === 403 || response.status === 429 ? response.status : 401;
      return signInForm(c, { next, email, error: answer.message ?? CRUMB_FAIL_MESSAGE }, status);
    }
    forwardCookies(c, response);
    if (!answer.isOwner || !answer.xsrfToken) {
      // A shopper's account: signed straight out again, so the owner's form leaves no session behind.
      const session = response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const out = await callApi(c, API_ROUTES.session, {
        method: 'DELETE',
        headers: {
          cookie: [c.req.header('cookie') ?? '', session].filter(Boolean).join('; '),
          'x-csrf-token': field(body, 'crumb'),
          'x-siteuser-xsrf-token': answer.xsrfToken ?? '',
        },
      });
      forwardCookies(c, out);
      return signInForm(c, { next, email, error: NOT_OWNER_MESSAGE }, 401);
    }
    rememberOwnerXsrf(c, answer.xsrfToken);
    return c.redirect(next, 303);
  });

  app.post('/owner/sign-out', async (c) => {
    const body = await c.req.parseBody();
    const response = await callApi(c, API_ROUTES.session, {
      method: 'DELETE',
      headers: { 'x-csrf-token': field(body, 'crumb'), 'x-siteuser-xsrf-token': ownerXsrfOf(c) ?? '' },
    });
    if (response.status === 403) {
      const { message } = (await response.json()) as { message?: string };
      forwardCookies(c, response);
      return page(c, 'info', infoPage(await website(c), 'Sign out', [message ?? CRUMB_FAIL_MESSAGE]), 403);
    }
    // Signed out, or the session had already ended (401): either way the owner is out.
    forwardCookies(c, response);
    forgetOwnerXsrf(c);
    return c.redirect('/', 303);
  });

  const signInFirst = (c: Context, next: string, reason: string) => {
    forgetOwnerXsrf(c);
    return signInForm(c, { next, reason }, 401);
  };

  app.get('/owner/restock', async (c) => {
    const xsrf = ownerXsrfOf(c);
    // The owner's restock listing answers 401 to anyone else: the page is the owner's only.
    const check = await callApi(c, `${API_ROUTES.restockGroups}?limit=1`, { method: 'GET' });
    if (!xsrf || check.status === 401)
      return signInFirst(c, '/owner/restock', 'Sign in as the store owner to see the restock sign-ups.');
    if (!check.ok) throw new Error(`${API_ROUTES.restockGroups} answered ${check.status}`);
    return page(c, 'owner-restock', ownerRestockPage(await website(c), xsrf));
  });

  return signInFirst;
}
