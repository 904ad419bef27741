import { CURRENCIES, isCurrencyCode } from '@storefront-widgets/core/money';

/**
 * Digits after the decimal point of a currency: those of the store's 27 currencies (2, JPY 0),
 * else 2. A Money's minor units are divided by 10 to this power for display.
 */
export const fractionDigits = (currency: string): number =>
  isCurrencyCode(currency) ? CURRENCIES[currency].fractionDigits : 2;
