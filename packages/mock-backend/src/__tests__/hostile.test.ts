import {
  CART_MESSAGES,
  createApp,
  createMemoryStorage,
  createScryptHasher,
  isLoopback,
  PBKDF2_ITERATIONS,
  parseCliArgs,
  SEED_CREDENTIALS,
  SEEDED_CREDENTIALS_WARNING,
  type Storage,
  startServer,
} from '@storefront-widgets/mock-backend';
import { FORM_IDS, PRODUCT_IDS } from '@storefront-widgets/test-utils';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { RETENTION } from '../app/createHousekeeping';
import { readRequestBody } from '../http/readRequestBody';
import { createRateLimiter } from '../security/createRateLimiter';
import { COLLECTIONS } from '../seed/records';
import { createOwnerClient, createTestClient, setup } from './helpers/createTestClient';

const RESTOCK = '/api/site-users/account/notifications/restock';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const poster = { itemId: PRODUCT_IDS.poster, sku: 'POSTER-A3', quantity: 1 };

/** A request from a browser with no cookies at all, from the given peer address. */
async function fromPeer(app: Hono, path: string, address: string, init: RequestInit = {}) {
  const first = await app.fetch(new Request(`http://localhost/api/website`), {
    incoming: { socket: { remoteAddress: address } },
  });
  const crumb = /crumb=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))?.[1] ?? '';
  return app.fetch(
    new Request(`http://localhost${path}`, {
      ...init,
      headers: {
        cookie: `crumb=${crumb}`,
        'x-csrf-token': crumb,
        'content-type': 'application/json',
        ...init.headers,
      },
    }),
    { incoming: { socket: { remoteAddress: address } } },
  );
}

describe('owner access', () => {
  it('keeps /api/dev/* (visitors names, emails, addresses) behind the owner session', async () => {
    const { app, client } = await setup();
    for (const path of [
      '/api/dev/form-submissions',
      '/api/dev/newsletter',
      '/api/dev/records',
      '/api/dev/forms',
    ]) {
      expect((await client.get(path)).status).toBe(401);
      await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
      expect((await client.get(path)).status).toBe(401);
    }
    const owner = await createOwnerClient(app);
    expect((await owner.get('/api/dev/form-submissions')).status).toBe(200);
  });

  it('refuses an owner write without the X-SiteUser-XSRF-Token (403), as restock send does', async () => {
    const { app } = await setup();
    const owner = await createOwnerClient(app);
    owner.forgetXsrf();
    const put = await owner.put('/api/v1/commerce-preferences/checkout', { expressCheckout: true });
    expect(put).toMatchObject({
      status: 403,
      body: { message: 'Missing or invalid X-SiteUser-XSRF-Token header.' },
    });
    const wrong = await owner.put(
      '/api/v1/commerce-preferences/checkout',
      { expressCheckout: true },
      { headers: { 'x-siteuser-xsrf-token': 'guess' } },
    );
    expect(wrong.status).toBe(403);
  });
});

describe('cookies', () => {
  it('carry Secure over HTTPS only (behind a trusted proxy: X-Forwarded-Proto)', async () => {
    const app = createApp({ storage: createMemoryStorage() });
    const cookies = async (url: string, headers: Record<string, string> = {}, target = app) =>
      (await target.fetch(new Request(url, { headers }))).headers.getSetCookie();
    expect((await cookies('https://shop.example/api/website')).every((line) => /; Secure/.test(line))).toBe(
      true,
    );
    expect((await cookies('http://shop.example/api/website')).some((line) => /; Secure/.test(line))).toBe(
      false,
    );
    // A client cannot claim HTTPS unless the app sits behind a proxy it trusts.
    expect(
      (await cookies('http://shop.example/api/website', { 'x-forwarded-proto': 'https' })).some((line) =>
        /; Secure/.test(line),
      ),
    ).toBe(false);
    const proxied = createApp({ storage: createMemoryStorage(), trustProxy: true });
    expect(
      (await cookies('http://shop.example/api/website', { 'x-forwarded-proto': 'https' }, proxied)).every(
        (line) => /; Secure/.test(line),
      ),
    ).toBe(true);
  });
});

describe('rate limits', () => {
  it('key on the peer address: a fresh crumb per request does not escape them', async () => {
    const app = createApp({ storage: createMemoryStorage(), testMode: true, logErrors: false });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await fromPeer(app, ENTRIES, '203.0.113.7', { method: 'POST', body: JSON.stringify(poster) }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another address has its own bucket; a forged X-Forwarded-For does not make one.
    const other = await fromPeer(app, ENTRIES, '203.0.113.8', {
      method: 'POST',
      body: JSON.stringify(poster),
    });
    expect(other.status).toBe(200);
    const forged = await fromPeer(app, ENTRIES, '203.0.113.7', {
      method: 'POST',
      body: JSON.stringify(poster),
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(forged.status).toBe(429);
  });

  it('key on the first X-Forwarded-For address when told the app sits behind a proxy', async () => {
    const app = createApp({
      storage: createMemoryStorage(),
      testMode: true,
      trustProxy: true,
      logErrors: false,
    });
    const add = (address: string) =>
      fromPeer(app, ENTRIES, '127.0.0.1', {
        method: 'POST',
        body: JSON.stringify(poster),
        headers: { 'x-forwarded-for': `${address}, 10.0.0.1` },
      });
    for (let i = 0; i < 10; i += 1) expect((await add('198.51.100.1')).status).toBe(200);
    expect((await add('198.51.100.1')).status).toBe(429);
    expect((await add('198.51.100.2')).status).toBe(200);
  });

  it('limit failed sign-ins per account and address: a stranger cannot lock the owner out from elsewhere', async () => {
    let t = 1_000_000;
    const { app } = await setup({ testMode: true, now: () => t });
    const signInFrom = async (address: string, password: string) => {
      const res = await fromPeer(app, '/api/site-users/account/session', address, {
        method: 'POST',
        body: JSON.stringify({ email: SEED_CREDENTIALS.owner.email, password, rememberMe: false }),
      });
      return { status: res.status, message: ((await res.json()) as { message: string }).message, res };
    };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signInFrom('203.0.113.9', `guess-${i}`)).status);
    t += 20_000;
    const locked = await signInFrom('203.0.113.9', SEED_CREDENTIALS.owner.password);
    expect([...statuses, locked.status]).toEqual([401, 401, 401, 429]);
    // The real wait: the 60 s window of test mode began 20 s ago.
    expect(locked.message).toBe('Too many sign-in attempts. Please try again in 40 seconds.');
    expect(locked.res.headers.get('retry-after')).toBe('40');
    // The owner, elsewhere, signs in.
    expect((await signInFrom('198.51.100.7', SEED_CREDENTIALS.owner.password)).status).toBe(200);
    t += 40_000;
    expect((await signInFrom('203.0.113.9', SEED_CREDENTIALS.owner.password)).status).toBe(200);
  });

  it('limit sign-in attempts per address across accounts, stating the wait in minutes', async () => {
    let t = 1_000_000;
    const { app } = await setup({ rateLimits: { login: { limit: 3, windowMs: 15 * 60_000 } }, now: () => t });
    const attempt = (email: string) =>
      fromPeer(app, '/api/site-users/account/session', '203.0.113.10', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'guess', rememberMe: false }),
      });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      expect((await attempt(email)).status).toBe(401);
    t += 60_000;
    const refused = await attempt('d@example.com');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Too many sign-in attempts. Please try again in 14 minutes.',
    );
  });

  it('keep a bounded number of keys, whatever the flood', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, () => t, 100);
    for (let i = 0; i < 1000; i += 1) {
      t += 1;
      limiter.hit(`key-${i}`);
    }
    // The newest keys are still counted; the oldest were dropped to stay within 100.
    expect(limiter.hit('key-999')).toBe(false);
    expect(limiter.isLimited('key-0')).toBe(false);
  });
});

describe('bounded growth', () => {
  it('rate-limits FormSubmissionKey and deletes expired keys', async () => {
    let t = 1_000_000;
    const storage = createMemoryStorage();
    const { client } = await setup({ storage, testMode: true, now: () => t });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post('/api/form/FormSubmissionKey')).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(storage.count(COLLECTIONS.formKeys)).toBe(10);
    t += RETENTION.formKeyMs + 60_000;
    expect((await client.post('/api/form/FormSubmissionKey')).status).toBe(200);
    expect(storage.count(COLLECTIONS.formKeys)).toBe(1);
  });

  it('deletes expired sessions and old abandoned carts, and caps beacon records per kind', async () => {
    let t = 1_000_000;
    const storage = createMemoryStorage();
    const { app, client } = await setup({ storage, now: () => t });
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    for (let i = 0; i < 3; i += 1)
      await createTestClient(app)
        .start()
        .then((c) => c.post(ENTRIES, poster));
    expect([storage.count(COLLECTIONS.sessions), storage.count(COLLECTIONS.carts)]).toEqual([1, 3]);
    t += RETENTION.cartMs + 60_000;
    await client.signIn(SEED_CREDENTIALS.shopper.email, SEED_CREDENTIALS.shopper.password);
    await client.post(ENTRIES, poster);
    expect([storage.count(COLLECTIONS.sessions), storage.count(COLLECTIONS.carts)]).toEqual([1, 1]);

    for (let i = 0; i < RETENTION.recordQuotas.census + 1; i += 1) {
      storage.put(COLLECTIONS.records, `r-${i}`, { id: `r-${i}`, kind: 'census', name: 'x', receivedAt: i });
    }
    const data = {
      url: '/',
      title: 'Shop',
      recordType: 11,
      userAgent: 't',
      clientDate: 1,
      viewport: '1x1',
      screen: '1x1',
    };
    const hit = await client.request('POST', '/api/census/RecordHit', {
      raw: new URLSearchParams({ event: 'view', data: JSON.stringify(data), ss_cvr: 'a|1|2|3|4' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(hit.status).toBe(200);
    expect(storage.count(COLLECTIONS.records)).toBeLessThanOrEqual(RETENTION.recordQuotas.census);
    expect(storage.get(COLLECTIONS.records, 'r-0')).toBeUndefined();
  });

  it('refuses additionalFields for a product without a form', async () => {
    const { client } = await setup();
    const res = await client.post(ENTRIES, {
      ...poster,
      additionalFields: JSON.stringify({ note: 'x'.repeat(1000) }),
    });
    expect(res).toMatchObject({
      status: 400,
      body: { errors: { additionalFields: CART_MESSAGES.noAdditionalFields } },
    });
  });

  it('finds a pending restock sign-up by its index, never by listing every sign-up', async () => {
    const inner = createMemoryStorage();
    const listed: string[] = [];
    const storage: Storage = {
      ...inner,
      list: <T>(collection: string) => {
        listed.push(collection);
        return inner.list<T>(collection);
      },
    };
    const { client } = await setup({ storage });
    const body = (email: string) => ({
      productId: PRODUCT_IDS.tee,
      variantId: 'var-tee-m-blk',
      siteVisitorEmail: email,
      isJoinMailingList: false,
      captchaToken: 'pass',
    });
    listed.length = 0;
    expect((await client.post(RESTOCK, body('a@example.com'))).status).toBe(200);
    expect((await client.post(RESTOCK, body('A@example.com'))).status).toBe(200);
    expect(listed).not.toContain(COLLECTIONS.restock);
    expect(inner.count(COLLECTIONS.restock)).toBe(1);
  });
});

describe('form-encoded bodies', () => {
  it('are null-prototype objects: __proto__ is a field, never the prototype', async () => {
    const app = new Hono();
    app.post('/echo', async (c) => {
      const body = (await readRequestBody(c)) as Record<string, unknown>;
      return c.json({
        prototype: Object.getPrototypeOf(body),
        keys: Object.keys(body),
        proto: Object.getOwnPropertyDescriptor(body, '__proto__')?.value,
      });
    });
    const res = await app.fetch(
      new Request('http://localhost/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '__proto__=a&__proto__=b&constructor=c',
      }),
    );
    expect(await res.json()).toEqual({
      prototype: null,
      keys: ['__proto__', 'constructor'],
      proto: ['a', 'b'],
    });
  });
});

describe('passwords and the listening address', () => {
  it('stores seeded passwords as salted KDF hashes (PBKDF2 in the app, scrypt on the Node server)', async () => {
    const storage = createMemoryStorage();
    createApp({ storage });
    const user = storage.get<{ passwordHash: string }>(COLLECTIONS.users, 'user-owner');
    expect(user?.passwordHash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`));
    const scrypt = createScryptHasher();
    const hash = await scrypt.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await scrypt.hash('correct horse')).not.toBe(hash);
    expect([await scrypt.verify('correct horse', hash), await scrypt.verify('wrong', hash)]).toEqual([
      true,
      false,
    ]);
  });

  it('listens on 127.0.0.1 unless --host says otherwise, and warns about seeded credentials off loopback', async () => {
    expect(parseCliArgs([], {}).host).toBe('127.0.0.1');
    expect(parseCliArgs(['--host', '0.0.0.0'], {}).host).toBe('0.0.0.0');
    expect([isLoopback('127.0.0.1'), isLoopback('::1'), isLoopback('0.0.0.0')]).toEqual([true, true, false]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const local = await startServer({ storage: createMemoryStorage(), port: 0 });
    expect(warn).not.toHaveBeenCalled();
    await local.close();
    const exposed = await startServer({ storage: createMemoryStorage(), port: 0, hostname: '0.0.0.0' });
    expect(warn).toHaveBeenCalledWith(SEEDED_CREDENTIALS_WARNING);
    await exposed.close();
  });
});

describe('answers keep only the form’s fields', () => {
  const extras =
    '{"__proto__":{"polluted":true},"<img src=x onerror=alert(1)>":"x","padding":"' +
    'p'.repeat(15_000) +
    '"';

  it('in a cart entry’s additional fields', async () => {
    const { client } = await setup();
    const res = await client.post(ENTRIES, {
      itemId: PRODUCT_IDS.engravedMug,
      sku: 'MUG-ENGRAVED',
      quantity: 1,
      additionalFields: `${extras},"engraving":"For Ada","font":"Serif"}`,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.newlyAdded.additionalFields)).toEqual({ engraving: 'For Ada', font: 'Serif' });
    const cart = await client.get('/api/commerce/shopping-cart');
    expect(cart.text).not.toContain('onerror');
    expect(cart.text.length).toBeLessThan(10_000);
  });

  it('in a form submission', async () => {
    const { client, dev } = await setup();
    const key = (await client.post('/api/form/FormSubmissionKey', undefined)).body.data.key;
    const res = await client.post('/api/form/SaveFormSubmission', {
      formId: FORM_IDS.newsletter,
      key,
      captchaKey: 'pass',
      form: `${extras},"email":"reader@example.com"}`,
    });
    expect(res.status).toBe(200);
    const [submission] = (await dev('/api/dev/form-submissions')).body.submissions;
    expect(submission.values).toEqual({ email: 'reader@example.com' });
  });
});
