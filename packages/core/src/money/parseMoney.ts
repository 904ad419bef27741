/** Money in minor units: `value` is a decimal string of minor units (platform §3). */
export interface MinorUnitsMoney {
  value: string | number;
  currency: string;
}

/** Money in major units, e.g. `{ decimalValue: '19.99', currencyCode: 'USD' }` (platform §3). */
export interface DecimalMoney {
  decimalValue: string;
  currencyCode: string;
}

/** Either Money shape the platform emits (the wire `Money` carries both). */
export type WireMoney = MinorUnitsMoney | DecimalMoney;

import { getCurrency } from './currencies';
import { decimalToMinorUnits } from './minorUnitsToDecimal';

/** Money normalised to integer minor units. */
export interface ParsedMoney {
  /** Integer minor units (cents for USD, yen for JPY). */
  minorUnits: number;
  /** ISO 4217 code, upper case. */
  currency: string;
}

/**
 * Parses either platform Money shape (platform §3): `{ value, currency }` with `value` a decimal
 * string of minor units, or `{ decimalValue, currencyCode }` in major units.
 * @throws RangeError for an unsupported currency or a malformed amount.
 */
export function parseMoney(money: WireMoney): ParsedMoney {
  if ('decimalValue' in money && typeof money.decimalValue === 'string') {
    const currency = getCurrency(money.currencyCode).code;
    return { minorUnits: decimalToMinorUnits(money.decimalValue, currency), currency };
  }
  const minorMoney = money as MinorUnitsMoney;
  const currency = getCurrency(minorMoney.currency).code;
  const text = String(minorMoney.value).trim();
  // `value` is documented as minor units; tolerate a trailing ".0…" but never sub-minor precision.
  const match = /^(-?\d+)(?:\.0*)?$/.exec(text);
  if (!match?.[1]) throw new RangeError(`[storefront] Not a minor-unit amount: "${minorMoney.value}"`);
  const minorUnits = Number(match[1]);
  if (!Number.isSafeInteger(minorUnits))
    throw new RangeError(`[storefront] "${minorMoney.value}" is out of range`);
  return { minorUnits, currency };
}
