import {
  ApiError,
  COMPILED_FR,
  createHttpClient,
  createLazyHttpClient,
  createMessages,
  type HttpClient,
} from '@storefront-widgets/core';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientFor, fetchFor } from './helpers/testClient';

function catchError(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );
}

describe('createHttpClient: requests', () => {
  it('sends JSON with credentials and the CSRF header only on mutating calls', async () => {
    const seen: Record<string, unknown>[] = [];
    const app = new Hono();
    app.all('/api/echo', async (c) => {
      const text = await c.req.text();
      seen.push({
        method: c.req.method,
        csrf: c.req.header('X-CSRF-Token') ?? null,
        credentials: c.req.raw.credentials,
        contentType: c.req.header('content-type') ?? null,
        body: text,
        query: c.req.query('q') ?? null,
      });
      return c.json({ ok: true });
    });
    const client = clientFor(app);
    await expect(client.get('/api/echo', { q: 'x', skip: undefined })).resolves.toEqual({ ok: true });
    await client.post('/api/echo', { a: 1 });
    await client.put('/api/echo', { b: 2 });
    expect(seen[0]).toMatchObject({ method: 'GET', csrf: null, credentials: 'include', query: 'x' });
    expect(seen[1]).toMatchObject({ method: 'POST', csrf: 'crumb-123', body: '{"a":1}' });
    expect(String(seen[1]?.contentType)).toContain('application/json');
    expect(seen[2]).toMatchObject({ method: 'PUT', csrf: 'crumb-123', body: '{"b":2}' });
  });

  it('postForm sends form-encoded fields plus the crumb field', async () => {
    const app = new Hono();
    app.post('/api/census/RecordHit', async (c) => c.json(await c.req.parseBody()));
    const body = await clientFor(app).postForm('/api/census/RecordHit', { event: 'view', data: '{"a":1}' });
    expect(body).toEqual({ event: 'view', data: '{"a":1}', crumb: 'crumb-123' });
  });

  it('resolves undefined for an empty success body', async () => {
    const app = new Hono();
    app.post('/api/empty', (c) => c.body(null, 204));
    await expect(clientFor(app).post('/api/empty')).resolves.toBeUndefined();
  });
});

describe('createHttpClient: one ApiError for every failure', () => {
  const app = new Hono();
  app.post('/429', (c) => c.json({ message: 'slow down' }, 429));
  app.post('/crumb', (c) => c.json({ message: 'bad crumb', crumbFail: true }, 403));
  app.post('/403', (c) => c.json({ message: 'Forbidden here' }, 403));
  app.post('/400', (c) => c.json({ message: 'Invalid', errors: { email: 'Email is invalid' } }, 400));
  app.post('/500', (c) => c.json({ error: 'Boom' }, 500));
  app.post('/500-empty', (c) => c.body(null, 500));
  app.get('/malformed', (c) => c.body('{"not json', 200, { 'content-type': 'application/json' }));
  app.get('/malformed-error', (c) => c.body('<html>oops</html>', 502));

  it("429 → 'Please try again in a few seconds.'", async () => {
    const error = await catchError(clientFor(app).post('/429'));
    expect(error).toMatchObject({
      status: 429,
      isRateLimited: true,
      message: 'Please try again in a few seconds.',
    });
  });

  it('crumb failure → session expired, or enable cookies when cookies are disabled', async () => {
    const expired = await catchError(clientFor(app).post('/crumb'));
    expect(expired).toMatchObject({
      status: 403,
      isCrumbFail: true,
      message: 'Your session has expired. Please reload the page and try again.',
    });
    const noCookies = await catchError(clientFor(app, { areCookiesEnabled: () => false }).post('/crumb'));
    expect(noCookies.message).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it("otherwise the server's message or error field", async () => {
    expect((await catchError(clientFor(app).post('/403'))).message).toBe('Forbidden here');
    expect((await catchError(clientFor(app).post('/500'))).message).toBe('Boom');
    expect((await catchError(clientFor(app).post('/500-empty'))).message).toBe(
      'Unknown error, please try again later.',
    );
  });

  it('400 carries the per-field error map', async () => {
    const error = await catchError(clientFor(app).post('/400'));
    expect(error.fieldErrors).toEqual({ email: 'Email is invalid' });
    expect(error.message).toBe('Invalid');
  });

  it('malformed JSON → a clear ApiError, never a SyntaxError', async () => {
    const error = await catchError(clientFor(app).get('/malformed'));
    expect(error).toMatchObject({
      isInvalidResponse: true,
      message: 'Unknown error, please try again later.',
    });
    const failed = await catchError(clientFor(app).get('/malformed-error'));
    expect(failed).toMatchObject({ status: 502, message: 'Unknown error, please try again later.' });
  });

  it("no network → 'Please check your internet connection.' and a mutation is sent once", async () => {
    let calls = 0;
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
      getCrumb: () => 'crumb-123',
      getRetryLimit: 3,
    });
    const error = await catchError(client.post('/api/commerce/shopping-cart/entries', { itemId: 'p' }));
    expect(error).toMatchObject({
      status: 0,
      isNetworkError: true,
      message: 'Please check your internet connection.',
    });
    expect(calls).toBe(1);
  });

  it('a failing mutation answer is never retried', async () => {
    let calls = 0;
    const counting = new Hono();
    counting.post('/x', (c) => {
      calls += 1;
      return c.json({ message: 'down' }, 503);
    });
    await catchError(clientFor(counting, { getRetryLimit: 3 }).post('/x'));
    expect(calls).toBe(1);
  });

  it('GET retries a network failure up to getRetryLimit', async () => {
    let calls = 0;
    const ok = new Hono();
    ok.get('/x', (c) => c.json({ fine: true }));
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      getRetryLimit: 1,
      fetch: async (input, init) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return fetchFor(ok)(input, init);
      },
    });
    await expect(client.get('/x')).resolves.toEqual({ fine: true });
    expect(calls).toBe(2);
  });

  it('times out into a network ApiError', async () => {
    const slow = new Hono();
    slow.get('/slow', () => new Promise<Response>(() => {}));
    const error = await catchError(clientFor(slow, { timeout: 30 }).get('/slow'));
    expect(error).toMatchObject({
      isTimeout: true,
      isNetworkError: true,
      message: 'Please check your internet connection.',
    });
  });

  it('a timeout aborts the request it gave up on', async () => {
    let signal: AbortSignal | undefined;
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      timeout: 20,
      getRetryLimit: 0,
      fetch: (input, init) => {
        // ky hands fetch a Request that carries the signal.
        signal = (input instanceof Request ? input.signal : init?.signal) ?? undefined;
        return new Promise<Response>(() => {});
      },
    });
    const error = await catchError(client.get('/never'));
    expect(signal?.aborted).toBe(true);
    expect(error).toMatchObject({ isTimeout: true, isNetworkError: true });
  });

  it('a fetch that throws synchronously is a network ApiError too', async () => {
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      timeout: 20,
      fetch: () => {
        throw new TypeError('Failed to construct Request');
      },
    });
    const error = await catchError(client.post('/x'));
    expect(error).toMatchObject({ isNetworkError: true, message: 'Please check your internet connection.' });
    // The timer was cleared: nothing rejects unhandled once the timeout would have passed.
    await new Promise((resolve) => setTimeout(resolve, 40));
  });

  it('the timeout also covers a body that stops arriving', async () => {
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      timeout: 30,
      getRetryLimit: 0,
      fetch: async () => new Response(new ReadableStream({ start() {} }), { status: 200 }),
    });
    const error = await catchError(client.get('/stalled'));
    expect(error).toMatchObject({ isTimeout: true, isNetworkError: true });
  });

  it('uses the given messages for its texts', async () => {
    const error = await catchError(
      clientFor(app, { messages: createMessages({ locale: 'fr', catalogue: COMPILED_FR }) }).post('/429'),
    );
    expect(error.message).toBe('Veuillez réessayer dans quelques secondes.');
  });
});

describe('createLazyHttpClient', () => {
  const app = new Hono();
  app.post('/api/echo', async (c) => c.json({ got: await c.req.json() }));
  app.get('/api/cart', (c) => c.json({ totalQuantity: 2 }));

  /** A load the test finishes by hand, as a chunk download would. */
  function manualLoad() {
    const loads: { resolve: (client: HttpClient) => void; reject: (error: Error) => void }[] = [];
    const load = () =>
      new Promise<HttpClient>((resolve, reject) => {
        loads.push({ resolve, reject });
      });
    return { loads, load };
  }

  it('a call made before the client has loaded waits for it and is then sent once', async () => {
    const { loads, load } = manualLoad();
    const client = createLazyHttpClient({ load, messages: createMessages() });
    const posted = client.post('/api/echo', { sku: 'TEE-S-BLK' });
    const fetched = client.get('/api/cart');
    expect(loads).toHaveLength(1);
    loads[0]?.resolve(clientFor(app));
    await expect(posted).resolves.toEqual({ got: { sku: 'TEE-S-BLK' } });
    await expect(fetched).resolves.toEqual({ totalQuantity: 2 });
    // Preloading after the load reuses it.
    await client.preload();
    expect(loads).toHaveLength(1);
  });

  it('a failed load rejects the call with the network ApiError, and the next call loads again', async () => {
    const { loads, load } = manualLoad();
    const client = createLazyHttpClient({ load, messages: createMessages() });
    const first = catchError(client.post('/api/echo', {}));
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await first).toMatchObject({
      isNetworkError: true,
      message: 'Please check your internet connection.',
    });
    const second = client.post('/api/echo', { again: true });
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(clientFor(app));
    await expect(second).resolves.toEqual({ got: { again: true } });
  });
});

describe('createHttpClient: the crumb of a page the backend never served', () => {
  /** A backend that hands out `crumb` on GETs and counts what it saw. */
  function crumbBackend(options: { refuseFirst?: boolean; handInHeader?: boolean } = {}) {
    const seen = { gets: 0, writes: [] as (string | null)[] };
    let refusals = options.refuseFirst ? 1 : 0;
    const app = new Hono();
    app.get('/api/commerce/shopping-cart', (c) => {
      seen.gets += 1;
      if (options.handInHeader) c.header('X-CSRF-Token', `crumb-${seen.gets}`);
      return c.json({});
    });
    app.post('/api/write', (c) => {
      const crumb = c.req.header('X-CSRF-Token') ?? null;
      seen.writes.push(crumb);
      if (refusals > 0 || !crumb) {
        refusals -= 1;
        if (options.handInHeader) c.header('X-CSRF-Token', 'crumb-fresh');
        return c.json({ crumbFail: true, message: 'refused' }, 403);
      }
      return c.json({ ok: crumb });
    });
    return { app, seen };
  }

  it('GETs a crumb once before the first write, shared by concurrent writes', async () => {
    const { app, seen } = crumbBackend();
    let cookie: string | undefined;
    const client = clientFor(app, {
      getCrumb: () => cookie,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.method === 'GET') cookie = 'crumb-cookie';
        return app.fetch(request);
      }) as typeof fetch,
    });
    const answers = await Promise.all([client.post('/api/write', {}), client.post('/api/write', {})]);
    expect(answers).toEqual([{ ok: 'crumb-cookie' }, { ok: 'crumb-cookie' }]);
    await client.post('/api/write', {});
    expect(seen.gets).toBe(1);
    expect(seen.writes).toEqual(['crumb-cookie', 'crumb-cookie', 'crumb-cookie']);
  });

  it('sends the crumb a backend on another origin hands over in its X-CSRF-Token answer header', async () => {
    const { app, seen } = crumbBackend({ handInHeader: true });
    const client = clientFor(app, { getCrumb: () => undefined });
    await expect(client.post('/api/write', {})).resolves.toEqual({ ok: 'crumb-1' });
    await expect(client.postForm('/api/write', {})).resolves.toEqual({ ok: 'crumb-1' });
    expect(seen.gets).toBe(1);
  });

  it('retries a refused crumb once with the fresh one, and gives up after a second refusal', async () => {
    const retried = crumbBackend({ refuseFirst: true, handInHeader: true });
    const client = clientFor(retried.app, { getCrumb: () => undefined });
    await expect(client.post('/api/write', {})).resolves.toEqual({ ok: 'crumb-fresh' });
    expect(retried.seen.writes).toEqual(['crumb-1', 'crumb-fresh']);

    const always = new Hono();
    let attempts = 0;
    always.post('/api/write', (c) => {
      attempts += 1;
      c.header('X-CSRF-Token', `crumb-${attempts}`);
      return c.json({ crumbFail: true }, 403);
    });
    const error = await catchError(clientFor(always, { getCrumb: () => undefined }).post('/api/write', {}));
    expect(error.message).toBe('Your session has expired. Please reload the page and try again.');
    expect(attempts).toBe(2);
  });

  it('a crumb GET without network rejects the write with the network error, and sends no write', async () => {
    const methods: string[] = [];
    const client = createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: async (input, init) => {
        methods.push(new Request(input, init).method);
        throw new TypeError('Failed to fetch');
      },
      getCrumb: () => undefined,
    });
    const error = await catchError(client.post('/api/write', {}));
    expect(error).toMatchObject({ isNetworkError: true, message: 'Please check your internet connection.' });
    expect(methods).toEqual(['GET']);
  });
});
