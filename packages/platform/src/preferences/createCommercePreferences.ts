import type { CommercePreferencesResponse } from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';
import { type ReportError, reportErrorToConsole } from './reportErrorToConsole';

/** A namespace's preferences: a flat key/value set, the website id stripped. */
export type CommercePreferenceValues = Readonly<Record<string, string | number | boolean | null>>;

/** Options of {@link createCommercePreferences}. */
export interface CommercePreferencesOptions {
  /** Core's HTTP client of a signed-in site owner. */
  client: HttpClient;
  /**
   * Receives every failed load or save, with `{ namespace, operation }`, before it is rethrown
   * ("reported to the error service and rethrown"). Pass the telemetry error
   * reporter's `report` here. @default {@link reportErrorToConsole}
   */
  reportError?: ReportError;
}

/** Cached commerce preferences per namespace. */
export interface CommercePreferences {
  /** The namespace's preferences: loaded once, then served from the cache. */
  get(namespace: string): Promise<CommercePreferenceValues>;
  /**
   * Sets some preferences. Sends (PUT, with the namespace's other values kept) only when a value
   * differs from the cached one; then signals the namespace's listeners to refetch.
   * @returns whether a request was sent
   */
  set(namespace: string, values: CommercePreferenceValues): Promise<boolean>;
  /** The cached preferences, or undefined before the first load. */
  peek(namespace: string): CommercePreferenceValues | undefined;
  /** Called after a set changed the namespace: refetch with `get`. @returns unsubscribe */
  onChange(namespace: string, listener: () => void): () => void;
}

/** The commerce-preferences call of a namespace. */
export const commercePreferencesPath = (namespace: string) =>
  `/api/v1/commerce-preferences/${encodeURIComponent(namespace)}`;

/** The answer without its website id. */
function stripWebsiteId(answer: CommercePreferencesResponse): CommercePreferenceValues {
  const { websiteId: _websiteId, ...preferences } = answer;
  return preferences;
}

/**
 * Creates the commerce-preferences cache. Concurrent loads of one namespace share a request; a
 * failed load is not cached, so the next `get` tries again.
 */
export function createCommercePreferences(options: CommercePreferencesOptions): CommercePreferences {
  const { client, reportError = reportErrorToConsole } = options;
  const cache = new Map<string, CommercePreferenceValues>();
  const loading = new Map<string, Promise<CommercePreferenceValues>>();
  const listeners = new Map<string, Set<() => void>>();

  async function reported<T>(namespace: string, operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      reportError(error, { namespace, operation });
      throw error;
    }
  }

  function get(namespace: string): Promise<CommercePreferenceValues> {
    const cached = cache.get(namespace);
    if (cached) return Promise.resolve(cached);
    let pending = loading.get(namespace);
    if (!pending) {
      pending = reported(namespace, 'get', async () => {
        const answer = await client.get<CommercePreferencesResponse>(commercePreferencesPath(namespace));
        const values = stripWebsiteId(answer);
        cache.set(namespace, values);
        return values;
      }).finally(() => loading.delete(namespace));
      loading.set(namespace, pending);
    }
    return pending;
  }

  return {
    get,
    peek: (namespace) => cache.get(namespace),
    async set(namespace, values) {
      const current = await get(namespace);
      const changed = Object.entries(values).some(
        ([key, value]) => !Object.hasOwn(current, key) || !Object.is(current[key], value),
      );
      if (!changed) return false;
      const answer = await reported(namespace, 'set', () =>
        client.put<CommercePreferencesResponse>(commercePreferencesPath(namespace), {
          ...current,
          ...values,
        }),
      );
      // The answer is what the server stored, so the listeners' refetch is served from it.
      cache.set(namespace, stripWebsiteId(answer));
      for (const listener of [...(listeners.get(namespace) ?? [])]) listener();
      return true;
    },
    onChange(namespace, listener) {
      const set = listeners.get(namespace) ?? new Set();
      listeners.set(namespace, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}
