import ky, { type KyInstance } from 'ky';
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

function defaultCookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled !== false;
}

function cleanParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = String(value);
  return out;
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
  const api: KyInstance = ky.create({
    credentials: 'include',
    timeout,
    throwHttpErrors: false,
    // Mutations must never be sent twice; only GET may retry a network failure.
    retry: { limit: getRetryLimit, methods: ['get'], statusCodes: [] },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function send<T>(method: string, path: string, init: Record<string, unknown>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'get') {
      const crumb = getCrumb();
      if (crumb) headers['X-CSRF-Token'] = crumb;
      const xsrfToken = options.getSiteUserXsrfToken?.();
      if (xsrfToken) headers['X-SiteUser-XSRF-Token'] = xsrfToken;
    }
    let response: Response;
    try {
      response = await api(`${prefix}${path}`, { method, headers, ...init });
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw networkErrorToApiError(cause, messages);
    }
    let text: string;
    try {
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
    if (!response.ok) {
      return Promise.reject(responseToApiError(response.status, body, { messages, areCookiesEnabled }));
    }
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

  return {
    get: (path, searchParams) => {
      const params = cleanParams(searchParams);
      return send('get', path, params ? { searchParams: params } : {});
    },
    post: (path, json) => send('post', path, json === undefined ? {} : { json }),
    put: (path, json) => send('put', path, json === undefined ? {} : { json }),
    delete: (path, searchParams) => {
      const params = cleanParams(searchParams);
      return send('delete', path, params ? { searchParams: params } : {});
    },
    postForm: (path, fields) => {
      const body = new URLSearchParams(fields);
      const crumb = getCrumb();
      if (crumb) body.set('crumb', crumb);
      return send('post', path, { body });
    },
  };
}
