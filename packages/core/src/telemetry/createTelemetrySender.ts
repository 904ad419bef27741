import ky, { HTTPError } from 'ky';
import { TELEMETRY_RETRY, TELEMETRY_TIMEOUT_MS } from './telemetryLimits';

/** A body a telemetry call carries: JSON (any value) or a form (`URLSearchParams`). */
export type TelemetryBody = { json: unknown } | { form: URLSearchParams };

/** Options of one {@link TelemetrySender.post}. */
export interface TelemetryPostOptions {
  /** Extra request headers (the CSRF header of error reports). */
  headers?: Record<string, string>;
  /** Time allowed for the request, in ms. @default 2500 */
  timeout?: number;
  /** Let the request outlive the page (page-hide flushes). @default false */
  keepalive?: boolean;
}

/** How a telemetry call went out. */
export type TelemetryDelivery = 'beacon' | 'request';

/** Sends telemetry: plain requests with bounded retries, or beacons on the way out. */
export interface TelemetrySender {
  /**
   * POSTs through ky with the telemetry retry policy; resolves with the status of the answer,
   * rejects with the last failure (an `HTTPError`, a timeout or a network error).
   */
  post(url: string, body: TelemetryBody, options?: TelemetryPostOptions): Promise<number>;
  /**
   * Queues the body with `navigator.sendBeacon`; when there is none or it refuses (too big, queue
   * full), sends it as a `keepalive` request instead. Resolves with how it went out.
   */
  beacon(url: string, body: TelemetryBody): Promise<TelemetryDelivery>;
}

/** Effects {@link createTelemetrySender} uses; tests pass fakes. */
export interface TelemetrySenderOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** `navigator.sendBeacon`, bound; null when the browser has none. @default the page's */
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | null;
}

function encode(body: TelemetryBody): { payload: string; type: string } {
  return 'json' in body
    ? { payload: JSON.stringify(body.json), type: 'application/json' }
    : { payload: body.form.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

function pageBeacon(): TelemetrySenderOptions['sendBeacon'] {
  const nav = globalThis.navigator as Navigator | undefined;
  return typeof nav?.sendBeacon === 'function' ? nav.sendBeacon.bind(nav) : null;
}

/** Creates the sender every telemetry part shares. */
export function createTelemetrySender(options: TelemetrySenderOptions = {}): TelemetrySender {
  const sendBeacon = options.sendBeacon === undefined ? pageBeacon() : options.sendBeacon;
  const http = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    credentials: 'same-origin',
    retry: {
      limit: TELEMETRY_RETRY.limit,
      methods: ['post'],
      statusCodes: [...TELEMETRY_RETRY.statusCodes],
      afterStatusCodes: [...TELEMETRY_RETRY.afterStatusCodes],
      maxRetryAfter: TELEMETRY_RETRY.maxRetryAfter,
      backoffLimit: TELEMETRY_RETRY.backoffLimit,
    },
  });

  const post: TelemetrySender['post'] = async (url, body, postOptions = {}) => {
    const { payload, type } = encode(body);
    const response = await http.post(url, {
      body: payload,
      headers: { 'Content-Type': type, ...postOptions.headers },
      timeout: postOptions.timeout ?? TELEMETRY_TIMEOUT_MS,
      keepalive: postOptions.keepalive ?? false,
    });
    return response.status;
  };

  return {
    post,
    async beacon(url, body) {
      const { payload, type } = encode(body);
      // A Blob keeps the content type; a form type is CORS-safe, JSON is same-origin only.
      if (sendBeacon?.(url, new Blob([payload], { type }))) return 'beacon';
      await post(url, body, { keepalive: true });
      return 'request';
    },
  };
}

/** The HTTP status of a failed telemetry post, or undefined for a network failure or timeout. */
export function failedStatus(error: unknown): number | undefined {
  return error instanceof HTTPError ? error.response.status : undefined;
}
