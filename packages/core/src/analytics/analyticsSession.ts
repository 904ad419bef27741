import type { CookieJar } from '../cookies/cookieJar';

/** Analytics cookie lifetime, in days (390 days). */
export const ANALYTICS_COOKIE_DAYS = 390;

/** Cookie and storage keys of the analytics session (separate keys). */
export const ANALYTICS_KEYS = {
  /** Cookie and localStorage key of the analytics id. */
  analyticsId: 'ss_analyticsId',
  /** localStorage key of the analytics id's expiry (ms since the epoch). */
  analyticsIdExpiration: 'ss_analyticsIdExpiration',
  /** sessionStorage key of the first-session flag. */
  isFirstSession: 'ss_isFirstSession',
  /** localStorage key set on the first landing. */
  hasLanded: 'ss_hasLanded',
  /** Cookie of the session id. */
  sessionId: 'ss_sessionId',
} as const;

/** The storage an analytics session uses; either may throw when the browser blocks it. */
export interface AnalyticsStorage {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Session info of the platform. */
export interface AnalyticsSessionInfo {
  isFirstLanding: boolean;
  isFirstSession: boolean;
  sessionId: string;
}

/** Options of {@link createAnalyticsSession}. */
export interface AnalyticsSessionOptions {
  jar: CookieJar;
  /** @default the page's localStorage and sessionStorage */
  storage?: AnalyticsStorage;
  /** @default Date.now */
  now?: () => number;
  /** @default crypto.randomUUID */
  newId?: () => string;
}

const DAY_MS = 86_400_000;

/**
 * The analytics session: the analytics id from the cookie, then
 * localStorage (removed once past its expiry), then memory, else new, stored in all three for 390
 * days; a session id cookie; the first-landing (localStorage) and first-session (sessionStorage)
 * flags. Blocked storage warns 'Unable to store analyticsId' or 'Unable access local/session
 * storage.' and the flags read false.
 */
export function createAnalyticsSession(options: AnalyticsSessionOptions) {
  const { jar } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const storage = () =>
    options.storage ?? { local: globalThis.localStorage, session: globalThis.sessionStorage };
  let memoryId: string | null = null;

  const storedId = (): string | null => {
    try {
      const { local } = storage();
      const id = local.getItem(ANALYTICS_KEYS.analyticsId);
      const expires = Number(local.getItem(ANALYTICS_KEYS.analyticsIdExpiration));
      if (id && Number.isFinite(expires) && expires > now()) return id;
      if (id) {
        local.removeItem(ANALYTICS_KEYS.analyticsId);
        local.removeItem(ANALYTICS_KEYS.analyticsIdExpiration);
      }
    } catch {
      // Blocked storage: the cookie or memory holds the id.
    }
    return null;
  };

  return {
    /** The visitor's analytics id (stored for 390 days). */
    analyticsId(): string {
      const id = jar.get(ANALYTICS_KEYS.analyticsId) || storedId() || memoryId || newId();
      memoryId = id;
      jar.set(ANALYTICS_KEYS.analyticsId, id, { path: '/', expires: ANALYTICS_COOKIE_DAYS });
      try {
        const { local } = storage();
        local.setItem(ANALYTICS_KEYS.analyticsId, id);
        local.setItem(ANALYTICS_KEYS.analyticsIdExpiration, String(now() + ANALYTICS_COOKIE_DAYS * DAY_MS));
      } catch {
        console.warn('Unable to store analyticsId');
      }
      return id;
    },
    /** Session info; the session id cookie is created when missing. */
    sessionInfo(): AnalyticsSessionInfo {
      let sessionId = jar.get(ANALYTICS_KEYS.sessionId);
      if (!sessionId) {
        sessionId = newId();
        jar.set(ANALYTICS_KEYS.sessionId, sessionId, { path: '/' });
      }
      try {
        const { local, session } = storage();
        const isFirstLanding = local.getItem(ANALYTICS_KEYS.hasLanded) === null;
        if (isFirstLanding) {
          local.setItem(ANALYTICS_KEYS.hasLanded, 'true');
          session.setItem(ANALYTICS_KEYS.isFirstSession, 'true');
        }
        return {
          isFirstLanding,
          isFirstSession: session.getItem(ANALYTICS_KEYS.isFirstSession) === 'true',
          sessionId,
        };
      } catch {
        console.warn('Unable access local/session storage.');
        return { isFirstLanding: false, isFirstSession: false, sessionId };
      }
    },
  };
}

/** The page's analytics session ({@link createAnalyticsSession}). */
export type AnalyticsSession = ReturnType<typeof createAnalyticsSession>;
