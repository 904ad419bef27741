import { ANALYTICS_ROUTES } from '../api/analyticsRoutes';
import { type CensusContext, isCensusAllowed } from '../census/censusRules';
import type { CookieJar } from '../cookies/cookieJar';
import { readCrumb } from '../cookies/readCookies';
import type { TelemetrySender } from '../telemetry/createTelemetrySender';
import { type LegacyEventPage, legacyEventData } from './legacyEventData';

/** Longest legacy event name the event service accepts. */
export const LEGACY_EVENT_NAME_MAX = 200;

/** Options of {@link createLegacyEvents}. */
export interface LegacyEventsOptions {
  sender: TelemetrySender;
  /** Where the crumb cookie is read. */
  jar: CookieJar;
  /** The page's address (its hash and path are sent). */
  location: Pick<Location, 'hash' | 'pathname'>;
  /** Who is visiting which page: legacy events follow the census rules. */
  context: CensusContext;
  /** What the page says about itself. @default {} */
  page?: LegacyEventPage;
  /** Origin and prefix of the API. @default '' (the page's own origin) */
  apiBase?: string;
}

/** The page's legacy event client; `record` resolves with whether the event went out, never rejects. */
export interface LegacyEvents {
  /** Whether this page sends legacy events at all (the census rules). */
  readonly allowed: boolean;
  /**
   * Sends `event` to RecordEvent by beacon (a click may leave the page): form-encoded `crumb`,
   * `event` and `data` (JSON text of the legacy payload, then `extra`). Nothing is sent without a
   * crumb cookie (the service would refuse it) or with a name that is empty or over 200 characters.
   */
  record(event: string, extra?: Record<string, unknown>): Promise<boolean>;
}

/**
 * Creates the legacy event client: `POST /api/events/RecordEvent`,
 * form-encoded, the crumb as a field because a beacon cannot carry headers.
 */
export function createLegacyEvents(options: LegacyEventsOptions): LegacyEvents {
  const { sender, jar, location, page = {}, apiBase = '' } = options;
  const allowed = isCensusAllowed(options.context);
  return {
    allowed,
    async record(event, extra = {}) {
      const name = event.trim();
      if (!name || name.length > LEGACY_EVENT_NAME_MAX) {
        console.error(`[storefront] a legacy event name must be 1 to ${LEGACY_EVENT_NAME_MAX} characters`);
        return false;
      }
      const crumb = readCrumb(jar);
      if (!allowed || !crumb) return false;
      const data = JSON.stringify({ ...legacyEventData(location, page), ...extra });
      try {
        await sender.beacon(`${apiBase}${ANALYTICS_ROUTES.recordEvent}`, {
          form: new URLSearchParams({ crumb, event: name, data }),
        });
        return true;
      } catch {
        return false;
      }
    },
  };
}
