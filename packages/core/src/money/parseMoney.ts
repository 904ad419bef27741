import type { Money } from '../api/moneySchema';
import { currencyDigits } from './currencyDigits';

/** The minor-unit half of the wire {@link Money} (a number is accepted for `value` too). */
export type MinorUnitsMoney = Omit<Pick<Money, 'value' | 'currency'>, 'value'> & { value: string | number };

/** The major-unit half of the wire {@link Money}, e.g. `{ decimalValue: '19.99', currencyCode: 'USD' }`. */
export type DecimalMoney = Pick<Money, 'decimalValue' | 'currencyCode'>;

/** Either half of the wire Money shape; the full `Money` carries both. */
export type WireMoney = MinorUnitsMoney | DecimalMoney;

import { decimalToMinorUnits } from './minorUnitsToDecimal';

/** Money normalised to integer minor units. */
export interface ParsedMoney {
  /** Integer minor units (cents for USD, yen for JPY). */
  minorUnits: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

/**
 * Parses either platform Money shape: `{ value, currency }` with `value` a decimal
 * string of minor units, or `{ decimalValue, currencyCode }` in major units.
 * @throws RangeError for an unsupported currency or a malformed amount.
 */
export function parseMoney(money: WireMoney): ParsedMoney {
  if ('decimalValue' in money && typeof money.decimalValue === 'string') {
    const currency = currencyDigits(money.currencyCode).code;
    return { minorUnits: decimalToMinorUnits(money.decimalValue, currency), currency };
  }
  const minorMoney = money as MinorUnitsMoney;
  const currency = currencyDigits(minorMoney.currency).code;
  const text = String(minorMoney.value).trim();
  // `value` is documented as minor units; tolerate a trailing ".0…" but never sub-minor precision.
  const match = /^(-?\d+)(?:\.0*)?$/.exec(text);
  if (!match?.[1]) throw new RangeError(`[storefront] Not a minor-unit amount: "${minorMoney.value}"`);
  const minorUnits = Number(match[1]);
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`[storefront] "${minorMoney.value}" is out of range`);
  return { minorUnits, currency };
}
