/** The 27 currency codes the store supports, in the platform's order. */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

/** A supported ISO 4217 code. */
export type SupportedCurrencyCode = (typeof CURRENCY_CODES)[number];

/** The supported currencies without minor units; every other one has 2 digits. */
const ZERO_DIGIT_CODES: readonly SupportedCurrencyCode[] = ['JPY'];

/** True when `code` is one of the 27 supported currencies. */
export function isCurrencyCode(code: string): code is SupportedCurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/**
 * A supported currency's code and digits after the decimal point: what money arithmetic needs,
 * without the currency table's names and numeric codes (the drop-in's pages load only this).
 * @param code an ISO 4217 code, any case.
 * @throws RangeError for a code outside the 27 supported ones.
 * @example currencyDigits('jpy') // { code: 'JPY', fractionDigits: 0 }
 */
export function currencyDigits(code: string): { code: SupportedCurrencyCode; fractionDigits: number } {
  const upper = code.toUpperCase();
  if (!isCurrencyCode(upper)) throw new RangeError(`[storefront] Unsupported currency: ${code}`);
  return { code: upper, fractionDigits: ZERO_DIGIT_CODES.includes(upper) ? 0 : 2 };
}
