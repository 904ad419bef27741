export { createMoney } from './createMoney';
export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  getCurrency,
  isCurrencyCode,
  type SupportedCurrencyCode,
} from './currencies';
export { type FormatMoneyOptions, formatMoney } from './formatMoney';
export { decimalToMinorUnits, type MinorUnits, minorUnitsToDecimal } from './minorUnitsToDecimal';
export {
  type DecimalMoney,
  type MinorUnitsMoney,
  type ParsedMoney,
  parseMoney,
  type WireMoney,
} from './parseMoney';
