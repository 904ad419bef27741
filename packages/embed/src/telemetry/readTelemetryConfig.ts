import { SOURCE_ENVIRONMENTS, type SourceEnvironment } from '@storefront-widgets/core/analytics';
import type { CensusBlockedPage, VideoCourse } from '@storefront-widgets/core/census';
import type { CookiePolicy } from '@storefront-widgets/core/cookies';

/** The telemetry part of the drop-in's configuration (the docs' Telemetry guide). */
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
  /** Shopping events (product view, add to cart, purchase) to the analytics event service. @default true */
  analytics: boolean;
  /** The same shopping events to the page's Google tag and social pixel, when it has them. @default true */
  adPixels: boolean;
  /** Clicks on `[data-storefront-record-event]` to RecordEvent. @default true */
  legacyEvents: boolean;
  /** The census-disable flag. @default false */
  censusDisabled: boolean;
  /** A page that never sends census hits. @default null */
  pageType: CensusBlockedPage | null;
  /** The signed-in user's website roles. @default [] */
  websiteRoles: number[];
  /** The site's configuration paths. @default ['/config'] */
  configPaths: string[];
  /** The site's cookie policy. @default {} */
  cookiePolicy: CookiePolicy;
  /** Source environment of analytics events: dev, qa, staging or prod. @default 'prod' */
  analyticsEnvironment: string;
  /** The event service's address per source environment. @default each: `${apiBase}/api/analytics/events` */
  analyticsEndpoints: Partial<Record<SourceEnvironment, string>>;
  /** The website's id, sent with analytics, shopping and legacy events. @default null */
  websiteId: string | null;
  /** BCP 47 locale of the site. @default 'en-US' */
  locale: string;
  /** ISO 4217 code of the store's currency (product prices). @default 'USD' */
  currency: string;
  /** The page's id (shopping events). @default null */
  pageId: string | null;
  /** The site template's id and variant (legacy events). @default null */
  templateId: string | null;
  templateVariantId: string | null;
  /** The signed-in member's account id and locale (legacy and analytics events). @default null */
  memberAccountId: string | null;
  memberLocale: string | null;
  /** The product page's layout name (shopping events). @default null */
  pdpLayout: string | null;
  /** Item ids of the related products the page shows (shopping events). @default [] */
  relatedProductItemIds: string[];
  /** The visitor's e-mail when the page knows it; only the user id derived from it is sent. @default null */
  userEmail: string | null;
  /**
   * The order just placed, as the page gives it: its purchase is tracked. Checked by the code that
   * tracks it, which only order pages load. @default null
   */
  order: unknown;
  /**
   * The video-course page this is, if any (its census visitor events), as the page gives it;
   * checked by the code that sends them, which only course pages load. @default null
   */
  videoCourse: unknown;
  /** What the page shows, for census hits. @default from the add-to-cart block */
  itemId: string | null;
  recordType: string | null;
  collectionId: string | null;
}

/**
 * The telemetry keys a page may put in its `data-storefront-config` JSON, beside the widgets'
 * (the docs' Telemetry guide): every {@link TelemetryConfig} key, `order` in the shape of the platform's
 * analytics order (amounts as `{ decimalValue }` or `{ value }` in minor units) and
 * `videoCourse` as {@link VideoCourse}.
 */
export type TelemetryConfigJson = Partial<Omit<TelemetryConfig, 'order' | 'videoCourse'>> & {
  order?: Record<string, unknown> | null;
  videoCourse?: VideoCourse | null;
};

const BOOLEANS = [
  'telemetry',
  'census',
  'errorReports',
  'performance',
  'analytics',
  'adPixels',
  'legacyEvents',
  'censusDisabled',
] as const;
const STRINGS = [
  'apiBase',
  'analyticsEnvironment',
  'websiteId',
  'locale',
  'currency',
  'pageId',
  'templateId',
  'templateVariantId',
  'memberAccountId',
  'memberLocale',
  'pdpLayout',
  'userEmail',
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
  adPixels: true,
  legacyEvents: true,
  censusDisabled: false,
  pageType: null,
  websiteRoles: [],
  configPaths: ['/config'],
  cookiePolicy: {},
  analyticsEnvironment: 'prod',
  analyticsEndpoints: {},
  websiteId: null,
  locale: 'en-US',
  currency: 'USD',
  pageId: null,
  templateId: null,
  templateVariantId: null,
  memberAccountId: null,
  memberLocale: null,
  pdpLayout: null,
  relatedProductItemIds: [],
  userEmail: null,
  order: null,
  videoCourse: null,
  itemId: null,
  recordType: null,
  collectionId: null,
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    return isObject(parsed) ? { ...parsed } : {};
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
  const LISTS = ['websiteRoles', 'configPaths', 'relatedProductItemIds'] as const;
  for (const key of [...BOOLEANS, ...STRINGS, ...LISTS, 'pageType'] as const) {
    const attribute = tag?.dataset[key];
    if (attribute !== undefined) raw[key] = attribute;
  }
  const config: TelemetryConfig = { ...DEFAULTS, cookiePolicy: {}, analyticsEndpoints: {} };
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
  if (raw.relatedProductItemIds !== undefined)
    config.relatedProductItemIds = list(raw.relatedProductItemIds).map(String);
  const policy = raw.cookiePolicy;
  if (isObject(policy)) config.cookiePolicy = policy as CookiePolicy;
  else if (policy !== undefined) errors.push('config "cookiePolicy" must be an object');
  const endpoints = raw.analyticsEndpoints;
  const environments: readonly string[] = SOURCE_ENVIRONMENTS;
  if (
    isObject(endpoints) &&
    Object.entries(endpoints).every(([key, url]) => environments.includes(key) && typeof url === 'string')
  )
    config.analyticsEndpoints = endpoints as TelemetryConfig['analyticsEndpoints'];
  else if (endpoints !== undefined)
    errors.push(`config "analyticsEndpoints" must map ${SOURCE_ENVIRONMENTS.join(', ')} to addresses`);
  config.order = raw.order ?? null;
  config.videoCourse = raw.videoCourse ?? null;
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  return { config, errors };
}
