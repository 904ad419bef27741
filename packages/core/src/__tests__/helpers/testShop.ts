import {
  API_ROUTES,
  type Captcha,
  type CaptchaType,
  createHttpClient,
  createSiteUserSession,
  type FormDefinition,
  type HttpClient,
  type Product,
} from '@storefront-widgets/core';
import {
  type CreateAppOptions,
  createApp,
  createMemoryStorage,
  SEED_CREDENTIALS,
  seedCatalogue,
} from '@storefront-widgets/mock-backend';
import { cookieFetch } from '@storefront-widgets/test-utils';

/** One request the client sent, as the backend received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Options of {@link createTestShop}. */
export interface TestShopOptions extends Partial<Omit<CreateAppOptions, 'storage'>> {
  /** Products to seed instead of the fixture catalogue. */
  products?: Product[];
  /** Forms to seed instead of the fixture forms. */
  forms?: FormDefinition[];
  /**
   * The crumb the client sends, always: answers then hand over no crumb (their `X-CSRF-Token`
   * header is dropped), so a refusal persists, as with a backend that hands crumbs only in
   * cookies. @default the visitor's crumb cookie
   */
  crumb?: string;
}

/**
 * The reference backend (`createApp` on memory storage) and a visitor's core HTTP client over it,
 * with a browser-like cookie jar. Like a page view, it starts with a GET, so the visitor holds the
 * crumb cookie; every later request is recorded.
 */
export async function createTestShop(options: TestShopOptions = {}) {
  const { products, forms, crumb, ...appOptions } = options;
  const storage = createMemoryStorage();
  if (products || forms)
    seedCatalogue(storage, { ...(products ? { products } : {}), ...(forms ? { forms } : {}) });
  const app = createApp({ logErrors: false, ...appOptions, storage });
  const browser = cookieFetch(app);
  const requests: SentRequest[] = [];
  const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Form-encoded bodies stay text.
    }
    requests.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    const response = await browser.fetch(request);
    if (crumb !== undefined) response.headers.delete('X-CSRF-Token');
    return response;
  }) as typeof fetch;
  // Outside a browser the session keeps its token in memory.
  const session = createSiteUserSession();
  const clientOf = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}): HttpClient =>
    createHttpClient({
      baseUrl: 'http://shop.test',
      fetch: recordingFetch,
      getCrumb: () => crumb ?? browser.jar.get('crumb'),
      getRetryLimit: 0,
      ...extra,
    });
  const client = clientOf();
  await client.get(API_ROUTES.cart);
  requests.length = 0;
  return {
    app,
    storage,
    client,
    requests,
    jar: browser.jar,
    /** The recorded requests of one method. */
    sent: (method: string) => requests.filter((request) => request.method === method),
    /** Signs the visitor in as the store owner; @returns a client that sends the owner's xsrfToken. */
    async signInOwner(): Promise<HttpClient> {
      const owner = clientOf({ getSiteUserXsrfToken: session.getXsrfToken });
      await session.signIn(owner, { ...SEED_CREDENTIALS.owner, rememberMe: false });
      return owner;
    },
  };
}

/** A captcha whose answer the test sets (`token`, or an Error to reject with); counts resets. */
export interface TestCaptcha extends Captcha {
  token: string | Error;
  resets: number;
}

/** A {@link TestCaptcha} of the given type. */
export function testCaptcha(type: CaptchaType, token: string | Error = 'pass'): TestCaptcha {
  const captcha: TestCaptcha = {
    type,
    token,
    resets: 0,
    getToken: () =>
      captcha.token instanceof Error ? Promise.reject(captcha.token) : Promise.resolve(captcha.token),
    reset() {
      captcha.resets += 1;
    },
  };
  return captcha;
}
