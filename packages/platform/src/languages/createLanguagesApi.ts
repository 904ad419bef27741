import type {
  MultilingualLanguages,
  MultilingualSettings,
  MultilingualStatus,
} from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';

/** The multilingual calls. */
export const LANGUAGES_ENDPOINTS = {
  settings: '/api/multilingual/settings',
  status: '/api/multilingual/status',
  languages: '/api/multilingual/languages',
  connection: '/api/multilingual/connection',
} as const;

/** The site's languages: settings, provider status, the language list. */
export interface LanguagesApi {
  getSettings(): Promise<MultilingualSettings>;
  getStatus(): Promise<MultilingualStatus>;
  getLanguages(): Promise<MultilingualLanguages>;
  /** PUT `{ languages }` (BCP 47 tags); resolves with the stored list, default language first. */
  setLanguages(languages: readonly string[]): Promise<{ languages: string[] }>;
  /** DELETE the translation provider's connection. */
  disconnect(): Promise<MultilingualStatus>;
}

/** Creates the language calls over core's HTTP client (a signed-in owner's). */
export function createLanguagesApi(client: HttpClient): LanguagesApi {
  return {
    getSettings: () => client.get(LANGUAGES_ENDPOINTS.settings),
    getStatus: () => client.get(LANGUAGES_ENDPOINTS.status),
    getLanguages: () => client.get(LANGUAGES_ENDPOINTS.languages),
    setLanguages: (languages) => client.put(LANGUAGES_ENDPOINTS.languages, { languages: [...languages] }),
    disconnect: () => client.delete(LANGUAGES_ENDPOINTS.connection),
  };
}
