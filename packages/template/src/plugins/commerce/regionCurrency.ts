import { CURRENCY_CODES } from '@storefront-widgets/core/money';

/** Regions that pay in euros. */
const EURO_REGIONS = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK';
const currencies = new Map<string, string>();

/**
 * The currency of a locale's region among the store's 27: 'EUR' in
 * the euro area, else the currency whose code starts with the region (`en-GB` → GBP, `ja` → JPY);
 * 'USD' when the region has none of them.
 */
export function regionCurrency(locale: string): string {
  let currency = currencies.get(locale);
  if (!currency) {
    let region = '';
    try {
      region = new Intl.Locale(locale).maximize().region ?? '';
    } catch {}
    currency =
      (region && EURO_REGIONS.includes(region) ? 'EUR' : undefined) ??
      CURRENCY_CODES.find((code) => code !== 'EUR' && region && code.startsWith(region)) ??
      'USD';
    currencies.set(locale, currency);
  }
  return currency;
}
