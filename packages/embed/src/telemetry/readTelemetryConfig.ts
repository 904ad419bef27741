import type { CensusBlockedPage } from '@storefront/core/census';
import type { CookiePolicy } from '@storefront/core/cookies';

/** The telemetry part of the drop-in's configuration (README, "Telemetry"). */
export interface TelemetryConfig {
  /** Origin and path prefix of the API. @default '' */
  apiBase: string;
  /**
   * Everything below; the tag's `data-telemetry="false"` does not even load the script, the
   * configuration's `"telemetry": false` loads it and sends nothing. @default true
   */
  telemetry: boolean;
  /** Census hits: page views, button clicks and renders, form renders, page exits. @default true */
  census: boolean;
  /** Uncaught errors and unhandled rejections to RecordJavascriptErrors. @default true */
  errorReports: boolean;
  /** Web-vitals records to /api/1/performance/records. @default true */
  performance: boolean;
  /** Shopping events to the analytics event service and the page's ad pixels. @default true */
  analytics: boolean;
  /** The census-disable flag (storefront §6). @default false */
  censusDisabled: boolean;
  /** A page that never sends census hits. @default null */
  pageType: CensusBlockedPage | null;
  /** The signed-in user's website roles. @default [] */
  websiteRoles: number[];
  /** The site's configuration paths. @default ['/config'] */
  configPaths: string[];
  /** The site's cookie policy (storefront §9). @default {} */
  cookiePolicy: CookiePolicy;
  /** Source environment of analytics events. @default 'prod' */
  analyticsEnvironment: string;
  /** The website's id, sent with analytics and shopping events. @default null */
  websiteId: string | null;
  /** BCP 47 locale of the site. @default 'en-US' */
  locale: string;
  /** What the page shows, for census hits. @default from the add-to-cart block */
  itemId: string | null;
  recordType: string | null;
  collectionId: string | null;
}

const BOOLEANS = [
  'telemetry',
  'census',
  'errorReports',
  'performance',
  'analytics',
  'censusDisabled',
] as const;
const STRINGS = [
  'apiBase',
  'analyticsEnvironment',
  'websiteId',
  'locale',
  'itemId',
  'recordType',
  'collectionId',
] as const;
const BLOCKED_PAGES: readonly string[] = ['not-found', 'lock-screen', 'member-area-access-denied'];

const DEFAULTS: TelemetryConfig = {
  apiBase: '',
  telemetry: true,
  census: true,
  errorReports: true,
  performance: true,
  analytics: true,
  censusDisabled: false,
  pageType: null,
  websiteRoles: [],
  configPaths: ['/config'],
  cookiePolicy: {},
  analyticsEnvironment: 'prod',
  websiteId: null,
  locale: 'en-US',
  itemId: null,
  recordType: null,
  collectionId: null,
};

const list = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [];

/**
 * The page's `data-storefront-config` object, or `{}` (the loader has already reported a malformed
 * one; its reader is not shared so that the loader stays as small as it was).
 */
function configJson(doc: Document): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(
      doc.querySelector('script[data-storefront-config]')?.textContent || '{}',
    );
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? { ...parsed } : {};
  } catch {
    return {};
  }
}

/**
 * Reads the telemetry switches from the same places as the rest of the configuration: the
 * `data-storefront-config` JSON and the `data-*` attributes of the `<script data-storefront>` tag
 * (the tag wins). A bad value is reported and replaced by its default.
 */
export function readTelemetryConfig(doc: Document): { config: TelemetryConfig; errors: string[] } {
  const errors: string[] = [];
  const raw = configJson(doc);
  const tag = doc.querySelector<HTMLScriptElement>('script[data-storefront]');
  for (const key of [...BOOLEANS, ...STRINGS, 'pageType', 'websiteRoles', 'configPaths'] as const) {
    const attribute = tag?.dataset[key];
    if (attribute !== undefined) raw[key] = attribute;
  }
  const config: TelemetryConfig = { ...DEFAULTS, cookiePolicy: {} };
  for (const key of BOOLEANS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (value === true || value === 'true' || value === '') config[key] = true;
    else if (value === false || value === 'false') config[key] = false;
    else errors.push(`config "${key}" must be true or false`);
  }
  for (const key of STRINGS) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number') config[key] = String(value);
    else errors.push(`config "${key}" must be a string`);
  }
  if (raw.pageType !== undefined) {
    if (typeof raw.pageType === 'string' && BLOCKED_PAGES.includes(raw.pageType))
      config.pageType = raw.pageType as CensusBlockedPage;
    else errors.push(`config "pageType" must be one of ${BLOCKED_PAGES.join(', ')}`);
  }
  const roles = list(raw.websiteRoles).map(Number);
  if (roles.every((role) => Number.isInteger(role) && role > 0)) config.websiteRoles = roles;
  else errors.push('config "websiteRoles" must be a list of role numbers');
  if (raw.configPaths !== undefined) config.configPaths = list(raw.configPaths).map(String);
  const policy = raw.cookiePolicy;
  if (policy && typeof policy === 'object' && !Array.isArray(policy))
    config.cookiePolicy = policy as CookiePolicy;
  else if (policy !== undefined) errors.push('config "cookiePolicy" must be an object');
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  return { config, errors };
}
