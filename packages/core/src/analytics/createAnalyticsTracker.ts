import { ANALYTICS_ROUTES } from '../api/analyticsRoutes';
import { failedStatus, type TelemetrySender } from '../telemetry/createTelemetrySender';
import type { createAnalyticsSession } from './analyticsSession';

/** Source environments; each selects an event endpoint. */
export const SOURCE_ENVIRONMENTS = ['dev', 'qa', 'staging', 'prod'] as const;
export type SourceEnvironment = (typeof SOURCE_ENVIRONMENTS)[number];
/** Client platform sources. */
export type ClientPlatform = 'WEB' | 'IOS' | 'ANDROID' | 'SERVER';

/** Statuses the event service answers on success. */
export const ANALYTICS_SUCCESS_STATUSES: readonly number[] = [200, 202];

/** The envelope sent: the schema name plus the content as JSON text. */
export interface AnalyticsEnvelope {
  eventSchemaName: string;
  eventContent: string;
}

/** The part of `window` the tracker reads. */
export interface AnalyticsWindow {
  innerWidth: number;
  innerHeight: number;
  navigator: Pick<Navigator, 'language' | 'userAgent'>;
  location: Pick<Location, 'host' | 'pathname' | 'search'>;
  document: Pick<Document, 'referrer'>;
}

/** Options of {@link createAnalyticsTracker}. */
export interface AnalyticsTrackerOptions {
  sender: TelemetrySender;
  session: ReturnType<typeof createAnalyticsSession>;
  win: AnalyticsWindow;
  /** @default 'prod'; anything else warns and uses prod */
  environment?: string;
  /** @default 'WEB' */
  platform?: ClientPlatform;
  /** Event endpoint per environment. @default every one: `${apiBase}/api/analytics/events` */
  endpoints?: Partial<Record<SourceEnvironment, string>>;
  apiBase?: string;
  /** `navigator.sendBeacon`, bound; null to always send a JSON request. @default the page's */
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | null;
  /** Fields sent with every event (context_website_id, website_locale, member_account_id …). */
  fields?: Record<string, unknown>;
  /** @default 'storefront' client version of the drop-in */
  clientVersion?: string;
  /** @default Date.now */
  now?: () => number;
}

/**
 * The newer analytics tracker: every event is an envelope whose content
 * holds the auto-filled fields (analytics and session ids, browser, page, environment), sent by
 * beacon by default, else as a JSON request; 200 and 202 succeed, any other status rejects with
 * 'Error tracking event: HTTP Status {code}'.
 */
export function createAnalyticsTracker(options: AnalyticsTrackerOptions) {
  const { sender, session, win, apiBase = '', platform = 'WEB', fields = {} } = options;
  const now = options.now ?? Date.now;
  const requested = options.environment ?? 'prod';
  const environment: SourceEnvironment = (SOURCE_ENVIRONMENTS as readonly string[]).includes(requested)
    ? (requested as SourceEnvironment)
    : 'prod';
  if (environment !== requested) console.warn(`Invalid source environment "${requested}"; using prod.`);
  const endpoint = options.endpoints?.[environment] ?? `${apiBase}${ANALYTICS_ROUTES.analyticsEvents}`;
  const nav = globalThis.navigator as Navigator | undefined;
  const sendBeacon =
    options.sendBeacon === undefined
      ? typeof nav?.sendBeacon === 'function'
        ? nav.sendBeacon.bind(nav)
        : null
      : options.sendBeacon;

  const autoFields = (schemaName: string): Record<string, unknown> => ({
    analytics_id: session.analyticsId(),
    session_id: session.sessionInfo().sessionId,
    browser_language: win.navigator.language,
    browser_locale: win.navigator.language,
    browser_window_height: win.innerHeight,
    browser_window_width: win.innerWidth,
    client_name: platform,
    client_version: options.clientVersion ?? 'storefront',
    enduser_user_agent: win.navigator.userAgent,
    event_occurrence_timestamp: now(),
    page_host: win.location.host,
    page_path: win.location.pathname,
    page_query_params: win.location.search.replace(/^\?/, ''),
    page_referrer_url: win.document.referrer,
    source_environment: environment,
    custom_schema_name: schemaName,
    ...fields,
  });

  return {
    environment,
    endpoint,
    /** The envelope of an event, warning when caller input overwrites an auto-filled field. */
    envelope(schemaName: string, content: Record<string, unknown> = {}): AnalyticsEnvelope {
      const auto = autoFields(schemaName);
      for (const key of Object.keys(content))
        if (key in auto)
          console.warn(`Analytics field "${key}" was auto-filled and is overwritten by caller input.`);
      return { eventSchemaName: schemaName, eventContent: JSON.stringify({ ...auto, ...content }) };
    },
    /** Sends one event; resolves once sent, rejects on any status but 200 and 202. */
    async track(schemaName: string, content: Record<string, unknown> = {}): Promise<void> {
      const body = this.envelope(schemaName, content);
      if (sendBeacon?.(endpoint, new Blob([JSON.stringify(body)], { type: 'application/json' }))) return;
      let status: number;
      try {
        status = await sender.post(endpoint, { json: body });
      } catch (error) {
        const failed = failedStatus(error);
        if (failed === undefined) throw error;
        status = failed;
      }
      if (!ANALYTICS_SUCCESS_STATUSES.includes(status)) {
        const error = new Error(`Error tracking event: HTTP Status ${status}`);
        console.error(error.message);
        throw error;
      }
    },
  };
}

/** The page's analytics tracker. */
export type AnalyticsTracker = ReturnType<typeof createAnalyticsTracker>;
