import {
  CENSUS_TIMEOUT_MS,
  type CensusContext,
  createCensus,
  formatVisitorRecord,
  isCensusAllowed,
  isPageViewAllowed,
  nextVisitorRecord,
  parseVisitorRecord,
  parseVisitTime,
  readPageFields,
  VISIT_TIME_DAYS,
  VISITOR_RECORD_DAYS,
} from '@storefront-widgets/core';
import { describe, expect, it } from 'vitest';
import { fakeSender } from './helpers/fakeSender';
import { memoryJar } from './helpers/memoryJar';
import { pageWindow } from './helpers/pageWindow';

const anonymous = { authenticated: false, siteUserId: null };
const signedIn = { authenticated: true, siteUserId: 'u1' };
const context = (overrides: Partial<CensusContext> = {}): CensusContext => ({
  siteUser: anonymous,
  path: '/products/tee',
  ...overrides,
});

const win = pageWindow();

describe('census rules (storefront §6)', () => {
  it('sends for anonymous visitors and never with the disable flag or on blocked pages', () => {
    expect(isCensusAllowed(context())).toBe(true);
    expect(isCensusAllowed(context({ censusDisabled: true }))).toBe(false);
    for (const blockedPage of ['not-found', 'lock-screen', 'member-area-access-denied'] as const)
      expect(isCensusAllowed(context({ blockedPage }))).toBe(false);
  });

  it('signed-in users: only when their only website role is viewer and the page is outside config paths', () => {
    expect(isCensusAllowed(context({ siteUser: signedIn }))).toBe(false);
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [10] }))).toBe(true);
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [10, 4] }))).toBe(false);
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [1] }))).toBe(false);
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [10], path: '/config' }))).toBe(false);
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [10], path: '/config/pages' }))).toBe(
      false,
    );
    expect(isCensusAllowed(context({ siteUser: signedIn, websiteRoles: [10], path: '/configurator' }))).toBe(
      true,
    );
    expect(
      isCensusAllowed(
        context({ siteUser: signedIn, websiteRoles: [10], path: '/admin/x', configPaths: ['/admin'] }),
      ),
    ).toBe(false);
  });

  it('no page view on /search', () => {
    expect(isPageViewAllowed('/search')).toBe(false);
    expect(isPageViewAllowed('/search/')).toBe(false);
    expect(isPageViewAllowed('/search/shoes')).toBe(false);
    expect(isPageViewAllowed('/searching')).toBe(true);
    expect(isPageViewAllowed('/')).toBe(true);
  });

  it('the visitor record is an id plus four positive integers, else rejected', () => {
    const record = {
      id: 'a1b2c3d4-e5f6',
      firstSeen: 1700000000000,
      visitStart: 1700000000000,
      visits: 2,
      pageViews: 7,
    };
    expect(parseVisitorRecord(formatVisitorRecord(record))).toEqual(record);
    for (const bad of [
      undefined,
      '',
      'a1b2c3d4e5|1|2|3',
      'a1b2c3d4e5|1|2|3|4|5',
      'a1b2c3d4e5|0|2|3|4',
      'a1b2c3d4e5|-1|2|3|4',
      'a1b2c3d4e5|1.5|2|3|4',
      'a1b2c3d4e5|1|2|3|x',
      'short|1|2|3|4',
      'bad id!!|1|2|3|4',
      'a1b2c3d4e5|99999999999999999|2|3|4',
    ])
      expect(parseVisitorRecord(bad)).toBeNull();
  });

  it('the visit time is a positive integer, else rejected', () => {
    expect(parseVisitTime('1700000000000')).toBe(1700000000000);
    for (const bad of [undefined, '', '0', '-5', '12.5', 'abc', '01']) expect(parseVisitTime(bad)).toBeNull();
  });

  it('a page view counts a new visitor, a new visit after the visit cookie lapsed, or one more view', () => {
    const first = nextVisitorRecord(null, null, 1000, () => 'visitor-0001');
    expect(first).toEqual({ id: 'visitor-0001', firstSeen: 1000, visitStart: 1000, visits: 1, pageViews: 1 });
    expect(nextVisitorRecord(first, 1000, 5000, () => 'x')).toEqual({ ...first, pageViews: 2 });
    expect(nextVisitorRecord(first, null, 9000, () => 'x')).toEqual({
      ...first,
      visitStart: 9000,
      visits: 2,
      pageViews: 2,
    });
  });

  it('reads the census hit fields', () => {
    expect(
      readPageFields(win, { itemId: 'p1', recordType: 'product', collectionId: 'c1' }, Date.UTC(2026, 0, 2)),
    ).toEqual({
      userAgent: 'TestAgent/1.0',
      clientDate: '2026-01-02T00:00:00.000Z',
      viewportWidth: 390,
      viewportHeight: 844,
      screenWidth: 1170,
      screenHeight: 2532,
      url: 'https://shop.test/products/tee?x=1',
      title: 'Tee · Shop',
      itemId: 'p1',
      recordType: 'product',
      collectionId: 'c1',
    });
  });
});

describe('createCensus', () => {
  const setup = (
    options: { jar?: ReturnType<typeof memoryJar>; context?: CensusContext; cookiePolicy?: object } = {},
  ) => {
    const sender = fakeSender();
    const jar = options.jar ?? memoryJar();
    let now = Date.UTC(2026, 0, 2, 10);
    const census = createCensus({
      sender,
      jar,
      win,
      context: options.context ?? context(),
      page: { itemId: 'p1', recordType: 'product' },
      ...(options.cookiePolicy ? { cookiePolicy: options.cookiePolicy } : {}),
      now: () => now,
      newId: () => 'visitor-0001',
    });
    return { census, sender, jar, advance: (ms: number) => (now += ms) };
  };

  it('a page view posts RecordHit form-encoded (event, data JSON text, ss_cvr) with the 2500 ms timeout', async () => {
    const { census, sender, jar } = setup();
    expect(await census.pageView()).toBe(true);
    const [hit] = sender.sent;
    if (!hit) throw new Error('nothing sent');
    expect(hit.via).toBe('post');
    expect(hit.url).toBe('/api/census/RecordHit');
    expect(hit.options).toEqual({ timeout: CENSUS_TIMEOUT_MS });
    const body = hit.body as { event: string; data: string; ss_cvr: string };
    expect(body.event).toBe('pageView');
    expect(JSON.parse(body.data)).toMatchObject({ url: win.location.href, itemId: 'p1', viewportWidth: 390 });
    const now = Date.UTC(2026, 0, 2, 10);
    expect(body.ss_cvr).toBe(`visitor-0001|${now}|${now}|1|1`);
    expect(jar.written.get('ss_cvr')).toEqual({ path: '/', expires: VISITOR_RECORD_DAYS });
    expect(jar.written.get('ss_cvt')).toEqual({ path: '/', expires: VISIT_TIME_DAYS });
    expect(VISITOR_RECORD_DAYS).toBe(730);
    expect(VISIT_TIME_DAYS * 24 * 60).toBe(30);
    expect(jar.values.get('ss_cvt')).toBe(String(now));
  });

  it('an invalid visitor cookie is replaced by a new record', async () => {
    const { census, jar } = setup({ jar: memoryJar({ ss_cvr: 'garbage', ss_cvt: 'nope' }) });
    await census.pageView();
    expect(jar.values.get('ss_cvr')).toMatch(/^visitor-0001\|\d+\|\d+\|1\|1$/);
  });

  it('sends nothing for a signed-in user, nor any page view or exit from /search', async () => {
    const signedInCensus = setup({ context: context({ siteUser: signedIn }) });
    expect(signedInCensus.census.allowed).toBe(false);
    expect(await signedInCensus.census.pageView()).toBe(false);
    expect(await signedInCensus.census.buttonClick({ buttonId: 'add-to-cart' })).toBe(false);
    expect(await signedInCensus.census.formRender('f1')).toBe(false);
    expect(signedInCensus.sender.sent).toEqual([]);
    expect(signedInCensus.jar.values.size).toBe(0);

    const search = setup({ context: context({ path: '/search' }) });
    expect(await search.census.pageView()).toBe(false);
    expect(await search.census.pageExit()).toBe(false);
    expect(search.sender.sent).toEqual([]);
  });

  it('button clicks go by beacon, renders and form renders as JSON with the visitor cookie and page fields', async () => {
    const { census, sender } = setup({ jar: memoryJar({ ss_cvr: 'visitor-0001|1|1|1|1' }) });
    await census.buttonClick({ buttonId: 'add-to-cart', label: 'Add To Cart' });
    await census.buttonRender({ buttonId: 'add-to-cart' });
    await census.formRender('form-1');
    await census.overlay({ overlayId: 'o1' });
    await census.quickView('item 1');
    expect(sender.sent.map((s) => [s.via, s.url])).toEqual([
      ['beacon', '/api/census/button-click'],
      ['post', '/api/census/button-render'],
      ['post', '/api/census/form-render'],
      ['post', '/api/census/overlay'],
      ['post', '/api/census/RecordQuickView/item%201'],
    ]);
    expect(sender.sent[0]?.body).toMatchObject({
      buttonId: 'add-to-cart',
      label: 'Add To Cart',
      visitorCookie: 'visitor-0001|1|1|1|1',
      url: win.location.href,
      title: 'Tee · Shop',
    });
    expect(sender.sent[2]?.body).toMatchObject({ formId: 'form-1', visitorCookie: 'visitor-0001|1|1|1|1' });
  });

  it('visitor events are sent only when the census cookie is present', async () => {
    const without = setup();
    expect(await without.census.visitorEvent('addToCart')).toBe(false);
    expect(without.sender.sent).toEqual([]);
    const withCookie = setup({ jar: memoryJar({ ss_cvr: 'visitor-0001|1|1|1|1' }) });
    expect(await withCookie.census.visitorEvent('addToCart', { sku: 's1' })).toBe(true);
    expect(withCookie.sender.sent[0]?.body).toMatchObject({
      event: 'addToCart',
      ss_cvr: 'visitor-0001|1|1|1|1',
    });
  });

  it('the page exit goes once, by beacon, with the time on the page', async () => {
    const { census, sender, advance } = setup();
    advance(12_345);
    expect(await census.pageExit()).toBe(true);
    expect(await census.pageExit()).toBe(false);
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]?.via).toBe('beacon');
    const exit = sender.sent[0]?.body as { data: string };
    expect(JSON.parse(exit.data)).toEqual({
      url: win.location.href,
      timeOnPageMs: 12_345,
    });
  });

  it('a restrictive cookie policy clears the tracking cookies and writes none', async () => {
    for (const cookiePolicy of [
      { policy: 'absolute' },
      { isBannerEnabled: false },
      { areCookiesAllowed: false },
      { isCloneable: true },
    ]) {
      const jar = memoryJar({
        ss_cid: '1',
        ss_cpvisit: '2',
        ss_cvisit: '3',
        ss_cvr: 'visitor-0001|1|1|1|1',
        ss_cvt: '5',
      });
      const { census, sender } = setup({ jar, cookiePolicy });
      expect([...jar.values.keys()]).toEqual([]);
      await census.pageView();
      expect([...jar.values.keys()]).toEqual([]);
      expect(sender.sent[0]?.body).toMatchObject({ ss_cvr: '' });
    }
  });

  it('a failed post resolves false and never rejects', async () => {
    const sender = fakeSender({ fail: new TypeError('Failed to fetch') });
    const census = createCensus({ sender, jar: memoryJar(), win, context: context() });
    await expect(census.pageView()).resolves.toBe(false);
  });
});
