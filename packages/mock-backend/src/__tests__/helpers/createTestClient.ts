import { type CreateAppOptions, createApp, createMemoryStorage } from '@storefront-widgets/mock-backend';
import type { Hono } from 'hono';

/** A parsed JSON answer, inspected loosely by the assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response shapes
export type Json = any;

/** One answer, parsed. */
export interface TestResponse<T = Json> {
  status: number;
  body: T;
  headers: Headers;
  /** Raw body text. */
  text: string;
}

export interface RequestOptions {
  /** JSON-encodes it unless `raw` is set. */
  body?: unknown;
  /** Sent as is (with `contentType`). */
  raw?: BodyInit;
  contentType?: string;
  /** Send the crumb header. @default true */
  crumb?: boolean;
  headers?: Record<string, string>;
}

/**
 * A browser-like client over `app.fetch`: keeps cookies, sends the crumb in X-CSRF-Token and the
 * site-user XSRF token once signed in.
 */
export function createTestClient(app: Hono) {
  const jar = new Map<string, string>();
  let xsrfToken: string | undefined;

  const remember = (headers: Headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  async function request<T = Json>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.crumb !== false && jar.has('crumb')) headers['x-csrf-token'] = jar.get('crumb') as string;
    if (xsrfToken && !('x-siteuser-xsrf-token' in headers)) headers['x-siteuser-xsrf-token'] = xsrfToken;
    let body: BodyInit | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = options.contentType ?? 'application/json';
    }
    const response = await app.fetch(
      new Request(`http://localhost${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }),
    );
    remember(response.headers);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  return {
    jar,
    request,
    get: <T = Json>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = Json>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { body, ...options }),
    put: <T = Json>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { body, ...options }),
    delete: <T = Json>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** Gets the crumb cookie (Json GET issues it). */
    async start() {
      await request('GET', '/api/commerce/shopping-cart');
      return this;
    },
    /** Signs in and keeps the xsrfToken for later calls. */
    async signIn(email: string, password: string) {
      const res = await request('POST', '/api/site-users/account/session', {
        body: { email, password, rememberMe: false },
      });
      if (res.status === 200) xsrfToken = res.body.xsrfToken;
      return res;
    },
    forgetXsrf() {
      xsrfToken = undefined;
    },
  };
}

export type TestClient = ReturnType<typeof createTestClient>;

/** A client of `app` signed in as the seeded store owner (for `/api/dev/*` and owner calls). */
export async function createOwnerClient(app: Hono): Promise<TestClient> {
  const owner = await createTestClient(app).start();
  const { status } = await owner.signIn('owner@example.com', 'storefront-owner');
  if (status !== 200) throw new Error(`the seeded owner could not sign in (${status})`);
  return owner;
}

/**
 * A fresh app on memory storage plus a client that already holds a crumb, and `dev(path)`, which
 * reads a development listing as the signed-in owner.
 */
export async function setup(options: Partial<CreateAppOptions> = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const app = createApp({ logErrors: false, ...options, storage });
  const client = await createTestClient(app).start();
  let owner: Promise<TestClient> | undefined;
  const dev = async <T = Json>(path: string) => {
    owner ??= createOwnerClient(app);
    return (await owner).get<T>(path);
  };
  return { app, storage, client, dev };
}
