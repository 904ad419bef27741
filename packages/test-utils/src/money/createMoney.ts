import type { CurrencyCode, Money } from '@storefront/core';

/** Currencies with no minor unit (spec/storefront.md §3: JPY has 0 fraction digits, all others 2). */
const ZERO_DECIMAL = new Set(['JPY']);

/**
 * Fraction digits of a supported currency.
 * @returns 0 for JPY, otherwise 2.
 */
export function fractionDigitsOf(currency: CurrencyCode): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/**
 * Builds the platform's Money object from an integer amount in minor units.
 * @param cents Integer amount in the currency's minor units (whole yen for JPY).
 * @param currency ISO 4217 code.
 */
export function createMoney(cents: number, currency: CurrencyCode): Money {
  const digits = fractionDigitsOf(currency);
  const negative = cents < 0;
  const abs = String(Math.abs(Math.trunc(cents))).padStart(digits + 1, '0');
  const major = digits === 0 ? abs : `${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
  return {
    value: String(Math.trunc(cents)),
    currency,
    decimalValue: negative ? `-${major}` : major,
    currencyCode: currency,
  };
}
