import type { InstallmentContext } from '@storefront-widgets/core';
import type { PageJson } from './sitePages';

/**
 * The example store's editions: `?locale=` on any page picks one. `en-US` is the default;
 * `fr-CA` is the store's Canadian French edition: the widgets' messages, money and dates in
 * French, and the installment pill as a Canadian merchant's French shopper sees it (its info page
 * `fr-CA`).
 */
export const SITE_LOCALES = {
  'en-US': { shopperLanguage: 'en', stripeAccountCountry: 'US' },
  'fr-CA': { shopperLanguage: 'fr', stripeAccountCountry: 'CA' },
} as const satisfies Record<string, Pick<InstallmentContext, 'shopperLanguage' | 'stripeAccountCountry'>>;

/** A locale the example store has an edition in. */
export type SiteLocale = keyof typeof SITE_LOCALES;

export const isSiteLocale = (locale: string): locale is SiteLocale => Object.hasOwn(SITE_LOCALES, locale);

/** The page JSON of `data` in the edition of `locale`: the drop-in's locale and the installment context. */
export function localizePage(data: PageJson, locale: SiteLocale): PageJson {
  const installmentContext = data.installmentContext as InstallmentContext | undefined;
  return {
    ...data,
    storefrontConfig: { ...data.storefrontConfig, locale },
    ...(installmentContext ? { installmentContext: { ...installmentContext, ...SITE_LOCALES[locale] } } : {}),
  };
}
