import { readCrumb } from '../cookies/readCookies';
import { getDefaultMessages, type Messages } from '../messages/createMessages';
import { ApiError } from './ApiError';
import { networkErrorToApiError, responseToApiError } from './toApiError';

/** Query values; `undefined` entries are left out. */
export type SearchParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Origin (and optional path prefix) prepended to every path. @default '' (same origin) */
  baseUrl?: string;
  /** The fetch implementation; tests pass a Hono app's handler. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Reads the CSRF crumb sent as `X-CSRF-Token` and as the form `crumb` field. @default crumb cookie */
  getCrumb?: () => string | undefined;
  /**
   * The signed-in site user's xsrfToken, sent as `X-SiteUser-XSRF-Token` on mutating calls
   * (platform §7: stored at login, sent later). Store-owner calls need it.
   * @default no header
   */
  getSiteUserXsrfToken?: () => string | undefined;
  /** Whether cookies work; picks the crumb-failure wording. @default navigator.cookieEnabled */
  areCookiesEnabled?: () => boolean;
  /** Per-request timeout in ms. @default 10000 */
  timeout?: number;
  /** Retries of idempotent GETs after a network failure. Mutations never retry. @default 1 */
  getRetryLimit?: number;
  /** Formatter for the error texts. @default English */
  messages?: Messages;
}

/** A JSON client with the platform's session rules; every failure rejects with an {@link ApiError}. */
export interface HttpClient {
  get<T>(path: string, searchParams?: SearchParams): Promise<T>;
  post<T>(path: string, json?: unknown): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string, searchParams?: SearchParams): Promise<T>;
  /** POSTs `application/x-www-form-urlencoded` fields plus a `crumb` field. */
  postForm<T>(path: string, fields: Readonly<Record<string, string>>): Promise<T>;
}

/** First retry delay of a GET after a network failure; doubles on each further retry. */
const RETRY_DELAY_MS = 300;

function defaultCookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

/** The query string of `params`, leaving out `undefined` values. */
function queryString(params: SearchParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) query.set(key, String(value));
  return query.toString();
}

/**
 * Creates the HTTP client: credentials 'include', JSON bodies, `X-CSRF-Token` from the crumb on
 * mutating calls, and one {@link ApiError} for every failure, including malformed JSON.
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    getCrumb = () => readCrumb(),
    areCookiesEnabled = defaultCookiesEnabled,
    timeout = 10_000,
    getRetryLimit = 1,
    messages = getDefaultMessages(),
  } = options;
  const prefix = baseUrl.replace(/\/+$/, '');

  /**
   * One request, body included, raced against the timeout. A timeout aborts the request and
   * rejects with a 'TimeoutError'; a fetch that throws, even synchronously, rejects.
   */
  function fetchOnce(url: string, init: RequestInit): Promise<{ response: Response; text: string }> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`Request timed out after ${timeout} ms`);
        error.name = 'TimeoutError';
        controller.abort(error);
        reject(error);
      }, timeout);
    });
    const doFetch = options.fetch ?? globalThis.fetch;
    const exchange = (async () => {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      return { response, text: await response.text() };
    })();
    return Promise.race([exchange, timedOut]).finally(() => clearTimeout(timer));
  }

  async function send<T>(method: string, path: string, init: RequestInit, params?: SearchParams): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') {
      const crumb = getCrumb();
      if (crumb) headers['X-CSRF-Token'] = crumb;
      const xsrfToken = options.getSiteUserXsrfToken?.();
      if (xsrfToken) headers['X-SiteUser-XSRF-Token'] = xsrfToken;
    }
    if (typeof init.body === 'string') headers['Content-Type'] = 'application/json';
    const query = queryString(params);
    const url = `${prefix}${path}${query ? `?${query}` : ''}`;
    const request: RequestInit = { ...init, method, headers, credentials: 'include' };
    let answer: { response: Response; text: string } | undefined;
    // Mutations must never be sent twice; only GET retries a network failure (not an HTTP answer).
    for (let attempt = 0; !answer; attempt += 1) {
      try {
        answer = await fetchOnce(url, request);
      } catch (cause) {
        if (method !== 'GET' || attempt >= getRetryLimit) throw networkErrorToApiError(cause, messages);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** attempt));
      }
    }
    const { response, text } = answer;
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
    if (isInvalid) {
      throw new ApiError({
        status: response.status,
        message: messages.format('http.unknownError'),
        isInvalidResponse: true,
        body: text,
      });
    }
    return body as T;
  }

  const json = (value: unknown): RequestInit => (value === undefined ? {} : { body: JSON.stringify(value) });
  return {
    get: (path, searchParams) => send('GET', path, {}, searchParams),
    post: (path, body) => send('POST', path, json(body)),
    put: (path, body) => send('PUT', path, json(body)),
    delete: (path, searchParams) => send('DELETE', path, {}, searchParams),
    postForm: (path, fields) => {
      const body = new URLSearchParams(fields);
      const crumb = getCrumb();
      if (crumb) body.set('crumb', crumb);
      return send('POST', path, { body });
    },
  };
}
