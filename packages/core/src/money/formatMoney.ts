import { currencyDigits } from './currencyDigits';
import { type MinorUnits, minorUnitsToDecimal } from './minorUnitsToDecimal';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** BCP 47 locale used for the currency symbol and its placement. @default 'en-US' */
  locale?: string;
  /**
   * Website setting `useCLDRMoneyFormat`. When true the locale's own separators are
   * used; when false the platform default applies: comma thousands separator, dot decimal.
   * @default false
   */
  useCLDRMoneyFormat?: boolean;
  /** Maximum integer places. Larger amounts throw a RangeError. @default 15 */
  maxIntegerDigits?: number;
}

/**
 * Formats integer minor units as a currency string through `Intl.NumberFormat`.
 * The amount reaches Intl as an exact decimal string, never as a float.
 * @example formatMoney(123456, 'USD') // "$1,234.56"
 */
export function formatMoney(
  minorUnits: MinorUnits,
  currency: string,
  options: FormatMoneyOptions = {},
): string {
  const { locale = 'en-US', useCLDRMoneyFormat = false, maxIntegerDigits = 15 } = options;
  const { code, fractionDigits } = currencyDigits(currency);
  const decimal = minorUnitsToDecimal(minorUnits, code);
  const integerDigits = decimal.replace('-', '').split('.')[0]?.length ?? 0;
  if (integerDigits > maxIntegerDigits) {
    throw new RangeError(`[storefront] Amount exceeds ${maxIntegerDigits} integer places: ${decimal}`);
  }
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  // Intl accepts a decimal string and formats it exactly (ES2023 Intl.NumberFormat v3).
  const exact = decimal as Intl.StringNumericLiteral;
  if (useCLDRMoneyFormat) return formatter.format(exact);
  return formatter
    .formatToParts(exact)
    .map((part) => (part.type === 'group' ? ',' : part.type === 'decimal' ? '.' : part.value))
    .join('');
}
