import { CURRENCY_CODES, currencyDigits, isCurrencyCode, type SupportedCurrencyCode } from './currencyDigits';

export { CURRENCY_CODES, isCurrencyCode, type SupportedCurrencyCode };

/** One supported currency. */
export interface Currency {
  /** ISO 4217 alphabetic code, e.g. `USD`. */
  code: SupportedCurrencyCode;
  /** English name. */
  name: string;
  /** Digits after the decimal point: 2, except JPY with 0. */
  fractionDigits: number;
  /** ISO 4217 numeric code as its three-digit string, e.g. `"840"`. */
  numericCode: string;
}

const c = (code: SupportedCurrencyCode, name: string, numericCode: string): Currency => ({
  code,
  name,
  fractionDigits: currencyDigits(code).fractionDigits,
  numericCode,
});

/** The currency table keyed by code. */
export const CURRENCIES: Readonly<Record<SupportedCurrencyCode, Currency>> = {
  EUR: c('EUR', 'Euro', '978'),
  USD: c('USD', 'US Dollar', '840'),
  AUD: c('AUD', 'Australian Dollar', '036'),
  NOK: c('NOK', 'Norwegian Krone', '578'),
  CAD: c('CAD', 'Canadian Dollar', '124'),
  NZD: c('NZD', 'New Zealand Dollar', '554'),
  DKK: c('DKK', 'Danish Krone', '208'),
  GBP: c('GBP', 'British Pound', '826'),
  HKD: c('HKD', 'Hong Kong Dollar', '344'),
  CHF: c('CHF', 'Swiss Franc', '756'),
  MXN: c('MXN', 'Mexican Peso', '484'),
  SGD: c('SGD', 'Singapore Dollar', '702'),
  SEK: c('SEK', 'Swedish Krona', '752'),
  CZK: c('CZK', 'Czech Koruna', '203'),
  ILS: c('ILS', 'Israeli New Shekel', '376'),
  PHP: c('PHP', 'Philippine Peso', '608'),
  RUB: c('RUB', 'Russian Ruble', '643'),
  PLN: c('PLN', 'Polish Zloty', '985'),
  THB: c('THB', 'Thai Baht', '764'),
  MYR: c('MYR', 'Malaysian Ringgit', '458'),
  ARS: c('ARS', 'Argentine Peso', '032'),
  BRL: c('BRL', 'Brazilian Real', '986'),
  COP: c('COP', 'Colombian Peso', '170'),
  IDR: c('IDR', 'Indonesian Rupiah', '360'),
  INR: c('INR', 'Indian Rupee', '356'),
  JPY: c('JPY', 'Japanese Yen', '392'),
  ZAR: c('ZAR', 'South African Rand', '710'),
};

/**
 * Looks a currency up by code (case-insensitive).
 * @throws RangeError for a code outside the 27 supported ones.
 */
export function getCurrency(code: string): Currency {
  return CURRENCIES[currencyDigits(code).code];
}
