import { CURRENCIES, type Currency, isCurrencyCode } from '@storefront-widgets/core/money';

export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  getCurrency,
  isCurrencyCode,
  type SupportedCurrencyCode,
} from '@storefront-widgets/core/money';

/**
 * The supported currency with an ISO 4217 numeric code ('840' or 840 for USD), from core's one
 * table of the 27 currencies.
 */
export function currencyByNumericCode(numericCode: string | number): Currency | undefined {
  const wanted = String(numericCode).padStart(3, '0');
  return Object.values(CURRENCIES).find((currency) => currency.numericCode === wanted);
}

/** The English name of a supported currency ('US Dollar' for 'usd'), or undefined. */
export function currencyName(code: string): string | undefined {
  const upper = code.toUpperCase();
  return isCurrencyCode(upper) ? CURRENCIES[upper].name : undefined;
}
