// @vitest-environment happy-dom

import {
  clearTrackingCookies,
  documentCookieJar,
  hasCartCookie,
  readCartCookie,
  readCrumb,
  readSiteUserInfo,
  shouldClearTrackingCookies,
  TRACKING_COOKIE_NAMES,
} from '@storefront-widgets/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from './helpers/memoryJar';

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

/** Every string the jar assigns to document.cookie, in order, still applied to the document. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  while (owner && !Object.hasOwn(owner, 'cookie')) owner = Object.getPrototypeOf(owner);
  const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, 'cookie') : undefined;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    writes.push(text);
    descriptor?.set?.call(document, text);
  });
  return writes;
}

describe('documentCookieJar (js-cookie over document.cookie)', () => {
  it('reads and decodes values, including percent-encoded SiteUserInfo JSON', () => {
    setCookie('crumb=c0ffee; path=/');
    setCookie(`SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"42"}')}; path=/`);
    setCookie('hasCart=true; path=/');
    expect(readCrumb(documentCookieJar)).toBe('c0ffee');
    expect(readSiteUserInfo(documentCookieJar)).toEqual({ authenticated: true, siteUserId: '42' });
    expect(hasCartCookie(documentCookieJar)).toBe(true);
    expect(readCartCookie(documentCookieJar)).toBeUndefined();
  });

  it('unquotes quoted values and decodes names; a malformed value reads as absent', () => {
    setCookie('CART="tok%20en"; path=/');
    setCookie('site%20pref=dark; path=/');
    setCookie('crumb=%E0%A4%A; path=/');
    expect(readCartCookie(documentCookieJar)).toBe('tok en');
    expect(documentCookieJar.get('site pref')).toBe('dark');
    expect(readCrumb(documentCookieJar)).toBeUndefined();
  });

  it('writes encoded values with a lifetime in days, and reads them back', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date'] });
    const writes = recordCookieWrites();
    documentCookieJar.set('ss_cvr', 'v1 1|2|3|4', { expires: 730 });
    documentCookieJar.set('ss_cvt', '1767225600000', { expires: 30 / 1440, sameSite: 'lax' });
    vi.useRealTimers();
    expect(writes).toEqual([
      'ss_cvr=v1%201|2|3|4; path=/; expires=Sat, 01 Jan 2028 00:00:00 GMT; sameSite=lax',
      'ss_cvt=1767225600000; path=/; expires=Thu, 01 Jan 2026 00:30:00 GMT; sameSite=lax',
    ]);
    expect(documentCookieJar.get('ss_cvr')).toBe('v1 1|2|3|4');
  });

  it('expires cookies on removal with path and domain', () => {
    setCookie('ss_cvr=a|1|2|3|4; path=/');
    setCookie('crumb=x; path=/');
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date'] });
    const writes = recordCookieWrites();
    clearTrackingCookies({ policy: 'absolute' }, { domains: ['.shop.test'] });
    vi.useRealTimers();
    expect(document.cookie).toBe('crumb=x');
    // js-cookie removes by writing an empty value that expired a day ago.
    expect(writes).toContain('ss_cvr=; path=/; domain=.shop.test; expires=Wed, 31 Dec 2025 00:00:00 GMT');
  });
});

describe('cookies the client writes', () => {
  it('are SameSite=Lax, so no other site sends the visitor and analytics ids along', () => {
    const writes = recordCookieWrites();
    documentCookieJar.set('ss_cvr', 'abc|1|2|3|4', { path: '/', expires: 730 });
    documentCookieJar.set('ss_analyticsId', 'id-1', { path: '/' });
    expect(writes).toHaveLength(2);
    for (const text of writes) {
      expect(text).toMatch(/; sameSite=lax/i);
      expect(text).not.toMatch(/; secure/i);
    }
    expect(documentCookieJar.get('ss_cvr')).toBe('abc|1|2|3|4');
  });

  it('are also Secure on an https page', () => {
    const previous = location.href;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'https://shop.example/',
    );
    try {
      const writes = recordCookieWrites();
      documentCookieJar.set('ss_cvt', '1700000000000', { path: '/' });
      expect(writes[0]).toMatch(/; sameSite=lax/i);
      expect(writes[0]).toMatch(/; secure/i);
    } finally {
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(previous);
    }
  });
});
