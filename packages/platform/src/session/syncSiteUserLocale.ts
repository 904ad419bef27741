import type { SiteUserLocaleRequest } from '@storefront-widgets/core/api';
import type { HttpClient } from '@storefront-widgets/core/http';

/** The site-user locale call. */
export const SITE_USER_LOCALE_PATH = '/api/site-users/account/locale';

/** What the site's translation widget tells about the visitor's language. */
export interface TranslationWidgetState {
  /** The language the widget shows now (BCP 47). */
  currentLanguage: string;
  /** Languages the site codes by hand rather than through the widget. @default none */
  customCodedLanguages?: readonly string[];
}

/**
 * True when the signed-in site user's locale should follow the widget: only when its current
 * language is not among its custom-coded ones. No widget, no update.
 */
export function shouldSyncSiteUserLocale(widget: TranslationWidgetState | null | undefined): boolean {
  if (!widget?.currentLanguage) return false;
  return !(widget.customCodedLanguages ?? []).includes(widget.currentLanguage);
}

/**
 * Stores the widget's current language as the site user's locale (POST `{ language }`), unless
 * {@link shouldSyncSiteUserLocale} says not to. The client must send the session's xsrfToken
 * (`createHttpClient({ getSiteUserXsrfToken: session.getXsrfToken })`).
 * @returns the stored locale, or null when nothing was sent
 */
export async function syncSiteUserLocale(
  client: HttpClient,
  widget: TranslationWidgetState | null | undefined,
): Promise<SiteUserLocaleRequest | null> {
  if (!widget || !shouldSyncSiteUserLocale(widget)) return null;
  const request: SiteUserLocaleRequest = { language: widget.currentLanguage };
  return client.post<SiteUserLocaleRequest>(SITE_USER_LOCALE_PATH, request);
}
