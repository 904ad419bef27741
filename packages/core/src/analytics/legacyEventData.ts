import type { LEGACY_EVENT_FIELDS } from '../api/analyticsEventFields';

/** What a page says about itself in legacy events; unknown values are null. */
export interface LegacyEventPage {
  websiteId?: string | null;
  templateId?: string | null;
  /** The site template's variant. */
  variantId?: string | null;
  /** The signed-in member's account. */
  memberAccountId?: string | null;
  /** The member's locale (BCP 47). */
  memberLocale?: string | null;
  /** The website's locale (BCP 47). */
  websiteLocale?: string | null;
}

/** The legacy event payload. */
export type LegacyEventData = Record<(typeof LEGACY_EVENT_FIELDS)[number], string | null>;

/**
 * The legacy event payload of a page: its address's hash and path from `location`, the rest from
 * what the page says about itself.
 */
export function legacyEventData(
  location: Pick<Location, 'hash' | 'pathname'>,
  page: LegacyEventPage,
): LegacyEventData {
  return {
    pageHash: location.hash.replace(/^#/, '') || null,
    pagePath: location.pathname,
    websiteId: page.websiteId ?? null,
    templateId: page.templateId ?? null,
    variantId: page.variantId ?? null,
    memberAccountId: page.memberAccountId ?? null,
    member_locale: page.memberLocale ?? null,
    website_locale: page.websiteLocale ?? null,
  };
}
