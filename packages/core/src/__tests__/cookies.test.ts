// @vitest-environment happy-dom

import {
  type CookieJar,
  clearTrackingCookies,
  createDocumentCookieJar,
  hasCartCookie,
  readCartCookie,
  readCrumb,
  readSiteUserInfo,
  shouldClearTrackingCookies,
  TRACKING_COOKIE_NAMES,
} from '@storefront/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

function memoryJar(
  initial: Record<string, string>,
): CookieJar & { values: Map<string, string>; removed: unknown[] } {
  const values = new Map(Object.entries(initial));
  const removed: unknown[] = [];
  return {
    values,
    removed,
    get: (name) => values.get(name),
    remove: (name, attributes) => {
      removed.push([name, attributes]);
      values.delete(name);
    },
  };
}

function clearDocumentCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

afterEach(clearDocumentCookies);

/** Tests set cookies the way a server response would leave them. */
function setCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test seeds document.cookie that the jar must read
  document.cookie = text;
}

describe('reading cookies from document.cookie', () => {
  it('reads the crumb, has-cart and cart cookies', () => {
    setCookie('crumb=abc123; path=/');
    setCookie('hasCart=true; path=/');
    setCookie('CART=cart-token-1; path=/');
    expect(readCrumb()).toBe('abc123');
    expect(hasCartCookie()).toBe(true);
    expect(readCartCookie()).toBe('cart-token-1');
  });

  it('has-cart must equal "true"', () => {
    setCookie('hasCart=false; path=/');
    expect(hasCartCookie()).toBe(false);
  });

  it('parses the URL-encoded SiteUserInfo JSON', () => {
    setCookie(
      `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u-1' }))}; path=/`,
    );
    expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: 'u-1' });
  });

  it('removes tracking cookies from the document', () => {
    setCookie('ss_cvr=abc|1|2|3|4; path=/');
    setCookie('ss_cvt=1700000000000; path=/');
    setCookie('keep=1; path=/');
    expect(clearTrackingCookies({ policy: 'absolute' })).toBe(true);
    expect(document.cookie).not.toContain('ss_cvr');
    expect(document.cookie).not.toContain('ss_cvt');
    expect(document.cookie).toContain('keep=1');
  });
});

describe('SiteUserInfo parse failure', () => {
  it('is logged once and treated as no user', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const jar = memoryJar({ SiteUserInfo: '{not json' });
    expect(readSiteUserInfo(jar)).toEqual({ authenticated: false, siteUserId: null });
    expect(readSiteUserInfo(jar)).toEqual({ authenticated: false, siteUserId: null });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('a missing cookie is simply no user, without logging', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSiteUserInfo(memoryJar({}))).toEqual({ authenticated: false, siteUserId: null });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('tracking cookie policy', () => {
  it.each([
    [{ policy: 'absolute' }, true],
    [{ isBannerEnabled: false }, true],
    [{ areCookiesAllowed: false }, true],
    [{ isCloneable: true, policy: 'relaxed', isBannerEnabled: true, areCookiesAllowed: true }, true],
    [{ policy: 'relaxed', isBannerEnabled: true, areCookiesAllowed: true }, false],
    [{}, false],
  ])('%j → clear %s', (policy, expected) => {
    expect(shouldClearTrackingCookies(policy)).toBe(expected);
  });

  it('clears ss_cid, ss_cpvisit, ss_cvisit, ss_cvr and ss_cvt on every given domain', () => {
    const jar = memoryJar(Object.fromEntries(TRACKING_COOKIE_NAMES.map((name) => [name, '1'])));
    jar.values.set('crumb', 'c');
    expect(clearTrackingCookies({ areCookiesAllowed: false }, { jar, domains: ['.example.com'] })).toBe(true);
    expect([...jar.values.keys()]).toEqual(['crumb']);
    expect(jar.removed).toContainEqual(['ss_cpvisit', { path: '/', domain: '.example.com' }]);
    expect(TRACKING_COOKIE_NAMES).toEqual(['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']);
  });

  it('leaves cookies alone under a permissive policy', () => {
    const jar = memoryJar({ ss_cvr: '1' });
    expect(clearTrackingCookies({ policy: 'relaxed' }, { jar })).toBe(false);
    expect(jar.values.has('ss_cvr')).toBe(true);
  });
});

describe('createDocumentCookieJar (injected document)', () => {
  function fakeDocument(initial: string[]) {
    const cookies = new Map(initial.map((pair) => [pair.split('=')[0] ?? '', pair]));
    const writes: string[] = [];
    return {
      writes,
      doc: {
        get cookie() {
          return [...cookies.values()].join('; ');
        },
        set cookie(text: string) {
          writes.push(text);
          const [pair = ''] = text.split(';');
          const name = pair.split('=')[0] ?? '';
          if (/expires=Thu, 01 Jan 1970/.test(text)) cookies.delete(name);
          else cookies.set(name, pair);
        },
      },
    };
  }

  it('reads and decodes values, including percent-encoded SiteUserInfo JSON', () => {
    const { doc } = fakeDocument([
      'crumb=c0ffee',
      `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"42"}')}`,
      'hasCart=true',
    ]);
    const jar = createDocumentCookieJar(doc);
    expect(readCrumb(jar)).toBe('c0ffee');
    expect(readSiteUserInfo(jar)).toEqual({ authenticated: true, siteUserId: '42' });
    expect(hasCartCookie(jar)).toBe(true);
    expect(readCartCookie(jar)).toBeUndefined();
  });

  it('keeps a malformed percent sequence as written, unquotes values and decodes names', () => {
    const { doc } = fakeDocument(['crumb=%E0%A4%A', 'CART="tok%20en"', 'site%20pref=dark']);
    const jar = createDocumentCookieJar(doc);
    expect(readCrumb(jar)).toBe('%E0%A4%A');
    expect(readCartCookie(jar)).toBe('tok en');
    expect(jar.get('site pref')).toBe('dark');
  });

  it('expires cookies on removal with path and domain', () => {
    const { doc, writes } = fakeDocument(['ss_cvr=a|1|2|3|4', 'crumb=x']);
    clearTrackingCookies(
      { policy: 'absolute' },
      { jar: createDocumentCookieJar(doc), domains: ['.shop.test'] },
    );
    expect(doc.cookie).toBe('crumb=x');
    expect(writes).toContain('ss_cvr=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.shop.test');
  });
});
