import type { TelemetryBody, TelemetryPostOptions, TelemetrySender } from '@storefront-widgets/core';

/** One call a {@link fakeSender} received. */
export interface SentTelemetry {
  via: 'post' | 'beacon';
  url: string;
  body: unknown;
  options?: TelemetryPostOptions;
}

/** Decodes a telemetry body as the backend reads it: JSON, or a form as an object. */
export const decodeBody = (body: TelemetryBody): unknown =>
  'json' in body ? JSON.parse(JSON.stringify(body.json)) : Object.fromEntries(body.form);

/** A sender that records every call; `fail` makes posts reject. */
export function fakeSender(options: { fail?: unknown } = {}): TelemetrySender & { sent: SentTelemetry[] } {
  const sent: SentTelemetry[] = [];
  return {
    sent,
    async post(url, body, postOptions) {
      sent.push({
        via: 'post',
        url,
        body: decodeBody(body),
        ...(postOptions ? { options: postOptions } : {}),
      });
      if (options.fail !== undefined) throw options.fail;
      return 200;
    },
    async beacon(url, body) {
      sent.push({ via: 'beacon', url, body: decodeBody(body) });
      return 'beacon';
    },
  };
}
