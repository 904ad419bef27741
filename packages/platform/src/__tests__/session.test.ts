import type { CookieJar } from '@storefront-widgets/core/cookies';
import {
  readSiteUserInfo,
  SITE_USER_LOCALE_PATH,
  shouldSyncSiteUserLocale,
  syncSiteUserLocale,
} from '@storefront-widgets/platform/session';
import { describe, expect, it, vi } from 'vitest';
import { visitBackend } from './helpers/backend';

const SESSION = '/api/site-users/account/session';

describe('the site-user session (core’s, reached through platform)', () => {
  it('sends the xsrfToken kept at sign-in as X-SiteUser-XSRF-Token', async () => {
    const { client, session } = await visitBackend('shopper');
    expect(session.getXsrfToken()).toMatch(/^[0-9a-f]{32}$/);
    await expect(client.post(SITE_USER_LOCALE_PATH, { language: 'fr' })).resolves.toEqual({ language: 'fr' });
  });

  it('signs out with cloneCart, calling once more when the answer has crumbFail', async () => {
    const { client, session, jar, requests } = await visitBackend('shopper');
    // The crumb cookie expired: the first call is refused with crumbFail and a fresh crumb.
    jar.delete('crumb');
    await session.signOut(client, { cloneCart: true });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `DELETE ${SESSION}?cloneCart=true`,
      `DELETE ${SESSION}?cloneCart=true`,
    ]);
    expect(jar.has('SiteUserInfo')).toBe(false);
    expect(session.getXsrfToken()).toBeUndefined();
  });

  it('calls once only when the first answer is fine', async () => {
    const { client, session, requests } = await visitBackend('shopper');
    await session.signOut(client);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${SESSION}?cloneCart=false`]);
  });

  it('logs a SiteUserInfo cookie that does not parse and treats it as no user', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The jar hands back decoded values (js-cookie decodes the page's percent-encoding).
    const jarWith = (values: Record<string, string>): CookieJar => ({
      get: (name) => values[name],
      set: () => {},
      remove: () => {},
    });
    const jar = jarWith({ SiteUserInfo: '{not json' });
    expect(readSiteUserInfo(jar)).toEqual({ authenticated: false, siteUserId: null });
    expect(consoleError).toHaveBeenCalledOnce();
    const signedIn = jarWith({ SiteUserInfo: '{"authenticated":true,"siteUserId":"u1"}' });
    expect(readSiteUserInfo(signedIn)).toEqual({ authenticated: true, siteUserId: 'u1' });
  });
});

describe('the site-user locale (platform §7)', () => {
  it('is updated only when the widget’s language is not one of its custom-coded ones', () => {
    expect(shouldSyncSiteUserLocale({ currentLanguage: 'fr' })).toBe(true);
    expect(shouldSyncSiteUserLocale({ currentLanguage: 'fr', customCodedLanguages: ['de'] })).toBe(true);
    expect(shouldSyncSiteUserLocale({ currentLanguage: 'fr', customCodedLanguages: ['fr', 'de'] })).toBe(
      false,
    );
    expect(shouldSyncSiteUserLocale(null)).toBe(false);
    expect(shouldSyncSiteUserLocale({ currentLanguage: '' })).toBe(false);
  });

  it('posts the language for a signed-in user, and sends nothing for a custom-coded one', async () => {
    const { client, requests } = await visitBackend('shopper');
    expect(
      await syncSiteUserLocale(client, { currentLanguage: 'de', customCodedLanguages: ['de'] }),
    ).toBeNull();
    expect(requests).toEqual([]);
    expect(
      await syncSiteUserLocale(client, { currentLanguage: 'pt-BR', customCodedLanguages: ['de'] }),
    ).toEqual({
      language: 'pt-BR',
    });
    expect(requests).toEqual([{ method: 'POST', path: SITE_USER_LOCALE_PATH, body: { language: 'pt-BR' } }]);
  });

  it('is refused for a visitor who is not signed in', async () => {
    const { client } = await visitBackend('nobody');
    await expect(syncSiteUserLocale(client, { currentLanguage: 'fr' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
