import { SESSION_ROUTES } from '../api/sessionRoutes';
import type { SessionLoginRequest, SessionLoginResponse } from '../api/types';
import { ApiError } from '../http/ApiError';
import type { HttpClient } from '../http/createHttpClient';

/** Where the xsrfToken is kept between page loads of one tab. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link createSiteUserSession}. */
export interface SiteUserSessionOptions {
  /** @default window.sessionStorage, else memory (storage blocked or absent) */
  storage?: TokenStorage;
}

/** A site user's session: sign in, the xsrfToken for later calls, sign out. */
export interface SiteUserSession {
  /** The token to send as `X-SiteUser-XSRF-Token`; pass it to `createHttpClient({ getSiteUserXsrfToken })`. */
  getXsrfToken(): string | undefined;
  /** `POST /api/site-users/account/session`; keeps the returned xsrfToken. */
  signIn(client: HttpClient, credentials: SessionLoginRequest): Promise<SessionLoginResponse>;
  /**
   * `DELETE /api/site-users/account/session?cloneCart=`; an answer with crumbFail is retried
   * once, then the token is forgotten whatever the answer.
   */
  signOut(client: HttpClient, options?: { cloneCart?: boolean }): Promise<void>;
}

const STORAGE_KEY = 'storefront.siteUserXsrfToken';

function memoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function defaultStorage(): TokenStorage {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Storage can throw when blocked by the browser's privacy settings.
  }
  return memoryStorage();
}

/** Creates the site-user session of the platform ("xsrfToken stored and sent later"). */
export function createSiteUserSession(options: SiteUserSessionOptions = {}): SiteUserSession {
  const storage = options.storage ?? defaultStorage();
  return {
    getXsrfToken: () => storage.getItem(STORAGE_KEY) ?? undefined,
    async signIn(client, credentials) {
      const response = await client.post<SessionLoginResponse>(SESSION_ROUTES.session, credentials);
      storage.setItem(STORAGE_KEY, response.xsrfToken);
      return response;
    },
    async signOut(client, { cloneCart = false } = {}) {
      const end = () => client.delete<{ crumbFail?: boolean } | null>(SESSION_ROUTES.session, { cloneCart });
      try {
        // Platform §7: when the answer has crumbFail (a 403 refusal, or a body saying so), the
        // call is made once more; the refusal carries a fresh crumb.
        const first = await end().catch((error: unknown) => {
          if (error instanceof ApiError && error.isCrumbFail) return { crumbFail: true };
          throw error;
        });
        if (first?.crumbFail) await end();
      } finally {
        storage.removeItem(STORAGE_KEY);
      }
    },
  };
}
