import { TELEMETRY_LIMITS } from './telemetryLimits';

/** Keys whose string value is a URL: kept only when it parses (absolute, or a path on the site). */
const URL_KEYS = new Set(['url', 'pageUrl', 'referrer', 'referrerUrl', 'source', 'href']);
/** Base for a site-relative URL such as the census's `/shop`. */
const SITE_BASE = 'http://site.invalid/';

/**
 * The URL as sent, when it is an absolute http(s) URL or a path on the site (`/shop`) of at most
 * `maxLength` characters; otherwise null (`not a url`, `javascript:…`, a longer one).
 */
export function cleanUrl(value: unknown, maxLength: number = TELEMETRY_LIMITS.maxUrlLength): string | null {
  if (typeof value !== 'string' || value.length > maxLength) return null;
  // A path on the site starts with `/`; anything else must be a whole URL.
  const base = value.startsWith('/') ? SITE_BASE : undefined;
  if (!URL.canParse(value, base)) return null;
  const { protocol } = new URL(value, base);
  return protocol === 'http:' || protocol === 'https:' ? value : null;
}

/**
 * A copy of a JSON value safe to store and show: strings cut to `maxStringLength` characters,
 * non-finite numbers turned into null, and URL-named fields ({@link URL_KEYS}) that do not parse
 * dropped. Objects come back without a prototype link to anything the sender named `__proto__`.
 */
export function cleanTelemetryValue(
  value: unknown,
  maxStringLength: number = TELEMETRY_LIMITS.maxStringLength,
): unknown {
  if (typeof value === 'string') return value.slice(0, maxStringLength);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanTelemetryValue(item, maxStringLength));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (URL_KEYS.has(key) && typeof item === 'string') {
      const url = cleanUrl(item);
      if (url !== null) clean[key] = url;
      continue;
    }
    // defineProperty: a key `__proto__` stays a plain field of the copy.
    Object.defineProperty(clean, key.slice(0, maxStringLength), {
      value: cleanTelemetryValue(item, maxStringLength),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return clean;
}
