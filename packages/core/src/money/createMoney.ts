import type { Money } from '../api/moneySchema';
import { currencyDigits } from './currencyDigits';
import { type MinorUnits, minorUnitsToDecimal } from './minorUnitsToDecimal';

/**
 * The wire Money object for an integer amount: `value` in minor units, `decimalValue`
 * in major units, both exact. Used by the reference backend and the fixtures alike.
 * @param minorUnits Integer amount in the currency's minor units (whole yen for JPY).
 * @param currency ISO 4217 code of a supported currency.
 * @throws RangeError for an unsupported currency or a non-integer amount.
 * @example createMoney(1250, 'USD') // { value: '1250', currency: 'USD', decimalValue: '12.50', currencyCode: 'USD' }
 */
export function createMoney(minorUnits: MinorUnits, currency: string): Money {
  const { code } = currencyDigits(currency);
  return {
    value: String(minorUnits).trim(),
    currency: code,
    decimalValue: minorUnitsToDecimal(minorUnits, code),
    currencyCode: code,
  };
}
