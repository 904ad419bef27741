import ky, { type KyInstance, type Options } from 'ky';
import { CART_ROUTES } from '../api/cartRoutes';
import { readCrumb } from '../cookies/readCookies';
import { getDefaultMessagesFor, type Messages } from '../messages/createMessages';
import { ApiError } from './ApiError';
import { createCrumbSource } from './createCrumbSource';
import { networkErrorToApiError } from './networkErrorToApiError';
import { responseToApiError } from './responseToApiError';

/** Query values; `undefined` entries are left out. */
export type SearchParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Origin (and optional path prefix) prepended to every path. @default '' (same origin) */
  baseUrl?: string;
  /** The fetch implementation; tests pass a Hono app's handler. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Reads the CSRF crumb sent as `X-CSRF-Token` and as the form `crumb` field. When it returns
   * nothing, the crumb a backend hands over in its `X-CSRF-Token` answer header is sent instead (a
   * backend on another origin, whose cookie the page cannot read). @default the crumb cookie
   */
  getCrumb?: () => string | undefined;
  /**
   * The GET sent before the first write when no crumb is known yet (a page the backend did not
   * serve), and after a refused crumb: its answer issues the crumb. @default '/api/commerce/shopping-cart'
   */
  crumbPath?: string;
  /**
   * The signed-in site user's xsrfToken, sent as `X-SiteUser-XSRF-Token` on mutating calls
   * (stored at login, sent later). Store-owner calls need it.
   * @default no header
   */
  getSiteUserXsrfToken?: () => string | undefined;
  /** Whether cookies work; picks the crumb-failure wording. @default navigator.cookieEnabled */
  areCookiesEnabled?: () => boolean;
  /** Time allowed for one attempt, answer and body included, in ms. @default 10000 */
  timeout?: number;
  /**
   * Retries of a GET after a network failure or timeout, 300 ms apart and doubling. Mutations and
   * HTTP answers never retry. @default 1
   */
  getRetryLimit?: number;
  /** Formatter for the error texts. @default English */
  messages?: Messages;
}

/**
 * A JSON client with the platform's session rules; every failure rejects with an {@link ApiError}.
 * Writes carry the CSRF crumb; without one the client first GETs one, and a refused crumb (a 403
 * with `crumbFail`) is retried once with a fresh crumb.
 */
export interface HttpClient {
  get<T>(path: string, searchParams?: SearchParams): Promise<T>;
  post<T>(path: string, json?: unknown): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string, searchParams?: SearchParams): Promise<T>;
  /** POSTs `application/x-www-form-urlencoded` fields plus a `crumb` field. */
  postForm<T>(path: string, fields: Readonly<Record<string, string>>): Promise<T>;
}

let responseSchemas: Promise<typeof import('../api/responseSchemas') | undefined> | undefined;
/**
 * Loads the answer schemas once; a failed download is retried at the next request, and meanwhile
 * answers pass unchecked (they were checked before the schemas existed).
 */
function loadResponseSchemas() {
  responseSchemas ??= import('../api/responseSchemas').catch(() => {
    responseSchemas = undefined;
    return undefined;
  });
  return responseSchemas;
}

function defaultCookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/**
 * Creates the HTTP client on a ky instance: credentials 'include', JSON and form bodies,
 * `X-CSRF-Token` from the crumb on mutating calls (a `beforeRequest` hook), ky's timeout and
 * retry, and one {@link ApiError} for every failure, including malformed JSON.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    getCrumb = () => readCrumb(),
    crumbPath = CART_ROUTES.cart,
    areCookiesEnabled = defaultCookiesEnabled,
    timeout = 10_000,
    getRetryLimit = 1,
    messages = getDefaultMessagesFor(),
  } = options;
  const prefix = baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const api: KyInstance = ky.create({
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // ky's timeout covers the fetch it is given; this fetch reads the whole body before it
    // resolves, so the timeout covers the whole exchange and a stalled body times out too.
    timeout,
    fetch: async (input, init) => {
      const response = await doFetch(input, init);
      return new Response(response.body ? await response.arrayBuffer() : null, response);
    },
    // Mutations must never be sent twice: only GET retries, only after a network failure or a
    // timeout (no HTTP answer), with ky's backoff (300 ms, doubling).
    retry: {
      limit: getRetryLimit,
      methods: ['get'],
      statusCodes: [],
      afterStatusCodes: [],
      retryOnTimeout: true,
    },
    // Answers are mapped to ApiError below, with the server's message.
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          if (request.method === 'GET') return;
          const xsrfToken = options.getSiteUserXsrfToken?.();
          if (xsrfToken) request.headers.set('X-SiteUser-XSRF-Token', xsrfToken);
        },
      ],
      afterResponse: [(_request, _options, response) => crumbs.noteResponse(response)],
    },
  });
  const crumbs = createCrumbSource({
    read: getCrumb,
    // No retries: a write waits on it, and its failure is the write's (nothing was sent).
    fetchCrumb: () =>
      api.get(`${prefix}${crumbPath}`, { retry: 0 }).catch((cause: unknown) => {
        throw networkErrorToApiError(cause, messages);
      }),
  });

  async function send<T>(path: string, init: Options): Promise<T> {
    // The answer schemas download alongside the first request (their own chunk in a bundle, so a
    // page that makes no request never pays for them).
    const checking = loadResponseSchemas();
    let response: Response;
    let text: string;
    try {
      response = await api(`${prefix}${path}`, init);
      text = await response.text();
    } catch (cause) {
      throw networkErrorToApiError(cause, messages);
    }
    let body: unknown;
    let isInvalid = false;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        isInvalid = true;
      }
    }
    if (!response.ok) throw responseToApiError(response.status, body, { messages, areCookiesEnabled });
    // A 200 of the wrong shape is the flow's error, like unparsable JSON: never a TypeError later.
    const schemas = await checking;
    const isWrongShape =
      schemas && !schemas.isExpectedResponse(String(init.method), path.split('?')[0] ?? path, body);
    if (isInvalid || isWrongShape) {
      throw new ApiError({
        status: response.status,
        message: messages.format('http.unknownError'),
        isInvalidResponse: true,
        body: text,
      });
    }
    return body as T;
  }

  /**
   * Sends a write with a crumb (fetched first when none is known); a refused crumb is retried once
   * with a fresh one, which is safe because the backend refused before doing anything.
   */
  async function write<T>(path: string, withCrumb: (crumb: string | undefined) => Options): Promise<T> {
    const crumb = await crumbs.ensure();
    try {
      return await send<T>(path, withCrumb(crumb));
    } catch (error) {
      if (!(error instanceof ApiError && error.isCrumbFail)) throw error;
      const fresh = await crumbs.refresh(crumb).catch(() => undefined);
      if (!fresh || fresh === crumb) throw error;
      return send<T>(path, withCrumb(fresh));
    }
  }

  const crumbHeader = (crumb: string | undefined) => (crumb ? { headers: { 'X-CSRF-Token': crumb } } : {});
  const json = (method: string, body: unknown) => (crumb: string | undefined) => ({
    method,
    ...crumbHeader(crumb),
    ...(body === undefined ? {} : { json: body }),
  });
  return {
    get: (path, searchParams) => send(path, { method: 'get', ...(searchParams ? { searchParams } : {}) }),
    post: (path, body) => write(path, json('post', body)),
    put: (path, body) => write(path, json('put', body)),
    delete: (path, searchParams) =>
      write(path, (crumb) => ({
        method: 'delete',
        ...crumbHeader(crumb),
        ...(searchParams ? { searchParams } : {}),
      })),
    postForm: (path, fields) =>
      write(path, (crumb) => {
        const body = new URLSearchParams(fields);
        if (crumb) body.set('crumb', crumb);
        return { method: 'post', ...crumbHeader(crumb), body };
      }),
  };
}
