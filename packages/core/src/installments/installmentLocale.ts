/** Installment provider brand: Afterpay, or Clearpay in GB. */
export type InstallmentBrand = 'Afterpay' | 'Clearpay';

/** The locale and brand used for a merchant country and shopper language. */
export interface InstallmentLocale {
  /** BCP 47 locale, e.g. `en-US`, `fr-CA`. */
  locale: string;
  brand: InstallmentBrand;
}

/**
 * Supported locales: US, CA (en and fr), AU, NZ, GB (GB uses the second brand
 * name, Clearpay). Returns null for any other merchant country.
 */
export function getInstallmentLocale(
  stripeAccountCountry: string,
  shopperLanguage = 'en',
): InstallmentLocale | null {
  const country = stripeAccountCountry.toUpperCase();
  const language = shopperLanguage.toLowerCase().split(/[-_]/)[0];
  switch (country) {
    case 'US':
      return { locale: 'en-US', brand: 'Afterpay' };
    case 'CA':
      return { locale: language === 'fr' ? 'fr-CA' : 'en-CA', brand: 'Afterpay' };
    case 'AU':
      return { locale: 'en-AU', brand: 'Afterpay' };
    case 'NZ':
      return { locale: 'en-NZ', brand: 'Afterpay' };
    case 'GB':
      return { locale: 'en-GB', brand: 'Clearpay' };
    default:
      return null;
  }
}
