import { childOf, toText } from '../../values/values';
import { isDecimal } from '../isDecimal';
import { createTieredCache } from '../tieredCache';
import { fractionDigits } from './fractionDigits';
import { shiftDecimal } from './shiftDecimal';

/** A Money read from template data, its amount as exact decimal text in both units. */
export interface MoneyAmount {
  /** The amount in minor units (`'2500'` for $25.00). */
  minor: string;
  /** The amount in major units, the minor units divided by 10 to the currency's fraction digits (`'25'`). */
  major: string;
  /** ISO 4217 code, upper case. */
  currency: string;
}

/**
 * Reads a Money in either of its two forms, the one rule every formatter follows:
 * `{value, currency}` has `value` as a decimal string of minor units (`{value: '2500', currency:
 * 'USD'}` is $25.00); `{decimalValue, currencyCode}` has `decimalValue` in major units
 * (`{decimalValue: '25.00', currencyCode: 'USD'}` is $25.00 too). Minor units are divided by 10
 * to the currency's fraction digits (100 for USD, 1 for JPY). Undefined when the amount is not a
 * decimal number, or when the Money names no currency and there is no `defaultCurrency`.
 */
export function readMoney(money: unknown, defaultCurrency?: string): MoneyAmount | undefined {
  const decimalValue = childOf(money, 'decimalValue');
  const major = decimalValue !== undefined;
  const amount = toText(major ? decimalValue : childOf(money, 'value'));
  const code = childOf(money, major ? 'currencyCode' : 'currency');
  if (code === undefined && defaultCurrency === undefined) return undefined;
  // The default currency is taken as given, a Money's own code trimmed and in upper case.
  const currency = code === undefined ? defaultCurrency! : toText(code);
  // Which form, and whether the currency is a default (taken as given) or the Money's own.
  const form = (major ? 2 : 0) + (code === undefined ? 0 : 1);
  const read =
    amounts.get(form, currency, amount, '') ??
    amounts.set(
      form,
      currency,
      amount,
      '',
      readAmount(amount, major, code === undefined ? currency : currency.trim().toUpperCase()),
    );
  return read ?? undefined;
}

/** Amounts already read (a catalogue repeats its prices), by form, currency and amount; null: not a number. */
const amounts = createTieredCache<MoneyAmount | null>();

function readAmount(text: string, major: boolean, currency: string): MoneyAmount | null {
  const amount = text.trim();
  if (!isDecimal(amount)) return null;
  const digits = fractionDigits(currency);
  return Object.freeze(
    major
      ? { minor: shiftDecimal(amount, digits), major: amount, currency }
      : { minor: amount, major: shiftDecimal(amount, -digits), currency },
  );
}
